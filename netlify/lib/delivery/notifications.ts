// Delivers what a stored request still owes, recording each as it goes out; what is owed waits in
// the outbox for the retry job (docs/quote-backend.md#the-delivery-rule).
import type { Store } from '@netlify/blobs';
import type { WebhookSettings } from '../config';
import { failureCode, failureScope, isRefusedForContent } from '../email/mail-failures';
import { addressesLeft, type Mailer } from '../email/mailer';
import type { OwnerEmailAllowance } from '../limits/owner-email-limit';
import { homeownerConfirmation, ownerNotification, ownerShortNotification } from '../email/quote-emails';
import {
  isSettled,
  notificationStatus,
  type Delivery,
  type QuoteRecord,
  type Recipient,
} from '../storage/quote-record';
import { RETRY_AFTER_MS, type StoredRequest } from '../storage/quote-store';
import { parseOutboxKey, requestKeys } from '../storage/layout';
import { DAY_MS, HOUR_MS } from '../storage/periods';
import { ConflictError, readVersioned, updateJSON, writeIf } from '../storage/versioned';
import { postQuote, WEBHOOK_TIMEOUT_MS } from './webhook';

/** The retry job waits RETRY_AFTER_MS after a first attempt, doubling with each further one up to this. */
const MAX_RETRY_WAIT_MS = HOUR_MS;

/** An email that keeps failing is retried until its request is this old, then recorded as failed. */
export const GIVE_UP_AFTER_MS = 3 * DAY_MS;

/** When the retry job may try `record` again. */
export function nextAttemptAt(record: QuoteRecord): number {
  const wait = Math.min(RETRY_AFTER_MS * 2 ** Math.max(0, record.attempts - 1), MAX_RETRY_WAIT_MS);
  return Date.parse(record.lastAttemptAt) + wait;
}

/**
 * The one failure never retried: the homeowner's own address refused with a 5xx, as for a mistyped
 * address. On RCPT TO; or at the end of DATA, where some providers refuse an unverified recipient,
 * once the owner email went through the same connection (`ownerSent`): the server, login and sender
 * work. The owner's address, login (535), sender, quota, TLS and connection failures are the site's
 * to fix, so their emails are retried.
 */
export function isRefusedHomeowner(recipient: Recipient, error: unknown, ownerSent: boolean): boolean {
  const { responseCode, command } = (error ?? {}) as { responseCode?: unknown; command?: unknown };
  if (recipient !== 'homeowner' || typeof responseCode !== 'number' || responseCode < 500) return false;
  if (failureScope(error) === 'server') return false;
  return command === 'RCPT TO' || (command === 'DATA' && ownerSent);
}

/** What an email not tried is owed as: the run stopped sending first (its server failed, or its time ran out). */
export const NOT_TRIED = 'not tried';

/** Where a request's notifications go, and by when every attempt must have ended. */
export interface Channels {
  mailer: Mailer;
  notifyTo: string;
  /** The CRM webhook, when QUOTE_WEBHOOK_URL is set. */
  webhook?: WebhookSettings;
  /** Epoch ms: no send or post runs past it (the function's own time limit lies beyond). */
  endBy?: number;
  /**
   * The limits of owner emails (a network's hour, the site's day), for a new request's first sending
   * only: the retry job and the owner's resend go without them, so nothing they send counts or is held.
   */
  ownerEmails?: OwnerEmailAllowance;
}

/** One email of a request (the owner's or the homeowner's) may take this long, connecting included, however slowly a server answers. */
export const LEAD_EMAIL_TIMEOUT_MS = 10_000;

/** A signal that ends an attempt after `limitMs`, or at `endBy` if that comes first. */
const cutOff = (limitMs: number, endBy = Infinity) =>
  AbortSignal.timeout(Math.max(0, Math.min(limitMs, endBy - Date.now())));

/** What `record` still owes through `channels`. */
function owedBy(record: QuoteRecord, channels: Channels): Delivery[] {
  const deliveries: Delivery[] = channels.webhook ? ['owner', 'homeowner', 'webhook'] : ['owner', 'homeowner'];
  return deliveries.filter((delivery) => !isSettled(record, delivery));
}

