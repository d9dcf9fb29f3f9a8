// Each client's limit per rolling hour (QUOTE_RATE_LIMIT_PER_HOUR requests, and their photo uploads),
// counted across this hour's record and the last one's: docs/quote-backend.md#quote-rate-limits.
import type { Store } from '@netlify/blobs';
import type { Client } from './client-networks';
import { clientLimitKeys } from '../storage/layout';
import { HOUR_MS, HOUR_PATTERN, hourOf, startOf } from '../storage/periods';
import { closeRecord, updateJSON } from '../storage/versioned';

export const RATE_WINDOW_MS = HOUR_MS;

/** A record counts within the rolling hour after its own hour: deleted two hours after its hour began. */
export const CLIENT_LIMIT_RECORDS = { prefix: clientLimitKeys.prefix, pattern: HOUR_PATTERN, keptMs: 2 * HOUR_MS };

export type RateAction = 'submit' | 'photos';

interface RateRecord {
  /** Epoch milliseconds of the actions taken in the record's hour. */
  hits: number[];
  /** Set once an action of the next hour counted this record: no action is added to it after. */
  closed?: true;
}

/** How many times a client's hourly limit the whole /48 of an IPv6 client may take. */
export const NETWORK_LIMIT_FACTOR = 10;

/** One client's limit for one kind of action. */
export interface RateLimit {
  action: RateAction;
  client: Client;
  perHour: number;
}

/** One record series a limit counts: the client's, or its /48's. */
interface Counter {
  key: (hour: string) => string;
  perHour: number;
}

function countersOf({ action, client, perHour }: RateLimit): Counter[] {
  const counter = (owner: string, allowed: number) => ({
    key: (hour: string) => clientLimitKeys.hits(hour, action, owner),
    perHour: allowed,
  });
  const counters = [counter(client.id, perHour)];
  if (client.network) counters.push(counter(client.network, perHour * NETWORK_LIMIT_FACTOR));
  return counters;
}

/** The actions of the last hour's record still inside the window ending at `now`. */
const stillCounting = (earlier: RateRecord | null, now: number) =>
  (earlier?.hits ?? []).filter((at) => at > now - RATE_WINDOW_MS).length;

/** Read-only: true when the client has no slot left, so a request can be refused before any work. */
export async function isOverLimit(store: Store, limit: RateLimit, now = Date.now()): Promise<boolean> {
  const over = await Promise.all(
    countersOf(limit).map(async ({ key, perHour }) => {
      const [earlier, current] = await Promise.all(
        [hourOf(now - HOUR_MS), hourOf(now)].map(
          (hour) => store.get(key(hour), { type: 'json' }) as Promise<RateRecord | null>,
        ),
      );
      return stillCounting(earlier, now) + (current?.hits.length ?? 0) >= perHour;
    }),
  );
  return over.includes(true);
}

/** The slots taken: where and when, to give them back with `releaseSlot`. */
export type Slot = { key: string; at: number }[];

/** Takes `count` slots if that many are left in the last hour; undefined when they are not. */
export async function takeSlot(store: Store, limit: RateLimit, now = Date.now(), count = 1): Promise<Slot | undefined> {
  const slot: Slot = [];
  for (const counter of countersOf(limit)) {
    const taken = await takeHits(store, counter, now, count);
    if (!taken) {
      await releaseSlot(store, slot);
      return undefined;
    }
    slot.push(taken);
  }
  return slot;
}

async function takeHits(store: Store, counter: Counter, now: number, count: number) {
  const hour = hourOf(now);
  const earlier = await closeRecord<RateRecord>(store, counter.key(hourOf(now - HOUR_MS)), { hits: [] });
  const inWindow = stillCounting(earlier, now);
  const key = counter.key(hour);
  let closed = false;
  const taken = await updateJSON<RateRecord>(store, key, (record) => {
    closed = record?.closed === true;
    const hits = record?.hits ?? [];
    if (closed || inWindow + hits.length + count > counter.perHour) return undefined;
    return { hits: [...hits, ...Array<number>(count).fill(now)] };
  });
  // An instance whose clock is ahead has begun the next hour: the action counts at its start.
  if (closed) return takeHits(store, counter, startOf(hour) + HOUR_MS, count);
  return taken ? { key, at: now } : undefined;
}

/** Gives slots back, when what they were taken for did not happen after all. */
export async function releaseSlot(store: Store, slot: Slot): Promise<void> {
  await Promise.all(
    slot.map(({ key, at }) =>
      updateJSON<RateRecord>(store, key, (record) => {
        const index = record?.hits.indexOf(at) ?? -1;
        return index === -1 ? undefined : { ...record!, hits: record!.hits.toSpliced(index, 1) };
      }),
    ),
  );
}
