import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import submit from '../../netlify/functions/contact-submit';
import { isSecureWebhookUrl, webhookSettings } from '../../netlify/lib/config';
import { createMailer } from '../../netlify/lib/email/mailer';
import { deliverOutbox, GIVE_UP_AFTER_MS } from '../../netlify/lib/delivery/notifications';
import { ENDPOINTS, HONEYPOT_FIELD, QUOTE_FIELDS } from '../../src/lib/quote';
import {
  clearOutbox,
  fakeContext,
  freshEmail,
  freshIp,
  jsonPost,
  outboxDueTimes,
  type Receiver,
  startReceiver,
  store,
  storedPhoto,
  storedWithNotification as record,
  useQuoteBackend,
  validQuote,
} from './helpers/harness';

const SECRET = 'whsec-test-0123456789';
const NO_LABELS = Object.fromEntries(
  QUOTE_FIELDS.flatMap((field) => (field.input === 'select' ? [[field.name, null]] : [])),
);

/** A receiver's check, as docs/deploying.md shows it: a signature made with its secret, at most five minutes old. */
function isFromOurSite(rawBody: string, headers: IncomingHttpHeaders, secret: string): boolean {
  const timestamp = String(headers['x-quote-timestamp'] ?? '');
  const signature = String(headers['x-quote-signature'] ?? '');
  if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
  return signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
}

const backend = useQuoteBackend({ smtp: true });
let receiver: Receiver;
const requests = () => store('requests');

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.stop();
});
afterEach(async () => {
  await clearOutbox();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  backend.smtp.messages.length = 0;
  receiver.posts.length = 0;
  receiver.answer = () => 200;
});

function configure(url = receiver.url, secret = SECRET) {
  vi.stubEnv('SMTP_URL', backend.smtp.url);
  vi.stubEnv('QUOTE_NOTIFY_TO', 'owner@example.com');
  vi.stubEnv('QUOTE_WEBHOOK_URL', url);
  vi.stubEnv('QUOTE_WEBHOOK_SECRET', secret);
  vi.spyOn(console, 'log').mockImplementation(() => {});
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}

async function submitQuote(body = validQuote({ email: freshEmail() })): Promise<{ id: string; status: number }> {
  const { context, settled } = fakeContext({ ip: freshIp() });
  const response = await submit(jsonPost(ENDPOINTS.submit, body), context);
  await settled();
  return { id: ((await response.json()) as { id: string }).id, status: response.status };
}

/** One run of the scheduled job's delivery task, as it is configured. */
async function retry(now: number) {
  const mailer = createMailer('production');
  try {
    return await deliverOutbox(requests(), { mailer, notifyTo: 'owner@example.com', webhook: webhookSettings(), now });
  } finally {
    mailer.close?.();
  }
}

