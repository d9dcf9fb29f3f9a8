// The home page and the services overview, one page load each: every step reads the same page. And the
// card list of /blog on a phone.
import { expect, type Page } from '@playwright/test';
import { business } from '../../src/data/business';
import { test } from './fixtures/shared-page';
import { expectReviewsBeside, expectTrustLineInFirstScreen } from './helpers/proof';

const SERVICES = [
  ['Fiberglass Repair', '/services/fiberglass-repair'],
  ['Leak Detection', '/services/leak-detection'],
  ['Equipment Repair', '/services/equipment-repair'],
  ['Surface & Gelcoat', '/services/surface-gelcoat'],
  ['Tile & Coping', '/services/tile-coping'],
  ['Pool Resurfacing', '/services/resurfacing'],
] as const;

const PHONE_HREF = business.phone.href;

async function expectServiceCards(page: Page) {
  await test.step('six service cards in order, each with Learn More to its page', async () => {
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(SERVICES.map(([title]) => title));
    for (const [index, [title, href]] of SERVICES.entries()) {
      await expect(cards.nth(index).getByRole('link', { name: `Learn More about ${title}` })).toHaveAttribute(
        'href',
        href,
      );
    }
  });
  await test.step('every image has alt text; one eager LCP image at most', async () => {
    for (const image of await page.locator('main img').all()) {
      expect((await image.getAttribute('alt'))?.trim()).toBeTruthy();
    }
    expect(await page.locator('img[fetchpriority="high"]').count()).toBeLessThanOrEqual(1);
    // Every image but the one above the fold, if any, waits until it is scrolled near.
    const images = await page.locator('main img').count();
    expect(images).toBeGreaterThanOrEqual(6);
    expect(await page.locator('main img[loading="lazy"]').count()).toBeGreaterThanOrEqual(images - 1);
  });
  await test.step('on a phone each card keeps its picture, as a low banner over its text', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const card of await page.getByRole('main').getByRole('article').all()) {
      const picture = (await card.locator('picture img').boundingBox())!;
      const title = (await card.getByRole('heading', { level: 3 }).boundingBox())!;
      expect(picture.height).toBeGreaterThan(0);
      expect(picture.height).toBeLessThanOrEqual(picture.width / 2);
      expect(picture.y + picture.height).toBeLessThanOrEqual(title.y);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });
}

test('home: hero, trust line, service cards, before/after pair, trust points, review link, reviews, closing quote and call', async ({
  sharedPage: page,
}) => {
  await page.goto('/');
  const main = page.getByRole('main');

  await test.step('hero: headline about Dallas fiberglass pool repair, Request Repair and call buttons', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toContainText(business.name);
    await expect(main.getByRole('link', { name: 'Request Repair' })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: /Call Now/ }).first()).toHaveAttribute('href', PHONE_HREF);
    await expect(page.locator('img[fetchpriority="high"]')).toHaveAttribute('loading', 'eager');
  });

  await test.step('states the simple surface crack repair price', async () => {
    await expect(main).toContainText(/a simple surface crack repair, typically about \$[\d,]+-\$?[\d,]+/);
  });

  await expectServiceCards(page);

  await test.step('a before/after pair', async () => {
    const figures = main.locator('figure:has(img)');
    await expect(figures.locator('figcaption')).toHaveText(['Before', 'After']);
    await expect(figures.locator('img')).toHaveCount(2);
  });

  await test.step('trust points: credentials claimed, the rating (or, without one, the quote promise), the guarantee', async () => {
    const section = page.getByRole('heading', { level: 2, name: 'Why Dallas Homeowners Trust Us' }).locator('xpath=..');
    const { rating, claims } = business;
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      ...(claims.credentials ? [claims.credentials.title] : []),
      rating ? /Reviews$/ : 'Fast, Free Quotes',
      ...(claims.satisfaction ? ['Satisfaction Guarantee'] : []),
    ]);
    if (claims.credentials) await expect(section).toContainText(claims.credentials.statement);
    else await expect(section).not.toContainText(/licensed|bonded|insured/i);
    if (claims.satisfaction) await expect(section).toContainText(`our ${claims.satisfaction} satisfaction guarantee`);
    else await expect(section).not.toContainText(/guarantee/i);
    if (rating) await expect(section).toContainText(`Rated ${rating.display} by ${rating.countDisplay}`);
    else await expect(section).toContainText(`We answer quote requests ${business.responsePromise}`);
  });

  await test.step('Leave a Google Review opens the review page in a new tab, safely, when the business has one', async () => {
    const review = page.getByRole('link', { name: /Leave a Google Review/ });
    if (!business.reviewUrl) {
      await expect(review).toHaveCount(0);
      await expect(main).not.toContainText('Your review helps');
      return;
    }
    await expect(review).toHaveAccessibleName(/opens in a new tab/);
    await expect(review).toHaveAttribute('href', business.reviewUrl);
    await expect(review).toHaveAttribute('target', '_blank');
    await expect(review).toHaveAttribute('rel', 'noopener noreferrer');
  });

  await test.step('the first two reviews, just before the closing call to action', () => expectReviewsBeside(page));

  await test.step('closes with Get Free Quote and a call button', async () => {
    await expect(main.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: /Call Now/ }).last()).toHaveAttribute('href', PHONE_HREF);
  });

  await test.step('embeds the aggregate rating, when the business has one', async () => {
    const records = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
      JSON.parse(t),
    );
    const org = records.find((r) => r['@type'] === 'HomeAndConstructionBusiness');
    const { rating } = business;
    if (rating) {
      expect(org.aggregateRating).toMatchObject({
        ratingValue: rating.value,
        bestRating: rating.best,
        ratingCount: rating.count,
      });
    } else expect(org).not.toHaveProperty('aggregateRating');
  });

  await test.step('at 375 and 320 px the trust line is in the first screen with Request Repair', () =>
    expectTrustLineInFirstScreen(page, 'Request Repair'));
});

