// npm run bench:jobs — what one run of the scheduled job (quote-notify-retry) costs when the stores
// hold a day of 10,000 quote requests. Loads a local Blobs store with such a day (a third of the
// requests with two photos; the rate-limit records of the hour still counting; five requests whose
// emails wait for a retry), then runs the job at three moments of the following days and prints
// each run's Blobs calls (counted by a fetch wrapper) and time.
import { getStore, setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import type { Context } from '@netlify/functions';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { QuoteRecord } from '../netlify/lib/quote-record.ts';
import {
  clientLimitKeys,
  DAY_MS,
  HOUR_MS,
  STORE_NAMES,
  dayOf,
  hourOf,
  photoKeys,
  requestKeys,
} from '../netlify/lib/store-layout.ts';

const REQUESTS_PER_DAY = 10_000;
const ORIGIN = 'https://example.test';

const directory = await mkdtemp(join(tmpdir(), 'quote-jobs-bench-'));
let smtpConnections = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onConnect: (_session, callback) => (smtpConnections++, callback()),
  onData: (stream, _session, callback) => stream.on('end', () => callback()).resume(),
});
await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));
process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}?ignoreTLS=true`;
const blobs = new BlobsServer({ directory, token: 'bench', logger: () => {} });
const { port } = await blobs.start();
const edgeURL = `http://127.0.0.1:${port}`;
setEnvironmentContext({ siteID: 'bench', token: 'bench', edgeURL, uncachedEdgeURL: edgeURL });

/** Blobs calls by store and kind, while `counting` is on. */
let counting = false;
const calls = new Map<string, number>();
const realFetch = globalThis.fetch;
globalThis.fetch = ((input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(String(input));
  if (counting && url.origin === edgeURL) {
    const store = decodeURIComponent(url.pathname.split('/')[2] ?? '').replace(/^\w+:/, '');
    const method = (init?.method ?? 'GET').toLowerCase();
    // /<site>/<store>/<key>: a GET without a key is a listing.
    const kind = method === 'get' && url.pathname.split('/').length <= 3 ? 'list' : method;
    calls.set(`${store} ${kind}`, (calls.get(`${store} ${kind}`) ?? 0) + 1);
  }
  return realFetch(input, init);
}) as typeof fetch;

/** The job reads the clock; the runs below move it forward. */
const realNow = Date.now.bind(Date);
let offset = 0;
Date.now = () => realNow() + offset;

async function inParallel<T>(items: readonly T[], task: (item: T) => Promise<unknown>, width = 32) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

const open = (name: string) => getStore({ name, consistency: 'strong' });
const requests = open(STORE_NAMES.requests);
const photos = open(STORE_NAMES.photos);
const rateLimits = open(STORE_NAMES.rateLimits);

// The day: yesterday (UTC), request i stored at an even pace over it; the job's clock starts just after.
const dayStart = Date.parse(`${dayOf(realNow() - DAY_MS)}T00:00:00Z`);
const start = dayStart + DAY_MS + 30 * 1000;
const loadStarted = performance.now();
const day = Array.from({ length: REQUESTS_PER_DAY }, (_, i) => {
  const at = dayStart + Math.floor((i * DAY_MS) / REQUESTS_PER_DAY);
  const id = `R${String(i).padStart(9, '0')}`;
  const random = (n: number) => createHash('md5').update(`${id}-${n}`).digest('hex');
  const photoNames = i % 3 === 0 ? [0, 1].map((n) => `contact-${at}-${n}-${random(n)}.jpg`) : [];
  return { at, id, photoNames, client: random(9), pending: i >= REQUESTS_PER_DAY - 5 };
});
let keys = 0;
const put = async (store: ReturnType<typeof open>, key: string, value: string) => {
  await store.set(key, value);
  keys++;
};
await inParallel(day, async ({ at, id, photoNames, client, pending }) => {
  const createdAt = new Date(at).toISOString();
  const record: QuoteRecord = {
    id,
    createdAt,
    fields: { name: 'Bench Homeowner', phone: '(214) 555-0100', email: 'bench@example.com', issue: 'leak' },
    photoUrls: photoNames.map((name) => `${ORIGIN}/api/contact-photos/${name}`),
    notified: pending ? {} : { owner: createdAt, homeowner: createdAt },
    attempts: 1,
    lastAttemptAt: createdAt,
  };
  await put(requests, requestKeys.record(id), JSON.stringify(record));
  await put(requests, requestKeys.day(dayOf(at), id), createdAt);
  for (const name of photoNames) {
    await put(photos, photoKeys.photo(name), 'photo bytes');
    await put(photos, photoKeys.note(name, id), createdAt);
  }
  // The job purges an hour's records two hours after it began: older ones are gone already.
  if (at >= Date.parse(`${hourOf(start)}:00:00Z`) - HOUR_MS) {
    await put(rateLimits, clientLimitKeys.hits(hourOf(at), 'submit', client), JSON.stringify({ hits: [at] }));
    if (photoNames.length) {
      await put(rateLimits, clientLimitKeys.hits(hourOf(at), 'photos', client), JSON.stringify({ hits: [at, at] }));
    }
  }
  // Their first sending failed: the retry job tries again in half an hour.
  if (pending) await put(requests, requestKeys.outbox(start + 30 * 60 * 1000, id), createdAt);
});
// The job has run all along: it has looked at every photo hour and retention day that came due.
await put(photos, photoKeys.cleanupCursor, hourOf(start - DAY_MS - HOUR_MS));
await put(requests, requestKeys.retentionCursor, dayOf(start - 2 * DAY_MS));
const loadSeconds = (performance.now() - loadStarted) / 1000;

