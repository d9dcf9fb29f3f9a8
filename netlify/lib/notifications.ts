// Sends the emails a stored request still owes and records each one sent, so a failure leaves
// the request notification-pending for the retry job and no email goes out twice. A request that
// owes an email has an outbox entry named by when it is next due: the retry job lists the outbox
// alone, never every request.
import type { Store } from '@netlify/blobs';
import type { Mailer } from './mailer';
import { homeownerConfirmation, ownerNotification, type EmailContent } from './quote-emails';
import type { QuoteRecord, QuoteStatus, Recipient } from './quote-record';
import { RETRY_AFTER_MS, type StoredRequest } from './quote-store';
import { HOUR_MS, parseOutboxKey, requestKeys } from './store-layout';
import { readVersioned, writeIf } from './versioned';

/** The retry job waits RETRY_AFTER_MS after a first attempt, doubling with each further one up to this. */
const MAX_RETRY_WAIT_MS = HOUR_MS;

/** When the retry job may try `record` again. */
export function nextAttemptAt(record: QuoteRecord): number {
  const wait = Math.min(RETRY_AFTER_MS * 2 ** Math.max(0, record.attempts - 1), MAX_RETRY_WAIT_MS);
  return Date.parse(record.lastAttemptAt) + wait;
}

/**
 * A refusal that sending again would not change: a 5xx answer, or the recipient refused
 * (EENVELOPE) other than for a temporary 4xx reason. Anything else (outage, timeout) is retried.
 */
export function isPermanentFailure(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const status = typeof responseCode === 'number' ? responseCode : 0;
  return status >= 500 || (code === 'EENVELOPE' && !(status >= 400 && status < 500));
}

function statusOf(record: Pick<QuoteRecord, 'notified' | 'failed'>): QuoteStatus {
  const settled = (r: Recipient) => Boolean(record.notified[r] || record.failed?.[r]);
  if (!settled('owner') || !settled('homeowner')) return 'notification-pending';
  return record.failed?.owner ? 'notification-failed' : 'notified';
}

/**
 * Sends what `record` still owes, saving after each email (compare-and-set on `etag`, the one the
 * store last answered). A temporary failure is thrown (the request stays pending); a permanent
 * one is recorded. Answers the final status.
 */
export async function sendOwed(
  requests: Store,
  record: QuoteRecord,
  etag: string,
  mailer: Mailer,
  notifyTo: string,
): Promise<QuoteStatus> {
  const emails: [Recipient, () => EmailContent][] = [
    ['owner', () => ownerNotification(record, notifyTo)],
    ['homeowner', () => homeownerConfirmation(record)],
  ];
  let current = record;
  let currentEtag = etag;
  for (const [recipient, compose] of emails) {
    if (current.notified[recipient] || current.failed?.[recipient]) continue;
    let outcome: Pick<QuoteRecord, 'notified' | 'failed'>;
    try {
      await mailer.send(compose());
      outcome = { notified: { ...current.notified, [recipient]: new Date().toISOString() }, failed: current.failed };
    } catch (error) {
      if (!isPermanentFailure(error)) throw error;
      const { responseCode, code: errorCode } = error as { responseCode?: unknown; code?: unknown };
      const code = String(responseCode ?? errorCode);
      // The code only: SMTP messages quote the refused address.
      console.error(`[quote-notify] request ${record.id}: ${recipient} email refused for good (${code})`);
      outcome = { notified: current.notified, failed: { ...current.failed, [recipient]: code } };
    }
    const next: QuoteRecord = { ...current, ...outcome, status: statusOf(outcome) };
    const write = await writeIf(requests, requestKeys.record(current.id), next, { onlyIfMatch: currentEtag });
    if (!write.written) throw new Error('quote request changed while notifying');
    current = next;
    currentEtag = write.etag;
  }
  return current.status;
}

/** Sends what a request stored a moment ago owes, then clears its outbox entry. */
export async function notifyStored(requests: Store, stored: StoredRequest, mailer: Mailer, notifyTo: string) {
  await sendOwed(requests, stored.record, stored.etag, mailer, notifyTo);
  await requests.delete(stored.outboxKey);
}

export interface RetryReport {
  delivered: number;
  failed: number;
  stillPending: number;
}

/**
 * The scheduled job: for each outbox entry that is due, claim its request (only one job run or
 * instance wins the compare-and-set), send what it owes, then clear the entry, or move it to the
 * next attempt's time. Starts nothing after `deadline` (epoch ms).
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
  for (const { key, id } of due) {
    if (Date.now() > deadline) {
      report.stillPending++;
      continue;
    }
    const entry = await readVersioned<QuoteRecord>(requests, requestKeys.record(id));
    // Without a record by its due time, the store failed between the entry and the record.
    if (!entry || entry.data.status !== 'notification-pending') {
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
      report.stillPending++;
      await requests.set(requestKeys.outbox(nextAttemptAt(claimed), id), claimed.lastAttemptAt);
      await requests.delete(key);
      const kind = error instanceof Error ? error.name : typeof error;
      const code = (error as { code?: unknown } | null)?.code;
      console.error(`[quote-notify-retry] request ${id} still pending: ${kind}${code ? ` (${String(code)})` : ''}`);
    }
  }
  return report;
}
