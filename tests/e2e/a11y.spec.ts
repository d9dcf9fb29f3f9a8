/**
 * Accessibility gate, one test per page so the workers share them: axe (WCAG 2.0/2.1 A+AA and 2.2 AA,
 * color contrast 4.5:1 included) on every page of the built sitemap and the 404 page at 1280 and 375 px,
 * with no CSP violation; at 375 px nothing is wider than the screen (reflow) and the menu toggle is on
 * it. At both widths, and in the open mobile menu, no stop of the keyboard's focus order is hidden under
 * the sticky header, the phone's action bar or anything else (./focus-order.ts). Then each quote-wizard
 * step and the open mobile menu.
 *
 * The same page loads prove two things about what a page costs before it is used. At 1280 px, no page
 * but /contact requests JavaScript or the stylesheet: only the quote wizard hydrates there; the mobile
 * menu waits for a tap. At 375 px, its first paint: each page inlines the CSS rules its own HTML uses
 * (beasties, astro.config.ts) and holds the whole stylesheet back until an island needs it, so loading
 * it changes no element's style.
 */
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { QUOTE_PAGES } from '../../scripts/performance-budgets.ts';
import { fillContact, nextButton, stepHeading, test, wizard } from './fixtures/quote';
import { obscuredFocusStops } from './helpers/focus-order';
import { languageOfPath } from '../../src/lib/i18n/languages';
import { uiStrings } from '../../src/lib/i18n/ui';
import { islandsSettled, NOT_FOUND_PATH, sitemapPaths } from './helpers/quality-support';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
// Only violations in full: axe then spares describing each node that passed.
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  resultTypes: ['violations'],
};
const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * The computed styles the page's whole stylesheet changes, which it holds back (a disabled link) until
 * an island needs it: loaded here, then each element's styles with it compared to those without it.
 * Only the properties the stylesheet declares can differ (a shorthand counts as its longhands; what
 * an element inherits or lays out from a changed ancestor shows in those too), so only they are read.
 */
async function stylesBeyondInlinedCss(page: Page) {
  return page.evaluate(async () => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    await Promise.all(
      links.map((link) =>
        link.sheet
          ? undefined
          : new Promise((loaded) => {
              link.addEventListener('load', loaded, { once: true });
              link.disabled = false;
            }),
      ),
    );
    const declared = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) for (const property of rule.style) declared.add(property);
        if ('cssRules' in rule) collect(rule.cssRules as CSSRuleList);
      }
    };
    for (const link of links) collect(link.sheet!.cssRules);
    const properties = [...declared];
    const elements = [...document.body.querySelectorAll('*')];
    const styled = elements.map((element) => {
      const style = getComputedStyle(element);
      return properties.map((property) => style.getPropertyValue(property));
    });
    for (const link of links) link.sheet!.disabled = true;
    const lines = elements.flatMap((element, index) => {
      const style = getComputedStyle(element);
      const name = `${index} ${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
      return properties.flatMap((property, i) =>
        style.getPropertyValue(property) === styled[index][i] ? [] : [`${name} ${property}: ${styled[index][i]}`],
      );
    });
    for (const link of links) link.sheet!.disabled = false;
    return lines;
  });
}

/**
 * axe's violations on the current page as readable lines: rule, impact, help, offending elements.
 * axe-core runs in the page itself, loaded once per document: no page here has a frame to visit.
 */
async function violations(page: Page): Promise<string[]> {
  type AxeWindow = { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } };
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (options) => {
    const results = await (window as AxeWindow).axe!.run(document, options);
    return results.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes
          .map((n) => `      ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .join('\n'),
    );
  }, AXE_OPTIONS);
}

// One load a page: at 1280 px first, where nothing may fetch a script or the stylesheet, then narrowed
// to 375 px, where the page's CSS follows the new width as it follows a phone's.
for (const path of [...sitemapPaths(), NOT_FOUND_PATH]) {
  const desktopAlso = QUOTE_PAGES.includes(path) ? '' : ', no JavaScript or stylesheet requested at 1280 px';
  test(`${path}: no axe or CSP violation and no focus stop hidden at 1280 and 375 px${desktopAlso}; at 375 px nothing wider than the screen, first paint styled by the inlined CSS`, async ({
    sharedPage: page,
  }) => {
    const blocked: string[] = [];
    const fetched: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    page.on('request', (request) => {
      if (['script', 'stylesheet'].includes(request.resourceType())) fetched.push(request.url());
    });
    await page.setViewportSize(DESKTOP);
    const html = await (await page.goto(path))!.text();
    const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
    expect(links.length, 'the whole stylesheet, linked').toBeGreaterThan(0);
    for (const link of links) expect(link, 'fetched only when an island needs it').toContain(' disabled');

    await test.step(`${DESKTOP.width} px`, async () => {
      // Half a second without a request, waited for while axe runs (axe itself fetches nothing).
      const quiet = QUOTE_PAGES.includes(path) ? undefined : page.waitForLoadState('networkidle');
      await islandsSettled(page);
      expect(await violations(page)).toEqual([]);
      expect(blocked).toEqual([]);
      if (quiet) {
        await quiet;
        expect(fetched, 'scripts and stylesheets requested').toEqual([]);
      }
      expect(await obscuredFocusStops(page), 'focus stops hidden, Tab and Shift+Tab').toEqual([]);
    });

    await test.step(`${PHONE.width} px`, async () => {
      await page.setViewportSize(PHONE);
      expect((await stylesBeyondInlinedCss(page)).slice(0, 10), 'styles the inlined CSS lacks').toEqual([]);
      await islandsSettled(page);
      expect(await violations(page)).toEqual([]);
      expect(blocked).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      const toggle = await page.getByRole('button', { name: uiStrings(languageOfPath(path)).menu }).boundingBox();
      expect(toggle!.x + toggle!.width).toBeLessThanOrEqual(PHONE.width);
      expect(await obscuredFocusStops(page), 'focus stops hidden, Tab and Shift+Tab').toEqual([]);
    });
  });
}

test('each quote wizard step at 1280 and 375 px: no axe violation', async ({ wizardPage: page }) => {
  test.slow();
  const eachWidth = async (step: string) => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      expect(await violations(page), `${step} at ${viewport.width} px`).toEqual([]);
    }
  };
  await eachWidth('step 1, Contact Information');

  await fillContact(page);
  await nextButton(page).click();
  await expect(stepHeading(page, 'Describe Your Pool Issue')).toBeVisible();
  await eachWidth('step 2, Describe Your Pool Issue');

  await wizard(page).getByLabel('Pool issue').selectOption('crack');
  await nextButton(page).click();
  await expect(stepHeading(page, 'Preferred Assessment Time')).toBeVisible();
  await eachWidth('step 3, Preferred Assessment Time');
});

test('375 px, the mobile menu open: no axe violation, no focus stop hidden', async ({ sharedPage: page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  expect(await obscuredFocusStops(page, 'dialog[open]'), 'focus stops hidden, Tab and Shift+Tab').toEqual([]);
});