/** `record` as owing `deliveries` again, however they were settled (the owner email to every address). */
function owing(record: QuoteRecord, deliveries: Delivery[]): QuoteRecord {
  const keep = <T>(entries: Partial<Record<Delivery, T>>) =>
    Object.fromEntries(Object.entries(entries).filter(([delivery]) => !deliveries.includes(delivery as Delivery)));
  const { failed, skipped, ownerSentTo, ownerEmailShortened, ...rest } = record;
  const ownerKept = deliveries.includes('owner')
    ? {}
    : { ...(ownerSentTo && { ownerSentTo }), ...(ownerEmailShortened && { ownerEmailShortened }) };
  return {
    ...rest,
    ...ownerKept,
    notified: keep(record.notified),
    ...(failed && { failed: keep(failed) }),
    ...(skipped && { skipped: keep(skipped) }),
  };
}

type Outcome = Partial<Pick<QuoteRecord, 'notified' | 'failed' | 'skipped' | 'ownerEmailShortened'>>;

/** `record` with the outcome of `delivery` in place of whatever was recorded for it before (a resend's). */
function settle(record: QuoteRecord, delivery: Delivery, outcome: Outcome): QuoteRecord {
  const cleared = owing(record, [delivery]);
  return {
    ...cleared,
    notified: { ...cleared.notified, ...outcome.notified },
    ...(outcome.failed && { failed: { ...cleared.failed, ...outcome.failed } }),
    ...(outcome.skipped && { skipped: { ...cleared.skipped, ...outcome.skipped } }),
    ...(outcome.ownerEmailShortened && { ownerEmailShortened: outcome.ownerEmailShortened }),
  };
}

/**
 * Records an outcome on the stored request by compare-and-set, keeping whatever else changed
 * meanwhile. Throws ConflictError when the request keeps changing or was deleted.
 */
async function record(requests: Store, id: string, change: (current: QuoteRecord) => QuoteRecord) {
  const saved = await updateJSON<QuoteRecord>(requests, requestKeys.record(id), (current) =>
    current ? change(current) : undefined,
  );
  if (!saved) throw new ConflictError('quote request deleted while notifying');
  return saved;
}

export interface Attempt {
  record: QuoteRecord;
  /** What is still owed after the attempt, each with the code of its own failure (or NOT_TRIED). */
  owed: Partial<Record<Delivery, string>>;
  /** An SMTP failure of the server or the account (connection, login, sender, 421, quota): every email would fail alike. */
  mailServerError?: unknown;
}

/** What one email came to: sent (to some addresses at least), settled for good, or still owed with its code. */
type EmailResult =
  | { kind: 'recorded'; change: (current: QuoteRecord) => QuoteRecord; owed?: string; serverError?: unknown }
  | { kind: 'owed'; code: string; serverError?: unknown };

const serverErrorOf = (error: unknown) => (failureScope(error) === 'server' ? error : undefined);

/**
 * The owner email to every QUOTE_NOTIFY_TO address that has not taken it yet. One the server refuses
 * for what it says is followed at once by the short version without the visitor's words; when that
 * is refused too, it counts as the server's failure. An address refused while another took it stays
 * owed, and is tried alone next time.
 */
