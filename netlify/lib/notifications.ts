// Delivers what a stored request still owes (the owner's email, the homeowner's confirmation
// and, when QUOTE_WEBHOOK_URL is set, the CRM webhook) and records each one as it goes out, so a
// failure leaves it owed to the retry job and nothing goes out twice. A request that owes anything
// has an outbox entry named by when it is next due: the retry job lists the outbox alone, never
// every request.
import type { Store } from '@netlify/blobs';
import type { WebhookSettings } from './config';
import type { Mailer } from './mailer';
import type { OwnerEmailAllowance } from './owner-email-limit';
import { homeownerConfirmation, ownerNotification, type EmailContent } from './quote-emails';
import { isSettled, notificationStatus, type Delivery, type QuoteRecord, type Recipient } from './quote-record';
import { RETRY_AFTER_MS, type StoredRequest } from './quote-store';
import { DAY_MS, HOUR_MS, parseOutboxKey, requestKeys } from './store-layout';
import { ConflictError, readVersioned, updateJSON, writeIf } from './versioned';
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

interface SmtpFailure {
  code?: unknown;
  responseCode?: unknown;
  command?: unknown;
}

/** The server refused one recipient, not the connection, login or sender: other emails may still go. */
const isRecipientFailure = (error: unknown) => (error as SmtpFailure | null)?.command === 'RCPT TO';

/**
 * The server took the connection, login, sender and recipient and refused only this message at the
 * end of DATA (5xx), as some providers do for an unverified recipient: whether or not it is taken
 * as the homeowner's refusal for good, other requests' emails may still go.
 */
function isMessageRefusal(recipient: Recipient, error: unknown): boolean {
  const { responseCode, command } = (error ?? {}) as SmtpFailure;
  if (isRecipientFailure(error)) return true;
  return recipient === 'homeowner' && command === 'DATA' && typeof responseCode === 'number' && responseCode >= 500;
}

/**
 * The one failure never retried: the homeowner's own address refused with a 5xx, as for a mistyped
 * address. On RCPT TO; or at the end of DATA, where some providers refuse an unverified recipient,
 * once the owner email went through the same connection (`ownerSent`): the server, login and sender
 * work. The owner's address, login (535), sender, quota, TLS and connection failures are the site's
 * to fix, so their emails are retried.
 */
export function isRefusedHomeowner(recipient: Recipient, error: unknown, ownerSent: boolean): boolean {
  const { responseCode, command } = (error ?? {}) as SmtpFailure;
  if (recipient !== 'homeowner' || typeof responseCode !== 'number' || responseCode < 500) return false;
  return isRecipientFailure(error) || (command === 'DATA' && ownerSent);
}

/** What a failure is recorded and logged as: the SMTP reply code, else the error code or name. SMTP messages quote addresses. */
export function failureCode(error: unknown): string {
  const { responseCode, code } = (error ?? {}) as SmtpFailure;
  if (typeof responseCode === 'number') return String(responseCode);
  // The only abort is the send's own time limit.
  if (code === 'EABORT') return 'timeout';
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.name : 'unknown';
}

/** Where a request's notifications go, and by when every attempt must have ended. */
export interface Channels {
  mailer: Mailer;
  notifyTo: string;
  /** The CRM webhook, when QUOTE_WEBHOOK_URL is set. */
  webhook?: WebhookSettings;
  /** Epoch ms: no send or post runs past it (the function's own time limit lies beyond). */
  endBy?: number;
  /**
   * The hourly limit of owner emails, for a new request's first sending only: the retry job and the
   * owner's resend go without one, so nothing they send counts against an hour or is held.
   */
  ownerEmails?: OwnerEmailAllowance;
}

/** One email may take this long, connecting included, however slowly a server answers. */
export const SEND_TIMEOUT_MS = 10_000;

/** A signal that ends an attempt after `limitMs`, or at `endBy` if that comes first. */
const cutOff = (limitMs: number, endBy = Infinity) =>
  AbortSignal.timeout(Math.max(0, Math.min(limitMs, endBy - Date.now())));

/** What `record` still owes through `channels`. */
function owedBy(record: QuoteRecord, channels: Channels): Delivery[] {
  const deliveries: Delivery[] = channels.webhook ? ['owner', 'homeowner', 'webhook'] : ['owner', 'homeowner'];
  return deliveries.filter((delivery) => !isSettled(record, delivery));
}

