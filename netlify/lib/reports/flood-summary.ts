// The flood summary: the requests of a clock hour whose owner emails were held (limits/owner-email-limit.ts),
// in one email the owner acts on from a phone, owed until sent. Its rules: docs/quote-backend.md#the-delivery-rule.
import type { Store } from '@netlify/blobs';
import { eachBounded } from '../jobs/batch';
import { failureScope } from '../email/mail-failures';
import type { Sent } from '../email/mailer';
import type { QuoteRecord } from '../storage/quote-record';
import { readRequest } from '../storage/quote-store';
import { AddressesRefused, sendOnce } from '../jobs/send-once';
import { floodKeys, requestKeys } from '../storage/layout';
import { DAY_MS, HOUR_MS, HOUR_PATTERN, startOf } from '../storage/periods';
import { updateJSON } from '../storage/versioned';

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

/** A summary refused this many times for itself (not for a server down) gives way to the held requests' own emails. */
export const REFUSALS_BEFORE_GIVING_WAY = 2;

/**
 * Whether the server refused the summary itself for good (a 5xx for every address, or for what it
 * says), rather than failing as a whole or for a while.
 */
function isRefusedSummary(error: unknown): boolean {
  const { responseCode } = (error ?? {}) as { responseCode?: unknown };
  if (error instanceof AddressesRefused || typeof responseCode !== 'number' || responseCode < 500) return false;
  return failureScope(error) === 'message';
}

/**
 * Makes each held request of the hour owe its own owner email again, due now: the retry job sends
 * it, with the short version if the server refuses its words too.
 */
async function giveWay(limits: Store, requests: Store, hour: string, heldKeys: string[], now: number) {
  await eachBounded(heldKeys, async (key) => {
    const id = key.slice(key.lastIndexOf('-') + 1);
    await requests.set(requestKeys.outbox(now, id), new Date(now).toISOString());
    await updateJSON<QuoteRecord>(requests, requestKeys.record(id), (current) => {
      if (current?.skipped?.owner !== 'flood') return undefined;
      const { owner: _held, ...skipped } = current.skipped;
      return { ...current, skipped };
    });
  });
  await limits.set(floodKeys.gaveWay(hour), new Date(now).toISOString());
}

/**
 * Sends, with `send` (given the addresses that took it already), the summary of every hour that
 * ended and held requests, unless it went: each once (send-once.ts), listing every request the
 * hour held. A request held after its hour's summary went brings a new summary listing them all.
 * Each hour goes on its own: one that fails is tried again at the next run, the hours after it
 * still go; one the server refused REFUSALS_BEFORE_GIVING_WAY times gives way to the held requests'
 * own emails. Deletes the keys of hours summarized more than a day ago. Throws the failures after
 * every hour was tried. Answers how many requests the summaries sent listed.
 */
export async function sendFloodSummaries(
  limits: Store,
  requests: Store,
  now: number,
  send: (summary: FloodSummary, took: readonly string[]) => Promise<Sent>,
): Promise<number> {
  const { directories } = await limits.list({ prefix: floodKeys.prefix, directories: true });
  const hours = directories
    .map((directory) => directory.slice(floodKeys.prefix.length))
    .filter((hour) => HOUR_PATTERN.test(hour))
    .sort();
  let listed = 0;
  const failures: unknown[] = [];
  for (const hour of hours) {
    const ended = startOf(hour) + HOUR_MS;
    if (ended + SETTLING_MS > now) continue;
    const { blobs } = await limits.list({ prefix: floodKeys.hourPrefix(hour) });
    const keys = blobs.map(({ key }) => key);
    const held = keys.filter((key) => key.startsWith(floodKeys.heldPrefix(hour)));
    const summaryKey = floodKeys.summary(hour, held.length);
    const settled = keys.includes(floodKeys.gaveWay(hour)) || (await wasSent(limits, summaryKey));
    if (held.length === 0 || settled) {
      if (ended + DAY_MS <= now) await eachBounded(blobs, ({ key }) => limits.delete(key));
      continue;
    }
    try {
      const summary = await summaryOf(requests, hour, held.sort());
      // Every request it held was deleted since: the summary is settled, with nothing to send.
      const empty = summary.requests.length + summary.unlisted === 0;
      if (await sendOnce(limits, summaryKey, now, async (took) => (empty ? undefined : send(summary, took)))) {
        listed += summary.requests.length;
      }
    } catch (error) {
      failures.push(error);
      if (!isRefusedSummary(error)) continue;
      await limits.set(floodKeys.refused(hour, now), new Date(now).toISOString());
      const refusals = keys.filter((key) => key.startsWith(floodKeys.refusedPrefix(hour))).length + 1;
      if (refusals >= REFUSALS_BEFORE_GIVING_WAY) {
        console.error(
          `[quote-reports] flood summary of ${hour}: refused ${refusals} times, each held request goes as its own email`,
        );
        await giveWay(limits, requests, hour, held, now);
      }
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} flood summaries not sent`);
  return listed;
}
