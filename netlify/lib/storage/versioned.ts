// Reading a JSON entry together with its version (ETag), conditional writes, compare-and-set updates, and
// closing a record that counts a period.
import type { Store } from '@netlify/blobs';
import { createHash } from 'node:crypto';
import { isLocalStore, storeIdentity } from './stores';

export interface Versioned<T> {
  data: T;
  etag: string;
}

/**
 * The local Blobs server of `npm start`, `npm run preview` and the tests reads with no ETag and checks
 * a write's condition apart from the write, so against it compare-and-set is done here: an entry's
 * version is a hash of its content, and conditional writes of one key run one at a time within this
 * process, the only one writing to it.
 */
const contentVersion = (data: unknown) => createHash('sha256').update(JSON.stringify(data)).digest('base64');

export async function readVersioned<T>(store: Store, key: string): Promise<Versioned<T> | undefined> {
  if (isLocalStore(store)) {
    const data = (await store.get(key, { type: 'json' })) as T | null;
    return data === null ? undefined : { data, etag: contentVersion(data) };
  }
  const entry = await store.getWithMetadata(key, { type: 'json' });
  return entry?.etag ? { data: entry.data as T, etag: entry.etag } : undefined;
}

export class BlobsWriteError extends Error {
  override name = 'BlobsWriteError';
}

type Condition = { onlyIfNew: true } | { onlyIfMatch: string };
/** A condition, and metadata to store with the entry. */
type WriteOptions = Condition & { metadata?: Record<string, string> };
type WriteResult = { kind: 'condition-failed' } | { kind: 'written'; etag: string };

const queues = new Map<string, Promise<unknown>>();

/** Runs `task` after every earlier task queued under `key` has settled. */
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

/**
 * Writes `data` (JSON, text or a Blob) under the options given. @netlify/blobs 11 reports any
 * non-412 answer to a conditional write as `modified: true`, a failed one included; only a real
 * write comes back with an ETag, so a missing one is treated as the failure it is.
 */
async function write(
  store: Store,
  key: string,
  data: unknown,
  options: Partial<Condition> & { metadata?: Record<string, string> },
): Promise<WriteResult> {
  const result =
    data instanceof Blob || typeof data === 'string'
      ? await store.set(key, data, options)
      : await store.setJSON(key, data, options);
  if (!result.modified) return { kind: 'condition-failed' };
  if (!result.etag) throw new BlobsWriteError();
  return { kind: 'written', etag: result.etag };
}

/** The version of what is stored under `key` when it is byte for byte what `write` sent for `data`. */
async function versionIfStored(store: Store, key: string, data: unknown): Promise<string | undefined> {
  const entry = await store.getWithMetadata(key, { type: 'arrayBuffer' });
  if (!entry) return undefined;
  const sent =
    data instanceof Blob
      ? new Uint8Array(await data.arrayBuffer())
      : new TextEncoder().encode(typeof data === 'string' ? data : JSON.stringify(data));
  return Buffer.from(entry.data).equals(Buffer.from(sent)) ? (entry.etag ?? '') : undefined;
}

/**
 * A conditional write whose answer was lost (Blobs gave up on it: timed out, connection lost, a
 * server error) may have landed all the same. It is tried once more, and when that meets a failed
 * condition, what is stored settles whether the lost attempt wrote it: a request is never taken for
 * a concurrent replay's, nor a change applied twice.
 */
async function settledWrite(store: Store, key: string, data: unknown, options: WriteOptions): Promise<WriteResult> {
  try {
    return await write(store, key, data, options);
  } catch (error) {
    if (!(error instanceof BlobsWriteError)) throw error;
  }
  const retried = await write(store, key, data, options);
  if (retried.kind === 'written') return retried;
  const etag = await versionIfStored(store, key, data);
  return etag === undefined ? retried : { kind: 'written', etag };
}

/** Where the local server's conditional writes of `key`, and its deletions, wait their turn. */
const writeQueue = (store: Store, key: string) => `write\u0000${storeIdentity(store)}\u0000${key}`;

/** A conditional write that answers false when the condition failed. */
export function writeIf(store: Store, key: string, data: unknown, options: WriteOptions): Promise<WriteResult> {
  if (!isLocalStore(store)) return settledWrite(store, key, data, options);
  return queued(writeQueue(store, key), async () => {
    if ('onlyIfMatch' in options) {
      const current: unknown = await store.get(key, { type: 'json' });
      if (current === null || contentVersion(current) !== options.onlyIfMatch) return { kind: 'condition-failed' };
    }
    const result =
      'onlyIfNew' in options
        ? await settledWrite(store, key, data, options)
        : await write(store, key, data, { metadata: options.metadata });
    return result.kind === 'written' ? { kind: 'written', etag: contentVersion(data) } : result;
  });
}

/**
 * Deletes `key`. Netlify's store never lets a conditional write checked before a deletion land after
 * it; against the local server, whose conditions are checked here, the deletion waits for the
 * conditional writes of the key already begun, so none brings the entry back.
 */
export function deleteEntry(store: Store, key: string): Promise<void> {
  if (!isLocalStore(store)) return store.delete(key);
  return queued(writeQueue(store, key), () => store.delete(key));
}

export class ConflictError extends Error {
  override name = 'ConflictError';
}

/** Compare-and-set gives up after this long; contention settles well within it. */
const UPDATE_BUDGET_MS = 5_000;

/** The longest pause between two tries, and the first one's: each try's pause is random, up to twice the last. */
const MAX_PAUSE_MS = 400;
const FIRST_PAUSE_MS = 25;

/**
 * Applies `change` to the JSON entry at `key` by compare-and-set (a new entry when there is none).
 * Updates of one key run one at a time within this process; when another instance wrote first,
 * it waits a random, growing pause and tries again, so concurrent writers spread out instead of
 * colliding in step. Answers the written value, or undefined when `change` declines.
 */
export function updateJSON<T>(
  store: Store,
  key: string,
  change: (current: T | undefined) => T | undefined,
): Promise<T | undefined> {
  return queued(`update\u0000${storeIdentity(store)}\u0000${key}`, async () => {
    const giveUpAt = Date.now() + UPDATE_BUDGET_MS;
    for (let attempt = 0; ; attempt++) {
      const current = await readVersioned<T>(store, key);
      const next = change(current?.data);
      if (next === undefined) return undefined;
      const write = await writeIf(store, key, next, current ? { onlyIfMatch: current.etag } : { onlyIfNew: true });
      if (write.kind === 'written') return next;
      if (Date.now() > giveUpAt) throw new ConflictError();
      const pause = Math.random() * Math.min(MAX_PAUSE_MS, FIRST_PAUSE_MS * 2 ** attempt);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  });
}

/**
 * Closes the record at `key` (creating a closed one when there is none) and answers it as closed.
 * A writer that still meant to add to it finds it closed and counts in the next hour or day instead,
 * so whoever read it closed has counted all it will ever hold.
 */
export async function closeRecord<T extends { closed?: true }>(store: Store, key: string, empty: T): Promise<T> {
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