/** `record` as owing `deliveries` again, however they were settled. */
function owing(record: QuoteRecord, deliveries: Delivery[]): QuoteRecord {
  const keep = <T>(entries: Partial<Record<Delivery, T>>) =>
    Object.fromEntries(Object.entries(entries).filter(([delivery]) => !deliveries.includes(delivery as Delivery)));
  const { failed, skipped } = record;
  return {
    ...record,
    notified: keep(record.notified),
    ...(failed && { failed: keep(failed) }),
    ...(skipped && { skipped: keep(skipped) }),
  };
}

/** `record` with the outcome of `delivery` in place of whatever was recorded for it before (a resend's). */
function settle(
  record: QuoteRecord,
  delivery: Delivery,
  outcome: Partial<Pick<QuoteRecord, 'notified' | 'failed' | 'skipped'>>,
): QuoteRecord {
  const cleared = owing(record, [delivery]);
  return {
    ...cleared,
    notified: { ...cleared.notified, ...outcome.notified },
    ...(outcome.failed && { failed: { ...cleared.failed, ...outcome.failed } }),
    ...(outcome.skipped && { skipped: { ...cleared.skipped, ...outcome.skipped } }),
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
  /** What is still owed after the attempt, each with the code of its failure. */
  owed: Partial<Record<Delivery, string>>;
  /** An SMTP failure not about one recipient (login, sender, connection, time): every email would fail alike. */
  mailServerError?: unknown;
}

/**
 * Sends what `current` owes as given (a resend's owes again what was settled), the emails first
 * and the webhook apart from them, recording each outcome on the latest version as it comes. A
 * refused homeowner address and a webhook refused by its receiver are final; any other failure
 * leaves that delivery owed (an email's also the ones after it).
 */
export async function sendOwed(requests: Store, current: QuoteRecord, channels: Channels): Promise<Attempt> {
  const emails: [Recipient, () => EmailContent][] = [
    ['owner', () => ownerNotification(current, channels.notifyTo)],
    ['homeowner', () => homeownerConfirmation(current)],
  ];
  const due = owedBy(current, channels);
  const owed: Attempt['owed'] = {};
  let mailError: unknown;
  let mailErrorRecipient: Recipient = 'owner';
  let ownerSent = false;
  for (const [recipient, compose] of emails) {
    if (!due.includes(recipient)) continue;
    if (mailError !== undefined) {
      owed[recipient] = failureCode(mailError);
      continue;
    }
    const slot = recipient === 'owner' ? await channels.ownerEmails?.(current.id) : undefined;
    if (slot === 'held') {
      current = await record(requests, current.id, (r) => settle(r, 'owner', { skipped: { owner: 'flood' } }));
      continue;
    }
    let change: (r: QuoteRecord) => QuoteRecord;
    try {
      await channels.mailer.send(compose(), { signal: cutOff(SEND_TIMEOUT_MS, channels.endBy) });
      ownerSent ||= recipient === 'owner';
      const at = new Date().toISOString();
      change = (r) => settle(r, recipient, { notified: { [recipient]: at } });
    } catch (error) {
      // The hour counts new requests, not attempts: the retry job sends this one without a slot.
      // A slot not given back only lets the hour email one request fewer.
      await slot?.release().catch(() => undefined);
      const code = failureCode(error);
      if (!isRefusedHomeowner(recipient, error, ownerSent)) {
        mailError = error;
        mailErrorRecipient = recipient;
        owed[recipient] = code;
        continue;
      }
      console.error(`[quote-notify] request ${current.id}: ${recipient} email refused for good (${code})`);
      change = (r) => settle(r, recipient, { failed: { [recipient]: code }, skipped: { [recipient]: 'refused' } });
    }
    current = await record(requests, current.id, change);
  }
  if (channels.webhook && due.includes('webhook')) {
    const outcome = await postQuote(channels.webhook, current, cutOff(WEBHOOK_TIMEOUT_MS, channels.endBy));
    if (outcome.delivered) {
      const at = new Date().toISOString();
      current = await record(requests, current.id, (r) => settle(r, 'webhook', { notified: { webhook: at } }));
    } else if (outcome.final) {
      console.error(`[quote-webhook] request ${current.id}: refused by the receiver for good (${outcome.code})`);
      current = await record(requests, current.id, (r) => settle(r, 'webhook', { failed: { webhook: outcome.code } }));
    } else {
      owed.webhook = outcome.code;
    }
  }
  const mailServerError =
    mailError !== undefined && !isMessageRefusal(mailErrorRecipient, mailError) ? mailError : undefined;
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
  if (!claim.written) throw new ConflictError();
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

/** Stands in for the mailer once the server failed as a whole: the run's other emails fail alike, without connecting. */
const failingMailer = (error: unknown): Mailer => ({ send: () => Promise.reject(error) });

type Outcome = keyof RetryReport;

/**
 * One due outbox entry: claim its request, deliver what it owes, then clear the entry, move it to
 * the next attempt's time, or give up. Answers the outcome and, after an SMTP failure of the
 * whole server, the mailer the run's later emails get.
 */
async function deliverDue(
  requests: Store,
  { key, id }: { key: string; id: string },
  channels: Channels,
  now: number,
): Promise<{ outcome: Outcome | undefined; mailer?: Mailer }> {
  const entry = await readVersioned<QuoteRecord>(requests, requestKeys.record(id));
  // Without a record by its due time, the store failed between the entry and the record.
  if (!entry || owedBy(entry.data, channels).length === 0) {
    await requests.delete(key);
    return { outcome: undefined };
  }
  const claimed: QuoteRecord = {
    ...entry.data,
    attempts: entry.data.attempts + 1,
    lastAttemptAt: new Date(now).toISOString(),
  };
  const claim = await writeIf(requests, requestKeys.record(id), claimed, { onlyIfMatch: entry.etag });
  if (!claim.written) return { outcome: 'stillPending' };
  const attempt = await sendOwed(requests, claimed, channels);
  const mailer = attempt.mailServerError === undefined ? undefined : failingMailer(attempt.mailServerError);
  const settled = (current: QuoteRecord) =>
    notificationStatus(current) === 'notification-failed' ? 'failed' : 'delivered';
  if (Object.keys(attempt.owed).length === 0) {
    await requests.delete(key);
    return { outcome: settled(attempt.record), mailer };
  }
  if (now - Date.parse(claimed.createdAt) >= GIVE_UP_AFTER_MS) {
    // Noted first, so the weekly report of the week it is given up in names it, whenever it came in.
    await requests.set(requestKeys.givenUp(now, id), '');
    const given = await giveUp(requests, id, attempt.owed);
    await requests.delete(key);
    console.error(
      `[quote-notify-retry] request ${id}: failed for ${GIVE_UP_AFTER_MS / DAY_MS} days, given up (${describeOwed(attempt.owed)})`,
    );
    return { outcome: settled(given), mailer };
  }
  await requests.set(requestKeys.outbox(nextAttemptAt(claimed), id), claimed.lastAttemptAt);
  await requests.delete(key);
  console.error(`[quote-notify-retry] request ${id} still pending (${describeOwed(attempt.owed)})`);
  return { outcome: 'stillPending', mailer };
}

/**
 * The scheduled job: for each outbox entry that is due, claim its request (only one job run or
 * instance wins the compare-and-set), deliver what it owes, then clear the entry, or move it to
 * the next attempt's time; after GIVE_UP_AFTER_MS, record what is still owed as failed. Once the
 * SMTP server failed as a whole (login, sender, connection, time), the run's later emails count
 * as failed alike without connecting again, so a backlog moves on together; webhooks still go. A
 * request that keeps changing meanwhile stays due for the next run. Starts nothing after `startBy`.
 */
export async function deliverOutbox(
  requests: Store,
  run: Channels & { now?: number; startBy?: number },
): Promise<RetryReport> {
  const { now = Date.now(), startBy = Infinity } = run;
  const { blobs } = await requests.list({ prefix: requestKeys.outboxPrefix });
  const entries = blobs.flatMap(({ key }) => {
    const entry = parseOutboxKey(key);
    return entry ? [{ key, ...entry }] : [];
  });
  const due = entries.filter((entry) => entry.dueAt <= now).sort((a, b) => a.dueAt - b.dueAt);
  const report: RetryReport = { delivered: 0, failed: 0, stillPending: entries.length - due.length };
  let channels: Channels = run;
  for (const entry of due) {
    if (Date.now() > startBy) {
      report.stillPending++;
      continue;
    }
    try {
      const { outcome, mailer } = await deliverDue(requests, entry, channels, now);
      if (outcome) report[outcome]++;
      if (mailer) channels = { ...channels, mailer };
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      console.error(`[quote-notify-retry] request ${entry.id} changed while notifying: left for the next run`);
      report.stillPending++;
    }
  }
  return report;
}
