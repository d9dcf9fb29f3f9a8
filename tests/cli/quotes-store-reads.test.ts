// How the owner CLI reads the store: a listing page at a time (as Netlify Blobs pages its listings),
// a few records at once, and with a date filter only the days asked for.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteRecord } from '../../netlify/lib/storage/quote-record';
import { readRequests } from '../../netlify/lib/storage/quote-store';
import { requestKeys, STORE_NAMES } from '../../netlify/lib/storage/layout';
import { DAY_MS, dayOf } from '../../netlify/lib/storage/periods';
import { openStore } from '../../netlify/lib/storage/stores';
import { startBlobs, type Blobs } from '../functions/helpers/harness';
import { saveRequest } from './helpers/quotes';

/** Small pages, so a few dozen requests span several, as thousands do on Netlify (1,000 keys a page). */
const PAGE_SIZE = 20;
/** As many at once as the CLI may read: the scheduled job's bound. */
const CONCURRENCY = 8;

let blobs: Blobs;
let pager: Server;
let pagedURL: string;
const listings: string[] = [];
const recordReads: string[] = [];
/** Listing pages and record reads in the order they came. */
const calls: ('list' | 'read')[] = [];
let reading = 0;
let mostAtOnce = 0;

const now = Date.now();
const days = { today: now, yesterday: now - DAY_MS, old: now - 40 * DAY_MS };
const records: QuoteRecord[] = Object.entries(days).flatMap(([day, at]) =>
  Array.from({ length: 25 }, (_, i) => ({
    id: `${day.toUpperCase().slice(0, 3)}${String(i).padStart(7, '0')}`,
    createdAt: new Date(at - i).toISOString(),
    fields: { name: `Homeowner ${i}`, phone: '(214) 555-0100', email: `h${i}@example.com` },
    photoUrls: [],
    notified: { owner: new Date(at).toISOString(), homeowner: new Date(at).toISOString() },
    attempts: 1,
    lastAttemptAt: new Date(at).toISOString(),
  })),
);

/** In front of the test Blobs server: splits listings into pages with a cursor, and watches record reads. */
function startPager(upstream: string): Promise<Server> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', upstream);
    const [, , storeName = '', ...key] = url.pathname.split('/');
    const headers = { authorization: req.headers.authorization ?? '' };
    if (key.length === 0) {
      listings.push(url.searchParams.get('prefix') ?? '');
      calls.push('list');
      const offset = Number(url.searchParams.get('cursor') ?? 0);
      url.searchParams.delete('cursor');
      const page = (await (await fetch(url, { headers })).json()) as { blobs: { key: string }[] };
      const sorted = page.blobs.sort((a, b) => a.key.localeCompare(b.key));
      const more = offset + PAGE_SIZE < sorted.length;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          ...page,
          blobs: sorted.slice(offset, offset + PAGE_SIZE),
          ...(more ? { next_cursor: String(offset + PAGE_SIZE) } : {}),
        }),
      );
      return;
    }
    const record = decodeURIComponent(storeName).endsWith(STORE_NAMES.requests) && key[0] === 'request';
    if (record) {
      recordReads.push(key.at(-1)!);
      calls.push('read');
      mostAtOnce = Math.max(mostAtOnce, ++reading);
      // Long enough for reads that were not bounded to pile up.
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const answer = await fetch(url, { headers });
    if (record) reading--;
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

beforeAll(async () => {
  blobs = await startBlobs('0');
  await Promise.all(records.map((r) => saveRequest(r)));
  pager = await startPager(blobs.edgeURL);
  pagedURL = `http://127.0.0.1:${(pager.address() as AddressInfo).port}`;
});
afterAll(async () => {
  pager.closeAllConnections();
  await new Promise((done) => pager.close(done));
  await blobs.stop();
});

const paged = () => openStore(STORE_NAMES.requests, { site: { siteID: '0', token: 'test-token', edgeURL: pagedURL } });

function reset() {
  listings.length = 0;
  recordReads.length = 0;
  calls.length = 0;
  mostAtOnce = 0;
}

describe('reading stored requests', () => {
  it('reads each listing page before asking for the next, at most eight records at once', async () => {
    reset();
    const read = await readRequests(paged());
    expect(read.map((r) => r.id).sort()).toEqual(records.map((r) => r.id).sort());
    // 75 index entries, 20 a page.
    expect(listings).toEqual(Array(4).fill(requestKeys.daysPrefix));
    // Each page's records are read before the next page is listed, so no more than a page is held.
    const pages = [20, 20, 20, 15].flatMap((size) => ['list', ...Array<string>(size).fill('read')]);
    expect(calls).toEqual(pages);
    expect(mostAtOnce).toBeLessThanOrEqual(CONCURRENCY);
    expect(mostAtOnce).toBeGreaterThan(1);
  });

  it('with a start date lists only the indexed days from then on and reads no older record', async () => {
    reset();
    const since = days.yesterday - DAY_MS;
    const read = await readRequests(paged(), since);
    const recent = records.filter((r) => !r.id.startsWith('OLD'));
    expect(read.map((r) => r.id).sort()).toEqual(recent.map((r) => r.id).sort());
    expect(recordReads.filter((id) => id.startsWith('OLD'))).toEqual([]);
    // The day names once, then the index of each day from then on that has one, two pages each.
    const [yesterday, today] = [days.yesterday, days.today].map((at) => requestKeys.dayPrefix(dayOf(at)));
    expect(listings).toEqual([requestKeys.daysPrefix, yesterday, yesterday, today, today]);
  });
});
