// Sends the emails a stored request still owes and records each one sent, so a failure leaves
// the request notification-pending for the retry job and no email goes out twice. A pending
// request also has a `pending/<id>` marker, so the retry job lists only those, never every record.
import type { Store } from '@netlify/blobs';
import type { Mailer } from './mailer';
import { homeownerConfirmation, ownerNotification, type EmailContent } from './quote-emails';
import type { QuoteRecord, QuoteStatus, Recipient } from './quote-record';
import { readVersioned, writeIf } from './versioned';

/** The retry job waits this long after a first attempt, doubling with each further one. */
export const RETRY_AFTER_MS = 2 * 60 * 1000;
const MAX_RETRY_WAIT_MS = 60 * 60 * 1000;

export const PENDING_PREFIX = 'pending/';
export const pendingKey = (id: string) => `${PENDING_PREFIX}${id}`;

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
 * one is recorded. Answers the final status; the pending marker goes once nothing is owed.
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
    const write = await writeIf(requests, current.id, next, { onlyIfMatch: currentEtag });
    if (!write.written) throw new Error('quote request changed while notifying');
    current = next;
    currentEtag = write.etag;
  }
  if (current.status !== 'notification-pending') await requests.delete(pendingKey(current.id));
  return current.status;
}

export interface RetryReport {
  delivered: number;
  failed: number;
  stillPending: number;
}

/**
 * The scheduled job: for each pending marker, claim the request once its wait is over, then
 * send. Stops starting new work after `deadline` (epoch ms); the next run carries on.
 */
export async function retryPendingNotifications(
  requests: Store,
  mailer: Mailer,
  notifyTo: string,
  now = Date.now(),
  deadline = Infinity,
): Promise<RetryReport> {
  const report: RetryReport = { delivered: 0, failed: 0, stillPending: 0 };
  const { blobs } = await requests.list({ prefix: PENDING_PREFIX });
  for (const { key: marker } of blobs) {
    if (Date.now() > deadline) {
      report.stillPending++;
      continue;
    }
    const id = marker.slice(PENDING_PREFIX.length);
    const entry = await readVersioned<QuoteRecord>(requests, id);
    if (!entry) {
      // Written just before its record; without one after a while, the store failed in between.
      const since = Date.parse((await requests.get(marker, { type: 'text' })) ?? '');
      if (!(since > now - RETRY_AFTER_MS)) await requests.delete(marker);
      continue;
    }
    if (entry.data.status !== 'notification-pending') {
      await requests.delete(marker);
      continue;
    }
    if (nextAttemptAt(entry.data) > now) {
      report.stillPending++;
      continue;
    }
    // Claim it: only one job run (or instance) wins the compare-and-set.
    const claimed: QuoteRecord = {
      ...entry.data,
      attempts: entry.data.attempts + 1,
      lastAttemptAt: new Date(now).toISOString(),
    };
    const claim = await writeIf(requests, id, claimed, { onlyIfMatch: entry.etag });
    if (!claim.written) continue;
    try {
      const status = await sendOwed(requests, claimed, claim.etag, mailer, notifyTo);
      report[status === 'notified' ? 'delivered' : status === 'notification-failed' ? 'failed' : 'stillPending']++;
    } catch (error) {
      report.stillPending++;
      const kind = error instanceof Error ? error.name : typeof error;
      const code = (error as { code?: unknown } | null)?.code;
      console.error(`[quote-notify-retry] request ${id} still pending: ${kind}${code ? ` (${String(code)})` : ''}`);
    }
  }
  return report;
}
