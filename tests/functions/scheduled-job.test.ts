import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import form from '../../netlify/functions/contact-form';
import job from '../../netlify/functions/quote-notify-retry';
import { deleteUnusedPhotos } from '../../netlify/lib/photos/sweep';
import type { QuoteRecord } from '../../netlify/lib/storage/quote-record';
import {
  deleteExpiredRequests,
  deleteRequest,
  storeRequest,
  type NewRequest,
} from '../../netlify/lib/storage/quote-store';
import { takeSlot, type RateLimit } from '../../netlify/lib/limits/client-rate-limit';
import { purgeExpiredLimits } from '../../netlify/lib/limits/cleanup';
import { clientLimitKeys, ownerEmailKeys, photoKeys, requestKeys } from '../../netlify/lib/storage/layout';
import { DAY_MS, dayOf, HOUR_MS, hourOf, startOf } from '../../netlify/lib/storage/periods';
import { openStores } from '../../netlify/lib/storage/stores';
import { readVersioned, writeIf } from '../../netlify/lib/storage/versioned';
import { ENDPOINTS } from '../../src/lib/quote';
import {
  fakeContext,
  freshIp,
  LATE_ANSWER_MS,
  ORIGIN,
  startBlobs,
  store,
  storedRequests,
  validQuote,
  type Blobs,
} from './helpers/harness';

let blobs: Blobs;
beforeEach(async () => {
  blobs = await startBlobs();
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  await blobs.stop();
});

/** Runs `work` and counts the Blobs calls it makes. */
async function counting<T>(work: () => Promise<T>): Promise<{ result: T; calls: number }> {
  const spy = vi.spyOn(globalThis, 'fetch');
  const result = await work();
  const calls = spy.mock.calls.filter(([input]) => String(input).startsWith(blobs.edgeURL)).length;
  spy.mockRestore();
  return { result, calls };
}

const keysOf = async (name: Parameters<typeof store>[0], prefix = '') =>
  (await store(name).list({ prefix })).blobs.map(({ key }) => key).sort();

const photoName = (at: number, tag: string) => `contact-${at}-0-${tag.padEnd(32, '0')}.jpg`;

async function putPhoto(name: string) {
  await store('photos').set(photoKeys.photo(name), 'photo bytes');
  return name;
}

function newRequest(id: string, photoNames: string[] = []): NewRequest {
  return {
    id,
    fields: { name: 'Jane Homeowner', phone: '(214) 555-0100', email: 'jane@example.com' },
    photoNames,
    photoUrls: photoNames.map((name) => `${ORIGIN}${ENDPOINTS.photos}/${name}`),
  };
}

describe('rate limits', () => {
  const limit: RateLimit = { action: 'submit', client: { id: 'client-hash' }, perHour: 3 };

  it('count the actions of the last rolling hour across two hour records', async () => {
    const rateLimits = store('rateLimits');
    const start = Date.parse('2030-01-01T12:50:00Z');
    for (let i = 0; i < 3; i++) expect(await takeSlot(rateLimits, limit, start)).toBeDefined();
    expect(await takeSlot(rateLimits, limit, start + 30 * 60 * 1000)).toBeUndefined();
    expect(await takeSlot(rateLimits, limit, start + HOUR_MS + 1)).toBeDefined();
  });

  it('are forgotten by whole hours and days, and the purge lists only the hours and days that expired', async () => {
    const rateLimits = store('rateLimits');
    const now = Date.now();
    const hits = (hour: string, count: number) =>
      Promise.all(
        Array.from({ length: count }, (_, i) =>
          rateLimits.setJSON(clientLimitKeys.hits(hour, 'submit', `c${i}`), { hits: [] }),
        ),
      );
    await hits(hourOf(now), 40);
    await hits(hourOf(now - HOUR_MS), 2);
    await hits(hourOf(now - 3 * HOUR_MS), 3);
    // The site's owner emails of today, and of three days ago.
    await rateLimits.set(`${ownerEmailKeys.dayPrefix(dayOf(now))}0`, 'TODAY00001');
    await rateLimits.set(`${ownerEmailKeys.dayPrefix(dayOf(now - 3 * DAY_MS))}0`, 'EARLIER001');
    const { result: purged, calls } = await counting(() =>
      purgeExpiredLimits(openStores('production').rateLimits, now),
    );
    expect(purged).toBe(4);
    // One listing of each limit's hours and days, one of each expired hour or day, one deletion per record in it.
    expect(calls).toBe(9);
    expect(await keysOf('rateLimits', clientLimitKeys.prefix)).toHaveLength(42);
    expect(await keysOf('rateLimits', ownerEmailKeys.prefix)).toEqual([`${ownerEmailKeys.dayPrefix(dayOf(now))}0`]);
  });
});

