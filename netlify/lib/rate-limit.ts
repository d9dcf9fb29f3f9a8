// Per-client limits over a rolling hour (an IPv6 client's /48 counted too, under a looser limit),
// and one homeowner confirmation per address a day. Clients and addresses are known only by salted
// hashes. A client's accepted actions are recorded under the
// hour they were taken (updated by compare-and-set, so concurrent instances cannot both take the
// last slot); a limit counts this hour's record and the last one's, which it closes first, so an
// action of the last hour still on its way cannot slip past the count. Confirmations are recorded
// under the day they were granted, the same way. Whole hours and days are deleted once they can no
// longer count.
import type { Store } from '@netlify/blobs';
import ipaddr from 'ipaddr.js';
import { createHash, randomBytes } from 'node:crypto';
import { eachBounded } from './batch';
import { DAY_MS, DAY_PATTERN, dayOf, HOUR_MS, HOUR_PATTERN, hourOf, rateKeys, startOf } from './store-layout';
import { updateJSON, writeIf } from './versioned';

export const RATE_WINDOW_MS = HOUR_MS;

export type RateAction = 'submit' | 'photos';

interface RateRecord {
  /** Epoch milliseconds of the actions taken in the record's hour. */
  hits: number[];
  /** Set once an action of the next hour counted this record: no action is added to it after. */
  closed?: true;
}

let storedSalt: Promise<string> | undefined;

/** `QUOTE_RATE_LIMIT_SALT`, else a random salt created once and kept in the store. */
async function salt(store: Store): Promise<string> {
  const fromEnv = process.env.QUOTE_RATE_LIMIT_SALT;
  if (fromEnv) return fromEnv;
  storedSalt ??= (async () => {
    await writeIf(store, rateKeys.salt, randomBytes(32).toString('hex'), { onlyIfNew: true });
    const value = await store.get(rateKeys.salt, { type: 'text' });
    if (!value) throw new Error('rate-limit salt missing');
    return value;
  })().catch((error: unknown) => {
    storedSalt = undefined;
    throw error;
  });
  return storedSalt;
}

/** How many times a client's hourly limit the whole /48 of an IPv6 client may take. */
export const NETWORK_LIMIT_FACTOR = 10;

/**
 * The networks an address is counted by. An IPv6 client usually holds a whole /64 and can pick a
 * new address in it at will, so it is counted by its /64; a home ISP delegates a /56 and a host a
 * /48 (256 and 65,536 /64s), so its /48 is counted too, with a looser limit: one subscriber cannot
 * multiply the limit by hundreds, and the many clients of a mobile carrier's /48 are not refused.
 */