async function emailOwner(current: QuoteRecord, channels: Channels): Promise<EmailResult> {
  const left = addressesLeft(channels.notifyTo, current.ownerSentTo);
  const sent =
    (at: string, outcome: Outcome = {}) =>
    (r: QuoteRecord) =>
      settle(r, 'owner', { ...outcome, notified: { owner: at } });
  if (left.length === 0) return { kind: 'recorded', change: sent(new Date().toISOString()) };
  const to = left.join(', ');
  const signal = () => cutOff(LEAD_EMAIL_TIMEOUT_MS, channels.endBy);
  let shortened: string | undefined;
  let result;
  try {
    result = await channels.mailer.send(ownerNotification(current, to), { signal: signal() });
  } catch (error) {
    if (!isRefusedForContent(error))
      return { kind: 'owed', code: failureCode(error), serverError: serverErrorOf(error) };
    shortened = failureCode(error);
    console.error(
      `[quote-notify] request ${current.id}: owner email refused for its content (${shortened}), sending the short one`,
    );
    try {
      result = await channels.mailer.send(ownerShortNotification(current, to), { signal: signal() });
    } catch (shortError) {
      return { kind: 'owed', code: failureCode(shortError), serverError: shortError };
    }
  }
  const outcome: Outcome = shortened ? { ownerEmailShortened: shortened } : {};
  const at = new Date().toISOString();
  if (result.kind === 'sent') return { kind: 'recorded', change: sent(at, outcome) };
  const [first] = result.refused;
  const took = result.to;
  return {
    kind: 'recorded',
    change: (r) => ({ ...r, ...outcome, ownerSentTo: [...new Set([...(r.ownerSentTo ?? []), ...took])] }),
    owed: failureCode(first!.error),
    serverError: result.refused.map(({ error }) => serverErrorOf(error)).find((error) => error !== undefined),
  };
}

/** The homeowner's confirmation; `ownerSent`: the owner email went through the same connection just before. */
async function emailHomeowner(current: QuoteRecord, channels: Channels, ownerSent: boolean): Promise<EmailResult> {
  try {
    await channels.mailer.send(homeownerConfirmation(current), {
      signal: cutOff(LEAD_EMAIL_TIMEOUT_MS, channels.endBy),
    });
    const at = new Date().toISOString();
    return { kind: 'recorded', change: (r) => settle(r, 'homeowner', { notified: { homeowner: at } }) };
  } catch (error) {
    const code = failureCode(error);
    if (!isRefusedHomeowner('homeowner', error, ownerSent))
      return { kind: 'owed', code, serverError: serverErrorOf(error) };
    console.error(`[quote-notify] request ${current.id}: homeowner email refused for good (${code})`);
    return {
      kind: 'recorded',
      change: (r) => settle(r, 'homeowner', { failed: { homeowner: code }, skipped: { homeowner: 'refused' } }),
    };
  }
}

/**
 * Sends what `current` owes as given (a resend's owes again what was settled), the emails first
 * and the webhook apart from them, recording each outcome on the latest version as it comes. A
 * refused homeowner address and a webhook refused by its receiver are final; any other failure
 * leaves that delivery owed with its own code. A failure of one message leaves the other email
 * free to go; a failure of the server or the account leaves the other untried (NOT_TRIED), as it
 * does once `endBy` has passed.
 */
export async function sendOwed(requests: Store, current: QuoteRecord, channels: Channels): Promise<Attempt> {
  const due = owedBy(current, channels);
  const owed: Attempt['owed'] = {};
  let mailServerError: unknown;
  let ownerSent = false;
  for (const recipient of ['owner', 'homeowner'] as const) {
    if (!due.includes(recipient)) continue;
    if (mailServerError !== undefined || Date.now() >= (channels.endBy ?? Infinity)) {
      owed[recipient] = NOT_TRIED;
      continue;
    }
    if (recipient === 'owner' && (await channels.ownerEmails?.(current.id)) === 'held') {
      current = await record(requests, current.id, (r) => settle(r, 'owner', { skipped: { owner: 'flood' } }));
      continue;
    }
    const result =
      recipient === 'owner' ? await emailOwner(current, channels) : await emailHomeowner(current, channels, ownerSent);
    if (result.kind === 'recorded') current = await record(requests, current.id, result.change);
    const code = result.kind === 'owed' ? result.code : result.owed;
    if (code !== undefined) owed[recipient] = code;
    else ownerSent ||= recipient === 'owner';
    mailServerError ??= result.serverError;
  }
  if (channels.webhook && due.includes('webhook')) {
    const outcome = await postQuote(channels.webhook, current, cutOff(WEBHOOK_TIMEOUT_MS, channels.endBy));
    if (outcome.kind === 'delivered') {
      const at = new Date().toISOString();
      current = await record(requests, current.id, (r) => settle(r, 'webhook', { notified: { webhook: at } }));
    } else if (outcome.final) {
      console.error(`[quote-webhook] request ${current.id}: refused by the receiver for good (${outcome.code})`);
      current = await record(requests, current.id, (r) => settle(r, 'webhook', { failed: { webhook: outcome.code } }));
    } else {
      owed.webhook = outcome.code;
    }
  }
  return { record: current, owed, mailServerError };
}

