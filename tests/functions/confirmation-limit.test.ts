import { afterAll, describe, expect, it, vi } from 'vitest';
import submit from '../../netlify/functions/contact-submit';
import { grantConfirmation } from '../../netlify/lib/limits/confirmation-limit';
import { purgeExpiredLimits } from '../../netlify/lib/limits/cleanup';
import { confirmationKeys, requestKeys, STORE_NAMES } from '../../netlify/lib/storage/layout';
import { dayOf, DAY_MS, HOUR_MS, startOf } from '../../netlify/lib/storage/periods';
import { openStores } from '../../netlify/lib/storage/stores';
import { ENDPOINTS } from '../../src/lib/quote';
import { fakeContext, freshIp, jsonPost, store, storedRequest, useQuoteBackend, validQuote } from './helpers/harness';

const backend = useQuoteBackend({ smtp: true });
afterAll(async () => {});

async function submitQuote(body: Record<string, unknown>): Promise<string> {
  const { context, settled } = fakeContext({ ip: freshIp() });
  const response = await submit(jsonPost(ENDPOINTS.submit, body), context);
  await settled();
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const dayKeys = async () =>
  (await store('rateLimits').list({ prefix: confirmationKeys.prefix })).blobs.map(({ key }) => key);
/** The entries of mailboxes, apart from each day's count. */
const mailboxKeys = async () => (await dayKeys()).filter((key) => key.includes('/mailbox/'));

/** A grant (or a replay's) as true, else why it was held back. */
async function grant(email: string, id: string, at: number, perDay = 50) {
  const verdict = await grantConfirmation(openStores('production').rateLimits, email, id, perDay, at);
  return typeof verdict === 'object' || verdict;
}

/** Requests from one client to one mailbox, emailed through the test SMTP server, at most two an hour. */
function sameSender(email: string) {
  vi.stubEnv('SMTP_URL', backend.smtp.url);
  vi.stubEnv('QUOTE_NOTIFY_TO', 'owner@example.com');
  vi.stubEnv('QUOTE_RATE_LIMIT_PER_HOUR', '2');
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const ip = freshIp();
  return async (comments: string) => {
    const { context, settled } = fakeContext({ ip });
    const response = await submit(jsonPost(ENDPOINTS.submit, validQuote({ email, comments })), context);
    await settled();
    return response;
  };
}

/** After a post whose storing failed: a second post is stored without a confirmation, and a third finds the hour's slots taken. */
async function expectConfirmationAndSlotKept(post: (comments: string) => Promise<Response>, comments: string) {
  backend.smtp.messages.length = 0;
  const resent = await post(`${comments}, 1 inch a day`);
  expect(resent.status).toBe(201);
  const stored = await storedRequest(((await resent.json()) as { id: string }).id);
  expect(stored?.skipped).toEqual({ homeowner: 'throttled' });
  expect(backend.smtp.messages.map((m) => m.to[0])).toEqual(['owner@example.com']);
  expect((await post(`${comments}, 2 inches a day`)).status).toBe(429);
}

describe('homeowner confirmations', () => {
  it('go to one mailbox once a day; later requests are stored and the owner is told of each', async () => {
    vi.stubEnv('SMTP_URL', backend.smtp.url);
    vi.stubEnv('QUOTE_NOTIFY_TO', 'owner@example.com');
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const emails = ['pat@example.com', 'Pat@Example.com', 'pat+pool@example.com'];
    const ids: string[] = [];
    for (const [i, email] of emails.entries())
      ids.push(await submitQuote(validQuote({ email, comments: `Visit ${i}` })));

    expect(backend.smtp.messages.filter((m) => m.to[0] === 'owner@example.com')).toHaveLength(3);
    expect(backend.smtp.messages.filter((m) => m.to[0] !== 'owner@example.com').map((m) => m.to[0])).toEqual([
      'pat@example.com',
    ]);
    const [first, ...later] = await Promise.all(ids.map(storedRequest));
    expect(first).toMatchObject({ notified: { owner: expect.any(String), homeowner: expect.any(String) } });
    for (const record of later) {
      expect(record).toMatchObject({ notified: { owner: expect.any(String) }, skipped: { homeowner: 'throttled' } });
      expect(record?.notified.homeowner).toBeUndefined();
    }
    expect((await store('requests').list({ prefix: requestKeys.outboxPrefix })).blobs).toEqual([]);

    // Kept by a salted hash under the day, never the address (yesterday's entry only closed).
    const today = confirmationKeys.mailbox(dayOf(Date.now()), '');
    const keys = (await mailboxKeys()).filter((key) => key.startsWith(today));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^${today}[0-9a-f]{64}$`));
    expect(await store('rateLimits').get(keys[0]!, { type: 'text' })).not.toMatch(/pat/i);
  });

  it('are still granted to a corrected resend when storing the first request failed', async () => {
    vi.stubEnv('SMTP_URL', backend.smtp.url);
    vi.stubEnv('QUOTE_NOTIFY_TO', 'owner@example.com');
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const ip = freshIp();
    const post = (comments: string) =>
      submit(
        jsonPost(ENDPOINTS.submit, validQuote({ email: 'sam@example.com', comments })),
        fakeContext({ ip }).context,
      );
    backend.blobs.failingWrites.add('quote-requests');
    const failed = await post('Crack by the steps');
    backend.blobs.failingWrites.clear();
    expect(failed.status).toBe(500);

    backend.smtp.messages.length = 0;
    const { context, settled } = fakeContext({ ip });
    const resent = await submit(
      jsonPost(ENDPOINTS.submit, validQuote({ email: 'sam@example.com', comments: 'Crack by the steps, 2 ft' })),
      context,
    );
    await settled();
    expect(resent.status).toBe(201);
    const stored = await storedRequest(((await resent.json()) as { id: string }).id);
    expect(stored?.skipped).toBeUndefined();
    expect(backend.smtp.messages.map((m) => m.to[0]).sort()).toEqual(['owner@example.com', 'sam@example.com']);
  });

  it('stay with a request stored though both answers of its record write were lost', async () => {
    const post = sameSender('robin@example.com');
    backend.blobs.lostWriteAnswers.add(`quote-requests/${requestKeys.record('')}`);
    const lost = await post('Leak by the skimmer');
    backend.blobs.lostWriteAnswers.clear();
    expect(lost.status).toBe(500);

    // Stored all the same: the retry job owes it both emails, so its confirmation and slot are kept.
    await expectConfirmationAndSlotKept(post, 'Leak by the skimmer');
  });

  it('stay with a request whose write was answered 412 and whose record could then not be read', async () => {
    const post = sameSender('casey@example.com');
    // The record's first write lands and its answer is lost; the retry meets it (412), and from then
    // on the record cannot be read: whether the request is stored is unknown.
    const realFetch = globalThis.fetch;
    let landed = false;
    const blobs = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const path = decodeURIComponent(new URL(input instanceof Request ? input.url : input).pathname);
      if (path.includes(`:${STORE_NAMES.requests}/${requestKeys.record('')}`)) {
        const method = init?.method?.toUpperCase() ?? 'GET';
        if (method === 'PUT' && !landed) {
          landed = true;
          await realFetch(input, init);
          return new Response(null, { status: 500 });
        }
        if (landed && (method === 'GET' || method === 'HEAD')) return new Response(null, { status: 500 });
      }
      return realFetch(input, init);
    });
    const unknown = await post('Leak by the light');
    blobs.mockRestore();
    expect(unknown.status).toBe(500);

    // Counted as stored: its confirmation and its slot are kept.
    await expectConfirmationAndSlotKept(post, 'Leak by the light');
  });

  it('are granted again 24 hours later, to one of many concurrent requests, and forgotten after two days', async () => {
    const rateLimits = openStores('production').rateLimits;
    const start = startOf(dayOf(Date.now() - 10 * DAY_MS)) + 20 * HOUR_MS;
    const lee = (id: string, at: number) => grant('lee@example.com', id, at);
    expect(await lee('FIRST00001', start)).toBe(true);
    expect(await lee('OTHER00001', start + 23 * HOUR_MS)).toBe('throttled');
    // A replay of the request that got it keeps it.
    expect(await lee('FIRST00001', start + HOUR_MS)).toBe(true);
    expect(await lee('NEXTDAY001', start + DAY_MS + 1)).toBe(true);
    expect(await lee('OTHER00002', start + DAY_MS + 2 * HOUR_MS)).toBe('throttled');

    const later = start + 3 * DAY_MS;
    const granted = await Promise.all(
      Array.from({ length: 6 }, (_, i) => grant('kim@example.com', `RACE00000${i}`, later)),
    );
    expect(granted.filter((verdict) => verdict === true)).toHaveLength(1);

    const firstDay = confirmationKeys.prefix + dayOf(start);
    expect((await mailboxKeys()).filter((key) => key.startsWith(firstDay))).toHaveLength(1);
    await purgeExpiredLimits(rateLimits, startOf(dayOf(start)) + 2 * DAY_MS - 1);
    expect((await mailboxKeys()).filter((key) => key.startsWith(firstDay))).toHaveLength(1);
    await purgeExpiredLimits(rateLimits, startOf(dayOf(start)) + 2 * DAY_MS);
    expect((await dayKeys()).filter((key) => key.startsWith(firstDay))).toEqual([]);
  });

  it('go to one of two requests either side of UTC midnight, whatever order they arrive in', async () => {
    const midnight = startOf(dayOf(Date.now() - 20 * DAY_MS));
    const together = await Promise.all([
      grant('max@example.com', 'BEFORE0001', midnight - 100),
      grant('max@example.com', 'AFTER00001', midnight + 100),
    ]);
    expect(together.filter((verdict) => verdict === true)).toHaveLength(1);

    // The later one first; the earlier one stored by an instance whose clock is behind.
    expect(await grant('ola@example.com', 'AFTER00002', midnight + 100)).toBe(true);
    expect(await grant('ola@example.com', 'BEFORE0002', midnight - 100)).toBe('throttled');
  });

  it('fold Gmail’s dots, +tags and googlemail.com into one mailbox', async () => {
    const at = startOf(dayOf(Date.now() - 30 * DAY_MS)) + 12 * HOUR_MS;
    expect(await grant('Jo.Ann.Lee@gmail.com', 'GMAIL00001', at)).toBe(true);
    expect(await grant('joannlee+pool@googlemail.com', 'GMAIL00002', at + HOUR_MS)).toBe('throttled');
    expect(await grant('j.o.a.n.n.l.e.e@GMAIL.COM', 'GMAIL00003', at + 2 * HOUR_MS)).toBe('throttled');
    // Elsewhere a dot can name another mailbox.
    expect(await grant('jo.ann.lee@example.com', 'OTHER00003', at)).toBe(true);
    expect(await grant('joannlee@example.com', 'OTHER00004', at)).toBe(true);
  });

  it('stop for the day at the site-wide cap; the owner is still told of every request', async () => {
    vi.stubEnv('SMTP_URL', backend.smtp.url);
    vi.stubEnv('QUOTE_NOTIFY_TO', 'owner@example.com');
    vi.stubEnv('QUOTE_CONFIRMATIONS_PER_DAY', '2');
    vi.spyOn(console, 'log').mockImplementation(() => {});
    // A day no other test used, so the day's count starts at zero.
    vi.useFakeTimers({ toFake: ['Date'], now: startOf(dayOf(Date.now() + 40 * DAY_MS)) + 12 * HOUR_MS });
    backend.smtp.messages.length = 0;
    const emails = ['ann@example.com', 'bo@example.com', 'cy@example.com'];
    const ids: string[] = [];
    for (const email of emails) ids.push(await submitQuote(validQuote({ email })));
    vi.useRealTimers();

    expect(backend.smtp.messages.filter((m) => m.to[0] === 'owner@example.com')).toHaveLength(3);
    expect(backend.smtp.messages.filter((m) => m.to[0] !== 'owner@example.com').map((m) => m.to[0])).toEqual([
      'ann@example.com',
      'bo@example.com',
    ]);
    expect(await storedRequest(ids[2]!)).toMatchObject({
      notified: { owner: expect.any(String) },
      skipped: { homeowner: 'capped' },
    });
    // The cap is the next day's again.
    const nextDay = startOf(dayOf(Date.now() + 41 * DAY_MS)) + HOUR_MS;
    expect(await grant('cy@example.com', 'NEXTDAY002', nextDay, 2)).toBe(true);
  });
});
