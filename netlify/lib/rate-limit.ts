// Per-client limits over a rolling hour (an IPv6 client's /48 counted too, under a looser limit),
// and homeowner confirmations: one per address a day, and a site-wide cap a day. Clients and
// addresses are known only by salted hashes. A client's accepted actions are recorded under the
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
import type { HeldBack } from './quote-record';
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
  // Once closed, a record stays closed: a plain read answers without waiting on other updates.
  const read = (await store.get(key, { type: 'json' })) as T | null;
  if (read?.closed) return read;
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

/** A confirmation granted: to which request, and its entries, to take it back with `releaseConfirmation`. */
export interface Grant {
  id: string;
  /** The mailbox's entry. */
  mailboxKey: string;
  /** The request's entry among the day's confirmations. */
  dayKey: string;
}

/** Gmail ignores dots in the local part, and reads googlemail.com as gmail.com. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The address as one mailbox: case folded, a `+tag` dropped (`jane+1@` and `Jane@` reach the same
 * inbox), and Gmail's dots and second domain folded, so variations cannot multiply the
 * confirmations one mailbox gets.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at).split('+')[0]!;
  const domain = address.slice(at + 1);
  return GMAIL_DOMAINS.has(domain) ? `${local.replaceAll('.', '')}@gmail.com` : `${local}@${domain}`;
}

/** A mailbox's name in the store: a salted hash, never the address. */
async function mailboxHash(store: Store, email: string): Promise<string> {
  return createHash('sha256')
    .update(`${await salt(store)}:confirm:${mailboxOf(email)}`)
    .digest('hex');
}

const readConfirmation = async (store: Store, key: string) =>
  (await store.get(key, { type: 'json' })) as ConfirmationRecord | null;

/**
 * Counts request `id` among the confirmations of `day` unless `perDay` are counted already; true
 * when it is counted. Each request has an entry of its own, so no record is shared by every request
 * of a busy day (compare-and-set on one would fail under a flood); requests counted at the same
 * moment may each find room, passing the cap by that few.
 */
async function countConfirmation(store: Store, day: string, id: string, perDay: number, now: number) {
  const prefix = rateKeys.confirmedPrefix(day);
  const counted = (await store.list({ prefix })).blobs.map(({ key }) => key.slice(prefix.length));
  if (counted.includes(id)) return true;
  if (counted.length >= perDay) return false;
  await store.set(rateKeys.confirmed(day, id), new Date(now).toISOString());
  return true;
}

/**
 * Whether request `id` may send a homeowner confirmation to `email`: granted when no other request
 * got one for that mailbox in the last 24 hours and the site has sent fewer than `perDay` today.
 * Grants it by writing a new entry under today's day, after closing yesterday's, so of concurrent
 * requests only one wins, either side of midnight; a replay of the request that won is granted again.
 */
export async function grantConfirmation(
  store: Store,
  email: string,
  id: string,
  perDay: number,
  now = Date.now(),
): Promise<Grant | HeldBack> {
  return grantMailbox(store, await mailboxHash(store, email), id, perDay, now);
}

async function grantMailbox(
  store: Store,
  address: string,
  id: string,
  perDay: number,
  now: number,
): Promise<Grant | HeldBack> {
  const today = dayOf(now);
  const yesterday = dayOf(now - DAY_MS);
  const key = rateKeys.confirmation(today, address);
  const grant = (day: string, mailboxKey: string): Grant => ({ id, mailboxKey, dayKey: rateKeys.confirmed(day, id) });
  const earlierKey = rateKeys.confirmation(yesterday, address);
  const [current, earlier] = await Promise.all([
    readConfirmation(store, key),
    closeRecord<ConfirmationRecord>(store, earlierKey, {}),
  ]);
  if (current?.id !== undefined) return current.id === id ? grant(today, key) : 'throttled';
  // An instance whose clock is ahead has begun the next day: the request counts at its start.
  if (current?.closed) return grantMailbox(store, address, id, perDay, startOf(today) + DAY_MS);
  if (earlier.id !== undefined && earlier.at! > now - DAY_MS) {
    return earlier.id === id ? grant(yesterday, earlierKey) : 'throttled';
  }
  if (!(await countConfirmation(store, today, id, perDay, now))) return 'capped';
  const record: ConfirmationRecord = { id, at: now };
  if ((await writeIf(store, key, record, { onlyIfNew: true })).written) return grant(today, key);
  // Another request wrote today's entry first: it decides.
  await store.delete(rateKeys.confirmed(today, id));
  return grantMailbox(store, address, id, perDay, now);
}

/** Takes back a confirmation granted to a request that was not stored after all. */
export async function releaseConfirmation(store: Store, grant: Grant): Promise<void> {
  const entry = await readConfirmation(store, grant.mailboxKey);
  await Promise.all([entry?.id === grant.id && store.delete(grant.mailboxKey), store.delete(grant.dayKey)]);
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
