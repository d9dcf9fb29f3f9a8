// The hourly limits of owner emails: per network first, QUOTE_OWNER_EMAILS_PER_HOUR site-wide as the
// backstop, each slot a write only if new. Why and how: docs/quote-backend.md#the-delivery-rule.
import type { Store } from '@netlify/blobs';
import { randomInt } from 'node:crypto';
import { floodNetwork } from './client-networks';
import { holdForSummary } from '../reports/flood-summary';
import { logFailure } from '../http';
import { saltedHash } from './salted-hash';
import { ownerEmailKeys } from '../storage/layout';
import { HOUR_MS, HOUR_PATTERN, hourOf } from '../storage/periods';
import { writeIf } from '../storage/versioned';

/** A slot counts within its hour: the hour is deleted two hours after it began. */
export const OWNER_EMAIL_RECORDS = { prefix: ownerEmailKeys.prefix, pattern: HOUR_PATTERN, keptMs: 2 * HOUR_MS };

/** Whether new request `id` may email the owner now, or is `held` for its hour's flood summary. */
export type OwnerEmailAllowance = (id: string) => Promise<'send' | 'held'>;

export interface OwnerEmailLimits {
  /** Site-wide owner emails a clock hour: the backstop. */
  perHour: number;
  /** Owner emails a clock hour for one network. */
  perNetwork: number;
  /** The client's address, whose network is counted (only its salted hash is stored). */
  ip: string;
}

/**
 * Takes a slot of the current hour for each new request, from its network's and then the site's.
 * When the store cannot be read or written, the email goes: a lead the owner never hears of costs
 * more than a flood's emails.
 */
export function ownerEmailAllowance(store: Store, limits: OwnerEmailLimits): OwnerEmailAllowance {
  return (id) =>
    takeOwnerEmail(store, limits, id).catch((error: unknown) => {
      logFailure(`quote-notify ${id} owner-email limit unread, emailed anyway`, undefined, error);
      return 'send' as const;
    });
}

/** Takes one of the `count` numbered slots under `prefix` for `id`; false when every one is taken. */
async function takeSlot(store: Store, prefix: string, count: number, id: string): Promise<boolean> {
  // Only the slots themselves: the hour's networks sit in folders below the site's slots.
  const { blobs } = await store.list({ prefix, directories: true });
  const taken = new Set(blobs.map(({ key }) => Number(key.slice(prefix.length))));
  // From a random slot on, in turn: concurrent requests seldom try the same one, and the free slots
  // are never listed, so any limit costs the same memory.
  const first = randomInt(count);
  for (let next = 0; next < count && taken.size < count; next++) {
    const slot = (first + next) % count;
    if (taken.has(slot)) continue;
    if ((await writeIf(store, `${prefix}${slot}`, id, { onlyIfNew: true })).kind === 'written') return true;
    taken.add(slot);
  }
  return false;
}

async function takeOwnerEmail(store: Store, limits: OwnerEmailLimits, id: string): Promise<'send' | 'held'> {
  const hour = hourOf(Date.now());
  const network = await saltedHash(store, floodNetwork(limits.ip));
  const allowed =
    (await takeSlot(store, ownerEmailKeys.networkPrefix(hour, network), limits.perNetwork, id)) &&
    (await takeSlot(store, ownerEmailKeys.slotsPrefix(hour), limits.perHour, id));
  if (allowed) return 'send';
  await holdForSummary(store, hour, id);
  return 'held';
}
