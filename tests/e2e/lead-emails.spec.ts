// The two emails of a quote request as a phone shows them: rendered at 375 px in Chromium, with
// images blocked as many mail clients do at first, and what the first 800 px hold. The HTML comes
// straight from the functions' email code; no page of the site is loaded.
import type { Locator, Page } from '@playwright/test';
import { homeownerConfirmation, ownerNotification } from '../../netlify/lib/email/quote-emails';
import type { QuoteRecord } from '../../netlify/lib/storage/quote-record';
import { business } from '../../src/data/business';
import { replyPromise } from '../../src/lib/business-time';
import { expect, test } from './fixtures/shared-page';

const FIRST_SCREEN = { width: 375, height: 800 };
test.use({ viewport: FIRST_SCREEN });

const PHOTOS = [1, 2].map(
  (n) => `https://quotes.test/api/contact-photos/contact-1764100000000-${n}-${'a'.repeat(32)}.webp`,
);

/** Fri, Nov 27, 2026, 2:49 AM in Dallas: the confirmation's reply is due today. */
const SENT_AT = new Date('2026-11-27T08:49:00.000Z');

function request(comments: string): QuoteRecord {
  return {
    id: '5H93ZP9SH3',
    createdAt: SENT_AT.toISOString(),
    fields: {
      name: 'Maria Lopez',
      phone: '(972) 555-0199 ext 2',
      email: 'maria.lopez@example.com',
      zip: '75205',
      issue: 'leak',
      comments,
      preferredDate: '2026-11-30',
      preferredTime: 'morning',
    },
    photoUrls: PHOTOS,
    attribution: { channel: 'wizard', landingPage: '/services/leak-detection', utm_source: 'google', gclid: 'Cj0K' },
    notified: {},
    attempts: 1,
    lastAttemptAt: SENT_AT.toISOString(),
  };
}

const COMMENTS =
  'The pool loses about an inch a day since the freeze last week. There is a crack near the steps ' +
  'and the water line is below the skimmer by evening. Gate code 4512; the dog is friendly.';

/** Opens an email's HTML with every remote image blocked, at the top. */
async function open(page: Page, html: string) {
  await page.route(/^https?:/, (route) => route.abort());
  await page.setContent(html);
}

async function expectOnFirstScreen(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.y + box.height, await locator.innerText()).toBeLessThanOrEqual(FIRST_SCREEN.height);
}

test('the owner email holds who, what, where, when, their words and the buttons on a phone’s first screen', async ({
  sharedPage: page,
}) => {
  await open(page, ownerNotification(request(COMMENTS), 'owner@example.com').html);
  const shown = [
    page.getByRole('heading', { level: 1, name: 'Maria Lopez' }),
    page.getByText('Pool Leak (water loss) · ZIP 75205', { exact: true }),
    page.getByText('Preferred day and time', { exact: true }),
    page.getByText('Mon, Nov 30 · Morning (8 AM-12 PM)', { exact: true }),
    page.getByRole('link', { name: 'maria.lopez@example.com', exact: true }),
    page.getByRole('link', { name: '(972) 555-0199 ext 2', exact: true }),
    page.getByText(COMMENTS, { exact: true }),
    page.getByRole('link', { name: 'Call', exact: true }),
    page.getByRole('link', { name: 'Text', exact: true }),
    page.getByRole('link', { name: 'Reply', exact: true }),
  ];
  for (const locator of shown) await expectOnFirstScreen(locator);
  await expect(page.getByRole('link', { name: 'Call', exact: true })).toHaveAttribute('href', 'tel:+19725550199,2');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(FIRST_SCREEN.width);

  // Images blocked: each photo still has its link and its alt text.
  for (const [i, url] of PHOTOS.entries()) {
    await expect(page.getByRole('link', { name: `Photo ${i + 1}`, exact: true })).toHaveAttribute('href', url);
    await expect(page.getByRole('link', { name: `Photo ${i + 1} of 2, opens the full photo` })).toHaveAttribute(
      'href',
      url,
    );
  }

  // The longest comments push nothing else off the first screen: the buttons come before them.
  await open(page, ownerNotification(request('Water loss. '.repeat(83)), 'owner@example.com').html);
  for (const name of ['Call', 'Text', 'Reply']) {
    await expectOnFirstScreen(page.getByRole('link', { name, exact: true }));
  }
});

test('the owner email is built as Outlook for Windows draws it: buttons in cells, JPEG thumbnails', async ({
  sharedPage: page,
}) => {
  const { html } = ownerNotification(request(COMMENTS), 'owner@example.com');
  expect(html).not.toMatch(/<\/a>\s*<a/);
  await open(page, html);
  const buttons = await page.locator('a:text-is("Call"), a:text-is("Text"), a:text-is("Reply")').evaluateAll((links) =>
    links.map((link) => {
      const cell = link.parentElement!;
      return {
        cell: cell.tagName,
        alone: cell.children.length === 1,
        bgcolor: cell.getAttribute('bgcolor'),
        background: cell.style.backgroundColor !== '',
        padded: parseFloat(getComputedStyle(cell).paddingTop) > 0 && parseFloat(getComputedStyle(cell).paddingLeft) > 0,
        gapAfter: cell.nextElementSibling ? cell.nextElementSibling.textContent!.trim() === '' : null,
      };
    }),
  );
  const button = { cell: 'TD', alone: true, bgcolor: '#0369a1', background: true, padded: true };
  expect(buttons).toEqual([
    { ...button, gapAfter: true },
    { ...button, gapAfter: true },
    { ...button, gapAfter: null },
  ]);
  const thumbnails = await page.locator('img').evaluateAll((images) =>
    images.map((image) => ({
      src: image.getAttribute('src'),
      width: image.getAttribute('width'),
      link: image.closest('a')?.href,
    })),
  );
  expect(thumbnails).toEqual(PHOTOS.map((url) => ({ src: `${url}/thumbnail.jpg`, width: '240', link: url })));
});

test('the confirmation opens with who we are and a reply time no one can misread', async ({ sharedPage: page }) => {
  await open(page, homeownerConfirmation(request(COMMENTS), SENT_AT).html);
  for (const locator of [
    page.getByText(business.name, { exact: true }),
    page.getByText(`Dallas, TX · ${business.phone.display}`, { exact: true }),
    page.getByText(
      `Thank you for your quote request. We'll text or call you ${replyPromise(SENT_AT)} to confirm your appointment.`,
      { exact: true },
    ),
    page.getByText('Reference', { exact: true }),
  ]) {
    await expectOnFirstScreen(locator);
  }
  await expect(page.getByRole('link', { name: business.phone.display, exact: true })).toHaveAttribute(
    'href',
    business.phone.href,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(FIRST_SCREEN.width);
});
