// /contact around the wizard: facts in the sidebar, the review card, the no-JS form, the JS budget.
import { expect, type Request } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { business } from '../../src/data/business';
import { HONEYPOT_FIELD } from '../../src/lib/quote';
import { CONTACT_SCRIPT_BUDGET } from '../../scripts/performance-budgets.ts';
import { HYDRATION_TIMEOUT, wizardReady } from './fixtures/quote';
import { test } from './fixtures/shared-page';
import { expectTrustLineInFirstScreen } from './helpers/proof';

test('heading, trust line, emergency line, service areas, hours and the review card when there is a review link', async ({
  sharedPage: page,
}) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request Your Free Repair Quote');
  await expectTrustLineInFirstScreen(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const sidebar = page.getByRole('complementary', { name: 'Contact details' });
  const { emergency } = business;
  if (emergency) {
    await expect(sidebar.getByRole('heading', { name: `Emergency Line ${emergency.availability}` })).toBeVisible();
    await expect(sidebar).toContainText(emergency.promise);
  } else {
    await expect(sidebar.getByRole('heading', { name: 'Call Us' })).toBeVisible();
    await expect(sidebar).not.toContainText(/emergency/i);
  }
  await expect(sidebar.getByRole('link', { name: business.phone.display })).toHaveAttribute(
    'href',
    business.phone.href,
  );
  await expect(sidebar.getByRole('heading', { name: 'Service Areas' }).locator('+ ul > li')).toHaveText([
    ...business.serviceAreas,
    business.contactExtraArea,
  ]);
  const hours = sidebar.getByRole('heading', { name: 'Business Hours' }).locator('+ dl > div');
  await expect(hours.locator('dt')).toHaveText(business.hours.map((line) => line.days));
  await expect(hours.locator('dd')).toHaveText(business.hours.map((line) => line.hours));
  const review = page.getByRole('main').getByRole('link', { name: 'Leave a Google Review' });
  if (!business.reviewUrl) {
    await expect(review).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Happy with our work?' })).toHaveCount(0);
    return;
  }
  await expect(review).toHaveAttribute('href', business.reviewUrl);
  await expect(review).toHaveAttribute('target', '_blank');
  await expect(review).toHaveAttribute('rel', 'noopener noreferrer');
  const card = page.getByRole('heading', { name: 'Happy with our work?' }).locator('xpath=..');
  if (business.rating) await expect(card).toContainText(`We are rated ${business.rating.display}`);
  else await expect(card).not.toContainText(/rated/i);
});

test(`ships at most ${CONTACT_SCRIPT_BUDGET / 1024} KiB of JavaScript (gzip) on /contact, also at phone width, and on /es/contact`, async ({
  sharedPage: page,
  request,
}) => {
  // Three loads, each waiting for the network to settle and the wizard to hydrate.
  test.setTimeout(60_000);
  for (const { path, viewport } of [
    { path: '/contact', viewport: { width: 1280, height: 800 } },
    { path: '/contact', viewport: { width: 390, height: 844 } },
    { path: '/es/contact', viewport: { width: 375, height: 812 } },
  ]) {
    await page.setViewportSize(viewport);
    const scripts = new Set<string>();
    const onRequest = (r: Request) => r.resourceType() === 'script' && scripts.add(r.url());
    page.on('request', onRequest);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(wizardReady(page)).toBeVisible({ timeout: HYDRATION_TIMEOUT });
    page.off('request', onRequest);
    expect(scripts.size).toBeGreaterThan(0);
    let total = 0;
    for (const url of scripts) {
      const body = await (await request.get(url)).body();
      total += gzipSync(body, { level: 9 }).length;
    }
    test
      .info()
      .annotations.push({ type: 'contact JS gzip', description: `${total} bytes on ${path} at ${viewport.width}px` });
    expect(total, `${[...scripts].join(', ')} on ${path} at ${viewport.width}px`).toBeLessThanOrEqual(
      CONTACT_SCRIPT_BUDGET,
    );
  }
});