test('services overview: hero quote button, service cards with three bullets each, closing quote and call', async ({
  sharedPage: page,
}) => {
  await page.goto('/services');
  const main = page.getByRole('main');

  await expectServiceCards(page);

  await test.step('three bullets per card, a quote button at the top and the bottom, a call button', async () => {
    await expect(main.getByRole('link', { name: 'Request Service Quote' }).first()).toHaveAttribute('href', '/contact');
    for (const card of await main.getByRole('article').all()) {
      await expect(card.getByRole('listitem')).toHaveCount(3);
    }
    await expect(main.getByRole('link', { name: 'Request Service Quote' })).toHaveCount(2);
    await expect(main.getByRole('link', { name: /Call Now/ })).toHaveAttribute('href', PHONE_HREF);
  });

  await test.step('at 375 and 320 px the trust line is in the first screen with Request Service Quote', () =>
    expectTrustLineInFirstScreen(page, 'Request Service Quote'));

  await test.step('breadcrumb trail starts at Home', async () => {
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
    ).toHaveAttribute('href', '/');
  });
});

// On a phone a column of post pictures would bury the page and hold back its first paint: /blog leads
// with its newest post's. (The service cards keep theirs, as low banners: expectServiceCards.)
const PICTURED_ON_PHONES = { '/blog': 1 };

for (const [path, pictured] of Object.entries(PICTURED_ON_PHONES)) {
  // A page of its own: on the shared page, card images an earlier test loaded count as requested even
  // while hidden.
  test(`${path} on a phone: ${pictured ? 'the cards after the first' : 'the cards'} are text only and fetch no image; from 640 px each shows one`, async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') fetched.push(request.url());
    });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(path, { waitUntil: 'load' });
    const cards = page.getByRole('main').getByRole('article');
    const images = cards.locator('picture img');
    expect(await cards.count()).toBeGreaterThanOrEqual(5);
    await expect(images).toHaveCount(await cards.count());
    const all = await images.all();
    const textOnly = all.slice(pictured);
    for (const image of all.slice(0, pictured)) await expect(image).toBeVisible();
    for (const image of textOnly) await expect(image).toBeHidden();
    await cards.last().scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const names = await Promise.all(
      textOnly.map((image) => image.evaluate((element) => (element as HTMLImageElement).src.split('.')[0])),
    );
    expect(fetched.filter((url) => names.some((name) => url.startsWith(name)))).toEqual([]);

    await page.setViewportSize({ width: 640, height: 900 });
    for (const image of all) await expect(image).toBeVisible();
  });
}
