import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import form from '../../netlify/functions/contact-form';
import { photoKeys } from '../../netlify/lib/storage/layout';
import { ENDPOINTS, HONEYPOT_FIELD, LIMITS, FORM_TEXT, QUOTE_FIELDS, TOASTS, quoteWords } from '../../src/lib/quote';
import { FIELD_WORDS_ES } from '../../src/lib/quote/es/field-words';
import { PLAIN_FORM_WORDS } from '../../src/lib/quote/plain-form';
import { thankYou } from '../../src/lib/quote/thank-you';
import { thankYouHtml } from '../../src/lib/quote/thank-you-html';
import { escapeHtml } from '../../src/lib/html';
import { business } from '../../src/data/business';
import {
  everyFieldFilled,
  fakeContext,
  freshIp,
  ORIGIN,
  outboxDueTimes,
  store,
  storedRequests,
  useQuoteBackend,
  validQuote,
} from './helpers/harness';

const backend = useQuoteBackend();
beforeAll(async () => {
  vi.stubEnv('QUOTE_MAIL_DIR', `${backend.blobs.directory}/mail`);
});

const records = storedRequests;
const jpeg = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: '#0af' } })
    .jpeg()
    .toBuffer();

function formData(fields: Record<string, unknown>, files: File[] = [new File([], '')]): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
  for (const file of files) data.append('photos', file);
  return data;
}

async function post(data: FormData, ip = freshIp(), headers: Record<string, string> = {}) {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  const { context, settled } = fakeContext({ ip, deployContext: 'dev' });
  const response = await form(
    new Request(`${ORIGIN}${ENDPOINTS.form}`, { method: 'POST', body: data, headers }),
    context,
  );
  await settled();
  return response;
}

/** The names of every stored photo. */
async function photoNames(): Promise<string[]> {
  const { blobs: entries } = await store('photos').list({ prefix: photoKeys.hoursPrefix });
  return entries.map(({ key }) => key.slice(key.lastIndexOf('/') + 1));
}

