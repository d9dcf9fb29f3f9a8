// The scheduled job's cleanup of the `quote-rate-limits` store, a whole hour or day at a time once
// nothing in it counts (docs/quote-backend.md#quote-rate-limits).
import type { Store } from '@netlify/blobs';
import { eachBounded } from '../jobs/batch';
import { CLIENT_LIMIT_RECORDS } from './client-rate-limit';
import { CONFIRMATION_RECORDS } from './confirmation-limit';
import { OWNER_EMAIL_RECORDS } from './owner-email-limit';
import { startOf } from '../storage/periods';

/** Where a limit's records are, by hour or day, and how long after its start a bucket is deleted. */
interface ExpiringRecords {
  prefix: string;
  pattern: RegExp;
  keptMs: number;
}

const RECORDS: ExpiringRecords[] = [CLIENT_LIMIT_RECORDS, CONFIRMATION_RECORDS, ...OWNER_EMAIL_RECORDS];

/** The names of the hours and days stored under `prefix`, from one listing. */
async function bucketsUnder(store: Store, prefix: string): Promise<string[]> {
  const { directories } = await store.list({ prefix, directories: true });
  return directories.map((directory) => directory.slice(prefix.length));
}

/**
 * Deletes the records of every hour and day that can no longer count, listing only the hours and
 * days of each limit (once per prefix, however many kinds of bucket it holds); stops at `deadline`
 * (epoch ms). Answers how many records it deleted.
 */
export async function purgeExpiredLimits(store: Store, now = Date.now(), deadline = Infinity): Promise<number> {
  const prefixes = [...new Set(RECORDS.map(({ prefix }) => prefix))];
  const listings = new Map(
    await Promise.all(prefixes.map(async (prefix) => [prefix, await bucketsUnder(store, prefix)] as const)),
  );
  const expired = RECORDS.flatMap(({ prefix, pattern, keptMs }) =>
    listings
      .get(prefix)!
      .filter((bucket) => pattern.test(bucket) && startOf(bucket) + keptMs <= now)
      .map((bucket) => `${prefix}${bucket}/`),
  );
  let purged = 0;
  for (const bucket of expired) {
    if (Date.now() > deadline) break;
    const { blobs } = await store.list({ prefix: bucket });
    purged += await eachBounded(blobs, ({ key }) => store.delete(key), deadline);
  }
  return purged;
}
