// The hourly limit of owner emails (QUOTE_OWNER_EMAILS_PER_HOUR), so a flood of requests never uses
// up the mail account the owner's leads depend on. Each clock hour has that many numbered slots,
// each taken by one request with a write only if new, so concurrent instances cannot pass the
// limit; a request that finds none left is held, stored as always, and counted in one summary
// email at the end of the hour. The entries sit under the hour in the `quote-rate-limits` store,
// whose cleanup deletes them once the summary can no longer be due.
import type { Store } from '@netlify/blobs';
import { randomInt } from 'node:crypto';
import { logFailure } from './http';
import { HOUR_MS, HOUR_PATTERN, hourOf, ownerEmailKeys } from './store-layout';
import { sendOnce } from './send-once';
import { writeIf } from './versioned';

/** The summary of an hour is due in the next one: the hour is deleted two hours after it began. */
export const OWNER_EMAIL_RECORDS = { prefix: ownerEmailKeys.prefix, pattern: HOUR_PATTERN, keptMs: 2 * HOUR_MS };

/** Whether request `id` may email the owner now: false when the hour's emails are used up. */
export type OwnerEmailAllowance = (id: string) => Promise<boolean>;

/**
 * Takes a slot of the current hour for each request, `perHour` at most. When the store cannot be
 * read or written, the email goes: a lead the owner never hears of costs more than a flood's emails.
 */
export function ownerEmailAllowance(store: Store, perHour: number): OwnerEmailAllowance {
  return (id) =>
    takeOwnerEmail(store, perHour, id).catch((error: unknown) => {
      logFailure(`quote-notify ${id} owner-email limit unread, emailed anyway`, undefined, error);
      return true;
    });
}

async function takeOwnerEmail(store: Store, perHour: number, id: string): Promise<boolean> {
  const hour = hourOf(Date.now());
  // Sent again within the hour (a retry after a failure): it counts once.
  if ((await store.getMetadata(ownerEmailKeys.slotOf(hour, id))) !== null) return true;
  const prefix = ownerEmailKeys.slotsPrefix(hour);
  const { blobs } = await store.list({ prefix });
  const taken = new Set(blobs.map(({ key }) => Number(key.slice(prefix.length))));
  // From a random slot on, in turn: concurrent requests seldom try the same one, and the free slots
  // are never listed, so any limit costs the same memory.
  const first = randomInt(perHour);
  for (let next = 0; next < perHour && taken.size < perHour; next++) {
    const slot = (first + next) % perHour;
    if (taken.has(slot)) continue;
    if ((await writeIf(store, ownerEmailKeys.slot(hour, slot), id, { onlyIfNew: true })).written) {
      await store.set(ownerEmailKeys.slotOf(hour, id), String(slot));
      return true;
    }
    taken.add(slot);
  }
  await store.set(ownerEmailKeys.held(hour, id), new Date().toISOString());
  return false;
}

/**
 * Sends the last hour's flood summary with `send` (given how many requests were held, and the
 * hour's start) unless there was no flood or it went already. Answers how many were held, or 0.
 */
export async function sendFloodSummary(
  store: Store,
  now: number,
  send: (held: number, hourStart: number) => Promise<void>,
): Promise<number> {
  const hourStart = Math.floor(now / HOUR_MS) * HOUR_MS - HOUR_MS;
  const hour = hourOf(hourStart);
  const { blobs } = await store.list({ prefix: ownerEmailKeys.heldPrefix(hour) });
  if (blobs.length === 0) return 0;
  const sent = await sendOnce(store, ownerEmailKeys.summary(hour), now, () => send(blobs.length, hourStart));
  return sent ? blobs.length : 0;
}