test('the wizard’s JavaScript is fetched once the page has loaded and its largest paint is on screen', async ({
  sharedPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact', { waitUntil: 'networkidle' });
  await expect(wizardReady(page)).toBeVisible({ timeout: HYDRATION_TIMEOUT });
  const timing = await page.evaluate(async () => {
    const paints = await new Promise<PerformanceEntry[]>((resolve) => {
      new PerformanceObserver((entries, observer) => {
        observer.disconnect();
        resolve(entries.getEntries());
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // When the frame was painted; startTime is when it was presented, which a busy machine delays.
    const paintTime = (entry: PerformanceEntry) => (entry as PerformanceEntry & { paintTime?: number }).paintTime;
    return {
      loaded: performance.getEntriesByType('navigation')[0].toJSON().loadEventStart as number,
      painted: Math.max(...paints.map((entry) => paintTime(entry) ?? entry.startTime)),
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    };
  });
  expect(timing.scripts.length).toBeGreaterThan(0);
  for (const start of timing.scripts) {
    expect(start).toBeGreaterThanOrEqual(timing.loaded);
    expect(start).toBeGreaterThanOrEqual(timing.painted);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the plain form posting multipart to the form endpoint, and hides the wizard', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('#quote-wizard')).toBeHidden();
    const form = page.getByRole('form', { name: 'Quote request form' });
    await expect(form).toBeVisible();
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/api/contact-form');
    await expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    for (const [label, name, maxlength] of [
      ['Full Name', 'name', '100'],
      ['Phone', 'phone', '20'],
      ['Email', 'email', '254'],
      ['ZIP Code', 'zip', '10'],
    ]) {
      const field = form.getByLabel(label);
      await expect(field).toHaveAttribute('name', name);
      await expect(field).toHaveAttribute('maxlength', maxlength);
      await expect(field).toHaveAttribute('required', '');
    }
    await expect(form.getByLabel('Additional details')).toHaveAttribute('maxlength', '1000');
    await expect(form.getByLabel('Pool issue').locator('option:not([value=""])')).toHaveCount(7);
    await expect(form.getByLabel('Preferred time').locator('option:not([value=""])')).toHaveCount(4);
    const photos = form.getByLabel('Photos (optional)');
    await expect(photos).toHaveAttribute('name', 'photos');
    await expect(photos).toHaveAttribute('multiple', '');
    await expect(photos).toHaveAttribute('accept', 'image/*');
    const honeypot = form.locator(`input[name="${HONEYPOT_FIELD}"]`);
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(form.getByRole('button', { name: 'Submit Quote Request' })).toBeVisible();
  });
});

test('what is typed before the wizard has hydrated is kept, ahead of a saved draft', async ({ page }) => {
  await page.addInitScript(() => {
    const draft = { values: { name: 'Saved Name', phone: '', email: 'saved@example.com', zip: '' } };
    localStorage.setItem(
      'dfpr:quote-draft',
      JSON.stringify({ ...draft, idempotencyKey: crypto.randomUUID(), savedAt: Date.now() }),
    );
  });
  // The wizard's script arrives only once the visitor has typed into the server-rendered form.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/QuoteWizard.*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const wizard = page.locator('#quote-wizard');
  await wizard.getByLabel('Full Name').pressSequentially('Jordan Rivera');
  await wizard.getByLabel('Phone').pressSequentially('(214) 555-0199');
  await expect(wizardReady(page)).toHaveCount(0);
  release();

  await expect(wizardReady(page)).toBeVisible({ timeout: HYDRATION_TIMEOUT });
  await expect(wizard.getByLabel('Full Name')).toHaveValue('Jordan Rivera');
  await expect(wizard.getByLabel('Phone')).toHaveValue('(214) 555-0199');
  await expect(wizard.getByLabel('Email')).toHaveValue('saved@example.com');
  await wizard.getByLabel('ZIP Code').fill('75205');
  await expect(wizard.getByRole('button', { name: 'Next Step' })).toBeEnabled();
});

test('on a phone the emergency line (or the call card) comes before the review card', async ({ sharedPage: page }) => {
  test.skip(!business.reviewUrl, 'No review link, so no review card: the first test checks it is absent.');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/contact');
  const emergency = (await page.getByRole('heading', { name: /Emergency Line|Call Us/ }).boundingBox())!;
  const review = (await page.getByRole('heading', { name: 'Happy with our work?' }).boundingBox())!;
  expect(emergency.y).toBeLessThan(review.y);
});