const describeOwed = (owed: Attempt['owed']) =>
  Object.entries(owed)
    .map(([delivery, code]) => `${delivery} ${code}`)
    .join(', ');

/** Delivers what a request stored a moment ago owes; what fails is left to the retry job. */
export async function notifyStored(requests: Store, stored: StoredRequest, channels: Channels): Promise<void> {
  const { owed } = await sendOwed(requests, stored.record, channels);
  if (Object.keys(owed).length === 0) {
    await requests.delete(stored.outboxKey);
    return;
  }
  console.error(`[quote-notify] request ${stored.record.id}: left to the retry job (${describeOwed(owed)})`);
}

/**
 * The owner's resend: the owner email again, and the confirmation if it never went out and was
 * not skipped (throttled, the address refused, or held as spam), and the webhook if still owed.
 * Claims the request as the retry job does and writes an outbox entry first: when the owner email
 * goes out, what fails after it is left owed to the job; when it fails, the request is left as it
 * was. Answers the attempt, or undefined when no such request is stored.
 */
export async function resendRequest(
  requests: Store,
  id: string,
  channels: Channels,
  now = Date.now(),
): Promise<Attempt | undefined> {
  const entry = await readVersioned<QuoteRecord>(requests, requestKeys.record(id));
  if (!entry) return undefined;
  const claimed: QuoteRecord = {
    ...entry.data,
    attempts: entry.data.attempts + 1,
    lastAttemptAt: new Date(now).toISOString(),
  };
  const outboxKey = requestKeys.outbox(nextAttemptAt(claimed), id);
  await requests.set(outboxKey, claimed.lastAttemptAt);
  const claim = await writeIf(requests, requestKeys.record(id), claimed, { onlyIfMatch: entry.etag });
  if (claim.kind !== 'written') throw new ConflictError();
  const confirm = !claimed.notified.homeowner && !claimed.skipped?.homeowner;
  const attempt = await sendOwed(requests, owing(claimed, confirm ? ['owner', 'homeowner'] : ['owner']), channels);
  const owed = Object.keys(attempt.owed) as Delivery[];
  if (owed.length === 0) {
    await requests.delete(outboxKey);
    return attempt;
  }
  // The job drops the entry of a request that owes nothing.
  if (attempt.owed.owner) return attempt;
  return { ...attempt, record: await record(requests, id, (current) => owing(current, owed)) };
}

export interface RetryReport {
  delivered: number;
  failed: number;
  stillPending: number;
}

/**
 * Records what `id` still owes as failed, each with its last code: delivery has failed for
 * GIVE_UP_AFTER_MS. The request shows as notification-failed (or notified, when only the
 * homeowner's confirmation or the webhook failed) until the owner resends it.
 */
function giveUp(requests: Store, id: string, owed: Attempt['owed']): Promise<QuoteRecord> {
  return record(requests, id, (current) => {
    const given = Object.entries(owed).filter(([delivery]) => !isSettled(current, delivery as Delivery));
    return { ...current, failed: { ...current.failed, ...Object.fromEntries(given) } };
  });
}

type DueResult =
  /** Nothing was owed, or no request is stored: the entry is deleted, and not counted. */
  | { kind: 'dropped' }
  /** What the run counts it as, and the server's failure if this attempt met one. */
  | { kind: keyof RetryReport; mailServerError?: unknown };

/**
 * One due outbox entry: claim its request, deliver what it owes, then clear the entry, move it to
 * the next attempt's time, or give up. `mailDown`: the server failed as a whole earlier in the run,
 * so a request owing an email is left as it is, untried, first in line for the next run.
 */
