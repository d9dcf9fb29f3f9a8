// The quote wizard on /contact, against the built site. Calls to the functions are intercepted
// here so every answer the contract allows can be produced; quote-request.spec.ts runs the real backend.
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { business } from '../../src/data/business';
import { FORM_TEXT, HONEYPOT_FIELD, QUOTE_FIELDS, TOASTS, quoteWords } from '../../src/lib/quote';

const SMALLER_PHOTO = FORM_TEXT.smallerPhoto;
import { thankYou } from '../../src/lib/quote/thank-you';
import {
  expectToast,
  fillContact,
  goToStepThree,
  nextButton,
  onDisk,
  openWizard,
  png,
  PNG_BYTES,
  stepHeading,
  submitButton,
  test,
  wizard,
} from './fixtures/quote';

const { reviewUrl } = business;
const SUBMIT = '**/api/contact-submit';
const PHOTOS = '**/api/contact-photos**';

test.describe('gating', () => {
  test('Next Step waits for name, phone, email and ZIP', async ({ wizardPage: page }) => {
    await expect(stepHeading(page, 'Contact Information')).toBeVisible();
    await expect(nextButton(page)).toBeDisabled();
    await fillContact(page, { 'ZIP Code': '' });
    await expect(nextButton(page)).toBeDisabled();
    await wizard(page).getByLabel('ZIP Code').fill('75205');
    await expect(nextButton(page)).toBeEnabled();
    await wizard(page).getByLabel('Email').fill('   ');
    await expect(nextButton(page)).toBeDisabled();
  });

  test('step 2 waits for an issue; Previous goes back with the values kept', async ({ wizardPage: page }) => {
    await fillContact(page);
    await nextButton(page).click();
    await expect(stepHeading(page, 'Describe Your Pool Issue')).toBeVisible();
    await expect(nextButton(page)).toBeDisabled();
    await wizard(page).getByLabel('Pool issue').selectOption('leak');
    await expect(nextButton(page)).toBeEnabled();
    await wizard(page).getByRole('button', { name: 'Previous' }).click();
    await expect(wizard(page).getByLabel('Full Name')).toHaveValue('Jordan Rivera');
    await expect(wizard(page).getByRole('button', { name: 'Previous' })).toHaveCount(0);
  });

  test('the progress indicator names the steps and marks the current one', async ({ wizardPage: page }) => {
    const steps = wizard(page).getByRole('list', { name: 'Quote request progress' }).getByRole('listitem');
    await expect(steps).toHaveText([/Contact Information/, /Describe Your Pool Issue/, /Preferred Assessment Time/]);
    await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
    await fillContact(page);
    await nextButton(page).click();
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(steps.nth(0)).toContainText('(completed)');
  });
});

