// npm run bench:jobs — what runs of the scheduled jobs cost at 10,000 quote requests a day. First the
// email job (quote-notify-retry), with a local Blobs store holding a day of such requests (a third of
// them with two photos; the rate-limit records of the hour still counting; five requests whose emails
// wait for a retry), run at three moments of the following days. Then the owner's reports
// (quote-reports) with a report week of 70,000 requests: the Monday 7 AM run after a week of runs
// that counted the requests as they came, and the same run after a week without any. Each run's Blobs
// calls (counted by a fetch wrapper), time and SMTP messages are printed.
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import type { Context } from '@netlify/functions';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { QuoteRecord } from '../netlify/lib/storage/quote-record.ts';
import { openStore } from '../netlify/lib/storage/stores.ts';
import { clientLimitKeys, STORE_NAMES, photoKeys, requestKeys } from '../netlify/lib/storage/layout.ts';
import { DAY_MS, HOUR_MS, dayOf, hourOf } from '../netlify/lib/storage/periods.ts';

const REQUESTS_PER_DAY = 10_000;
const ORIGIN = 'https://example.test';

const directory = await mkdtemp(join(tmpdir(), 'quote-jobs-bench-'));
let smtpConnections = 0;
/** The size of each message the SMTP server took. */
const smtpMessages: number[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onConnect: (_session, callback) => (smtpConnections++, callback()),
  onData: (stream, _session, callback) => {
    let size = 0;
    stream.on('data', (chunk: Buffer) => (size += chunk.length));
    stream.on('end', () => (smtpMessages.push(size), callback()));
  },
  size: 100 * 1024 * 1024,
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

const open = (name: string) => openStore(name);
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
const { deleteUnusedPhotos } = await import('../netlify/lib/photos/sweep.ts');
const { purgeExpiredLimits } = await import('../netlify/lib/limits/cleanup.ts');
const context = {
  requestId: 'bench',
  deploy: { context: 'production', id: '0', published: true },
} as unknown as Context;

async function run(label: string, at: number, fn: typeof job = job) {
  offset = at - realNow();
  calls.clear();
  logged.length = 0;
  smtpConnections = 0;
  smtpMessages.length = 0;
  counting = true;
  const started = performance.now();
  const response = await fn(new Request(`${ORIGIN}/.netlify/functions/scheduled`), context);
  const ms = performance.now() - started;
  counting = false;
  const total = [...calls.values()].reduce((sum, n) => sum + n, 0);
  const detail = [...calls.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([what, n]) => `${what} ${n}`)
    .join(', ');
  const report = logged.map((line) => `  ${line}\n`).join('');
  const sent = smtpMessages.length
    ? `  ${smtpMessages.length} email${smtpMessages.length === 1 ? '' : 's'} sent, the largest ${Math.round(Math.max(...smtpMessages) / 1024)} KB\n`
    : '';
  process.stdout.write(
    `${label}\n  ${total} Blobs calls in ${Math.round(ms)} ms, ${smtpConnections} SMTP connection${smtpConnections === 1 ? '' : 's'}: ${detail}\n${report}${sent}`,
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

// The owner's reports, in a site of their own: a report week of 70,000 requests (10,000 a day), after
// three weeks of 1,000 each. A tenth is held as spam; a third came from Google, a third from one of
// 2,000 other sites; every fiftieth homeowner's confirmation failed.
setEnvironmentContext({ siteID: 'bench-report', token: 'bench', edgeURL, uncachedEdgeURL: edgeURL });
const { mondayOf, addDays, keepTallies } = await import('../netlify/lib/reports/week-tallies.ts');
const { businessMidnight } = await import('../src/lib/business-time.ts');
const { default: reportJob } = await import('../netlify/functions/quote-reports.ts');
const reportRequests = open(STORE_NAMES.requests);
const REPORT_WEEK_REQUESTS = 70_000;
const due = addDays(mondayOf(realNow()), -7);
const weeks = [1, 2, 3, 4].map((ago) => ({
  start: businessMidnight(addDays(due, -7 * ago)),
  end: businessMidnight(addDays(due, -7 * ago + 7)),
  count: ago === 1 ? REPORT_WEEK_REQUESTS : 1_000,
}));
const weekLoadStarted = performance.now();
keys = 0;
const reportWeek = weeks.flatMap(({ start, end, count }, week) =>
  Array.from({ length: count }, (_, i) => ({ at: start + Math.floor((i * (end - start)) / count), i, week })),
);
await inParallel(
  reportWeek,
  async ({ at, i, week }) => {
    const id = `W${week}${String(i).padStart(8, '0')}`;
    const createdAt = new Date(at).toISOString();
    const spam = i % 10 === 0;
    const record: QuoteRecord = {
      id,
      createdAt,
      ...(spam ? { status: 'spam' as const } : {}),
      fields: { name: 'Bench Homeowner', phone: '(214) 555-0100', email: 'bench@example.com', issue: 'leak' },
      attribution: {
        landingPage: ['/', '/blog/dallas-pool-leak-warning-signs', '/services/leak-detection'][i % 3],
        ...(i % 3 === 0
          ? { referrer: 'www.google.com' }
          : i % 3 === 1
            ? { referrer: `site-${i % 2_000}.example` }
            : {}),
        ...(i % 7 === 0 ? { utm_source: 'google', utm_campaign: 'spring-resurfacing' } : {}),
      },
      photoUrls: [],
      notified: spam ? {} : i % 50 === 1 ? { owner: createdAt } : { owner: createdAt, homeowner: createdAt },
      ...(spam ? { skipped: { owner: 'spam', homeowner: 'spam', webhook: 'spam' } } : {}),
      ...(i % 50 === 1 ? { failed: { homeowner: '550' }, skipped: { homeowner: 'refused' } } : {}),
      attempts: 1,
      lastAttemptAt: createdAt,
    };
    await put(reportRequests, requestKeys.record(id), JSON.stringify(record));
    await put(reportRequests, requestKeys.day(dayOf(at), id), createdAt);
  },
  64,
);
process.stdout.write(
  `\nLoaded a report week of ${REPORT_WEEK_REQUESTS.toLocaleString('en-US')} requests and three weeks of 1,000 before it (${keys.toLocaleString('en-US')} keys) in ${((performance.now() - weekLoadStarted) / 1000).toFixed(0)} s.\n`,
);
const reportDue = businessMidnight(due) + 7 * HOUR_MS + 20 * 1000;
// The runs of those weeks counted the requests as they came, the last one at 6:45 AM.
offset = reportDue - 15 * 60 * 1000 - realNow();
const countStarted = performance.now();
const counted = await keepTallies(reportRequests, Date.now(), Infinity);
process.stdout.write(
  `The runs of those four weeks counted ${counted.toLocaleString('en-US')} requests as they came (${((performance.now() - countStarted) / 1000).toFixed(0)} s of reading here, spread over their runs).\n`,
);
await run(
  'The weekly report run, Monday 7 AM, after weeks of runs that counted the requests as they came:',
  reportDue,
  reportJob,
);
await run('The next run, 15 minutes later:', reportDue + 15 * 60 * 1000, reportJob);
// As if no run had counted anything: every tally gone, and the report not sent.
const { blobs: kept } = await reportRequests.list({ prefix: 'report/' });
await Promise.all([
  ...kept.map(({ key }) => reportRequests.delete(key)),
  reportRequests.delete(requestKeys.tallyCursor),
]);
await run('The weekly report run, Monday 7 AM, when no run counted anything that month:', reportDue, reportJob);

await blobs.stop();
await new Promise<void>((done) => smtp.close(() => done()));
await rm(directory, { recursive: true, force: true });
