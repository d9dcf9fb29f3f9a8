// Sends the emails a stored request still owes and records each one sent, so a failure leaves
// the request notification-pending for the retry job and no email goes out twice. A request that
// owes an email has an outbox entry named by when it is next due: the retry job lists the outbox
// alone, never every request.
import type { Store } from '@netlify/blobs';
import type { Mailer } from './mailer';
import { homeownerConfirmation, ownerNotification, type EmailContent } from './quote-emails';
import {
  isSettled,
  notificationStatus,
  type NotificationStatus,
  type QuoteRecord,
  type Recipient,
} from './quote-record';
import { RETRY_AFTER_MS, type StoredRequest } from './quote-store';
import { DAY_MS, HOUR_MS, parseOutboxKey, requestKeys } from './store-layout';
import { ConflictError, readVersioned, updateJSON, writeIf } from './versioned';

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
export const isRecipientFailure = (error: unknown) => (error as SmtpFailure | null)?.command === 'RCPT TO';

/**
 * The one failure never retried: the homeowner's own address refused (5xx on RCPT TO), as for a
 * mistyped address. The owner's address, login (535), sender, quota, TLS and connection failures
 * are the site's to fix, so their emails are retried.
 */
export function isRefusedHomeowner(recipient: Recipient, error: unknown): boolean {
  const { responseCode } = (error ?? {}) as SmtpFailure;
  return (
    recipient === 'homeowner' && isRecipientFailure(error) && typeof responseCode === 'number' && responseCode >= 500
  );
}

/** What a failure is recorded and logged as: the SMTP reply code, else the error code or name. SMTP messages quote addresses. */
export function failureCode(error: unknown): string {
  const { responseCode, code } = (error ?? {}) as SmtpFailure;
  if (typeof responseCode === 'number') return String(responseCode);
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.name : 'unknown';
}

/**
 * Sends what `record` still owes, saving after each email (compare-and-set on `etag`, the one the
 * store last answered). A refused homeowner address is recorded; any other failure is thrown (the
 * request stays pending). Answers the final status.
 */
export async function sendOwed(
  requests: Store,
  record: QuoteRecord,
  etag: string,
  mailer: Mailer,
  notifyTo: string,
): Promise<NotificationStatus> {
  const emails: [Recipient, () => EmailContent][] = [
    ['owner', () => ownerNotification(record, notifyTo)],
    ['homeowner', () => homeownerConfirmation(record)],
  ];
  let current = record;
  let currentEtag = etag;
  for (const [recipient, compose] of emails) {
    if (isSettled(current, recipient)) continue;
    let next: QuoteRecord;
    try {
      await mailer.send(compose());
      next = { ...current, notified: { ...current.notified, [recipient]: new Date().toISOString() } };
    } catch (error) {
      if (!isRefusedHomeowner(recipient, error)) throw error;
      const code = failureCode(error);
      console.error(`[quote-notify] request ${record.id}: ${recipient} email refused for good (${code})`);
      next = {
        ...current,
        failed: { ...current.failed, [recipient]: code },
        skipped: { ...current.skipped, [recipient]: 'refused' },
      };
    }
    const write = await writeIf(requests, requestKeys.record(current.id), next, { onlyIfMatch: currentEtag });
    if (!write.written) throw new Error('quote request changed while notifying');
    current = next;
    currentEtag = write.etag;
  }
  return notificationStatus(current);
}

/** Sends what a request stored a moment ago owes, then clears its outbox entry. */
export async function notifyStored(requests: Store, stored: StoredRequest, mailer: Mailer, notifyTo: string) {
  await sendOwed(requests, stored.record, stored.etag, mailer, notifyTo);
  await requests.delete(stored.outboxKey);
}

/** `record` as owing the emails of `recipients` again, however they were settled. */
function owing(record: QuoteRecord, recipients: Recipient[]): QuoteRecord {
  const keep = <T>(entries: Partial<Record<Recipient, T>> = {}) =>
    Object.fromEntries(Object.entries(entries).filter(([recipient]) => !recipients.includes(recipient as Recipient)));
  return { ...record, notified: keep(record.notified), failed: keep(record.failed), skipped: keep(record.skipped) };
}

/**
 * The owner's resend: the owner email again, and the confirmation if it never went out and was
 * not skipped (throttled, the address refused, or held as spam). Claims the request as the retry job does and
 * writes an outbox entry first, so an email left owing by a failure is the job's to finish; a
 * failure is thrown. Answers the final status, or undefined when no such request is stored.
 */
