// Homeowner confirmations: one per mailbox a day, and QUOTE_CONFIRMATIONS_PER_DAY site-wide
// (docs/quote-backend.md#quote-rate-limits).
import type { Store } from '@netlify/blobs';
import { mailboxHash } from './mailboxes';
import type { HeldBack } from '../storage/quote-record';
import { confirmationKeys } from '../storage/layout';
import { DAY_MS, DAY_PATTERN, dayOf, startOf } from '../storage/periods';
import { closeRecord, writeIf } from '../storage/versioned';

/** A grant counts for 24 hours, so into the next day: a day is deleted two days after it began. */
export const CONFIRMATION_RECORDS = { prefix: confirmationKeys.prefix, pattern: DAY_PATTERN, keptMs: 2 * DAY_MS };

/** A confirmation granted under a day: to which request, and when (epoch ms); only `closed` when none was. */
interface ConfirmationRecord {
  id?: string;
  at?: number;
  closed?: true;
}

/** A confirmation granted: to which request, and its entries, to take it back with `releaseConfirmation`. */
export interface Grant {
  id: string;
  /** The mailbox's entry. */
  mailboxKey: string;
  /** The request's entry among the day's confirmations. */
  dayKey: string;
}

const readConfirmation = async (store: Store, key: string) =>
  (await store.get(key, { type: 'json' })) as ConfirmationRecord | null;

/**
 * Counts request `id` among the confirmations of `day` unless `perDay` are counted already; true
 * when it is counted. Each request has an entry of its own, so no record is shared by every request
 * of a busy day (compare-and-set on one would fail under a flood); requests counted at the same
 * moment may each find room, passing the cap by that few.
 */
async function countConfirmation(store: Store, day: string, id: string, perDay: number, now: number) {
  const prefix = confirmationKeys.grantedPrefix(day);
  const counted = (await store.list({ prefix })).blobs.map(({ key }) => key.slice(prefix.length));
  if (counted.includes(id)) return true;
  if (counted.length >= perDay) return false;
  await store.set(confirmationKeys.granted(day, id), new Date(now).toISOString());
  return true;
}

/**
 * Whether request `id` may send a homeowner confirmation to `email`: granted when no other request
 * got one for that mailbox in the last 24 hours and the site has sent fewer than `perDay` today.
 * Grants it by writing a new entry under today's day, after closing yesterday's, so of concurrent
 * requests only one wins, either side of midnight; a replay of the request that won is granted again.
 */
export async function grantConfirmation(
  store: Store,
  email: string,
  id: string,
  perDay: number,
  now = Date.now(),
): Promise<Grant | HeldBack> {
  return grantMailbox(store, await mailboxHash(store, email), id, perDay, now);
}

async function grantMailbox(
  store: Store,
  address: string,
  id: string,
  perDay: number,
  now: number,
): Promise<Grant | HeldBack> {
  const today = dayOf(now);
  const yesterday = dayOf(now - DAY_MS);
  const key = confirmationKeys.mailbox(today, address);
  const grant = (day: string, mailboxKey: string): Grant => ({
    id,
    mailboxKey,
    dayKey: confirmationKeys.granted(day, id),
  });
  const earlierKey = confirmationKeys.mailbox(yesterday, address);
  const [current, earlier] = await Promise.all([
    readConfirmation(store, key),
    closeRecord<ConfirmationRecord>(store, earlierKey, {}),
  ]);
  if (current?.id !== undefined) return current.id === id ? grant(today, key) : 'throttled';
  // An instance whose clock is ahead has begun the next day: the request counts at its start.
  if (current?.closed) return grantMailbox(store, address, id, perDay, startOf(today) + DAY_MS);
  if (earlier.id !== undefined && earlier.at! > now - DAY_MS) {
    return earlier.id === id ? grant(yesterday, earlierKey) : 'throttled';
  }
  if (!(await countConfirmation(store, today, id, perDay, now))) return 'capped';
  const record: ConfirmationRecord = { id, at: now };
  if ((await writeIf(store, key, record, { onlyIfNew: true })).kind === 'written') return grant(today, key);
  // Another request wrote today's entry first: it decides.
  await store.delete(confirmationKeys.granted(today, id));
  return grantMailbox(store, address, id, perDay, now);
}

/** Takes back a confirmation granted to a request that was not stored after all. */
export async function releaseConfirmation(store: Store, grant: Grant): Promise<void> {
  const entry = await readConfirmation(store, grant.mailboxKey);
  await Promise.all([entry?.id === grant.id && store.delete(grant.mailboxKey), store.delete(grant.dayKey)]);
}