export function clientNetworks(ip: string): { client: string; wider?: string } {
  if (!ipaddr.isValid(ip)) return { client: ip };
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return { client: address.toString() };
  const prefix = (bits: number) =>
    `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toNormalizedString()}/${bits}`).toString()}/${bits}`;
  return { client: prefix(64), wider: prefix(48) };
}

/** A client as the store knows it: salted hashes of its networks. The raw IP is never stored. */
export interface Client {
  /** The hash of its address (IPv4) or /64 (IPv6). */
  id: string;
  /** The hash of its /48 (IPv6 only). */
  network?: string;
}

export async function clientOf(store: Store, ip: string): Promise<Client> {
  const secret = await salt(store);
  const hash = (network: string) => createHash('sha256').update(`${secret}:${network}`).digest('hex');
  const { client, wider } = clientNetworks(ip);
  return wider === undefined ? { id: hash(client) } : { id: hash(client), network: hash(wider) };
}

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
    key: (hour: string) => rateKeys.hits(hour, action, owner),
    perHour: allowed,
  });
  const counters = [counter(client.id, perHour)];
  if (client.network) counters.push(counter(client.network, perHour * NETWORK_LIMIT_FACTOR));
  return counters;
}

/** The actions of the last hour's record still inside the window ending at `now`. */
const stillCounting = (earlier: RateRecord | null, now: number) =>
  (earlier?.hits ?? []).filter((at) => at > now - RATE_WINDOW_MS).length;

/**
 * Closes the record at `key` (creating a closed one when there is none) and answers it as closed.
 * A writer that still meant to add to it finds it closed and counts in the next hour or day instead,
 * so whoever read it closed has counted all it will ever hold.
 */
async function closeRecord<T extends { closed?: true }>(store: Store, key: string, empty: T): Promise<T> {
  let closed: T = { ...empty, closed: true };
  await updateJSON<T>(store, key, (record) => {
    closed = { ...(record ?? empty), closed: true };
    return record?.closed ? undefined : closed;
  });
  return closed;
}

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

/** A confirmation granted under a day: to which request, and when (epoch ms); only `closed` when none was. */
interface ConfirmationRecord {
  id?: string;
  at?: number;
  closed?: true;
}

/**
 * The address as one mailbox: case folded, a `+tag` dropped (`jane+1@` and `Jane@` reach the same
 * inbox), so variations cannot multiply the confirmations one mailbox gets.
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at).split('+')[0];
  return `${local}@${email.slice(at + 1)}`.trim().toLowerCase();
}

/** A mailbox's name in the store: a salted hash, never the address. */
async function mailboxHash(store: Store, email: string): Promise<string> {
  return createHash('sha256')
    .update(`${await salt(store)}:confirm:${mailboxOf(email)}`)
    .digest('hex');
}

const readConfirmation = async (store: Store, day: string, address: string) =>
  (await store.get(rateKeys.confirmation(day, address), { type: 'json' })) as ConfirmationRecord | null;

/**
 * True when request `id` may send a homeowner confirmation to `email`: no other request got one
 * for that mailbox in the last 24 hours. Grants it by writing a new entry under today's day, after
 * closing yesterday's, so of concurrent requests only one wins, either side of midnight; a replay
 * of the request that won is granted again.
 */
export async function grantConfirmation(store: Store, email: string, id: string, now = Date.now()): Promise<boolean> {
  return grantMailbox(store, await mailboxHash(store, email), id, now);
}

async function grantMailbox(store: Store, address: string, id: string, now: number): Promise<boolean> {
  const today = dayOf(now);
  const current = await readConfirmation(store, today, address);
  if (current?.id !== undefined) return current.id === id;
  // An instance whose clock is ahead has begun the next day: the request counts at its start.
  if (current?.closed) return grantMailbox(store, address, id, startOf(today) + DAY_MS);
  const yesterday = rateKeys.confirmation(dayOf(now - DAY_MS), address);
  const earlier = await closeRecord<ConfirmationRecord>(store, yesterday, {});
  if (earlier.id !== undefined && earlier.at! > now - DAY_MS) return earlier.id === id;
  const record: ConfirmationRecord = { id, at: now };
  const write = await writeIf(store, rateKeys.confirmation(today, address), record, { onlyIfNew: true });
  // Another request wrote today's entry first: it decides.
  return write.written || grantMailbox(store, address, id, now);
}

/** Takes back what `grantConfirmation` granted request `id` at `at`, when the request was not stored after all. */
export async function releaseConfirmation(store: Store, email: string, id: string, at: number): Promise<void> {
  const address = await mailboxHash(store, email);
  if ((await readConfirmation(store, dayOf(at), address))?.id === id) {
    await store.delete(rateKeys.confirmation(dayOf(at), address));
  }
}

/** What expires, and when: a bucket is deleted once everything in it has stopped counting. */
const BUCKETS = [
  { prefix: rateKeys.hoursPrefix, pattern: HOUR_PATTERN, keptMs: 2 * HOUR_MS },
  { prefix: rateKeys.daysPrefix, pattern: DAY_PATTERN, keptMs: 2 * DAY_MS },
];

/**
 * Deletes the records of every hour and day that can no longer count (hours older than the last
 * one, days older than yesterday), so a hash is kept at most two hours, or two days for a
 * confirmation. Lists only those buckets; stops at `deadline` (epoch ms).
 */
export async function purgeExpired(store: Store, now = Date.now(), deadline = Infinity): Promise<number> {
  const listings = await Promise.all(
    BUCKETS.map(async ({ prefix, pattern, keptMs }) => {
      const { directories } = await store.list({ prefix, directories: true });
      return directories
        .map((directory) => directory.slice(prefix.length))
        .filter((bucket) => pattern.test(bucket) && startOf(bucket) + keptMs <= now)
        .map((bucket) => `${prefix}${bucket}/`);
    }),
  );
  let purged = 0;
  for (const bucket of listings.flat()) {
    if (Date.now() > deadline) break;
    const { blobs } = await store.list({ prefix: bucket });
    purged += await eachBounded(blobs, ({ key }) => store.delete(key), deadline);
  }
  return purged;
}