export async function resendRequest(
  requests: Store,
  id: string,
  mailer: Mailer,
  notifyTo: string,
  now = Date.now(),
): Promise<NotificationStatus | undefined> {
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
  const record = owing(claimed, confirm ? ['owner', 'homeowner'] : ['owner']);
  const status = await sendOwed(requests, record, claim.etag, mailer, notifyTo);
  await requests.delete(outboxKey);
  return status;
}

export interface RetryReport {
  delivered: number;
  failed: number;
  stillPending: number;
}

/**
 * Records every email `id` still owes as failed with `code`: delivery has failed for
 * GIVE_UP_AFTER_MS. The request shows as notification-failed (or notified, when only the
 * homeowner's confirmation failed) until the owner resends it.
 */
async function giveUp(requests: Store, id: string, code: string): Promise<NotificationStatus | undefined> {
  const record = await updateJSON<QuoteRecord>(requests, requestKeys.record(id), (current) => {
    if (!current || notificationStatus(current) !== 'notification-pending') return undefined;
    const owed = (['owner', 'homeowner'] as const).filter((recipient) => !isSettled(current, recipient));
    return { ...current, failed: { ...current.failed, ...Object.fromEntries(owed.map((r) => [r, code])) } };
  });
  return record && notificationStatus(record);
}

/**
 * The scheduled job: for each outbox entry that is due, claim its request (only one job run or
 * instance wins the compare-and-set), send what it owes, then clear the entry, or move it to the
 * next attempt's time; after GIVE_UP_AFTER_MS, record what is still owed as failed. A failure
 * that is not about one recipient (login, sender, connection) would fail every email alike, so
 * the run sends nothing more. Starts nothing after `deadline` (epoch ms).
 */
export async function deliverOutbox(
  requests: Store,
  mailer: Mailer,
  notifyTo: string,
  now = Date.now(),
  deadline = Infinity,
): Promise<RetryReport> {
  const { blobs } = await requests.list({ prefix: requestKeys.outboxPrefix });
  const entries = blobs.flatMap(({ key }) => {
    const entry = parseOutboxKey(key);
    return entry ? [{ key, ...entry }] : [];
  });
  const due = entries.filter((entry) => entry.dueAt <= now).sort((a, b) => a.dueAt - b.dueAt);
  const report: RetryReport = { delivered: 0, failed: 0, stillPending: entries.length - due.length };
  let serverFailing = false;
  for (const { key, id } of due) {
    if (serverFailing || Date.now() > deadline) {
      report.stillPending++;
      continue;
    }
    const entry = await readVersioned<QuoteRecord>(requests, requestKeys.record(id));
    // Without a record by its due time, the store failed between the entry and the record.
    if (!entry || notificationStatus(entry.data) !== 'notification-pending') {
      await requests.delete(key);
      continue;
    }
    const claimed: QuoteRecord = {
      ...entry.data,
      attempts: entry.data.attempts + 1,
      lastAttemptAt: new Date(now).toISOString(),
    };
    const claim = await writeIf(requests, requestKeys.record(id), claimed, { onlyIfMatch: entry.etag });
    if (!claim.written) {
      report.stillPending++;
      continue;
    }
    try {
      const status = await sendOwed(requests, claimed, claim.etag, mailer, notifyTo);
      await requests.delete(key);
      report[status === 'notified' ? 'delivered' : 'failed']++;
    } catch (error) {
      serverFailing ||= !isRecipientFailure(error);
      const code = failureCode(error);
      if (now - Date.parse(claimed.createdAt) >= GIVE_UP_AFTER_MS) {
        const status = await giveUp(requests, id, code);
        await requests.delete(key);
        report[status === 'notified' ? 'delivered' : 'failed']++;
        console.error(
          `[quote-notify-retry] request ${id}: emails failed for ${GIVE_UP_AFTER_MS / DAY_MS} days, given up (${code})`,
        );
        continue;
      }
      report.stillPending++;
      await requests.set(requestKeys.outbox(nextAttemptAt(claimed), id), claimed.lastAttemptAt);
      await requests.delete(key);
      console.error(`[quote-notify-retry] request ${id} still pending (${code})`);
    }
  }
  return report;
}
