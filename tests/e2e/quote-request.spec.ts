// The happy path end to end: the built wizard against the real local functions and Blobs store.
import { expect } from '@playwright/test';
import { responsePromise } from '../../src/data/business';
import { expectToast, goToStepThree, openWizard, png, stepHeading, submitButton, test, wizard } from './fixtures/quote';

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
    `Thanks! We'll text/call you ${responsePromise} to confirm your appointment.`,
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
