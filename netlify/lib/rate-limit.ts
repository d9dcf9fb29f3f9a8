// Per-client limits over a rolling hour. Clients are known only by a salted hash of their IP.
// Each client has one record of the times of its accepted actions, updated by compare-and-set
// (`onlyIfNew` / `onlyIfMatch` + ETag, serialised locally by `writeIf`), so concurrent function
// instances cannot both take the last slot.
import type { Store } from '@netlify/blobs';
import { createHash, randomBytes } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { readVersioned, writeIf } from './versioned';

export const RATE_WINDOW_MS = 60 * 60 * 1000;
const SALT_KEY = 'salt';
const MAX_CONFLICTS = 20;

interface RateRecord {
  /** Epoch milliseconds of the accepted actions still inside the window. */
  hits: number[];
}

let storedSalt: Promise<string> | undefined;

/** `QUOTE_RATE_LIMIT_SALT`, else a random salt created once and kept in the store. */
async function salt(store: Store): Promise<string> {
  const fromEnv = process.env.QUOTE_RATE_LIMIT_SALT;
  if (fromEnv) return fromEnv;
  storedSalt ??= (async () => {
    await writeIf(store, SALT_KEY, randomBytes(32).toString('hex'), { onlyIfNew: true });
    const value = await store.get(SALT_KEY, { type: 'text' });
    if (!value) throw new Error('rate-limit salt missing');
    return value;
  })().catch((error: unknown) => {
    storedSalt = undefined;
    throw error;
  });
  return storedSalt;
}

/**
 * The part of an address that names one client. An IPv6 client usually holds a whole /64 and
 * can pick a new address in it at will, so IPv6 clients are counted by their /64.
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('%')[0]!.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The key of a client for one kind of action, e.g. `submit/<hash>`. The raw IP is never stored. */
export async function clientKey(store: Store, action: string, ip: string): Promise<string> {
  const hash = createHash('sha256')
    .update(`${await salt(store)}:${clientNetwork(ip)}`)
    .digest('hex');
  return `${action}/${hash}`;
}

const recent = (record: RateRecord | undefined, now: number) =>
  (record?.hits ?? []).filter((at) => at > now - RATE_WINDOW_MS);

/** Read-only: true when `key` has no slot left, so a request can be refused before any work. */
export async function isOverLimit(store: Store, key: string, limit: number, now = Date.now()): Promise<boolean> {
  const record = (await store.get(key, { type: 'json' })) as RateRecord | null;
  return recent(record ?? undefined, now).length >= limit;
}

/** A slot taken: its key and time, to give it back with `releaseSlot`. */
export interface Slot {
  key: string;
  at: number;
}

/** Applies `change` to the hits of `key` by compare-and-set; answers false when `change` refuses. */
async function update(store: Store, key: string, change: (hits: number[]) => number[] | undefined): Promise<boolean> {
  for (let attempt = 0; attempt < MAX_CONFLICTS; attempt++) {
    const current = await readVersioned<RateRecord>(store, key);
    const hits = change(current?.data.hits ?? []);
    if (!hits) return false;
    const write = await writeIf(store, key, { hits }, current ? { onlyIfMatch: current.etag } : { onlyIfNew: true });
    if (write.written) return true;
  }
  throw new Error('rate-limit record kept changing');
}

/** Takes one slot for `key` if fewer than `limit` were taken in the last hour; undefined when over. */
export async function takeSlot(store: Store, key: string, limit: number, now = Date.now()): Promise<Slot | undefined> {
  const taken = await update(store, key, (hits) => {
    const inWindow = hits.filter((at) => at > now - RATE_WINDOW_MS);
    return inWindow.length < limit ? [...inWindow, now] : undefined;
  });
  return taken ? { key, at: now } : undefined;
}

/** Gives a slot back, when what it was taken for did not happen after all. */
export async function releaseSlot(store: Store, slot: Slot): Promise<void> {
  await update(store, slot.key, (hits) => {
    const index = hits.indexOf(slot.at);
    return index === -1 ? undefined : hits.toSpliced(index, 1);
  });
}

/**
 * Deletes client records with no action inside the window, so hashes are kept about an hour.
 * Stops at `deadline` (epoch ms); the next run carries on.
 */
export async function purgeExpired(store: Store, now = Date.now(), deadline = Infinity): Promise<number> {
  const { blobs } = await store.list();
  let purged = 0;
  for (const { key } of blobs) {
    if (Date.now() > deadline) break;
    if (key === SALT_KEY) continue;
    const record = (await store.get(key, { type: 'json' })) as RateRecord | null;
    if (record && recent(record, now).length === 0) {
      await store.delete(key);
      purged++;
    }
  }
  return purged;
}
