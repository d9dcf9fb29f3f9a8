import { afterAll, describe, expect, it, vi } from 'vitest';
import submit from '../../netlify/functions/contact-submit';
import { grantConfirmation, purgeExpired } from '../../netlify/lib/rate-limit';
import { dayOf, DAY_MS, HOUR_MS, rateKeys, requestKeys, startOf } from '../../netlify/lib/store-layout';
import { openStores } from '../../netlify/lib/stores';
import { ENDPOINTS } from '../../src/lib/quote';
import { fakeContext, freshIp, jsonPost, store, storedRequest, useQuoteBackend, validQuote } from './harness';

const backend = useQuoteBackend({ smtp: true });
afterAll(async () => {});

async function submitQuote(body: Record<string, unknown>): Promise<string> {
  const { context, settled } = fakeContext({ ip: freshIp() });
  const response = await submit(jsonPost(ENDPOINTS.submit, body), context);
  await settled();
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const confirmationKeys = async () =>
  (await store('rateLimits').list({ prefix: rateKeys.daysPrefix })).blobs.map(({ key }) => key);

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
    const keys = (await confirmationKeys()).filter((key) => key.startsWith(`day/${dayOf(Date.now())}/`));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^day/${dayOf(Date.now())}/confirm/[0-9a-f]{64}$`));
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

  it('are granted again 24 hours later, to one of many concurrent requests, and forgotten after two days', async () => {
    const rateLimits = openStores('production').rateLimits;
    const start = startOf(dayOf(Date.now() - 10 * DAY_MS)) + 20 * HOUR_MS;
    const grant = (id: string, at: number) => grantConfirmation(rateLimits, 'lee@example.com', id, at);
    expect(await grant('FIRST00001', start)).toBe(true);
    expect(await grant('OTHER00001', start + 23 * HOUR_MS)).toBe(false);
    // A replay of the request that got it keeps it.
    expect(await grant('FIRST00001', start + HOUR_MS)).toBe(true);
    expect(await grant('NEXTDAY001', start + DAY_MS + 1)).toBe(true);
    expect(await grant('OTHER00002', start + DAY_MS + 2 * HOUR_MS)).toBe(false);

    const later = start + 3 * DAY_MS;
    const granted = await Promise.all(
      Array.from({ length: 6 }, (_, i) => grantConfirmation(rateLimits, 'kim@example.com', `RACE00000${i}`, later)),
    );
    expect(granted.filter(Boolean)).toHaveLength(1);

    const firstDay = rateKeys.daysPrefix + dayOf(start);
    expect((await confirmationKeys()).filter((key) => key.startsWith(firstDay))).toHaveLength(1);
    await purgeExpired(rateLimits, startOf(dayOf(start)) + 2 * DAY_MS - 1);
    expect((await confirmationKeys()).filter((key) => key.startsWith(firstDay))).toHaveLength(1);
    await purgeExpired(rateLimits, startOf(dayOf(start)) + 2 * DAY_MS);
    expect((await confirmationKeys()).filter((key) => key.startsWith(firstDay))).toEqual([]);
  });

  it('go to one of two requests either side of UTC midnight, whatever order they arrive in', async () => {
    const rateLimits = openStores('production').rateLimits;
    const midnight = startOf(dayOf(Date.now() - 20 * DAY_MS));
    const together = await Promise.all([
      grantConfirmation(rateLimits, 'max@example.com', 'BEFORE0001', midnight - 100),
      grantConfirmation(rateLimits, 'max@example.com', 'AFTER00001', midnight + 100),
    ]);
    expect(together.filter(Boolean)).toHaveLength(1);

    // The later one first; the earlier one stored by an instance whose clock is behind.
    expect(await grantConfirmation(rateLimits, 'ola@example.com', 'AFTER00002', midnight + 100)).toBe(true);
    expect(await grantConfirmation(rateLimits, 'ola@example.com', 'BEFORE0002', midnight - 100)).toBe(false);
  });
});
