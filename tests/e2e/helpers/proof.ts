// The business's proof where a homeowner decides: the trust line in a phone's first screen, and reviews
// beside the closing call to action. Each is checked on a page a spec has already loaded.
import { expect, type Page } from '@playwright/test';
import { business } from '../../../src/data/business';
import { reviewsBeside } from '../../../src/lib/content/reviews';
import { trustFacts } from '../../../src/lib/content/trust';
import { uiStrings } from '../../../src/lib/i18n/ui';
import { SERVICE_TITLES, TESTIMONIALS } from './routes';

/** A common phone, then the narrowest screen the site is drawn for, as tall. */
const PHONES = [
  { width: 375, height: 812 },
  { width: 320, height: 812 },
];

/**
 * On a 375×812 phone and at 320 px wide, the hero's trust line shows what the business holds, in the
 * page's language, above the bottom action bar, with the hero's call to action (`cta`, when the hero has
 * one) in the same first screen.
 */
export async function expectTrustLineInFirstScreen(page: Page, cta?: string) {
  const language = (await page.locator('html').getAttribute('lang')) === 'es' ? 'es' : 'en';
  const hero = page.getByRole('main').locator('section').first();
  const t = uiStrings(language);
  const line = hero.getByRole('list', { name: t.trustLine });
  const bar = page.getByRole('navigation', { name: t.quickActions });
  const bottoms = [line, ...(cta ? [hero.getByRole('link', { name: cta }).first()] : [])];
  for (const phone of PHONES) {
    await page.setViewportSize(phone);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(line.getByRole('listitem')).toHaveText(trustFacts(business, language).map((fact) => fact.short));
    const firstScreenEnds = (await bar.count()) > 0 ? (await bar.boundingBox())!.y : phone.height;
    for (const shown of bottoms) {
      await expect(shown).toBeVisible();
      const box = (await shown.boundingBox())!;
      expect(box.y + box.height, `${phone.width} px: ${await shown.textContent()}`).toBeLessThanOrEqual(
        firstScreenEnds,
      );
    }
  }
}

/**
 * Just before the closing call to action, the first two reviews (those of `service` first) with name,
 * community, stars and service, and a link to all of them; nothing when there is no review. No
 * Review JSON-LD for them: Google refuses stars a business publishes about itself.
 */
export async function expectReviewsBeside(page: Page, service?: string) {
  const section = page.getByRole('region', { name: 'What Homeowners Say' });
  const shown = reviewsBeside(TESTIMONIALS, service);
  if (shown.length === 0) {
    await expect(section).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Read all reviews' })).toHaveCount(0);
    return;
  }
  const cards = section.getByRole('listitem');
  await expect(cards.locator('blockquote')).toHaveText(shown.map((review) => `“${review.text}”`));
  for (const [index, review] of shown.entries()) {
    const caption = cards.nth(index).locator('figcaption');
    await expect(caption).toContainText(review.name);
    if (review.location) await expect(caption).toContainText(review.location);
    await expect(caption).toContainText(SERVICE_TITLES[review.service]!);
    await expect(cards.nth(index)).toContainText(`Rated ${review.rating} out of 5`);
  }
  await expect(section.getByRole('link', { name: 'Read all reviews' })).toHaveAttribute('href', '/reviews');
  const { rating } = business;
  if (rating) await expect(section).toContainText(`${rating.display} from ${rating.countDisplay} reviews`);
  await expect(section.locator('xpath=following-sibling::*[1]')).toHaveAttribute('data-closing-band', '');
  const records = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(records.join('\n')).not.toMatch(/"@type":\s*"Review"|"review":/);
}
