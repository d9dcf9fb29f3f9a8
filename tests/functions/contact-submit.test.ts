import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import photos from '../../netlify/functions/contact-photos';
import submit from '../../netlify/functions/contact-submit';
import { business } from '../../src/data/business';
import { thankYou } from '../../src/lib/quote/thank-you';
import {
  ENDPOINTS,
  HONEYPOT_FIELD,
  QUOTE_FIELDS,
  QUOTE_VALUE_FIELDS,
  shownValue,
  LIMITS,
  UPLOAD_KEY_HEADER,
  quoteWords,
} from '../../src/lib/quote';
import { FIELD_WORDS_ES } from '../../src/lib/quote/es/field-words';

const { requestValidation: REQUEST_VALIDATION, rateLimited: RATE_LIMIT_ERROR } = quoteWords('en').answers;
import {
  everyFieldFilled,
  fakeContext,
  freshEmail,
  freshIp,
  jsonPost,
  ORIGIN,
  outboxDueTimes,
  store,
  storedPhoto,
  storedRequest,
  storedRequests,
  useQuoteBackend,
  validQuote,
} from './helpers/harness';

const backend = useQuoteBackend({ smtp: true });

beforeAll(async () => {
  process.env.SMTP_URL = backend.smtp.url;
  process.env.QUOTE_NOTIFY_TO = 'owner@example.com';
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.QUOTE_NOTIFY_TO;
});

beforeEach(() => {
  backend.smtp.messages.length = 0;
  backend.smtp.down = false;
  backend.blobs.failingWrites.clear();
  backend.blobs.failingStores.clear();
  backend.blobs.stallingStores.clear();
  backend.smtp.refused.clear();
  vi.unstubAllEnvs();
});

const storedRecords = storedRequests;

type Refusal = [change: Record<string, unknown>, error: string, field: string];

