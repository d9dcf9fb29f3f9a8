// The flood summary: the requests of a clock hour whose owner emails were held (owner-email-limit.ts),
// in one email the owner acts on from a phone. It stays owed until sent: every run of the job that
// sends it sends each past hour's summary not sent yet, so a mail outage in the hour after a flood
// only delays it. A held request's own owner email stays held: the summary lists it, and the
// owner's resend sends it. Its keys sit under the hour in the `quote-rate-limits` store, kept a
// day after the summary went, then deleted by the run that finds them.
import type { Store } from '@netlify/blobs';
import { eachBounded } from './batch';
import type { QuoteRecord } from './quote-record';
import { readRequest } from './quote-store';
import { sendOnce } from './send-once';
import { DAY_MS, floodKeys, HOUR_MS, HOUR_PATTERN, startOf } from './store-layout';

/** Records a request of `hour` whose owner email was held, to be listed in that hour's summary. */
export async function holdForSummary(store: Store, hour: string, id: string, now = Date.now()): Promise<void> {
  await store.set(floodKeys.held(hour, now, id), new Date(now).toISOString());
}

/**
 * An hour's summary is due this long after the hour ended: a request held at its last moment has
 * been recorded by then (the function that holds it runs for seconds).
 */
const SETTLING_MS = 5 * 60 * 1000;

/**
 * The most requests one summary lists in full, oldest first: read within a run's seconds, and an
 * email every provider takes. Past it (a flood of hundreds an hour is a bot's), the email says how
 * many more there are and where to find them.
 */
export const LISTED_AT_MOST = 200;

export interface FloodSummary {
  /** The start of the hour, epoch ms. */
  hourStart: number;
  /** The held requests listed, oldest first. */
  requests: QuoteRecord[];
  /** Held requests past LISTED_AT_MOST, not listed. */
  unlisted: number;
}

/** Whether the summary at `key` went: its mark is written by sendOnce. */
export async function wasSent(store: Store, key: string): Promise<boolean> {
  const mark = (await store.get(key, { type: 'json' })) as { sentAt?: string } | null;
  return Boolean(mark?.sentAt);
}

/** The hour's held requests as `send` gets them; those deleted since (a privacy request) are left out. */
async function summaryOf(requests: Store, hour: string, heldKeys: string[]): Promise<FloodSummary> {
  const listed = heldKeys.slice(0, LISTED_AT_MOST);
  const records: (QuoteRecord | undefined)[] = [];
  await eachBounded([...listed.entries()], async ([index, key]) => {
    records[index] = await readRequest(requests, key.slice(key.lastIndexOf('-') + 1));
  });
  return {
    hourStart: startOf(hour),
    requests: records.filter((record) => record !== undefined),
    unlisted: heldKeys.length - listed.length,
  };
}

/**
 * Sends, with `send`, the summary of every hour that ended and held requests, unless it went:
 * each once (send-once.ts), listing every request the hour held. A request held after its hour's
 * summary went brings a new summary listing them all. Deletes the keys of hours summarized more
 * than a day ago. A failed send is thrown, after the hours before it went; the next run goes on.
 * Answers how many requests the summaries sent listed.
 */
export async function sendFloodSummaries(
  limits: Store,
  requests: Store,
  now: number,
  send: (summary: FloodSummary) => Promise<void>,
): Promise<number> {
  const { directories } = await limits.list({ prefix: floodKeys.prefix, directories: true });
  const hours = directories
    .map((directory) => directory.slice(floodKeys.prefix.length))
    .filter((hour) => HOUR_PATTERN.test(hour))
    .sort();
  let listed = 0;
  for (const hour of hours) {
    const ended = startOf(hour) + HOUR_MS;
    if (ended + SETTLING_MS > now) continue;
    const { blobs } = await limits.list({ prefix: floodKeys.hourPrefix(hour) });
    const held = blobs.map(({ key }) => key).filter((key) => key.startsWith(floodKeys.heldPrefix(hour)));
    const summaryKey = floodKeys.summary(hour, held.length);
    if (held.length === 0 || (await wasSent(limits, summaryKey))) {
      if (ended + DAY_MS <= now) await eachBounded(blobs, ({ key }) => limits.delete(key));
      continue;
    }
    const summary = await summaryOf(requests, hour, held.sort());
    // Every request it held was deleted since: the summary is settled, with nothing to send.
    const empty = summary.requests.length + summary.unlisted === 0;
    if (await sendOnce(limits, summaryKey, now, async () => (empty ? undefined : send(summary)))) {
      listed += summary.requests.length;
    }
  }
  return listed;
}