describe('the CRM webhook', () => {
  it('retries a failing receiver until it takes the request, with one idempotency key and a valid signature', async () => {
    configure();
    const answers = [503, 429, 200];
    receiver.answer = () => answers.shift();
    const photoUrl = await storedPhoto();
    const { id, status } = await submitQuote(
      validQuote({
        email: freshEmail(),
        photoUrls: [photoUrl],
        attribution: { channel: 'wizard', landingPage: '/services/crack-repair', utm_source: 'google' },
        language: 'es',
      }),
    );
    // The receiver's failure changes nothing for the visitor or the emails.
    expect(status).toBe(201);
    expect(backend.smtp.messages.map((m) => m.to[0]).sort()).toEqual([
      (await record(id)).fields.email,
      'owner@example.com',
    ]);
    expect(await record(id)).toMatchObject({ notification: 'notified' });
    expect((await record(id)).notified.webhook).toBeUndefined();

    const [second] = await outboxDueTimes(id);
    await retry(second!);
    const [third] = await outboxDueTimes(id);
    expect(third).toBeGreaterThan(second!);
    await retry(third!);

    expect(receiver.posts).toHaveLength(3);
    expect(receiver.posts.map((post) => post.headers['idempotency-key'])).toEqual([id, id, id]);
    for (const post of receiver.posts) expect(isFromOurSite(post.body, post.headers, SECRET)).toBe(true);
    expect(JSON.parse(receiver.posts[2]!.body)).toEqual({
      event: 'quote_request.created',
      reference: id,
      createdAt: (await record(id)).createdAt,
      fields: (await record(id)).fields,
      // A label for every select, null for one left blank.
      labels: { ...NO_LABELS, issue: 'Fiberglass Crack', preferredTime: 'Morning (8 AM-12 PM)' },
      photoUrls: [photoUrl],
      attribution: { channel: 'wizard', landingPage: '/services/crack-repair', utm_source: 'google' },
      language: 'es',
    });
    expect((await record(id)).notified.webhook).toEqual(expect.any(String));
    expect(await outboxDueTimes(id)).toEqual([]);
    // Retrying the webhook sent no email twice.
    expect(backend.smtp.messages).toHaveLength(2);
  });

  it('is signed so that a receiver holding another secret can tell, and its refusal is final and shown', async () => {
    const error = configure();
    receiver.answer = (post) => (isFromOurSite(post.body, post.headers, 'some-other-secret') ? 200 : 401);
    const { id, status } = await submitQuote();
    expect(status).toBe(201);
    expect(receiver.posts).toHaveLength(1);
    const [post] = receiver.posts;
    expect(isFromOurSite(post!.body, post!.headers, SECRET)).toBe(true);
    expect(isFromOurSite(post!.body.replace(id, 'FORGED0000'), post!.headers, SECRET)).toBe(false);

    expect(await record(id)).toMatchObject({ notification: 'notified', failed: { webhook: '401' } });
    expect(await outboxDueTimes(id)).toEqual([]);
    expect(error.mock.calls.flat().join(' ')).toContain('401');
    expect(error.mock.calls.flat().join(' ')).not.toContain(receiver.url);
    expect(backend.smtp.messages).toHaveLength(2);
  });

  it('records a receiver that failed for three days as failed, the emails unaffected', async () => {
    configure();
    receiver.answer = () => 500;
    const { id } = await submitQuote();
    const createdAt = Date.parse((await record(id)).createdAt);
    const report = await retry(createdAt + GIVE_UP_AFTER_MS + 60_000);
    expect(report).toMatchObject({ delivered: 1, failed: 0 });
    expect(await record(id)).toMatchObject({ notification: 'notified', failed: { webhook: '500' } });
    expect(await outboxDueTimes(id)).toEqual([]);
  });

  it('posts nothing for a request held as suspected spam', async () => {
    configure();
    const { id, status } = await submitQuote(validQuote({ email: freshEmail(), [HONEYPOT_FIELD]: 'x' }));
    expect(status).toBe(201);
    expect(await record(id)).toMatchObject({ status: 'spam', notification: 'not-sent' });
    await retry(Date.now() + GIVE_UP_AFTER_MS);
    expect(receiver.posts).toEqual([]);
    expect(backend.smtp.messages).toEqual([]);
  });

  it('posts nothing and leaves nothing pending without QUOTE_WEBHOOK_URL', async () => {
    configure('', '');
    const { id } = await submitQuote();
    expect(await record(id)).toMatchObject({ notification: 'notified' });
    expect((await record(id)).notified.webhook).toBeUndefined();
    expect(await outboxDueTimes(id)).toEqual([]);
    await retry(Date.now() + GIVE_UP_AFTER_MS);
    expect(receiver.posts).toEqual([]);
  });

  it.each([
    'http://hooks.example.com/catch/1/abc/',
    'ftp://hooks.example.com/catch/1/abc/',
    'hooks.example.com/catch/1/abc/',
  ])('posts nothing to %s, which is not https, and logs why without the address', async (url) => {
    const error = configure(url);
    const fetching = vi.spyOn(globalThis, 'fetch');
    const { id } = await submitQuote();
    await retry(Date.now() + GIVE_UP_AFTER_MS);
    expect(fetching.mock.calls.filter(([target]) => String(target).includes('hooks.example.com'))).toEqual([]);
    expect(await record(id)).toMatchObject({ notification: 'notified' });
    expect(await outboxDueTimes(id)).toEqual([]);
    const logged = error.mock.calls.flat().join('\n');
    expect(logged).toContain('QUOTE_WEBHOOK_URL is not an https:// address: nothing is posted');
    expect(logged).not.toContain('hooks.example.com');
  });
});

describe('a webhook address', () => {
  it.each([
    ['https://hooks.zapier.com/hooks/catch/1/abc/', true],
    ['http://localhost:8080/hook', true],
    ['http://127.0.0.1:8080/hook', true],
    ['http://[::1]:8080/hook', true],
    ['http://hooks.zapier.com/hooks/catch/1/abc/', false],
    ['http://localhost.example.com/hook', false],
    ['ftp://hooks.zapier.com/hooks/catch/1/abc/', false],
    ['javascript:alert(1)', false],
    ['hooks.zapier.com/hooks/catch/1/abc/', false],
  ])('%s is taken: %s', (url, taken) => {
    expect(isSecureWebhookUrl(url)).toBe(taken);
  });
});