/** The job's own report of each task, and any task's failure. */
const logged: string[] = [];
console.log = (line: string) => logged.push(line);
console.error = (line: string) => logged.push(line);
const { default: job } = await import('../netlify/functions/quote-notify-retry.ts');
const { deleteUnusedPhotos } = await import('../netlify/lib/photos.ts');
const { purgeExpiredLimits } = await import('../netlify/lib/limit-cleanup.ts');
const context = {
  requestId: 'bench',
  deploy: { context: 'production', id: '0', published: true },
} as unknown as Context;

async function run(label: string, at: number) {
  offset = at - realNow();
  calls.clear();
  logged.length = 0;
  smtpConnections = 0;
  counting = true;
  const started = performance.now();
  const response = await job(new Request(`${ORIGIN}/.netlify/functions/quote-notify-retry`), context);
  const ms = performance.now() - started;
  counting = false;
  const total = [...calls.values()].reduce((sum, n) => sum + n, 0);
  const detail = [...calls.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([what, n]) => `${what} ${n}`)
    .join(', ');
  const report = logged.map((line) => `  ${line}\n`).join('');
  process.stdout.write(
    `${label}\n  ${total} Blobs calls in ${Math.round(ms)} ms, ${smtpConnections} SMTP connection${smtpConnections === 1 ? '' : 's'}: ${detail}\n${report}`,
  );
  if (response.status !== 204) throw new Error(`the job answered ${response.status}`);
}

process.stdout.write(
  `Loaded ${REQUESTS_PER_DAY.toLocaleString('en-US')} requests of one day (${keys.toLocaleString('en-US')} keys) in ${loadSeconds.toFixed(0)} s.\n`,
);
await run('A run with nothing due (most runs of the day):', start + 60 * 1000);
await run(
  'The first run of an hour: an hour of rate-limit records expires, an hour of photos comes due:',
  dayStart + DAY_MS + HOUR_MS + 60 * 1000,
);
process.env.QUOTE_RETENTION_DAYS = '1';
const retentionDay = dayStart + 2 * DAY_MS + 60 * 1000;
// The runs of the day in between have looked at every photo hour and rate-limit hour by then.
offset = retentionDay - realNow();
await deleteUnusedPhotos(photos, requests, retentionDay);
await purgeExpiredLimits(rateLimits, retentionDay);
const remainingBefore = (await requests.list({ prefix: requestKeys.daysPrefix })).blobs.length;
await run(`The first run after a day passed retention (QUOTE_RETENTION_DAYS=1 here; 730 by default):`, retentionDay);
const remainingAfter = (await requests.list({ prefix: requestKeys.daysPrefix })).blobs.length;
process.stdout.write(
  `  deleted ${remainingBefore - remainingAfter} requests with their photos within the run's time budget; later runs go on with the rest\n`,
);

await blobs.stop();
await new Promise<void>((done) => smtp.close(() => done()));
await rm(directory, { recursive: true, force: true });