describe('unused photos', () => {
  it('are deleted once their hour ended a day ago; a stored request’s photos stay', async () => {
    const stores = openStores('production');
    // Mid-hour, so the second run five minutes later falls in the same hour whenever the suite runs.
    const now = Math.floor(Date.now() / HOUR_MS) * HOUR_MS + HOUR_MS / 2;
    const uploadedAt = now - DAY_MS - 2 * HOUR_MS;
    await putPhoto(photoName(uploadedAt, 'a')); // an abandoned wizard's upload: no request notes it
    const used = await putPhoto(photoName(uploadedAt, 'b'));
    const ofFailedStore = await putPhoto(photoName(uploadedAt, 'c'));
    const ofDuplicate = await putPhoto(photoName(uploadedAt, 'd'));
    const recent = await putPhoto(photoName(now - HOUR_MS, 'e'));
    await storeRequest(stores, newRequest('STORED0001', [used]), uploadedAt);
    // A note written, then the request's record never was.
    await store('photos').set(photoKeys.note(ofFailedStore, 'NEVERSTORED'), 'x');
    // A duplicate post that lost to STORED0001 and was stopped before taking its photo back.
    await store('photos').set(photoKeys.note(ofDuplicate, 'STORED0001'), 'x');

    expect(await deleteUnusedPhotos(stores.photos, stores.requests, now)).toBe(3);
    expect(await keysOf('photos', photoKeys.hoursPrefix)).toEqual(
      [photoKeys.photo(used), photoKeys.photo(recent)].sort(),
    );
    expect(await keysOf('photos', 'used/')).toEqual([photoKeys.note(used, 'STORED0001')]);

    // Each hour is looked at once: the next run only reads where it stopped.
    const again = await counting(() => deleteUnusedPhotos(stores.photos, stores.requests, now + 5 * 60 * 1000));
    expect(again.result).toBe(0);
    expect(again.calls).toBe(1);
  });

  it('include the photos of a no-JS post whose request failed to store', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const photo = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0af' } })
      .jpeg()
      .toBuffer();
    const data = new FormData();
    for (const [name, value] of Object.entries(validQuote())) data.append(name, String(value));
    data.append('photos', new File([photo], 'crack.jpg', { type: 'image/jpeg' }));
    blobs.failingWrites.add('quote-requests');
    const { context } = fakeContext({ ip: freshIp() });
    const response = await form(new Request(`${ORIGIN}${ENDPOINTS.form}`, { method: 'POST', body: data }), context);
    blobs.failingWrites.clear();
    expect(response.status).toBe(500);
    expect(await keysOf('photos', photoKeys.hoursPrefix)).toHaveLength(1);

    const stores = openStores('production');
    expect(await deleteUnusedPhotos(stores.photos, stores.requests, Date.now() + DAY_MS + 2 * HOUR_MS)).toBe(1);
    expect(await keysOf('photos', photoKeys.hoursPrefix)).toEqual([]);
    expect(await keysOf('photos', 'used/')).toEqual([]);
  });
});

