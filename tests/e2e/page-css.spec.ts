/**
 * Each page inlines the CSS rules its own HTML uses (beasties, astro.config.ts) and loads the whole
 * stylesheet without blocking the first paint, for what the islands render later. Proof that the
 * inlined rules are enough for the first paint: with the stylesheets switched off, every element
 * is styled as with them.
 */
import { expect, test } from '@playwright/test';
import { ROUTES } from './routes';

test.use({ viewport: { width: 375, height: 740 } });

for (const path of ROUTES) {
  test(`${path} looks the same before its stylesheet arrives as after`, async ({ page }) => {
    await page.goto(path);
    const missing = await page.evaluate(() => {
      const styles = () =>
        [...document.body.querySelectorAll('*')].flatMap((element, index) => {
          const style = getComputedStyle(element);
          const name = `${index} ${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
          return [...style].map((property) => `${name} ${property}: ${style.getPropertyValue(property)}`);
        });
      const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
      const styled = styles();
      for (const link of sheets) link.sheet!.disabled = true;
      const inlined = new Set(styles());
      return {
        sheets: sheets.map((link) => link.media || 'all'),
        lines: styled.filter((line) => !inlined.has(line)),
      };
    });
    expect(new Set(missing.sheets), 'stylesheets applied once the page has loaded').toEqual(new Set(['all']));
    expect(missing.lines.slice(0, 10)).toEqual([]);
  });
}
