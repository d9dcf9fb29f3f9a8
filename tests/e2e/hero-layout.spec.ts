// A hero's picture at tablet widths. Under the text it ran the full column (720×480 px of placeholder
// art at 768 px) and pushed everything else below the first screen; beside the text it keeps the size
// it has at desktop widths.
import { expect } from '@playwright/test';
import { test } from './fixtures/shared-page';

test("from 768 px the home hero's picture stands beside the text, and the services start in the first screen", async ({
  sharedPage: page,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/');
  const hero = page.getByRole('main').locator('section').first();
  for (const width of [768, 1023]) {
    await page.setViewportSize({ width, height: 1024 });
    const text = (await hero.getByRole('heading', { level: 1 }).boundingBox())!;
    const picture = (await hero.getByRole('img').boundingBox())!;
    expect(picture.x, `${width} px`).toBeGreaterThan(text.x + text.width);
    expect(picture.width, `${width} px`).toBeLessThan(width / 2);
    const services = (await page.getByRole('heading', { name: 'Fiberglass Pool Services' }).boundingBox())!;
    expect(services.y + services.height, `${width} px`).toBeLessThan(1024);
  }
});
