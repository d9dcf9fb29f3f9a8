// A Blobs write that lands but answers after the attempt limit: the write must count once, as
// written, whatever the retry meets (the double in blobs-double.ts behaves as production Blobs).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeRequest } from '../../netlify/lib/storage/quote-store';
import { takeSlot, type RateLimit } from '../../netlify/lib/limits/client-rate-limit';
import { clientLimitKeys, photoKeys, requestKeys, STORE_NAMES } from '../../netlify/lib/storage/layout';
import { hourOf } from '../../netlify/lib/storage/periods';
import { boundedFetch } from '../../netlify/lib/storage/stores';
import { writeIf } from '../../netlify/lib/storage/versioned';
import { blobsDouble, type BlobsDouble } from './helpers/blobs-double';
import { ORIGIN } from './helpers/harness';

/** Short limits, so a late answer costs the test a fraction of a second. */
const LIMITS = { attemptMs: 100, callMs: 2_000 };
const LATE_MS = 400;

let double: BlobsDouble;
beforeEach(() => {
  double = blobsDouble();
  vi.stubGlobal('fetch', double.fetch);
  vi.stubEnv('NETLIFY_BLOBS_CONTEXT', '');
  vi.stubEnv('QUOTE_RATE_LIMIT_SALT', 'test-salt');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

const openStores = () => {
  const fetch = boundedFetch(Date.now() + 10_000, LIMITS);
  return {
    requests: double.store(STORE_NAMES.requests, fetch),
    photos: double.store(STORE_NAMES.photos, fetch),
    rateLimits: double.store(STORE_NAMES.rateLimits, fetch),
  };
};
const writesOf = (key: string) => double.writes.filter((write) => write.key === key).map(({ status }) => status);

describe('a conditional write answered after the attempt limit', () => {
  it('stores a new request as new: it is not taken for a concurrent replay, so its photos are kept', async () => {
    const photo = `contact-${Date.now()}-0-${'a'.repeat(32)}.jpg`;
    const recordKey = `${STORE_NAMES.requests}/${requestKeys.record('LATE000001')}`;
    double.lateWrites.set(recordKey, { ms: LATE_MS });
    const stored = await storeRequest(openStores(), {
      id: 'LATE000001',
      fields: { name: 'Jane Homeowner', phone: '(214) 555-0100', email: 'jane@example.com' },
      photoNames: [photo],
      photoUrls: [`${ORIGIN}/api/contact-photos/${photo}`],
    });
    expect(stored?.record.id).toBe('LATE000001');
    // The retry met its own write, and the read settled it.
    expect(writesOf(recordKey)).toEqual([200, 412]);
    expect(writesOf(`${STORE_NAMES.photos}/${photoKeys.note(photo, 'LATE000001')}`)).toEqual([200]);
  });

  it('counts a rate-limit hit once', async () => {
    const now = Date.now();
    const limit: RateLimit = { action: 'submit', client: { id: 'client-hash' }, perHour: 3 };
    const recordKey = `${STORE_NAMES.rateLimits}/${clientLimitKeys.hits(hourOf(now), 'submit', 'client-hash')}`;
    double.put(recordKey, { hits: [now - 1000] });
    double.lateWrites.set(recordKey, { ms: LATE_MS });
    expect(await takeSlot(openStores().rateLimits, limit, now)).toBeDefined();
    expect(double.json(recordKey)).toEqual({ hits: [now - 1000, now] });
  });

  it('is not ours when it was lost on the way and another instance wrote first', async () => {
    const key = requestKeys.record('LOST000001');
    const stored = `${STORE_NAMES.requests}/${key}`;
    const theirs = { id: 'LOST000001', by: 'another instance' };
    double.lateWrites.set(stored, { ms: LATE_MS, lost: true, meanwhile: () => double.put(stored, theirs) });
    const write = await writeIf(openStores().requests, key, { id: 'LOST000001' }, { onlyIfNew: true });
    expect(write).toEqual({ kind: 'condition-failed' });
    expect(double.json(stored)).toEqual(theirs);
  });
});
