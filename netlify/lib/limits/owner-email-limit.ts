// The limits of owner emails: each network's share of a clock hour first, then QUOTE_OWNER_EMAILS_PER_DAY
// site-wide as the backstop (docs/quote-backend.md#the-delivery-rule).
import type { Store } from '@netlify/blobs';
import { randomInt } from 'node:crypto';
import { floodNetwork } from './client-networks';
import { logFailure } from '../http';
import { saltedHash } from './salted-hash';
import { floodKeys, ownerEmailKeys } from '../storage/layout';
import { DAY_MS, DAY_PATTERN, dayOf, HOUR_MS, HOUR_PATTERN, hourOf } from '../storage/periods';
import { writeIf } from '../storage/versioned';

/**
 * A network's slot counts within its hour, a site-wide slot within its day: each is deleted a whole
 * hour or day after it ended, when no request still on its way can take a slot in it.
 */
export const OWNER_EMAIL_RECORDS = [
  { prefix: ownerEmailKeys.prefix, pattern: HOUR_PATTERN, keptMs: 2 * HOUR_MS },
  { prefix: ownerEmailKeys.prefix, pattern: DAY_PATTERN, keptMs: 2 * DAY_MS },
];

/** Whether new request `id` may email the owner now, or is `held` for its hour's flood summary. */
export type OwnerEmailAllowance = (id: string) => Promise<'send' | 'held'>;

export interface OwnerEmailLimits {
  /** Site-wide owner emails a UTC day: the backstop. */
  perDay: number;
  /** Owner emails a clock hour for one network. */
  perNetwork: number;
  /** The client's address, whose network is counted (only its salted hash is stored). */
  ip: string;
}

/**
 * Takes a slot for each new request, of its network's hour and then of the site's day. When the
 * store cannot be read or written, the email goes: a lead the owner never hears of costs more than
 * a flood's emails.
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
  const { blobs } = await store.list({ prefix });
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
  const now = Date.now();
  const hour = hourOf(now);
  const network = await saltedHash(store, floodNetwork(limits.ip));
  // A network past its share takes none of the site's: its flood never uses up another network's day.
  const allowed =
    (await takeSlot(store, ownerEmailKeys.networkPrefix(hour, network), limits.perNetwork, id)) &&
    (await takeSlot(store, ownerEmailKeys.dayPrefix(dayOf(now)), limits.perDay, id));
  if (allowed) return 'send';
  // Named by when it was held, under the hour whose flood summary lists it.
  await store.set(floodKeys.held(hour, now, id), new Date(now).toISOString());
  return 'held';
}
