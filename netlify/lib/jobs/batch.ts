// What the scheduled job's tasks share: bounded concurrency, enough calls in flight to finish a due
// hour or day within a run and few enough not to flood Blobs; and walking due hours or days with a cursor.
import type { Store } from '@netlify/blobs';
import { DAY_MS, DAY_PATTERN, dayOf, HOUR_MS, HOUR_PATTERN, hourOf, startOf } from '../storage/periods.ts';

const CONCURRENCY = 8;

/**
 * Runs `task` for each item in order, `concurrency` at a time, starting none after `deadline` (epoch
 * ms). Answers how many ran.
 */
export async function eachBounded<T>(
  items: readonly T[],
  task: (item: T) => Promise<unknown>,
  deadline = Infinity,
  concurrency = CONCURRENCY,
): Promise<number> {
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length && Date.now() <= deadline) {
      const item = items[next++]!;
      await task(item);
      done++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return done;
}

const UNITS = {
  day: { ms: DAY_MS, name: dayOf, pattern: DAY_PATTERN },
  hour: { ms: HOUR_MS, name: hourOf, pattern: HOUR_PATTERN },
};

export interface DueBuckets {
  store: Store;
  unit: keyof typeof UNITS;
  /** Where the buckets are (`<prefix><day or hour>/…`): the oldest is where a walk without a cursor starts. */
  prefix: string;
  /** Keeps the last bucket done. */
  cursorKey: string;
  /** The last bucket that is due. */
  lastDue: string;
  /** The first bucket a walk without a cursor works off, when older ones are stored that need none. */
  earliest?: string;
  deadline: number;
  /** Works off one bucket; answers false when the deadline cut it short. */
  work: (bucket: string) => Promise<boolean>;
}

/** The bucket before the oldest one stored (or before `earliest`), or undefined when there is none. */
async function beforeOldest({ store, unit, prefix, earliest = '' }: DueBuckets): Promise<string | undefined> {
  const { ms, name, pattern } = UNITS[unit];
  const { directories } = await store.list({ prefix, directories: true });
  const buckets = directories
    .map((directory) => directory.slice(prefix.length))
    .filter((bucket) => pattern.test(bucket))
    .sort();
  const first = buckets[0] && buckets[0] < earliest ? earliest : buckets[0];
  return first && name(startOf(first) - ms);
}

/**
 * Works off every bucket after the cursor up to `lastDue`, oldest first, so a run touches only
 * what came due. Stops at the deadline, keeping the cursor at the last bucket finished.
 */
export async function walkDueBuckets(walk: DueBuckets): Promise<void> {
  const { store, cursorKey, lastDue, deadline, work } = walk;
  const { ms, name } = UNITS[walk.unit];
  const next = (bucket: string) => name(startOf(bucket) + ms);
  const cursor = (await store.get(cursorKey, { type: 'text' })) ?? (await beforeOldest(walk));
  if (!cursor) return;
  let done = cursor;
  try {
    for (let bucket = next(cursor); bucket <= lastDue && Date.now() <= deadline; bucket = next(bucket)) {
      if (!(await work(bucket))) break;
      done = bucket;
    }
  } finally {
    if (done !== cursor) await store.set(cursorKey, done);
  }
}
