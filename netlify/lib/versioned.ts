// Reading a JSON entry together with its ETag, and conditional writes for compare-and-set updates.
import type { Store } from '@netlify/blobs';

export interface Versioned<T> {
  data: T;
  etag: string;
}

export async function readVersioned<T>(store: Store, key: string): Promise<Versioned<T> | undefined> {
  const entry = await store.getWithMetadata(key, { type: 'json' });
  if (!entry) return undefined;
  if (entry.etag) return { data: entry.data as T, etag: entry.etag };
  // The local Blobs server answers reads without an ETag; its listing carries them. The ETag is
  // read before the data, so a pair that went stale in between only makes the update fail.
  const { blobs } = await store.list({ prefix: key });
  const etag = blobs.find((blob) => blob.key === key)?.etag;
  const data = (await store.get(key, { type: 'json' })) as T | null;
  return etag && data !== null ? { data, etag } : undefined;
}

export class BlobsWriteError extends Error {
  override name = 'BlobsWriteError';
}

type Condition = { onlyIfNew: true } | { onlyIfMatch: string };

const queues = new Map<string, Promise<unknown>>();

/**
 * Runs conditional writes of one blob one after another within this instance: the local Blobs
 * server checks a condition and writes in separate steps, so two concurrent writes could both pass.
 */
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

/** Stores keep their scoped name private; it is what tells two stores' blobs apart. */
const storeName = (store: Store) => String((store as unknown as { name: string }).name);

/**
 * A conditional write that answers false when the condition failed. @netlify/blobs 11 reports
 * any non-412 answer to a conditional write as `modified: true`, a failed one included; only a
 * real write comes back with an ETag, so a missing one is treated as the failure it is.
 */
export function writeIf(
  store: Store,
  key: string,
  data: unknown,
  condition: Condition,
): Promise<{ written: false } | { written: true; etag: string }> {
  return queued(`${storeName(store)}\u0000${key}`, async () => {
    const result =
      data instanceof Blob || typeof data === 'string'
        ? await store.set(key, data, condition)
        : await store.setJSON(key, data, condition);
    if (!result.modified) return { written: false } as const;
    if (!result.etag) throw new BlobsWriteError();
    return { written: true, etag: result.etag } as const;
  });
}
