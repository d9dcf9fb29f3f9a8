// Bounded concurrency for the scheduled jobs: enough calls in flight to finish a due hour or day
// within a run, few enough not to flood Blobs.

const CONCURRENCY = 8;

/** Runs `task` for each item, a few at a time, starting none after `deadline` (epoch ms). Answers how many ran. */
export async function eachBounded<T>(
  items: readonly T[],
  task: (item: T) => Promise<unknown>,
  deadline = Infinity,
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
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
  return done;
}
