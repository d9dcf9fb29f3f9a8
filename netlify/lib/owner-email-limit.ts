// The hourly limit of owner emails (QUOTE_OWNER_EMAILS_PER_HOUR), so a flood of requests never uses
// up the mail account the owner's leads depend on. It counts new requests: a request's first
// sending takes one of the clock hour's numbered slots, each taken by one request with a write only
// if new, so concurrent instances cannot pass the limit; a send that fails gives its slot back. The
// retry job and the owner's resend never take one and are never held. A new request that finds
// every slot taken is held: stored as always, and listed in the hour's flood summary (flood-summary.ts).
import type { Store } from '@netlify/blobs';
import { randomInt } from 'node:crypto';
import { holdForSummary } from './flood-summary';
import { logFailure } from './http';
import { HOUR_MS, HOUR_PATTERN, hourOf, ownerEmailKeys } from './store-layout';
import { deleteEntry, writeIf } from './versioned';

/** A slot counts within its hour: the hour is deleted two hours after it began. */
export const OWNER_EMAIL_RECORDS = { prefix: ownerEmailKeys.prefix, pattern: HOUR_PATTERN, keptMs: 2 * HOUR_MS };

/** A slot a new request took: given back when its owner email fails. */
export interface OwnerEmailSlot {
  release(): Promise<void>;
}

/** Whether new request `id` may email the owner now: its slot, or `held` when the hour's are used up. */
export type OwnerEmailAllowance = (id: string) => Promise<OwnerEmailSlot | 'held'>;

/** What the email takes when the limit cannot be read or written: nothing to give back. */
const UNCOUNTED: OwnerEmailSlot = { release: () => Promise.resolve() };

/**
 * Takes a slot of the current hour for each new request, `perHour` at most. When the store cannot
 * be read or written, the email goes: a lead the owner never hears of costs more than a flood's emails.
 */
export function ownerEmailAllowance(store: Store, perHour: number): OwnerEmailAllowance {
  return (id) =>
    takeOwnerEmail(store, perHour, id).catch((error: unknown) => {
      logFailure(`quote-notify ${id} owner-email limit unread, emailed anyway`, undefined, error);
      return UNCOUNTED;
    });
}

async function takeOwnerEmail(store: Store, perHour: number, id: string): Promise<OwnerEmailSlot | 'held'> {
  const hour = hourOf(Date.now());
  const prefix = ownerEmailKeys.slotsPrefix(hour);
  const { blobs } = await store.list({ prefix });
  const taken = new Set(blobs.map(({ key }) => Number(key.slice(prefix.length))));
  // From a random slot on, in turn: concurrent requests seldom try the same one, and the free slots
  // are never listed, so any limit costs the same memory.
  const first = randomInt(perHour);
  for (let next = 0; next < perHour && taken.size < perHour; next++) {
    const slot = (first + next) % perHour;
    if (taken.has(slot)) continue;
    const key = ownerEmailKeys.slot(hour, slot);
    if ((await writeIf(store, key, id, { onlyIfNew: true })).written) return { release: () => deleteEntry(store, key) };
    taken.add(slot);
  }
  await holdForSummary(store, hour, id);
  return 'held';
}