async function deliverDue(
  requests: Store,
  { key, id }: { key: string; id: string },
  channels: Channels,
  now: number,
  mailDown: boolean,
): Promise<DueResult> {
  const entry = await readVersioned<QuoteRecord>(requests, requestKeys.record(id));
  // Without a record by its due time, the store failed between the entry and the record.
  const due = entry ? owedBy(entry.data, channels) : [];
  if (!entry || due.length === 0) {
    await requests.delete(key);
    return { kind: 'dropped' };
  }
  if (mailDown && due.some((delivery) => delivery !== 'webhook')) return { kind: 'stillPending' };
  const claimed: QuoteRecord = {
    ...entry.data,
    attempts: entry.data.attempts + 1,
    lastAttemptAt: new Date(now).toISOString(),
  };
  const claim = await writeIf(requests, requestKeys.record(id), claimed, { onlyIfMatch: entry.etag });
  if (claim.kind !== 'written') return { kind: 'stillPending' };
  const attempt = await sendOwed(requests, claimed, channels);
  const { mailServerError } = attempt;
  const settled = (current: QuoteRecord) =>
    notificationStatus(current) === 'notification-failed' ? 'failed' : 'delivered';
  if (Object.keys(attempt.owed).length === 0) {
    await requests.delete(key);
    return { kind: settled(attempt.record), mailServerError };
  }
  if (now - Date.parse(claimed.createdAt) >= GIVE_UP_AFTER_MS) {
    // Noted first, so the weekly report of the week it is given up in names it, whenever it came in.
    await requests.set(requestKeys.givenUp(now, id), '');
    const given = await giveUp(requests, id, attempt.owed);
    await requests.delete(key);
    console.error(
      `[quote-notify-retry] request ${id}: failed for ${GIVE_UP_AFTER_MS / DAY_MS} days, given up (${describeOwed(attempt.owed)})`,
    );
    return { kind: settled(given), mailServerError };
  }
  // Behind every request not tried yet: a request that keeps failing never holds the others.
  await requests.set(requestKeys.outbox(nextAttemptAt(claimed), id), claimed.lastAttemptAt);
  await requests.delete(key);
  console.error(`[quote-notify-retry] request ${id} still pending (${describeOwed(attempt.owed)})`);
  return { kind: 'stillPending', mailServerError };
}

/**
 * The scheduled job: for each outbox entry that is due, oldest due first, claim its request (only
 * one job run or instance wins the compare-and-set), deliver what it owes, then clear the entry, or
 * move it to the next attempt's time, behind the others; after GIVE_UP_AFTER_MS, record what is
 * still owed as failed, each with its own code. A message refused (for one address or for what it
 * says) holds no other: the run goes on. Once the SMTP server or the account failed as a whole
 * (connection, login, sender, 421, quota), the run tries no further email and leaves the requests
 * owing one untouched, first in line for the next run, so no code is recorded for a send never
 * tried (their webhooks wait with them; one owing only its webhook still gets it). A request that
 * keeps changing meanwhile stays due for the next run.
 * Starts nothing after `startBy`, nor once `endBy` has passed.
 */
export async function deliverOutbox(
  requests: Store,
  run: Channels & { now?: number; startBy?: number },
): Promise<RetryReport> {
  const { now = Date.now(), startBy = Infinity, endBy = Infinity } = run;
  const { blobs } = await requests.list({ prefix: requestKeys.outboxPrefix });
  const entries = blobs.flatMap(({ key }) => {
    const entry = parseOutboxKey(key);
    return entry ? [{ key, ...entry }] : [];
  });
  const due = entries
    .filter((entry) => entry.dueAt <= now)
    .sort((a, b) => a.dueAt - b.dueAt || a.id.localeCompare(b.id));
  const report: RetryReport = { delivered: 0, failed: 0, stillPending: entries.length - due.length };
  let mailDown = false;
  for (const entry of due) {
    if (Date.now() > Math.min(startBy, endBy)) {
      report.stillPending++;
      continue;
    }
    try {
      const result = await deliverDue(requests, entry, run, now, mailDown);
      if (result.kind === 'dropped') continue;
      report[result.kind]++;
      mailDown ||= result.mailServerError !== undefined;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      console.error(`[quote-notify-retry] request ${entry.id} changed while notifying: left for the next run`);
      report.stillPending++;
    }
  }
  return report;
}
