/**
 * Accessibility gate: axe (WCAG 2.0/2.1 A+AA, 2.2 AA, which includes colour contrast 4.5:1) over
 * every page of the built sitemap plus the 404 page, at 375 px and 1280 px, the mobile menu open,
 * and each quote-wizard step when the wizard is on /contact. Zero violations allowed. The page
 * sweep also fails on any Content-Security-Policy violation Chromium reports.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { islandsSettled, NOT_FOUND_PATH, sitemapPaths } from './quality-support';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's violations on the current page as readable lines: rule, impact, help, offending elements. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes.map((n) => `      ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('\n'),
  );
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test(`every page of the sitemap and the 404 page: zero axe violations`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const report: string[] = [];
      // The same sweep also catches CSP violations on any page (Chromium logs each as an error).
      let blocked: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });
      for (const path of [...(await sitemapPaths(request)), NOT_FOUND_PATH]) {
        blocked = [];
        await page.goto(path);
        await islandsSettled(page);
        const found = await violations(page);
        found.push(...blocked.map((text) => `CSP: ${text}`));
        if (found.length) report.push(`${path}\n  ${found.join('\n  ')}`);
      }
      expect(report, `axe violations at ${viewport.width} px:\n${report.join('\n')}`).toEqual([]);
    });
  });
}

test.describe('375 px, mobile menu open', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('zero axe violations with the menu open', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await violations(page)).toEqual([]);
  });
});

/**
 * The quote wizard's three steps, reached by filling only what "Next Step" requires (spec §3).
 * Skipped while /contact has no wizard; the wizard's own behaviour is tested with the wizard.
 */
for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`quote wizard at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('each step: zero axe violations', async ({ page }) => {
      await page.goto('/contact');
      const step1 = page.getByRole('heading', { name: 'Contact Information' });
      await page.waitForLoadState('networkidle');
      test.skip((await step1.count()) === 0, '/contact has no quote wizard yet (no "Contact Information" heading)');
      await islandsSettled(page);
      expect(await violations(page), 'step 1, Contact Information').toEqual([]);

      await page.getByRole('textbox', { name: /name/i }).first().fill('Pat Homeowner');
      await page.getByRole('textbox', { name: /phone/i }).first().fill('2145550100');
      await page.getByRole('textbox', { name: /email/i }).first().fill('pat@example.com');
      await page.getByRole('textbox', { name: /zip/i }).first().fill('75205');
      await page.getByRole('button', { name: 'Next Step' }).click();
      await expect(page.getByRole('heading', { name: 'Describe Your Pool Issue' })).toBeVisible();
      expect(await violations(page), 'step 2, Describe Your Pool Issue').toEqual([]);

      const issue = page.getByRole('combobox', { name: /issue/i }).first();
      const options = await issue
        .locator('option')
        .evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value).filter(Boolean));
      await issue.selectOption(options[0]);
      await page.getByRole('button', { name: 'Next Step' }).click();
      await expect(page.getByRole('heading', { name: 'Preferred Assessment Time' })).toBeVisible();
      expect(await violations(page), 'step 3, Preferred Assessment Time').toEqual([]);
    });
  });
}
