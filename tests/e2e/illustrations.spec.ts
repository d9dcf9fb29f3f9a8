import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures/shared-page';
import { POSTS, PROJECTS, SERVICES } from './helpers/routes';

/** The before/after pair's widest size on a desktop: the width of the intro's text column (Tailwind max-w-3xl). */
const PAIR_MAX_WIDTH = 768;

/** Pages with a before/after pair, and the section heading it sits under. */
const PAIRS = [
  { path: '/', heading: 'See the Difference' },
  { path: '/services/fiberglass-repair', heading: 'What a Crack Repair Looks Like' },
  { path: '/services/surface-gelcoat', heading: 'Before and After' },
  { path: '/services/resurfacing', heading: 'Before and After' },
];

function section(page: Page, heading: string): Locator {
  return page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });
}

/** The image's box holds the visible "Illustration" tag, and a screen reader hears the word once, from the alt text. */
async function expectTaggedIllustration(frame: Locator) {
  const image = frame.locator('picture img');
  await expect(image).toHaveAccessibleName(/^Illustration of /);
  const tag = frame.getByText('Illustration', { exact: true });
  await expect(tag).toBeVisible();
  await expect(tag).toHaveAttribute('aria-hidden', 'true');
  const [imageBox, tagBox] = [await image.boundingBox(), await tag.boundingBox()];
  expect(tagBox!.x).toBeGreaterThanOrEqual(imageBox!.x);
  expect(tagBox!.y).toBeGreaterThanOrEqual(imageBox!.y);
  expect(tagBox!.x + tagBox!.width).toBeLessThanOrEqual(imageBox!.x + imageBox!.width);
  expect(tagBox!.y + tagBox!.height).toBeLessThanOrEqual(imageBox!.y + imageBox!.height);
  expect((await frame.ariaSnapshot()).match(/illustration/gi)).toHaveLength(1);
}

for (const { path, heading } of PAIRS) {
  test(`${path}: the before/after pair is labeled, tagged as illustrations and at most ${PAIR_MAX_WIDTH}px wide`, async ({
    sharedPage: page,
  }) => {
    await page.goto(path);
    const figures = section(page, heading).locator('figure');
    await expect(figures.locator('figcaption')).toHaveText(['Before', 'After']);
    for (const figure of await figures.all()) await expectTaggedIllustration(figure);

    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const [before, after] = [await figures.nth(0).boundingBox(), await figures.nth(1).boundingBox()];
      expect(after!.y, 'side by side').toBe(before!.y);
      expect(after!.x + after!.width - before!.x, `pair width at ${width}px`).toBeLessThanOrEqual(PAIR_MAX_WIDTH);
    }
    await page.setViewportSize({ width: 375, height: 800 });
    const [before, after] = [await figures.nth(0).boundingBox(), await figures.nth(1).boundingBox()];
    expect(after!.y, 'stacked on a phone').toBeGreaterThan(before!.y + before!.height);
  });
}

test('/projects and the service pages tag their illustrations, not photos; service card thumbnails stay plain', async ({
  sharedPage: page,
}) => {
  await page.goto('/projects');
  const studies = page.getByRole('main').getByRole('article');
  await expect(studies).toHaveCount(PROJECTS.length);
  for (const [index, project] of PROJECTS.entries()) {
    if (/^Illustration\b/.test(project.field('imageAlt')!)) await expectTaggedIllustration(studies.nth(index));
    else await expect(studies.nth(index).getByText('Illustration', { exact: true })).toHaveCount(0);
  }

  await page.goto('/services/leak-detection');
  await expectTaggedIllustration(page.getByRole('main').locator('section').first());

  await page.goto('/services');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(SERVICES.length);
  await expect(cards.locator('picture img').first()).toHaveAccessibleName(/^Illustration of /);
  await expect(cards.getByText('Illustration', { exact: true })).toHaveCount(0);
});

test.describe('/blog cards', () => {
  test.beforeEach(async ({ sharedPage: page }) => {
    await page.goto('/blog');
  });

  test("each card shows its post's hero image with alt text, responsive and lazy after the first", async ({
    sharedPage: page,
  }) => {
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(POSTS.length);
    for (const [index, card] of (await cards.all()).entries()) {
      const image = card.locator('picture img');
      await expect(image).toHaveCount(1);
      await expect(image).toHaveAccessibleName(/\w{3,} \w+/);
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
      await expect(image).toHaveAttribute('sizes', /\d+(px|vw)/);
      await expect(image).toHaveAttribute('src', /\.webp$/);
      await expect(card.locator('picture source[type="image/avif"]')).toHaveCount(1);
      // The first card's image is the largest thing on a phone's first screen; the rest wait to be scrolled near.
      await expect(image).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy');
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      // The image is the card's own: the post it links to shows the same picture as its hero.
      const href = await card.getByRole('link', { name: /^Read More about / }).getAttribute('href');
      const picture = (await image.getAttribute('src'))!.split('/').pop()!.split('.')[0];
      expect(await (await page.request.get(href!)).text()).toContain(`/_astro/${picture}.`);
    }
  });

  test('every row of cards is full at every width from 320 to 1920px: no empty slot beside the last card', async ({
    sharedPage: page,
  }) => {
    const grid = page
      .getByRole('main')
      .getByRole('list')
      .filter({ has: page.getByRole('article') });
    for (const width of [320, 375, 768, 1024, 1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const gridBox = (await grid.boundingBox())!;
      const boxes = await grid
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes).toHaveLength(POSTS.length);
      for (const row of Map.groupBy(boxes, (box) => Math.round(box.top)).values()) {
        expect(Math.min(...row.map((box) => box.left)), `row start at ${width}px`).toBeCloseTo(gridBox.x, 0);
        expect(Math.max(...row.map((box) => box.right)), `row end at ${width}px`).toBeCloseTo(
          gridBox.x + gridBox.width,
          0,
        );
      }
    }
  });
});