describe('retention', () => {
  it('deletes requests of days past retention with their photos, and touches nothing else', async () => {
    const stores = openStores('production');
    // Midday, so the second run an hour later falls on the same day whenever the suite runs.
    const now = Math.floor(Date.now() / DAY_MS) * DAY_MS + 12 * HOUR_MS;
    const old = now - 10 * DAY_MS;
    const oldPhoto = await putPhoto(photoName(old, 'f'));
    await storeRequest(stores, newRequest('OLD0000001', [oldPhoto]), old);
    await storeRequest(stores, newRequest('RECENT0001'), now - 3 * DAY_MS);
    await storeRequest(stores, newRequest('TODAY00001'), now);

    expect(await deleteExpiredRequests(stores, 5, now)).toBe(1);
    expect((await storedRequests()).map((r) => r.id).sort()).toEqual(['RECENT0001', 'TODAY00001']);
    expect(await keysOf('requests', requestKeys.daysPrefix)).toHaveLength(2);
    expect(await keysOf('photos', photoKeys.hoursPrefix)).toEqual([]);
    expect(await keysOf('photos', 'used/')).toEqual([]);

    const again = await counting(() => deleteExpiredRequests(stores, 5, now + 60 * 60 * 1000));
    expect(again.result).toBe(0);
    expect(again.calls).toBe(1);
  });

  it('keeps a photo another request still lists, until that request goes too', async () => {
    const stores = openStores('production');
    const now = Date.now();
    const evening = startOf(dayOf(now - 10 * DAY_MS)) + 23 * HOUR_MS;
    // Sent at 23:00, then changed and resent from the same wizard, with its photo, after midnight.
    const photo = await putPhoto(photoName(evening, 'ab'));
    await storeRequest(stores, newRequest('EVENING001', [photo]), evening);
    await storeRequest(stores, newRequest('MORNING001', [photo]), evening + 2 * HOUR_MS);

    expect(await deleteExpiredRequests(stores, 8, startOf(dayOf(evening)) + 9 * DAY_MS)).toBe(1);
    expect((await storedRequests()).map((r) => r.id)).toEqual(['MORNING001']);
    expect(await keysOf('photos', photoKeys.hoursPrefix)).toEqual([photoKeys.photo(photo)]);
    expect(await keysOf('photos', 'used/')).toEqual([photoKeys.note(photo, 'MORNING001')]);

    expect(await deleteExpiredRequests(stores, 8, startOf(dayOf(evening)) + 10 * DAY_MS)).toBe(1);
    expect(await keysOf('photos', photoKeys.hoursPrefix)).toEqual([]);
    expect(await keysOf('photos', 'used/')).toEqual([]);
  });

  it('a request deleted while the job records an attempt on it stays deleted, however late the store answers', async () => {
    const stores = openStores('production');
    const createdAt = Date.now();
    await storeRequest(stores, newRequest('RACING0001'), createdAt);
    const key = requestKeys.record('RACING0001');
    const stored = await readVersioned<QuoteRecord>(stores.requests, key);
    blobs.lateStores.add('quote-requests');
    // The deletion's read goes first; the job's write checks the version while that answer is on its way.
    const deleting = deleteRequest(stores, dayOf(createdAt), 'RACING0001');
    await new Promise((resolve) => setTimeout(resolve, LATE_ANSWER_MS / 3));
    const recording = writeIf(stores.requests, key, { ...stored!.data, attempts: 2 }, { onlyIfMatch: stored!.etag });
    await Promise.all([deleting, recording]);
    blobs.lateStores.clear();
    expect(await storedRequests()).toEqual([]);
  });
});

describe('the scheduled function', () => {
  it('runs each task on its own: a failing photo store stops neither the rate limits nor the retention', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const stores = openStores('production');
    const expiredHour = hourOf(Date.now() - 3 * HOUR_MS);
    await store('rateLimits').setJSON(clientLimitKeys.hits(expiredHour, 'submit', 'someone'), { hits: [] });
    vi.stubEnv('QUOTE_RETENTION_DAYS', '1');
    await storeRequest(stores, newRequest('EXPIRED001'), Date.now() - 5 * DAY_MS);

    blobs.failingStores.add('contact-photos');
    const response = await job(new Request(`${ORIGIN}/`), fakeContext().context);
    expect(response.status).toBe(500);
    expect(await keysOf('rateLimits', `${clientLimitKeys.prefix}${expiredHour}/`)).toEqual([]);
    expect(await storedRequests()).toEqual([]);
    expect(log.mock.calls.flat().join('\n')).toContain('rate limits: purged 1');
    expect(log.mock.calls.flat().join('\n')).toContain('retention: deleted 1 expired requests');
  });

  it('deletes no request while QUOTE_RETENTION_DAYS is not a whole number of days, and logs the value', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubEnv('QUOTE_RETENTION_DAYS', '2 years');
    await storeRequest(openStores('production'), newRequest('KEPT000001'), Date.now() - 5 * DAY_MS);

    const response = await job(new Request(`${ORIGIN}/`), fakeContext().context);
    expect(response.status).toBe(500);
    expect((await storedRequests()).map((request) => request.id)).toEqual(['KEPT000001']);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[quote-notify-retry\] retention skipped: QUOTE_RETENTION_DAYS is "2 years", not a whole number/,
      ),
    );
    expect(log.mock.calls.flat().join('\n')).toContain('rate limits: purged');
  });
});
