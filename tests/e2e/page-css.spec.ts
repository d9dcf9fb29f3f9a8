/**
 * The weight of what a page needs for its first render, and the trimming that keeps it low.
 *
 * Budget: a page's HTML plus render-blocking CSS is at most 20 KiB gzip, and at most 14 KiB on the
 * home page, so it arrives in the first round trip (TCP's initial window is ten ~1.4 KB packets).
 *
 * Trimming: each page carries only the CSS rules its markup and islands can use (src/lib/build/page-css.ts).
 * The proof that the trimming never drops a rule something on screen needs: in every state a visitor
 * reaches (each page with the menu open, each wizard step, photo thumbnails, error and success
 * toasts), every class on an element is named by a selector of the page's own CSS. The site uses no
 * class without CSS, so an unstyled class means a rule was trimmed (or a class is misspelt).
 */
import { expect, test, type Page } from '@playwright/test';
import { fillContact, nextButton, openWizard, png, stepHeading, submitButton, wizard } from './fixtures/quote';
import { gzipSync } from 'node:zlib';
import { distHtmlFiles, islandsSettled, NOT_FOUND_PATH, readDist } from './quality-support';

const KiB = 1024;

test('HTML and render-blocking CSS: at most 14 KiB gzip on the home page, 20 KiB on every page', () => {
  const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
  const over: string[] = [];
  for (const file of distHtmlFiles()) {
    const html = readDist(file);
    const sheets = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/([^"]+)"/g)].map(([, href]) =>
      readDist(href),
    );
    const bytes = gzip(html) + sheets.reduce((sum, css) => sum + gzip(css), 0);
    const budget = file === 'index.html' ? 14 * KiB : 20 * KiB;
    if (bytes > budget) over.push(`${file}: ${bytes} B > ${budget} B`);
  }
  expect(over).toEqual([]);
});

/** Classes on the page's elements that no selector of its stylesheets names. */
function unstyledClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    const text = selectors.join('\n');
    const classes = new Set([...document.querySelectorAll('[class]')].flatMap((element) => [...element.classList]));
    const named = (name: string) => {
      const escaped = CSS.escape(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return new RegExp(`\\.${escaped}(?![\\w\\\\-])`).test(text);
    };
    return [...classes].filter((name) => !named(name)).sort();
  });
}

/** A built HTML file as the path a visitor requests. */
const pagePath = (file: string) =>
  file === '404.html' ? NOT_FOUND_PATH : `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;

test.describe('375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('every built page, menu open: each class on screen has its CSS', async ({ page }) => {
    const report: string[] = [];
    for (const path of distHtmlFiles().map(pagePath)) {
      await page.goto(path);
      await islandsSettled(page);
      const toggle = page.getByRole('button', { name: 'Menu' });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const missing = await unstyledClasses(page);
      if (missing.length) report.push(`${path}: ${missing.join(' ')}`);
    }
    expect(report, `classes without CSS:\n${report.join('\n')}`).toEqual([]);
  });

  test('every quote wizard state: each class on screen has its CSS', async ({ page }) => {
    await openWizard(page);
    expect(await unstyledClasses(page), 'step 1').toEqual([]);

    await fillContact(page);
    await nextButton(page).click();
    await wizard(page)
      .getByLabel('Photos (optional)')
      .setInputFiles([png('deck.png'), { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
    await expect(wizard(page).getByRole('status')).toContainText('notes.txt is not a supported image format');
    expect(await unstyledClasses(page), 'step 2 with a photo and a refused file').toEqual([]);
    await wizard(page).getByRole('button', { name: 'Remove notes.txt' }).click();
    await wizard(page).getByRole('button', { name: 'Remove deck.png' }).click();
    await wizard(page).getByLabel('Pool issue').selectOption('crack');
    await nextButton(page).click();

    await page.route('**/api/contact-submit', (route) => route.fulfill({ status: 500, body: 'Internal error' }));
    expect(await unstyledClasses(page), 'step 3').toEqual([]);
    await submitButton(page).click();
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible();
    expect(await unstyledClasses(page), 'step 3 with the failure toast').toEqual([]);

    await page.unroute('**/api/contact-submit');
    await page.route('**/api/contact-submit', (route) => route.fulfill({ status: 201, json: { id: 'q1' } }));
    await submitButton(page).click();
    await expect(stepHeading(page, 'Quote Request Received')).toBeVisible();
    await expect(page.locator('[data-sonner-toast][data-type="success"]')).toBeVisible();
    expect(await unstyledClasses(page), 'step 4 with the success toast').toEqual([]);
  });
});
