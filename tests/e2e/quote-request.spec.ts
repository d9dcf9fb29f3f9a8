// The happy path end to end: the built wizard against the real local functions and Blobs store.
import { expect } from '@playwright/test';
import { confirmationWords } from '../../netlify/lib/email/confirmation-words';
import { languageMark } from '../../netlify/lib/email/quote-emails';
import { business } from '../../src/data/business';
import { quoteWords } from '../../src/lib/quote';
import { FIELD_WORDS_ES, QUOTE_FIELDS_ES } from '../../src/lib/quote/es/field-words';
import {
  expectToast,
  goToStepThree,
  HYDRATION_TIMEOUT,
  openWizard,
  png,
  stepHeading,
  submitButton,
  test,
  wizard,
  wizardReady,
} from './fixtures/quote';
import { outboxEmail } from './helpers/outbox';

test('a request with photos is uploaded, stored and confirmed', async ({ sharedPage: page, request }) => {
  // Real functions: sharp re-encodes each photo, slow on a cold, shared machine.
  test.setTimeout(90_000);
  // The functions allow QUOTE_RATE_LIMIT_PER_HOUR (default 3) requests an hour per client, and the local
  // store persists: run the suite with it raised (the preview server inherits the environment).
  const uploads: string[] = [];
  const uploadKeys: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/api/contact-photos') && response.status() === 201) {
      uploadKeys.push(response.request().headers()['upload-key']!);
      uploads.push((await response.json()).url);
    }
  });
  const submitted = page.waitForResponse((response) => response.url().endsWith('/api/contact-submit'));

  await openWizard(page);
  await goToStepThree(page, {
    photos: [png('crack-1.png'), png('crack-2.png')],
    comments: 'Hairline crack by the steps',
  });
  await wizard(page).getByLabel('Preferred time').selectOption('afternoon');
  await submitButton(page).click();

  const answer = await submitted;
  expect(answer.status()).toBe(201);
  expect((await answer.json()).id).toEqual(expect.any(String));
  await expectToast(
    page,
    'Quote Request Received!',
    `Thanks! We'll text/call you ${business.responsePromise} to confirm your appointment.`,
    'success',
  );
  await expect(stepHeading(page, 'Quote Request Received')).toBeFocused();
  // The reference the homeowner can quote is the stored request's.
  await expect(wizard(page).getByText(`Your reference is ${(await answer.json()).id}.`)).toBeVisible();

  expect(uploads).toHaveLength(2);
  const sent = answer.request().postDataJSON();
  expect(sent.photoUrls).toEqual(uploads);
  // The request shows it is the one the photos were uploaded for.
  const uploadKey = answer.request().headers()['upload-key'];
  expect(uploadKey).toMatch(/^[0-9a-f-]{36}$/);
  expect(uploadKeys).toEqual([uploadKey, uploadKey]);
  for (const url of uploads) {
    const photo = await request.get(url);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toMatch(/^image\//);
  }
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('on /es/contact the whole request is in Spanish: a mistake announced, a photo, the thank-you, the confirmation email; the owner’s email English, marked Spanish', async ({
  sharedPage: page,
}) => {
  test.setTimeout(90_000);
  const { toasts, form } = quoteWords('es');
  const field = (name: string) => QUOTE_FIELDS_ES.find((candidate) => candidate.name === name)!.label;
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/contact-photos')) uploads.push(request.url());
  });
  const submitted = page.waitForResponse((response) => response.url().endsWith('/api/contact-submit'));

  await page.goto('/es/contact');
  await expect(wizardReady(page)).toBeVisible({ timeout: HYDRATION_TIMEOUT });
  await wizard(page).getByLabel(field('name')).fill('María López');
  // A mistake, said and read out in Spanish as the visitor leaves the field.
  await wizard(page).getByLabel(field('phone')).fill('214');
  await wizard(page).getByLabel(field('email')).focus();
  const tooShort = FIELD_WORDS_ES.phone.rules[0]!;
  await expect(wizard(page).getByText(tooShort)).toBeVisible();
  await expect(page.locator('[data-quote-announcer]')).toHaveText(tooShort);
  await wizard(page).getByLabel(field('phone')).fill('(214) 555-0199');
  // A mailbox of its own: a mailbox gets one confirmation a day, and the local store outlives a run.
  await wizard(page).getByLabel(field('email')).fill(`maria-${Date.now()}@example.com`);
  await wizard(page).getByLabel(field('zip')).fill('75205');
  await wizard(page).getByRole('button', { name: form.buttons.next }).click();
  await wizard(page).getByLabel(field('issue')).selectOption('leak');
  await wizard(page)
    .getByLabel(field('photos'))
    .setInputFiles([png('grieta.png')]);
  await expect(wizard(page).getByText(form.photoCount(1))).toBeVisible();
  await wizard(page).getByRole('button', { name: form.buttons.next }).click();
  await expect(stepHeading(page, form.stepTitles[2])).toBeFocused();
  await wizard(page).getByRole('button', { name: form.buttons.submit }).click();

  const answer = await submitted;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON().language).toBe('es');
  expect(uploads).toHaveLength(1);
  expect(new URL(uploads[0]!).searchParams.get('language')).toBe('es');
  await expectToast(
    page,
    toasts.success(business.replyWithinHours).title,
    toasts.success(business.replyWithinHours).description,
    'success',
  );
  await expect(stepHeading(page, form.confirmationHeading)).toBeFocused();
  const { id, thanks } = await answer.json();
  await expect(wizard(page).getByText(`${thanks.referenceLead} ${id}.`)).toBeVisible();
  expect(thanks.referenceLead).toBe('Su número de referencia es');
  await expect(wizard(page).getByRole('button', { name: form.buttons.another })).toBeVisible();

  // The homeowner's confirmation in Spanish; the owner's email in English, saying the request came in Spanish.
  const words = confirmationWords('es');
  const confirmation = await outboxEmail((message) => message.includes(`${words.reference}: ${id}`));
  expect(confirmation).toContain('<html lang="es">');
  expect(confirmation).toContain(words.greeting('María López'));
  expect(confirmation).toContain(words.photoCount(1));
  const owner = await outboxEmail((message) => message.includes(id) && message.includes('Where they came from'));
  expect(owner).toContain('<html lang="en">');
  expect(owner).toContain(`Sent ${languageMark({ language: 'es' })}, from the site's Spanish pages.`);
});