test.describe('fields', () => {
  test('step 1 fields are marked required', async ({ wizardPage: page }) => {
    for (const label of ['Full Name', 'Phone', 'Email', 'ZIP Code']) {
      const field = wizard(page).getByLabel(label);
      await expect(field).toHaveAttribute('required', '');
      await expect(field).toHaveAttribute('aria-required', 'true');
    }
    await expect(wizard(page).locator('label', { hasText: 'Full Name' })).toContainText('*');
  });

  test('each step asks for the fields of the field list at that step, in its order', async ({ wizardPage: page }) => {
    const controls = wizard(page).locator(`form [name]:not([name="${HONEYPOT_FIELD}"])`);
    const expectStep = async (step: number) => {
      const fields = QUOTE_FIELDS.filter((field) => field.step === step);
      await expect
        .poll(() => controls.evaluateAll((elements) => elements.map((element) => element.getAttribute('name'))))
        .toEqual(fields.map((field) => field.name));
      for (const field of fields) {
        await expect(wizard(page).getByLabel(field.label)).toHaveAttribute('name', field.name);
      }
    };
    await expectStep(1);
    await fillContact(page);
    await nextButton(page).click();
    await expectStep(2);
    await wizard(page).getByLabel('Pool issue').selectOption('crack');
    await nextButton(page).click();
    await expectStep(3);
  });

  test('issue and time options, with their values and labels', async ({ wizardPage: page }) => {
    await fillContact(page);
    await nextButton(page).click();
    const issues = wizard(page).getByLabel('Pool issue').locator('option:not([value=""])');
    await expect(issues).toHaveText([
      'Pool Leak (water loss)',
      'Fiberglass Crack',
      'Gelcoat/Surface Issues',
      'Tile & Coping Problems',
      'Equipment Repair/Upgrade',
      'Full Resurfacing Needed',
      'Other, please describe',
    ]);
    expect(await issues.evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual([
      'leak',
      'crack',
      'gelcoat',
      'tile',
      'equipment',
      'resurfacing',
      'other',
    ]);
    const photos = wizard(page).getByLabel('Photos (optional)');
    await expect(photos).toHaveAttribute('multiple', '');
    await expect(photos).toHaveAttribute('accept', 'image/*');
    await wizard(page).getByLabel('Pool issue').selectOption('other');
    await nextButton(page).click();
    const times = wizard(page).getByLabel('Preferred time').locator('option:not([value=""])');
    await expect(times).toHaveText([
      'Morning (8 AM-12 PM)',
      'Afternoon (12 PM-5 PM)',
      'Evening (5 PM-7 PM)',
      'Flexible',
    ]);
    expect(await times.evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual([
      'morning',
      'afternoon',
      'evening',
      'flexible',
    ]);
  });

  test('the date cannot be before today in the visitor’s time zone', async ({ wizardPage: page }) => {
    await goToStepThree(page);
    const today = await page.evaluate(() => {
      const d = new Date();
      return [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
    });
    await expect(wizard(page).getByLabel('Preferred date')).toHaveAttribute('min', today);
  });

  test('chosen photos show as thumbnails that can be removed', async ({ wizardPage: page }) => {
    await fillContact(page);
    await nextButton(page).click();
    await wizard(page)
      .getByLabel('Photos (optional)')
      .setInputFiles([png('deck.png'), png('step.png')]);
    const chosen = wizard(page).getByRole('list', { name: 'Chosen photos' });
    await expect(chosen.getByRole('img')).toHaveCount(2);
    await expect(chosen.getByRole('img', { name: 'deck.png' })).toBeVisible();
    await chosen.getByRole('button', { name: 'Remove deck.png' }).click();
    await expect(chosen.getByRole('img')).toHaveCount(1);
    await expect(chosen.getByRole('img', { name: 'step.png' })).toBeVisible();
  });
});

test.describe('focus', () => {
  test('moves to the new step’s heading', async ({ wizardPage: page }) => {
    await fillContact(page);
    await nextButton(page).click();
    await expect(stepHeading(page, 'Describe Your Pool Issue')).toBeFocused();
    await wizard(page).getByLabel('Pool issue').selectOption('tile');
    await nextButton(page).click();
    await expect(stepHeading(page, 'Preferred Assessment Time')).toBeFocused();
    await wizard(page).getByRole('button', { name: 'Previous' }).click();
    await expect(stepHeading(page, 'Describe Your Pool Issue')).toBeFocused();
  });
});

test.describe('validation messages (shown as "Validation Error" on submit)', () => {
  const contactStep = 'Contact Information';
  const cases = [
    {
      what: 'a name of 101 characters',
      contact: { 'Full Name': 'N'.repeat(101) },
      message: 'Name must be less than 100 characters',
      field: 'Full Name',
      step: contactStep,
    },
    {
      what: 'a phone of 21 characters',
      contact: { Phone: '2'.repeat(21) },
      message: 'Phone number too long',
      field: 'Phone',
      step: contactStep,
    },
    {
      what: 'a malformed email',
      contact: { Email: 'jordan@example' },
      message: 'Invalid email address',
      field: 'Email',
      step: contactStep,
    },
    {
      what: 'an email of 256 characters',
      contact: { Email: `${'a'.repeat(244)}@example.com` },
      message: 'Email must be less than 255 characters',
      field: 'Email',
      step: contactStep,
    },
    {
      what: 'a ZIP of 11 characters',
      contact: { 'ZIP Code': '75205-12345' },
      message: 'ZIP code too long',
      field: 'ZIP Code',
      step: contactStep,
    },
    {
      what: 'comments of 1001 characters',
      comments: 'c'.repeat(1001),
      message: 'Comments must be less than 1000 characters',
      field: 'Additional details',
      step: 'Describe Your Pool Issue',
    },
  ];
  for (const { what, message, field, step, ...options } of cases) {
    test(`${what}: "${message}", nothing sent, focus on the field on its step`, async ({ wizardPage: page }) => {
      const sent: Request[] = [];
      page.on('request', (request) => request.url().includes('/api/') && sent.push(request));
      await goToStepThree(page, options);
      await submitButton(page).click();
      await expectToast(page, 'Validation Error', message);
      await expect(stepHeading(page, step)).toBeVisible();
      const input = wizard(page).getByLabel(field);
      await expect(input).toBeFocused();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(message);
      expect(sent).toEqual([]);
    });
  }

  test('the server’s own validation message is shown the same way', async ({ wizardPage: page }) => {
    await page.route(SUBMIT, (route) =>
      route.fulfill({ status: 400, json: { error: 'Preferred date cannot be in the past', field: 'preferredDate' } }),
    );
    await goToStepThree(page);
    await submitButton(page).click();
    await expectToast(page, 'Validation Error', 'Preferred date cannot be in the past');
    await expect(stepHeading(page, 'Preferred Assessment Time')).toBeVisible();
  });
});

test.describe('photo checks stop the submission before any upload', () => {
  const cases = [
    {
      what: 'a file over 5,242,880 bytes',
      files: [png('deck.png'), { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5_242_881) }],
      title: 'File Too Large',
      text: 'huge.jpg exceeds 5MB limit. Please use smaller images.',
    },
    {
      what: 'a text file',
      files: [{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }],
      title: 'Invalid File Type',
      text: 'notes.txt is not a supported image format. Use JPG, PNG, WEBP, or GIF.',
    },
    {
      what: 'an SVG image',
      files: [
        {
          name: 'logo.svg',
          mimeType: 'image/svg+xml',
          buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        },
      ],
      title: 'Invalid File Type',
      text: 'logo.svg is not a supported image format. Use JPG, PNG, WEBP, or GIF.',
    },
    {
      what: 'a HEIC photo renamed .jpg',
      files: [
        {
          name: 'pool.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'),
        },
      ],
      title: 'Invalid File Type',
      text: 'pool.jpg is not a supported image format. Use JPG, PNG, WEBP, or GIF.',
    },
    {
      what: 'six photos',
      files: Array.from({ length: 6 }, (_, i) => png(`pool-${i + 1}.png`)),
      title: 'Too Many Files',
      text: 'Maximum 5 photos allowed per submission.',
    },
  ];
  for (const { what, files, title, text } of cases) {
    test(`${what}: "${title}"`, async ({ wizardPage: page }) => {
      const sent: Request[] = [];
      page.on('request', (request) => request.url().includes('/api/') && sent.push(request));
      await goToStepThree(page, { photos: await onDisk(files) });
      await submitButton(page).click();
      await expectToast(page, title, text);
      await expect(stepHeading(page, 'Preferred Assessment Time')).toBeVisible();
      expect(sent).toEqual([]);
    });
  }
});

test('a wrong photo says why under its thumbnail as soon as it is chosen', async ({ wizardPage: page }) => {
  await fillContact(page);
  await nextButton(page).click();
  const picker = wizard(page).getByLabel('Photos (optional)');
  await picker.setInputFiles([
    png('deck.png'),
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
  ]);
  const message = 'notes.txt is not a supported image format. Use JPG, PNG, WEBP, or GIF.';
  const chosen = wizard(page).getByRole('list', { name: 'Chosen photos' }).getByRole('listitem');
  await expect(chosen.nth(1)).toContainText(message);
  await expect(chosen.nth(0)).not.toContainText('supported');
  await expect(wizard(page).getByRole('status')).toHaveText(message);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await wizard(page).getByRole('button', { name: 'Remove notes.txt' }).click();
  await expect(wizard(page).getByRole('status')).toHaveText('');
});

/**
 * Makes `AbortSignal.timeout` fire 1000× sooner, records the delays the wizard asked for and opens the
 * wizard. An init script lasts as long as its page, so the tests that use it have a page of their own.
 */
async function fastTimeouts(page: Page) {
  await page.addInitScript(() => {
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    const asked: number[] = ((window as unknown as { askedTimeouts: number[] }).askedTimeouts = []);
    AbortSignal.timeout = (ms: number) => {
      asked.push(ms);
      return timeout(ms / 1000);
    };
  });
  await openWizard(page);
}
const askedTimeouts = (page: Page) =>
  page.evaluate(() => (window as unknown as { askedTimeouts: number[] }).askedTimeouts);

test.describe('answers of the functions', () => {
  test('an upload failure gives "Photo Upload Failed" and nothing is submitted', async ({ wizardPage: page }) => {
    let submitted = false;
    await page.route(PHOTOS, (route) => route.fulfill({ status: 500, json: { error: 'boom' } }));
    await page.route(SUBMIT, (route) => {
      submitted = true;
      return route.fulfill({ status: 201, json: { id: 'x' } });
    });
    await goToStepThree(page, { photos: [png('deck.png')] });
    await submitButton(page).click();
    await expectToast(
      page,
      'Photo Upload Failed',
      'Unable to upload photos. Please try again or submit without photos.',
    );
    await expect(stepHeading(page, 'Preferred Assessment Time')).toBeVisible();
    expect(submitted).toBe(false);
  });

  test('an unreachable upload endpoint gives "Photo Upload Failed"', async ({ wizardPage: page }) => {
    await page.route(PHOTOS, (route) => route.abort());
    await goToStepThree(page, { photos: [png('deck.png')] });
    await submitButton(page).click();
    await expectToast(
      page,
      'Photo Upload Failed',
      'Unable to upload photos. Please try again or submit without photos.',
    );
  });

  const tooMany = "You've submitted too many requests recently. Please try again in an hour.";
  for (const [what, answer] of [
    [
      'a 429',
      { status: 429, json: { error: 'Too many submissions from this connection. Please try again in an hour.' } },
    ],
    ['a rateLimited answer', { status: 200, json: { rateLimited: true } }],
    ['an error naming a rate limit', { status: 403, json: { error: 'rate limit exceeded' } }],
  ] as const) {
    test(`${what} gives "Too Many Requests" and stays on step 3`, async ({ wizardPage: page }) => {
      await page.route(SUBMIT, (route) => route.fulfill(answer));
      await goToStepThree(page);
      await submitButton(page).click();
      await expectToast(page, 'Too Many Requests', tooMany);
      await expect(stepHeading(page, 'Preferred Assessment Time')).toBeVisible();
      await expect(submitButton(page)).toHaveText('Submit Quote Request');
    });
  }

  test('a photo the server finds too large is named in the failure', async ({ wizardPage: page }) => {
    await page.route(PHOTOS, (route) =>
      route.fulfill({ status: 413, json: { error: 'Photos must be 4 MB or smaller.' } }),
    );
    await goToStepThree(page, { photos: [png('deck.png')] });
    await submitButton(page).click();
    await expectToast(
      page,
      'Photo Upload Failed',
      'deck.png is too large to upload. Please use a smaller image or submit without photos.',
    );
  });

  test('an upload that never answers ends in "Photo Upload Failed" after 60 s', async ({ page }) => {
    await fastTimeouts(page);
    await page.route(PHOTOS, () => undefined);
    await goToStepThree(page, { photos: [png('deck.png')] });
    await submitButton(page).click();
    await expectToast(
      page,
      'Photo Upload Failed',
      'Unable to upload photos. Please try again or submit without photos.',
    );
    expect(await askedTimeouts(page)).toEqual([60_000]);
  });

  const failed = 'There was a problem submitting your request. Please try again or call us directly.';
  test('a submit that never answers ends in "Submission Failed" after 20 s', async ({ page }) => {
    await fastTimeouts(page);
    await page.route(SUBMIT, () => undefined);
    await goToStepThree(page);
    await submitButton(page).click();
    await expectToast(page, 'Submission Failed', failed);
    await expect(submitButton(page)).toHaveText('Submit Quote Request');
    expect(await askedTimeouts(page)).toEqual([20_000]);
  });

  for (const [what, answer] of [
    [
      "a captive portal's 200 page",
      { status: 200, contentType: 'text/html', body: '<html><body>Sign in to Wi-Fi</body></html>' },
    ],
    ['a 200 JSON answer', { status: 200, json: { ok: true } }],
    ['a 201 without an id', { status: 201, json: {} }],
  ] as const) {
    test(`${what} is no success: "Submission Failed", the draft kept`, async ({ wizardPage: page }) => {
      await page.route(SUBMIT, (route) => route.fulfill(answer));
      await goToStepThree(page);
      await submitButton(page).click();
      await expectToast(page, 'Submission Failed', failed);
      await expect(stepHeading(page, 'Preferred Assessment Time')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('dfpr:quote-draft'))).toContain('Jordan Rivera');
    });
  }

  test('a field the server refuses is shown focused on its step', async ({ wizardPage: page }) => {
    await page.route(SUBMIT, (route) =>
      route.fulfill({ status: 400, json: { error: 'Invalid email address', field: 'email' } }),
    );
    await goToStepThree(page);
    await submitButton(page).click();
    await expectToast(page, 'Validation Error', 'Invalid email address');
    await expect(stepHeading(page, 'Contact Information')).toBeVisible();
    await expect(wizard(page).getByLabel('Email')).toBeFocused();
  });

  test('a server error gives "Submission Failed"', async ({ wizardPage: page }) => {
    await page.route(SUBMIT, (route) => route.fulfill({ status: 500, body: 'Internal error' }));
    await goToStepThree(page);
    await submitButton(page).click();
    await expectToast(page, 'Submission Failed', failed);
    await expect(stepHeading(page, 'Preferred Assessment Time')).toBeVisible();
  });

  test('a network failure gives "Submission Failed"', async ({ wizardPage: page }) => {
    await page.route(SUBMIT, (route) => route.abort('internetdisconnected'));
    await goToStepThree(page);
    await submitButton(page).click();
    await expectToast(page, 'Submission Failed', failed);
  });

  test('while busy the button reads "Submitting..." and is disabled; neither button moves', async ({
    wizardPage: page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SUBMIT, async (route) => {
      await held;
      await route.fulfill({ status: 201, json: { id: 'q1' } });
    });
    await goToStepThree(page);
    const previous = wizard(page).getByRole('button', { name: 'Previous' });
    // Measured in the wizard's own frame: the page itself may scroll as the button is clicked.
    const places = async () => {
      const frame = (await wizard(page).boundingBox())!;
      return [await previous.boundingBox(), await submitButton(page).boundingBox()].map((box) => ({
        ...box!,
        x: box!.x - frame.x,
        y: box!.y - frame.y,
      }));
    };
    const phone = { width: 375, height: 740 };
    const desktop = { width: 1280, height: 800 };
    await page.setViewportSize(phone);
    const beforeOnPhone = await places();
    await page.setViewportSize(desktop);
    const before = await places();
    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText('Submitting...');
    expect(await places()).toEqual(before);
    await page.setViewportSize(phone);
    expect(await places()).toEqual(beforeOnPhone);
    await expect(submitButton(page)).toBeDisabled();
    await expect(previous).toBeDisabled();
    release();
    await expect(stepHeading(page, 'Quote Request Received')).toBeVisible();
  });

  test('a retry after a failure carries the same idempotency key and clears the failure toast; the next request a new one', async ({
    wizardPage: page,
  }) => {
    const keys: string[] = [];
    let answer = 500;
    await page.route(SUBMIT, (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      return route.fulfill(answer === 201 ? { status: 201, json: { id: 'q1' } } : { status: answer, body: '' });
    });
    await goToStepThree(page);
    await submitButton(page).click();
    await expectToast(page, 'Submission Failed', failed);
    answer = 201;
    await submitButton(page).click();
    await expect(stepHeading(page, 'Quote Request Received')).toBeVisible();
    // The failure toast of the first attempt does not linger under the success toast.
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
    await wizard(page).getByRole('button', { name: 'Submit Another Request' }).click();
    await goToStepThree(page);
    await submitButton(page).click();
    await expect(stepHeading(page, 'Quote Request Received')).toBeVisible();
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test('a request corrected after a failure gets a new idempotency key', async ({ wizardPage: page }) => {
    const keys: string[] = [];
    await page.route(SUBMIT, (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      return route.fulfill(keys.length === 1 ? { status: 500, body: '' } : { status: 201, json: { id: 'q1' } });
    });
    await goToStepThree(page);
    await submitButton(page).click();
    await expectToast(page, 'Submission Failed', failed);
    await wizard(page).getByLabel('Preferred time').selectOption('evening');
    await submitButton(page).click();
    await expect(stepHeading(page, 'Quote Request Received')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});

test.describe('success', () => {
  test('sends the validated fields, shows the success toast and step 4', async ({ wizardPage: page }) => {
    let body: Record<string, unknown> = {};
    await page.route(SUBMIT, (route) => {
      body = route.request().postDataJSON();
      return route.fulfill({ status: 201, json: { id: 'q1' } });
    });
    await goToStepThree(page, { contact: { 'Full Name': '  Jordan Rivera  ' } });
    await wizard(page).getByLabel('Preferred time').selectOption('morning');
    await submitButton(page).click();
    await expectToast(
      page,
      'Quote Request Received!',
      `Thanks! We'll text/call you ${business.responsePromise} to confirm your appointment.`,
      'success',
    );
    await expect(stepHeading(page, 'Quote Request Received')).toBeFocused();
    expect(body).toEqual({
      name: 'Jordan Rivera',
      phone: '(214) 555-0199',
      email: 'jordan@example.com',
      zip: '75205',
      issue: 'crack',
      preferredTime: 'morning',
      // The visit began on /contact, with no referrer or campaign tags.
      attribution: { landingPage: '/contact', channel: 'wizard' },
      // The page's language, beside the attribution: not a quote field.
      language: 'en',
      [HONEYPOT_FIELD]: '',
    });

    const review = wizard(page).getByRole('link', { name: 'Leave a Google Review' });
    if (reviewUrl) {
      await expect(review).toHaveAttribute('target', '_blank');
      await expect(review).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(review).toHaveAttribute('href', reviewUrl);
    }
    // The page's review card would offer the same link a second time; without a review link, neither shows.
    await expect(page.getByRole('link', { name: 'Leave a Google Review' })).toHaveCount(reviewUrl ? 1 : 0);

    await wizard(page).getByRole('button', { name: 'Submit Another Request' }).click();
    await expect(stepHeading(page, 'Contact Information')).toBeFocused();
    for (const label of ['Full Name', 'Phone', 'Email', 'ZIP Code']) {
      await expect(wizard(page).getByLabel(label)).toHaveValue('');
    }
    await expect(page.getByRole('link', { name: 'Leave a Google Review' })).toHaveCount(reviewUrl ? 1 : 0);
    if (reviewUrl) await expect(page.getByRole('link', { name: 'Leave a Google Review' })).toBeVisible();
  });

  test('a photo over 3.5 MB is sent as a JPEG under 4 MB; the photo checks still see the original', async ({
    wizardPage: page,
  }) => {
    // Noise, stored uncompressed: 4.2 MB, within the 5 MB limit, too big for the server's ~4 MB.
    const width = 1400;
    const height = 1000;
    const noise = randomBytes(width * height * 3);
    const big = await sharp(noise, { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(3.5 * 1024 * 1024);
    const uploads: { type: string; body: Buffer }[] = [];
    await page.route(PHOTOS, (route) => {
      uploads.push({ type: route.request().headers()['content-type'], body: route.request().postDataBuffer()! });
      return route.fulfill({ status: 201, json: { url: 'https://example.test/photos/0.jpg' } });
    });
    await page.route(SUBMIT, (route) => route.fulfill({ status: 201, json: { id: 'q5' } }));
    await goToStepThree(page, { photos: await onDisk([{ name: 'pool.png', mimeType: 'image/png', buffer: big }]) });
    await submitButton(page).click();
    await expect(stepHeading(page, 'Quote Request Received')).toBeVisible();
    expect(uploads).toHaveLength(1);
    expect(uploads[0].type).toBe('image/jpeg');
    expect(uploads[0].body.length).toBeLessThan(4_000_000);
    const sent = await sharp(uploads[0].body).metadata();
    expect([sent.format, sent.width, sent.height]).toEqual(['jpeg', width, height]);
  });

  test('a double tap on Submit uploads each photo once and sends one request', async ({ wizardPage: page }) => {
    let uploads = 0;
    let submits = 0;
    await page.route(PHOTOS, (route) => {
      uploads += 1;
      return route.fulfill({ status: 201, json: { url: 'https://example.test/photos/0.png' } });
    });
    await page.route(SUBMIT, (route) => {
      submits += 1;
      return route.fulfill({ status: 201, json: { id: 'q6' } });
    });
    await goToStepThree(page, { photos: [png('a.png')] });
    await submitButton(page).dblclick();
    await expect(stepHeading(page, 'Quote Request Received')).toBeVisible();
    expect([uploads, submits]).toEqual([1, 1]);
  });

  test('uploads each photo with progress, then submits their addresses', async ({ wizardPage: page }) => {
    const uploads: { index: string | null; type: string; size: number }[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(PHOTOS, async (route) => {
      const request = route.request();
      const index = new URL(request.url()).searchParams.get('index');
      uploads.push({ index, type: request.headers()['content-type'], size: request.postDataBuffer()?.length ?? 0 });
      if (index === '0') await held;
      await route.fulfill({ status: 201, json: { url: `https://example.test/photos/${index}.png` } });
    });
    let body: Record<string, unknown> = {};
    await page.route(SUBMIT, (route) => {
      body = route.request().postDataJSON();
      return route.fulfill({ status: 201, json: { id: 'q2' } });
    });
    await goToStepThree(page, { photos: [png('a.png'), png('b.png')] });
    await submitButton(page).click();
    await expectToast(page, 'Uploading Photos...', '1 of 2', 'loading');
    release();
    await expect(stepHeading(page, 'Quote Request Received')).toBeVisible();
    await expect(page.locator('[data-sonner-toast][data-type="loading"]')).toHaveCount(0);
    expect(uploads).toEqual([
      { index: '0', type: 'image/png', size: PNG_BYTES.length },
      { index: '1', type: 'image/png', size: PNG_BYTES.length },
    ]);
    expect(body.photoUrls).toEqual(['https://example.test/photos/0.png', 'https://example.test/photos/1.png']);
  });
});

test.describe('draft', () => {
  test('survives a reload and is cleared after success', async ({ wizardPage: page }) => {
    await fillContact(page);
    await nextButton(page).click();
    await wizard(page).getByLabel('Additional details').fill('Crack by the steps');
    await page.reload();
    await openWizard(page);
    await expect(wizard(page).getByLabel('Full Name')).toHaveValue('Jordan Rivera');
    await expect(wizard(page).getByLabel('ZIP Code')).toHaveValue('75205');
    await nextButton(page).click();
    await expect(wizard(page).getByLabel('Additional details')).toHaveValue('Crack by the steps');

    await page.route(SUBMIT, (route) => route.fulfill({ status: 201, json: { id: 'q3' } }));
    await wizard(page).getByLabel('Pool issue').selectOption('leak');
    await nextButton(page).click();
    await submitButton(page).click();
    await expect(stepHeading(page, 'Quote Request Received')).toBeVisible();
    await page.reload();
    await openWizard(page);
    await expect(wizard(page).getByLabel('Full Name')).toHaveValue('');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });
});

test.describe('draft expiry', () => {
  for (const [age, kept] of [
    [6, true],
    [8, false],
  ] as const) {
    test(`a draft saved ${age} days ago is ${kept ? 'restored' : 'deleted'}`, async ({ wizardPage: page }) => {
      await page.evaluate(
        (savedAt) => {
          const values = {
            name: 'Jordan Rivera',
            phone: '',
            email: '',
            zip: '',
            issue: '',
            comments: '',
            preferredDate: '',
            preferredTime: '',
          };
          localStorage.setItem('dfpr:quote-draft', JSON.stringify({ values, idempotencyKey: 'k', savedAt }));
        },
        Date.now() - age * 24 * 60 * 60 * 1000,
      );
      await page.reload();
      await openWizard(page);
      await expect(wizard(page).getByLabel('Full Name')).toHaveValue(kept ? 'Jordan Rivera' : '');
      expect(await page.evaluate(() => localStorage.getItem('dfpr:quote-draft') !== null)).toBe(kept);
    });
  }
});

test('the whole request can be made with the keyboard alone', async ({ wizardPage: page }) => {
  await page.route(SUBMIT, (route) => route.fulfill({ status: 201, json: { id: 'q4' } }));
  const later = new Date(Date.now() + 7 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  /** What is typed into each text field; a select takes its first option, the photos none. */
  const typed: Record<string, string> = {
    name: 'Jordan Rivera',
    phone: '2145550199',
    email: 'jordan@example.com',
    zip: '75205',
    comments: 'Losing an inch a day',
    // A week ahead, into the date field's month, day and year segments (en-US order).
    preferredDate: `${pad(later.getMonth() + 1)}${pad(later.getDate())}${later.getFullYear()}`,
  };
  // One Tab a field, in the field list's order; out of a date field, whose segments (and picker
  // button) may take several.
  let presses = 1;
  const tabTo = async (target: Locator) => {
    for (let press = 0; press < presses && !(await target.evaluate((el) => el === document.activeElement)); press++) {
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
    presses = 1;
  };
  await wizard(page).getByLabel('Full Name').focus();
  for (const step of [1, 2, 3] as const) {
    for (const [index, field] of QUOTE_FIELDS.filter((candidate) => candidate.step === step).entries()) {
      const control = wizard(page).getByLabel(field.label);
      if (step > 1 || index > 0) await tabTo(control);
      if (field.input === 'select') {
        await page.keyboard.press('ArrowDown');
        await expect(control).toHaveValue(field.options[0]!.value);
      } else if (typed[field.name]) await page.keyboard.type(typed[field.name]!);
      if (field.input === 'date') {
        await expect(control).toHaveValue(
          `${later.getFullYear()}-${pad(later.getMonth() + 1)}-${pad(later.getDate())}`,
        );
        presses = 4;
      }
    }
    if (step === 1) await page.keyboard.press('Enter');
    else {
      await tabTo(wizard(page).getByRole('button', { name: 'Previous' }));
      await tabTo(step === 2 ? nextButton(page) : submitButton(page));
      await page.keyboard.press('Enter');
    }
    const next = ['Describe Your Pool Issue', 'Preferred Assessment Time', 'Quote Request Received'][step - 1]!;
    await expect(stepHeading(page, next)).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(wizard(page).getByRole('button', { name: 'Submit Another Request' })).toBeFocused();
});

test.describe('toasts', () => {
  // Each attempt dismisses the last one's toast, so one toast is on screen: nothing to expand or collapse.
  test('sit bottom-right, announced politely; Alt+T takes the keyboard to them', async ({ wizardPage: page }) => {
    await page.route(SUBMIT, (route) => route.fulfill({ status: 500, body: '' }));
    await goToStepThree(page);
    await submitButton(page).click();
    const toaster = page.locator('[data-sonner-toaster]');
    await expect(toaster).toHaveAttribute('data-y-position', 'bottom');
    await expect(toaster).toHaveAttribute('data-x-position', 'right');
    await expect(page.getByRole('region', { name: /Notifications/ })).toHaveAttribute('aria-live', 'polite');
    await page.keyboard.press('Alt+KeyT');
    await expect(toaster).toBeFocused();
    await expect(toaster).toContainText(TOASTS.submissionFailed.title);
  });
});

test.describe('messages at the field and the progress they allow', () => {
  test('a field that fails its rule says so as the visitor leaves it, and stops once corrected', async ({
    wizardPage: page,
  }) => {
    const email = wizard(page).getByLabel('Email');
    await email.fill('jordan@example');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await email.press('Tab');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Invalid email address');
    await expect(wizard(page).getByText('Invalid email address')).toBeVisible();
    await email.fill('jordan@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(wizard(page).getByText('Invalid email address')).toHaveCount(0);
  });

  test('a step holding an invalid field is never shown as completed', async ({ wizardPage: page }) => {
    const steps = wizard(page).getByRole('list', { name: 'Quote request progress' }).getByRole('listitem');
    await fillContact(page, { Email: 'jordan@example' });
    await nextButton(page).click();
    await expect(stepHeading(page, 'Describe Your Pool Issue')).toBeVisible();
    await expect(steps.nth(0)).not.toContainText('(completed)');
    await expect(steps.nth(0)).not.toContainText('✓');
    await wizard(page).getByRole('button', { name: 'Previous' }).click();
    await wizard(page).getByLabel('Email').fill('jordan@example.com');
    await nextButton(page).click();
    await expect(steps.nth(0)).toContainText('(completed)');
  });

  test('the photo picker counts the photos and hides the browser’s own file text', async ({ wizardPage: page }) => {
    await fillContact(page);
    await nextButton(page).click();
    const picker = wizard(page).getByLabel('Photos (optional)');
    await expect(wizard(page).getByText('Choose Photos')).toBeVisible();
    await picker.setInputFiles([png('deck.png'), png('step.png')]);
    await expect(wizard(page).getByText('2 of 5 photos')).toBeVisible();
    await expect(picker).toHaveAccessibleDescription(/2 of 5 photos/);
    await expect(wizard(page).getByText('Add More Photos')).toBeVisible();
    // The native input, whose "No file chosen" would contradict the count, takes no room on screen.
    const box = (await picker.boundingBox())!;
    expect(box.width * box.height).toBeLessThanOrEqual(1);
    await wizard(page).getByRole('button', { name: 'Remove deck.png' }).click();
    await expect(wizard(page).getByText('1 of 5 photos')).toBeVisible();
  });
});

test.describe('a photo over 5 MB', () => {
  /** Decoding and re-encoding a 7 MB photo keeps a slow machine's browser busy for seconds. */
  const SHRINK_TIMEOUT = 20_000;

  /** A camera-sized JPEG of noise at top quality: about 7 MB, and well under 4 MB at 2560 px. */
  async function bigJpeg(name: string) {
    const [width, height] = [2600, 1950];
    const buffer = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(buffer.length).toBeGreaterThan(6_500_000);
    return { name, mimeType: 'image/jpeg', buffer };
  }

  test('is refused with the spec’s toast, then made smaller here and sent in one tap', async ({ wizardPage: page }) => {
    const uploads: { type: string; body: Buffer }[] = [];
    await page.route(PHOTOS, (route) => {
      uploads.push({ type: route.request().headers()['content-type'], body: route.request().postDataBuffer()! });
      return route.fulfill({ status: 201, json: { url: 'https://example.test/photos/0.jpg' } });
    });
    await page.route(SUBMIT, (route) => route.fulfill({ status: 201, json: { id: 'q7' } }));
    await goToStepThree(page, { photos: await onDisk([await bigJpeg('pool.jpg')]) });
    await submitButton(page).click();
    await expectToast(page, 'File Too Large', 'pool.jpg exceeds 5MB limit. Please use smaller images.');
    expect(uploads).toEqual([]);
    await page
      .locator('[data-sonner-toast]')
      .getByRole('button', { name: SMALLER_PHOTO.offerAndSend(1) })
      .click();
    await expect(stepHeading(page, 'Quote Request Received')).toBeVisible({ timeout: SHRINK_TIMEOUT });
    expect(uploads).toHaveLength(1);
    expect(uploads[0].type).toBe('image/jpeg');
    expect(uploads[0].body.length).toBeLessThan(4_000_000);
    expect((await sharp(uploads[0].body).metadata()).width).toBe(2560);
  });

  test('beside it, the offer replaces it by a smaller copy; one this device cannot shrink stays refused', async ({
    wizardPage: page,
  }) => {
    const sent: Request[] = [];
    page.on('request', (request) => request.url().includes('/api/') && sent.push(request));
    // A JPEG's first bytes, then nothing a browser can decode.
    const broken = {
      name: 'broken.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(5_300_000)]),
    };
    await fillContact(page);
    await nextButton(page).click();
    await wizard(page)
      .getByLabel('Photos (optional)')
      .setInputFiles(await onDisk([await bigJpeg('deck.jpg'), broken]));
    const chosen = wizard(page).getByRole('list', { name: 'Chosen photos' }).getByRole('listitem');
    await expect(chosen.nth(0)).toContainText('deck.jpg exceeds 5MB limit. Please use smaller images.');
    await chosen
      .nth(0)
      .getByRole('button', { name: `${SMALLER_PHOTO.offer}: deck.jpg` })
      .click();
    await expect(page.locator('[data-quote-announcer]')).toHaveText(SMALLER_PHOTO.done('deck.jpg'), {
      timeout: SHRINK_TIMEOUT,
    });
    await expect(chosen.nth(0)).not.toContainText('exceeds');
    await expect(chosen.nth(0).getByRole('img', { name: 'deck.jpg' })).toBeVisible();
    await expect(wizard(page).getByLabel('Photos (optional)')).toBeFocused();

    await chosen
      .nth(1)
      .getByRole('button', { name: `${SMALLER_PHOTO.offer}: broken.jpg` })
      .click();
    await expect(chosen.nth(1)).toContainText(SMALLER_PHOTO.failed);
    await expect(chosen.nth(1).getByRole('button', { name: /smaller/ })).toHaveCount(0);
    await wizard(page).getByLabel('Pool issue').selectOption('crack');
    await nextButton(page).click();
    await submitButton(page).click();
    await expectToast(page, 'File Too Large', 'broken.jpg exceeds 5MB limit. Please use smaller images.');
    await expect(page.locator('[data-sonner-toast]').getByRole('button', { name: /smaller/ })).toHaveCount(0);
    expect(sent).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the thank-you: its reference and reply time read with the focused heading, what was sent, the phone', async ({
    wizardPage: page,
  }) => {
    // Sent at 10:40 PM on a Saturday in Dallas: the answer says when the office opens (src/lib/quote/thank-you.ts).
    const saturdayNight = new Date('2031-03-09T04:40:00Z');
    const thanksFor = (fields: Record<string, unknown>) =>
      thankYou({ reference: 'CK4QF98VM6', fields, photos: 1 }, saturdayNight, quoteWords('en'));
    let thanks!: ReturnType<typeof thankYou>;
    await page.route(PHOTOS, (route) => route.fulfill({ status: 201, json: { url: 'https://example.test/p/0.png' } }));
    await page.route(SUBMIT, (route) => {
      thanks = thanksFor(route.request().postDataJSON());
      return route.fulfill({ status: 201, json: { id: thanks.reference, thanks } });
    });
    await goToStepThree(page, { photos: [png('crack.png')] });
    await wizard(page).getByLabel('Preferred time').selectOption('evening');
    await submitButton(page).click();
    const heading = stepHeading(page, 'Quote Request Received');
    await expect(heading).toBeFocused();
    await expect(heading).toHaveAccessibleDescription(`Your reference is ${thanks.reference}. ${thanks.reply}`);
    expect(thanks.reply).toMatch(/^Our office opens at .+ Monday; we'll call you by .+\.$/);
    const sent = wizard(page).getByRole('definition');
    await expect(wizard(page).getByRole('term')).toHaveText(thanks.sent.map(({ label }) => label));
    await expect(sent).toHaveText(thanks.sent.map(({ value }) => value));
    await expect(wizard(page).getByText(thanks.urgent)).toBeVisible();
    await expect(wizard(page).getByRole('link', { name: business.phone.display })).toHaveAttribute(
      'href',
      business.phone.href,
    );
    // The toast says its sentence once; the screen never repeats it.
    await expectToast(
      page,
      TOASTS.success(business.replyWithinHours).title,
      TOASTS.success(business.replyWithinHours).description,
      'success',
    );
    await expect(wizard(page).getByRole('form', { name: 'Quote request' })).not.toContainText(
      TOASTS.success(business.replyWithinHours).description,
    );
    await expect(wizard(page).getByRole('button', { name: 'Submit Another Request' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(wizard(page).getByRole('link', { name: business.phone.display })).toBeFocused();
  });

  test('the success toast goes when another request is started', async ({ wizardPage: page }) => {
    await page.route(SUBMIT, (route) => route.fulfill({ status: 201, json: { id: 'q1' } }));
    await goToStepThree(page);
    await submitButton(page).click();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
    await wizard(page).getByRole('button', { name: 'Submit Another Request' }).click();
    await expect(stepHeading(page, 'Contact Information')).toBeVisible();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });
});
