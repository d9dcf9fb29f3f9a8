import { expect, test, type Locator, type Page } from '@playwright/test';

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
  test(`${path}: the before/after pair is labelled, tagged as illustrations and at most ${PAIR_MAX_WIDTH}px wide`, async ({
    page,
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

test('/projects and the service pages tag their illustrations; service card thumbnails stay plain', async ({
  page,
}) => {
  await page.goto('/projects');
  const studies = page.getByRole('main').getByRole('article');
  await expect(studies).toHaveCount(3);
  for (const study of await studies.all()) await expectTaggedIllustration(study);

  await page.goto('/services/leak-detection');
  await expectTaggedIllustration(page.getByRole('main').locator('section').first());

  await page.goto('/services');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(cards.locator('picture img').first()).toHaveAccessibleName(/^Illustration of /);
  await expect(cards.getByText('Illustration', { exact: true })).toHaveCount(0);
});
