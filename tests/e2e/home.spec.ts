import { expect, test } from '@playwright/test';

const SERVICES = [
  ['Fiberglass Repair', '/services/fiberglass-repair'],
  ['Leak Detection', '/services/leak-detection'],
  ['Equipment Repair', '/services/equipment-repair'],
  ['Surface & Gelcoat', '/services/surface-gelcoat'],
  ['Tile & Coping', '/services/tile-coping'],
  ['Pool Resurfacing', '/services/resurfacing'],
] as const;

const PHONE_HREF = 'tel:+12145550148';

for (const route of ['/', '/services']) {
  test(`${route}: six service cards in order, each with Learn More to its page`, async ({ page }) => {
    await page.goto(route);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(SERVICES.map(([title]) => title));
    for (const [index, [title, href]] of SERVICES.entries()) {
      await expect(cards.nth(index).getByRole('link', { name: `Learn More about ${title}` })).toHaveAttribute(
        'href',
        href,
      );
    }
  });

  test(`${route}: every image has alt text; one eager LCP image at most`, async ({ page }) => {
    await page.goto(route);
    for (const image of await page.locator('main img').all()) {
      expect((await image.getAttribute('alt'))?.trim()).toBeTruthy();
    }
    expect(await page.locator('img[fetchpriority="high"]').count()).toBeLessThanOrEqual(1);
    // Every image but the one above the fold waits until it is scrolled near.
    const images = await page.locator('main img').count();
    expect(images).toBeGreaterThanOrEqual(6);
    expect(await page.locator('main img[loading="lazy"]').count()).toBe(images - 1);
  });
}

test.describe('home', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('hero: headline about Dallas fiberglass pool repair, Request Repair and call buttons', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Dallas Fiberglass Pool Repair');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Request Repair' })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: /Call Now/ }).first()).toHaveAttribute('href', PHONE_HREF);
    await expect(page.locator('img[fetchpriority="high"]')).toHaveAttribute('loading', 'eager');
  });

  test('states the simple surface crack repair price', async ({ page }) => {
    await expect(page.getByRole('main')).toContainText('a simple surface crack repair, typically about $200-400');
  });

  test('shows a before/after pair', async ({ page }) => {
    const figures = page.getByRole('main').locator('figure');
    await expect(figures.locator('figcaption')).toHaveText(['Before', 'After']);
    await expect(figures.locator('img')).toHaveCount(2);
  });

  test('three trust points with the rating and guarantees', async ({ page }) => {
    const section = page.getByRole('heading', { level: 2, name: 'Why Dallas Homeowners Trust Us' }).locator('xpath=..');
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      'Licensed & Insured',
      '5-Star Reviews',
      'Satisfaction Guarantee',
    ]);
    await expect(section).toContainText('Licensed, bonded and insured');
    await expect(section).toContainText('4.9/5');
    await expect(section).toContainText('127+');
    await expect(section).toContainText('100%');
  });

  test('Leave a Google Review opens the review page in a new tab, safely', async ({ page }) => {
    const review = page.getByRole('link', { name: /Leave a Google Review/ });
    await expect(review).toHaveAccessibleName(/opens in a new tab/);
    await expect(review).toHaveAttribute('href', /^https:\/\//);
    await expect(review).toHaveAttribute('target', '_blank');
    await expect(review).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('closes with Get Free Quote and a call button', async ({ page }) => {
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: /Call Now/ }).last()).toHaveAttribute('href', PHONE_HREF);
  });

  test('embeds the aggregate rating 4.9 of 5 from 127', async ({ page }) => {
    const records = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
      JSON.parse(t),
    );
    const org = records.find((r) => r['@type'] === 'HomeAndConstructionBusiness');
    expect(org.aggregateRating).toMatchObject({ ratingValue: 4.9, bestRating: 5, ratingCount: 127 });
  });
});

test.describe('services overview', () => {
  test('hero quote button, three bullets per card, closing quote and call buttons', async ({ page }) => {
    await page.goto('/services');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Request Service Quote' }).first()).toHaveAttribute('href', '/contact');
    for (const card of await main.getByRole('article').all()) {
      await expect(card.getByRole('listitem')).toHaveCount(3);
    }
    await expect(main.getByRole('link', { name: 'Request Service Quote' })).toHaveCount(2);
    await expect(main.getByRole('link', { name: /Call Now/ })).toHaveAttribute('href', PHONE_HREF);
  });

  test('breadcrumb trail Home › Pool Repair Services', async ({ page }) => {
    await page.goto('/services');
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
    ).toHaveAttribute('href', '/');
  });
});