describe('POST /api/contact-form (no JavaScript)', () => {
  it('stores the request with its photos and answers with its thank-you, shown at no address of its own', async () => {
    // 10:40 PM on a Saturday in Dallas (CST): the thank-you says when the office opens.
    const saturdayNight = new Date('2031-03-09T04:40:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: saturdayNight });
    const fields = validQuote({ name: 'Form Person', preferredDate: '2031-03-12' });
    const response = await post(
      formData(fields, [new File([await jpeg()], 'crack.jpg', { type: 'image/jpeg' }), new File([], '')]),
    ).finally(() => vi.useRealTimers());
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    const stored = (await records()).find((r) => r.fields.name === 'Form Person');
    const html = await response.text();
    // The wizard's words: one function makes both (tests/site/thank-you.test.ts holds what they say).
    const thanks = thankYou({ reference: stored!.id, fields, photos: 1 }, saturdayNight, quoteWords('en'));
    expect(thanks.reply).toMatch(/^Our office opens at .+; we'll call you by .+\.$/);
    expect(html).toContain(thankYouHtml(thanks, { idPrefix: 'thanks', headingLevel: 2 }));
    expect(html).toContain(`<h1>${FORM_TEXT.confirmationHeading}</h1>`);
    expect(html).toContain(`<p>${escapeHtml(TOASTS.success(business.replyWithinHours).description)}</p>`);
    expect(stored?.photoUrls).toHaveLength(1);
    expect(stored?.photoUrls[0]).toMatch(
      new RegExp(`^${ORIGIN}${ENDPOINTS.photos}/contact-\\d+-0-[0-9a-f]{32}\\.jpg$`),
    );
  });

  it('stores every field of the field list as posted', async () => {
    const fields = everyFieldFilled();
    expect((await post(formData({ ...fields, [HONEYPOT_FIELD]: '' }))).status).toBe(200);
    expect((await records()).find((r) => r.fields.name === fields.name)?.fields).toEqual(fields);
  });

  it('answers an invalid post with the message and the form filled in again', async () => {
    const response = await post(formData(validQuote({ email: 'nope', name: 'Keep Me' })));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('Invalid email address');
    expect(html).toContain('value="Keep Me"');
    // The email field is marked, and a screen reader on it hears why.
    expect(html).toMatch(/<input id="form-email"[^>]* aria-invalid="true" aria-describedby="form-message"/);
    // The same words as the wizard and the page's own form.
    for (const words of [
      ...QUOTE_FIELDS.map((field) => field.label),
      ...QUOTE_FIELDS.flatMap((field) => (field.input === 'select' ? [field.placeholder] : [])),
      PLAIN_FORM_WORDS.en.photosHint,
    ]) {
      expect(html).toContain(words);
    }
  });

  it('answers a post from /es/contact in Spanish: a refusal with the form again, and the thank-you', async () => {
    const spanish = quoteWords('es');
    const response = await post(formData(validQuote({ email: 'nope', name: 'Deje Esto', language: 'es' })));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(`<h1>${spanish.toasts.validationError('').title}</h1>`);
    expect(html).toContain(FIELD_WORDS_ES.email.messages.invalid);
    expect(html).toContain('value="Deje Esto"');
    for (const words of [
      ...spanish.fields.map((field) => field.label),
      ...spanish.form.stepTitles,
      PLAIN_FORM_WORDS.es.photosHint,
      spanish.form.buttons.submit,
    ]) {
      expect(html).toContain(escapeHtml(words));
    }
    // Posted again, it is still Spanish; the way back leads to the Spanish page.
    expect(html).toContain('<input type="hidden" name="language" value="es">');
    expect(html).toContain('<a href="/es/contact">');

    const accepted = await post(formData(validQuote({ name: 'Deje Esto', language: 'es' })));
    expect(accepted.status).toBe(200);
    const thanks = await accepted.text();
    expect(thanks).toContain(`<h1>${escapeHtml(spanish.form.confirmationHeading)}</h1>`);
    expect(thanks).toContain(escapeHtml(spanish.toasts.success(business.replyWithinHours).description));
    expect(thanks).toContain('Su número de referencia es');
  });

  it('refuses photos of the wrong type with the toast’s title and message', async () => {
    const response = await post(
      formData(validQuote({ name: 'Keep Me' }), [new File(['GIF89a not really'], 'fake.png', { type: 'image/png' })]),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(`<h1>${TOASTS.invalidFileType('').title}</h1>`);
    expect(html).toContain(TOASTS.invalidFileType('fake.png').description);
    expect(html).toContain('value="Keep Me"');
  });

  it('answers a post over what the platform can deliver with its own page and the typed values', async () => {
    const big = new File([new Uint8Array(LIMITS.maxFormBytes)], 'huge.jpg', { type: 'image/jpeg' });
    const response = await post(formData(validQuote({ name: 'Big Photos' }), [big]));
    expect(response.status).toBe(413);
    const html = await response.text();
    expect(html).toContain(`<h1>${TOASTS.fileTooLarge('').title}</h1>`);
    expect(html).toContain('value="Big Photos"');
  });

  it('stores a double post once', async () => {
    const ip = freshIp();
    const fields = validQuote({ name: 'Clicked Twice' });
    expect((await post(formData(fields), ip)).status).toBe(200);
    expect((await post(formData(fields), ip)).status).toBe(200);
    expect((await records()).filter((r) => r.fields.name === 'Clicked Twice')).toHaveLength(1);
  });

  it('stores the same text sent again with a photo added as a request of its own, with the photo', async () => {
    const ip = freshIp();
    const fields = validQuote({ name: 'Photo Added' });
    expect((await post(formData(fields), ip)).status).toBe(200);
    const withPhoto = formData(fields, [new File([await jpeg()], 'crack.jpg', { type: 'image/jpeg' })]);
    expect((await post(withPhoto, ip)).status).toBe(200);
    const stored = (await records()).filter((r) => r.fields.name === 'Photo Added');
    expect(stored.map((r) => r.photoUrls.length).sort()).toEqual([0, 1]);
  });

  it('refuses a post another website makes the browser send, in its language, offering the typed values back', async () => {
    for (const language of ['en', 'es'] as const) {
      const response = await post(formData(validQuote({ name: 'Keep Me', language })), freshIp(), {
        Origin: 'https://evil.example',
      });
      expect(response.status).toBe(403);
      const html = await response.text();
      expect(html).toContain('value="Keep Me"');
      expect(html).toContain(escapeHtml(quoteWords(language).answers.crossSite.message));
    }
    expect((await records()).some((r) => r.fields.name === 'Keep Me')).toBe(false);
  });

  it('keeps the typed values when storing fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.blobs.failingWrites.add('quote-requests');
    const response = await post(formData(validQuote({ name: 'Blobs Down' })));
    backend.blobs.failingWrites.clear();
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('value="Blobs Down"');
  });

  it('answers with the Submission Failed page within 10 seconds when Blobs never answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.blobs.stallingStores.add('quote-requests');
    const started = performance.now();
    const response = await post(formData(validQuote({ name: 'Blobs Hangs' })));
    backend.blobs.stallingStores.clear();
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain(`<h1>${TOASTS.submissionFailed.title}</h1>`);
    expect(html).toContain(TOASTS.submissionFailed.description);
    expect(html).toContain('value="Blobs Hangs"');
  });

  it('stores three identical posts sent at once once, and keeps only that request’s photo', async () => {
    const ip = freshIp();
    const photo = await jpeg();
    const before = await photoNames();
    const fields = validQuote({ name: 'Three At Once' });
    const responses = await Promise.all(
      Array.from({ length: 3 }, () =>
        post(formData(fields, [new File([photo], 'steps.jpg', { type: 'image/jpeg' })]), ip),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    const stored = (await records()).filter((r) => r.fields.name === 'Three At Once');
    expect(stored).toHaveLength(1);
    const added = (await photoNames()).filter((name) => !before.includes(name));
    expect(added).toEqual([stored[0]!.photoUrls[0]!.split('/').pop()]);
  });

  it('refuses more than five photos', async () => {
    const photo = await jpeg();
    const files = Array.from({ length: 6 }, (_, i) => new File([photo], `p${i}.jpg`, { type: 'image/jpeg' }));
    const response = await post(formData(validQuote(), files));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(`<h1>${TOASTS.tooManyFiles.title}</h1>`);
    expect(html).toContain(TOASTS.tooManyFiles.description);
  });

  it('keeps a post whose hidden field was filled as spam, owing nothing, and thanks it as any other', async () => {
    const response = await post(formData(validQuote({ name: 'Form Bot', [HONEYPOT_FIELD]: 'spam' })));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<h1>${FORM_TEXT.confirmationHeading}</h1>`);
    const data = formData(validQuote({ name: 'File Bot' }));
    data.set(HONEYPOT_FIELD, new File(['x'], 'x.txt'));
    expect((await post(data)).status).toBe(200);
    const held = (await records()).filter((record) => ['Form Bot', 'File Bot'].includes(record.fields.name));
    expect(held.map((record) => record.status)).toEqual(['spam', 'spam']);
    for (const { id } of held) expect(await outboxDueTimes(id)).toEqual([]);
  });

  it('answers a rate-limited client with the Too Many Requests page', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++)
      expect((await post(formData(validQuote({ comments: `Visit ${i}` })), ip)).status).toBe(200);
    const response = await post(formData(validQuote({ name: 'Fourth Time' })), ip);
    expect(response.status).toBe(429);
    const html = await response.text();
    expect(html).toContain(TOASTS.tooManyRequests.description.replace("'", '&#39;'));
    expect(html).toContain('value="Fourth Time"');
  });
});
