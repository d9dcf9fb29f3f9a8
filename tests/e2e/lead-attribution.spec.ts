// Where a lead came from, end to end: the inline snippet, the wizard or the no-JS form, the real
// local functions, and the owner email they write (the preview has no SMTP: .eml files).
import { expect, type APIRequestContext } from '@playwright/test';
import { business } from '../../src/data/business';
import { ENDPOINTS, FORM_TEXT } from '../../src/lib/quote';
import { goToStepThree, openWizard, submitButton, test } from './fixtures/quote';
import { outboxEmail } from './helpers/outbox';

/** The owner email whose body contains `marker`, once the function has written it. */
const ownerEmail = (marker: string) =>
  outboxEmail((message) => message.includes(marker) && message.includes('Where they came from'));

/**
 * Locally each function is bundled on its first call, which on a busy machine outlasts the
 * wizard's own 20 s timeout: an empty post (refused, nothing stored) gets that done first.
 */
async function warmUp(request: APIRequestContext, endpoint: string) {
  await request.post(endpoint, { data: {}, timeout: 150_000 });
}

/** Letters only, so the name passes every check and finds its own email. */
const uniqueName = (first: string) =>
  `${first} ${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

test('a quote sent after landing from an ad and reading two pages carries the first page and the ad’s tags', async ({
  sharedPage: page,
  request,
}) => {
  test.setTimeout(240_000);
  await warmUp(request, ENDPOINTS.submit);
  await page.goto('/?utm_source=google&gclid=abc');
  await page.getByRole('link', { name: 'Learn More' }).first().click();
  await expect(page).toHaveURL(/\/services\//);
  await page.goto('/about');

  const name = uniqueName('Wizard');
  // The request, not its answer: on a busy machine the answer may come after the wizard gave up.
  const sent = page.waitForRequest((outgoing) => outgoing.url().endsWith(ENDPOINTS.submit));
  await openWizard(page);
  await goToStepThree(page, { contact: { 'Full Name': name } });
  await submitButton(page).click();
  expect((await sent).postDataJSON().attribution).toEqual({
    landingPage: '/',
    utm_source: 'google',
    gclid: 'abc',
    channel: 'wizard',
  });

  const email = await ownerEmail(name);
  expect(email).toContain(
    [
      'Where they came from: Google Ads click',
      '  Form: Quote wizard',
      `  First page: ${business.siteUrl}/`,
      '  utm_source: google',
      '  gclid: abc',
    ].join('\n'),
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a quote sent with the plain form records that channel', async ({ page, request }) => {
    test.setTimeout(240_000);
    await warmUp(request, ENDPOINTS.form);
    const name = uniqueName('Plain');
    await page.goto('/?utm_source=google');
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Quote request form' });
    await form.getByLabel('Full Name').fill(name);
    await form.getByLabel('Phone').fill('(214) 555-0199');
    await form.getByLabel('Email').fill('plain@example.com');
    await form.getByLabel('ZIP Code').fill('75205');
    await form.getByLabel('Pool issue').selectOption('leak');
    await form.getByRole('button', { name: 'Submit Quote Request' }).click();
    // The thank-you is the post's answer, at the form's endpoint: no address of its own shows a request.
    await expect(page).toHaveURL(new RegExp(`${ENDPOINTS.form}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FORM_TEXT.confirmationHeading);
    await expect(page.getByText(/^Your reference is \w{10}\.$/)).toBeVisible();
    await expect(page.getByRole('definition').first()).toHaveText('(214) 555-0199');

    const email = await ownerEmail(name);
    expect(email).toContain(
      'Where they came from: Not recorded: the visitor had JavaScript off\n  Form: Form without JavaScript\n',
    );
  });
});
