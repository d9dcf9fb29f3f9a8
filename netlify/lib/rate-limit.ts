// Per-client limits over a rolling hour. Clients are known only by a salted hash of their IP.
// Each client has one record of the times of its accepted actions, updated by compare-and-set
// (`onlyIfNew` / `onlyIfMatch` + ETag), so concurrent function instances cannot both take the
// last slot. Updates of one client are also queued within an instance, because the local Blobs
// server checks conditions and writes in separate steps.
import type { Store } from '@netlify/blobs';
import { createHash, randomBytes } from 'node:crypto';
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

/** The key of a client for one kind of action, e.g. `submit/<hash>`. The raw IP is never stored. */
export async function clientKey(store: Store, action: string, ip: string): Promise<string> {
  const hash = createHash('sha256').update(`${await salt(store)}:${ip}`).digest('hex');
  return `${action}/${hash}`;
}

const queues = new Map<string, Promise<unknown>>();

function queued<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const tail = run.catch(() => undefined);
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return run;
}

/** Takes one slot for `key` if fewer than `limit` were taken in the last hour; false when over. */
export function takeSlot(store: Store, key: string, limit: number, now = Date.now()): Promise<boolean> {
  return queued(key, async () => {
    for (let attempt = 0; attempt < MAX_CONFLICTS; attempt++) {
      const current = await readVersioned<RateRecord>(store, key);
      const hits = (current?.data.hits ?? []).filter(
        (at) => at > now - RATE_WINDOW_MS,
      );
      if (hits.length >= limit) return false;
      const next: RateRecord = { hits: [...hits, now] };
      const write = await writeIf(store, key, next, current ? { onlyIfMatch: current.etag } : { onlyIfNew: true });
      if (write.written) return true;
    }
    throw new Error('rate-limit record kept changing');
  });
}

/** Deletes client records with no action inside the window, so hashes are kept about an hour. */
export async function purgeExpired(store: Store, now = Date.now()): Promise<number> {
  const { blobs } = await store.list();
  let purged = 0;
  for (const { key } of blobs) {
    if (key === SALT_KEY) continue;
    const record = (await store.get(key, { type: 'json' })) as RateRecord | null;
    if (record && record.hits.every((at) => at <= now - RATE_WINDOW_MS)) {
      await store.delete(key);
      purged++;
    }
  }
  return purged;
}