async function post(body: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) {
  const { context, settled } = fakeContext({ ip: options.ip ?? freshIp() });
  const response = await submit(jsonPost(ENDPOINTS.submit, body, options.headers), context);
  await settled();
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /api/contact-submit', () => {
  it('stores the request, then tells the owner and reassures the homeowner', async () => {
    const photo = await storedPhoto();
    const { response, body } = await post(validQuote({ comments: '<b>Crack</b> & chips', photoUrls: [photo] }));

    expect(response.status).toBe(201);
    const id = body.id as string;
    const record = await storedRequest(id);
    expect(record).toMatchObject({
      id,
      notified: { owner: expect.any(String), homeowner: expect.any(String) },
      fields: { name: 'Jane Homeowner', email: 'jane@example.com', issue: 'crack', preferredTime: 'morning' },
      photoUrls: [photo],
    });

    const owner = backend.smtp.messages.find((m) => m.to.includes('owner@example.com'));
    const homeowner = backend.smtp.messages.find((m) => m.to.includes('jane@example.com'));
    expect(backend.smtp.messages).toHaveLength(2);
    expect(owner?.decoded).toContain('Reply-To: jane@example.com');
    expect(owner?.decoded).toContain('Fiberglass Crack');
    expect(owner?.decoded).toContain(photo);
    expect(owner?.decoded).toContain('&lt;b&gt;Crack&lt;/b&gt; &amp; chips');
    expect(owner?.decoded).not.toContain('><b>Crack</b>');
    // When they will hear back depends on the hour: tests/functions/quote-emails.test.ts pins each case.
    expect(homeowner?.decoded).toContain('to confirm your appointment.');
    expect(homeowner?.decoded).toContain(id);
    expect(homeowner?.decoded).toContain(business.phone.display);
  });

  it('answers with the thank-you the wizard shows, worked out when the request came', async () => {
    // 10:40 PM on a Saturday in Dallas (CST): outside the hours the promise counts in.
    const saturdayNight = new Date('2031-03-09T04:40:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: saturdayNight });
    const fields = validQuote({ preferredDate: '2031-03-12' });
    const { response, body } = await post(fields).finally(() => vi.useRealTimers());
    expect(response.status).toBe(201);
    expect(body.thanks).toEqual(
      thankYou({ reference: body.id as string, fields, photos: 0 }, saturdayNight, quoteWords('en')),
    );
  });

  it('stores every field of the field list as sent, and shows each in the owner email', async () => {
    const fields = everyFieldFilled();
    const { response, body } = await post({ ...fields, [HONEYPOT_FIELD]: '' });
    expect(response.status).toBe(201);
    const record = await storedRequest(body.id as string);
    expect(record?.fields).toEqual(fields);
    const owner = backend.smtp.messages.find((m) => m.to.includes('owner@example.com'));
    for (const field of QUOTE_VALUE_FIELDS) {
      expect(owner?.decoded, field.name).toContain(
        shownValue(field, fields[field.name], { sameYearAs: record?.createdAt }),
      );
    }
  });

  it.each<Refusal>([
    [{ name: '  ' }, 'Name is required', 'name'],
    [{ name: 'x'.repeat(101) }, 'Name must be less than 100 characters', 'name'],
    [{ phone: '' }, 'Phone number is required', 'phone'],
    [{ phone: '1'.repeat(21) }, 'Phone number too long', 'phone'],
    [{ email: 'not-an-email' }, 'Invalid email address', 'email'],
    [{ zip: '12345678901' }, 'ZIP code too long', 'zip'],
    [{ comments: 'x'.repeat(1001) }, 'Comments must be less than 1000 characters', 'comments'],
    // Every select of the field list, with its own message (tests/site/quote-schema.test.ts pins their words).
    ...QUOTE_FIELDS.flatMap((field): Refusal[] =>
      field.input === 'select' ? [[{ [field.name]: 'not-an-option' }, field.messages.invalid, field.name]] : [],
    ),
    [{ preferredDate: '2020-01-01' }, 'Preferred date cannot be in the past', 'preferredDate'],
    [{ preferredDate: 'next week' }, 'Please choose a valid date', 'preferredDate'],
    [{ preferredDate: '9999-12-31' }, 'Preferred date must be within the next 12 months', 'preferredDate'],
    [{ photoUrls: Array.from({ length: 6 }, () => 'x') }, REQUEST_VALIDATION.photosTooMany, 'photoUrls'],
    [{ photoUrls: ['https://evil.example/a.jpg'] }, REQUEST_VALIDATION.photoUrlInvalid, 'photoUrls'],
    [{ photoUrls: 'https://quotes.test/a.jpg' }, REQUEST_VALIDATION.photoUrlInvalid, 'photoUrls'],
    [{ photoUrls: [42] }, REQUEST_VALIDATION.photoUrlInvalid, 'photoUrls'],
  ])('refuses %o with the shared message', async (override, error, field) => {
    const { response, body } = await post(validQuote(override));
    expect(response.status).toBe(400);
    expect(body).toEqual({ error, field });
  });

  it.each([
    ['never uploaded', (url: string) => url.replace(/-[0-9a-f]{32}\./, `-${'0'.repeat(32)}.`)],
    ['with a fragment', (url: string) => `${url}#x`],
    ['with credentials', (url: string) => url.replace('https://', 'https://user@')],
  ])('refuses a photo link %s', async (_, change) => {
    const { response, body } = await post(validQuote({ photoUrls: [change(await storedPhoto())] }));
    expect(response.status).toBe(400);
    expect(body).toEqual({ error: REQUEST_VALIDATION.photoUrlInvalid, field: 'photoUrls' });
  });

  it('refuses a photo uploaded 23 hours ago, whose hour the cleanup may be about to look at', async () => {
    const stale = await storedPhoto(Date.now() - 23 * 60 * 60 * 1000 - 1000);
    const { response, body } = await post(validQuote({ photoUrls: [stale] }));
    expect(response.status).toBe(400);
    expect(body).toEqual({ error: REQUEST_VALIDATION.photoUrlInvalid, field: 'photoUrls' });
  });

  it('attaches only photos uploaded with the request’s own upload key', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0af' } })
      .jpeg()
      .toBuffer();
    const keyed = (key: string) => ({ [UPLOAD_KEY_HEADER]: key });
    const uploaded = await photos(
      new Request(`${ORIGIN}${ENDPOINTS.photos}?index=0`, {
        method: 'POST',
        headers: { 'Content-Type': 'image/jpeg', ...keyed('first-visitor-upload-key') },
        body: new Uint8Array(jpeg),
      }),
      fakeContext({ ip: freshIp() }).context,
    );
    const { url } = (await uploaded.json()) as { url: string };
    const refusal = { error: REQUEST_VALIDATION.photoUrlInvalid, field: 'photoUrls' };
    // The address seen elsewhere (a forwarded email, a shared screen) sent by someone else.
    const other = await post(validQuote({ photoUrls: [url] }), { headers: keyed('second-visitor-upload-key') });
    expect(other.response.status).toBe(400);
    expect(other.body).toEqual(refusal);
    const unkeyed = await post(validQuote({ photoUrls: [url] }), { headers: keyed('') });
    expect(unkeyed.body).toEqual(refusal);
    const own = await post(validQuote({ photoUrls: [url] }), { headers: keyed('first-visitor-upload-key') });
    expect(own.response.status).toBe(201);
    expect(await storedRequest(own.body.id as string)).toMatchObject({ photoUrls: [url] });
  });

  it('accepts a request with only the required fields, blanks sent as ""', async () => {
    const { response } = await post(
      validQuote({ zip: '', issue: '', comments: '', preferredDate: '', preferredTime: '' }),
    );
    expect(response.status).toBe(201);
  });

  it('accepts today as a preferred date, for visitors in any time zone', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { response } = await post(validQuote({ preferredDate: today }));
    expect(response.status).toBe(201);
  });

  it('keeps a request whose hidden field was filled as spam: answered as any, nothing sent, within the hourly limit', async () => {
    const ip = freshIp();
    const { response, body } = await post(
      validQuote({ [HONEYPOT_FIELD]: 'http://spam.example', email: freshEmail() }),
      {
        ip,
      },
    );
    expect(response.status).toBe(201);
    const id = body.id as string;
    expect(await storedRequest(id)).toMatchObject({
      status: 'spam',
      notified: {},
      skipped: { owner: 'spam', homeowner: 'spam', webhook: 'spam' },
    });
    expect(await outboxDueTimes(id)).toEqual([]);
    expect(backend.smtp.messages).toHaveLength(0);

    for (let i = 0; i < 2; i++) {
      expect((await post(validQuote({ [HONEYPOT_FIELD]: 'x', comments: `Bot ${i}` }), { ip })).response.status).toBe(
        201,
      );
    }
    expect((await post(validQuote(), { ip })).response.status).toBe(429);
  });

  it('still refuses a request whose hidden field was filled if a field is wrong, in the same words', async () => {
    const { response, body } = await post(validQuote({ [HONEYPOT_FIELD]: 'autofilled', name: '' }));
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ error: 'Name is required', field: 'name' });
  });

  it('answers a replay with the same id and creates nothing new', async () => {
    const ip = freshIp();
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const body = validQuote({ email: freshEmail() });
    const first = await post(body, { ip, headers });
    const count = (await storedRecords()).length;
    const replay = await post(body, { ip, headers });
    expect(replay.response.status).toBe(201);
    expect(replay.body.id).toBe(first.body.id);
    expect(await storedRecords()).toHaveLength(count);
    expect(backend.smtp.messages).toHaveLength(2);
  });

  it('treats a replay with corrected content under the same key as a new request', async () => {
    const ip = freshIp();
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const email = freshEmail();
    const first = await post(validQuote({ email }), { ip, headers });
    const corrected = await post(validQuote({ email, phone: '(214) 555-0199' }), { ip, headers });
    expect(corrected.response.status).toBe(201);
    expect(corrected.body.id).not.toBe(first.body.id);
    const stored = await storedRequest(corrected.body.id as string);
    expect(stored?.fields.phone).toBe('(214) 555-0199');
    // The owner hears of both; the homeowner was confirmed once today already.
    const toOwner = () => backend.smtp.messages.filter((m) => !m.to.includes(email));
    expect(toOwner()).toHaveLength(2);
    expect(backend.smtp.messages).toHaveLength(3);
    const again = await post(validQuote({ email, phone: '(214) 555-0199' }), { ip, headers });
    expect(again.body.id).toBe(corrected.body.id);
    expect(backend.smtp.messages).toHaveLength(3);
  });

  it('stores five simultaneous sends with one Idempotency-Key once and gives the unused slots back', async () => {
    const ip = freshIp();
    const { context, settled } = fakeContext({ ip });
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const body = validQuote({ name: 'Five Times', email: freshEmail() });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => submit(jsonPost(ENDPOINTS.submit, body, headers), context)),
    );
    await settled();
    const ids = new Set(
      await Promise.all(
        responses.filter((r) => r.status === 201).map(async (r) => ((await r.json()) as { id: string }).id),
      ),
    );
    expect(ids.size).toBe(1);
    expect((await storedRecords()).filter((r) => r.fields.name === 'Five Times')).toHaveLength(1);
    expect(backend.smtp.messages).toHaveLength(2);
    // One request stored, so two of the hourly three are left.
    expect((await post(validQuote(), { ip })).response.status).toBe(201);
    expect((await post(validQuote(), { ip })).response.status).toBe(201);
    expect((await post(validQuote(), { ip })).response.status).toBe(429);
  });

  it('counts IPv6 clients by their /64, so rotating addresses does not escape the limit', async () => {
    for (const ip of ['2001:db8:7:1::a', '2001:db8:7:1::b', '2001:db8:7:1:ffff::1']) {
      expect((await post(validQuote(), { ip })).response.status).toBe(201);
    }
    expect((await post(validQuote(), { ip: '2001:0db8:0007:0001:1:2:3:4' })).response.status).toBe(429);
    expect((await post(validQuote(), { ip: '2001:db8:7:2::a' })).response.status).toBe(201);
  });

  it('counts an IPv6 client’s /48 too, at ten times the limit: a subscriber’s many /64s do not multiply it', async () => {
    vi.stubEnv('QUOTE_RATE_LIMIT_PER_HOUR', '1');
    for (let subnet = 1; subnet <= 10; subnet++) {
      expect((await post(validQuote(), { ip: `2001:db8:48:${subnet}::1` })).response.status).toBe(201);
    }
    expect((await post(validQuote(), { ip: '2001:db8:48:ff::1' })).response.status).toBe(429);
    expect((await post(validQuote(), { ip: '2001:db8:49:1::1' })).response.status).toBe(201);
  });

  it('refuses requests another website makes the browser send, and non-JSON bodies', async () => {
    const crossSite = await post(validQuote(), { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(crossSite.response.status).toBe(403);
    const foreignOrigin = await post(validQuote(), {
      headers: { Origin: 'https://evil.example', 'Content-Language': 'es' },
    });
    expect(foreignOrigin.response.status).toBe(403);
    expect(foreignOrigin.body).toEqual({ error: quoteWords('es').answers.crossSite.message });
    const ownOrigin = await post(validQuote({ email: freshEmail() }), {
      headers: { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(ownOrigin.response.status).toBe(201);
    const plain = await post(JSON.stringify(validQuote()), { headers: { 'Content-Type': 'text/plain' } });
    expect(plain.response.status).toBe(415);
    expect(backend.smtp.messages).toHaveLength(2);
  });

  it('accepts exactly the hourly limit when ten requests from one client arrive at once', async () => {
    const ip = freshIp();
    const { context, settled } = fakeContext({ ip });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => submit(jsonPost(ENDPOINTS.submit, validQuote()), context)),
    );
    await settled();
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    const limited = await responses.find((r) => r.status === 429)!.json();
    expect(limited).toEqual({ rateLimited: true, error: RATE_LIMIT_ERROR });
  });

  it('keeps other clients unaffected by one client reaching its limit', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await post(validQuote(), { ip });
    expect((await post(validQuote(), { ip })).response.status).toBe(429);
    expect((await post(validQuote())).response.status).toBe(201);
  });

  it('never stores the raw IP address', async () => {
    const ip = freshIp();
    await post(validQuote(), { ip });
    const { blobs: keys } = await store('rateLimits').list();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.map((k) => k.key).join(' ')).not.toContain(ip);
  });

  it('answers a Spanish request in Spanish: its refusals, its size and type, its rate limit and its thank-you', async () => {
    const spanish = quoteWords('es');
    const { answers } = spanish;
    const inSpanish = (overrides: Record<string, unknown> = {}) => validQuote({ language: 'es', ...overrides });
    const ip = freshIp();
    const refused = await post(inSpanish({ name: ' ' }), { ip });
    expect(refused.response.status).toBe(400);
    expect(refused.body).toEqual({ error: FIELD_WORDS_ES.name.messages.required, field: 'name' });
    const longComments = await post(inSpanish({ comments: 'c'.repeat(LIMITS.comments + 1) }), { ip });
    expect(longComments.body.error).toBe(FIELD_WORDS_ES.comments.messages.tooLong);
    // Before the body is read, its Content-Language says the language.
    const headers = { 'Content-Language': 'es' };
    const plain = await post(JSON.stringify(inSpanish()), { headers: { ...headers, 'Content-Type': 'text/plain' } });
    expect(plain.response.status).toBe(415);
    expect(plain.body.error).toBe(answers.notJson);
    const huge = await post(inSpanish({ comments: 'x'.repeat(100_000) }), { headers });
    expect(huge.response.status).toBe(413);
    expect(huge.body.error).toBe(answers.tooLarge);

    const saturdayNight = new Date('2031-03-09T04:40:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: saturdayNight });
    const fields = inSpanish({ preferredDate: '2031-03-12', preferredTime: 'morning' });
    const accepted = await post(fields, { ip }).finally(() => vi.useRealTimers());
    expect(accepted.response.status).toBe(201);
    expect(accepted.body.thanks).toEqual(
      thankYou({ reference: accepted.body.id as string, fields, photos: 0 }, saturdayNight, spanish),
    );
    expect(accepted.body.thanks).toMatchObject({
      referenceLead: 'Su número de referencia es',
      reply: expect.stringMatching(/^Nuestra oficina abre (?:hoy|mañana|el \p{L}+) a las? /u),
    });

    vi.stubEnv('QUOTE_RATE_LIMIT_PER_HOUR', '1');
    expect((await post(inSpanish({ email: freshEmail() }), { ip })).response.status).toBe(201);
    const limited = await post(inSpanish({ email: freshEmail() }), { ip });
    expect(limited.response.status).toBe(429);
    expect(limited.body).toEqual({ rateLimited: true, error: answers.rateLimited });
    // Any other language is read as English.
    expect((await post(validQuote({ language: 'fr', name: ' ' }))).body.error).toBe('Name is required');
  });

  it('refuses other methods, unreadable and oversize bodies without a server error', async () => {
    const { context } = fakeContext();
    const get = await submit(new Request(`${ORIGIN}${ENDPOINTS.submit}`), context);
    expect(get.status).toBe(405);
    expect((await post('{not json')).response.status).toBe(400);
    expect((await post('[1,2]')).response.status).toBe(400);
    const huge = await post(validQuote({ comments: 'x'.repeat(100_000) }));
    expect(huge.response.status).toBe(413);
  });

  it('answers a generic server error with nothing stored or sent when Blobs fails, and gives the slot back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = (await storedRecords()).length;
    const ip = freshIp();
    backend.blobs.failingWrites.add('quote-requests');
    const { response, body } = await post(validQuote(), { ip });
    backend.blobs.failingWrites.clear();
    expect(response.status).toBe(500);
    expect(body.error).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|Error:/);
    expect(await storedRecords()).toHaveLength(before);
    expect(backend.smtp.messages).toHaveLength(0);
    for (let i = 0; i < 3; i++) expect((await post(validQuote(), { ip })).response.status).toBe(201);
  });

  // The wizard shows "Submission Failed" for any 500; without timeouts the Blobs client retries for 25 s or more.
  it.each([
    ['answers every call with 500', 'failingStores'],
    ['never answers', 'stallingStores'],
  ] as const)('answers 500 within 10 seconds when Blobs %s', async (_, switchName) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.blobs[switchName].add('quote-requests');
    const started = performance.now();
    const { response } = await post(validQuote());
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(response.status).toBe(500);
  });

  // Twenty at once meet on the client's and the business's counters. All of them run in this one
  // process (on Netlify each has its own), so many more would only measure the machine's speed against
  // the visitor's time limit, which on a busy machine answers the slowest with 500 as designed.
  it('never answers 500 to 20 concurrent requests from one client (hourly and daily limits raised)', async () => {
    vi.stubEnv('QUOTE_RATE_LIMIT_PER_HOUR', '100');
    vi.stubEnv('QUOTE_OWNER_EMAILS_PER_DAY', '100');
    vi.stubEnv('QUOTE_CONFIRMATIONS_PER_DAY', '1000');
    const { context, settled } = fakeContext({ ip: freshIp() });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        submit(jsonPost(ENDPOINTS.submit, validQuote({ comments: `Request ${i}`, email: freshEmail() })), context),
      ),
    );
    await settled();
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(backend.smtp.messages).toHaveLength(40);
  });
});
