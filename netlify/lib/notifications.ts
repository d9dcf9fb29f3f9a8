// Sends the emails a stored request still owes and records each one sent, so a failure leaves
// the request notification-pending for the retry job and no email goes out twice.
import type { Store } from '@netlify/blobs';
import type { Mailer } from './mailer';
import { homeownerConfirmation, ownerNotification } from './quote-emails';
import type { QuoteRecord } from './quote-record';
import { readVersioned, writeIf } from './versioned';

/** The retry job leaves a request alone this long after an attempt started. */
export const RETRY_AFTER_MS = 2 * 60 * 1000;

type Recipient = keyof QuoteRecord['notified'];

async function readRecord(requests: Store, id: string) {
  const entry = await readVersioned<QuoteRecord>(requests, id);
  return entry && { record: entry.data, etag: entry.etag };
}

/**
 * Sends what `record` still owes, saving after each email (compare-and-set on `etag`).
 * Answers true when both emails have gone out.
 */
async function sendOwed(
  requests: Store,
  record: QuoteRecord,
  etag: string,
  mailer: Mailer,
  notifyTo: string,
): Promise<boolean> {
  const emails: [Recipient, () => ReturnType<typeof ownerNotification>][] = [
    ['owner', () => ownerNotification(record, notifyTo)],
    ['homeowner', () => homeownerConfirmation(record)],
  ];
  let current = record;
  let currentEtag: string = etag;
  for (const [recipient, compose] of emails) {
    if (current.notified[recipient]) continue;
    await mailer.send(compose());
    const notified = { ...current.notified, [recipient]: new Date().toISOString() };
    const done = Boolean(notified.owner && notified.homeowner);
    const next: QuoteRecord = { ...current, notified, status: done ? 'notified' : 'notification-pending' };
    const write = await writeIf(requests, current.id, next, { onlyIfMatch: currentEtag });
    if (!write.written) throw new Error('quote request changed while notifying');
    current = next;
    currentEtag = write.etag;
  }
  return current.status === 'notified';
}

/** Right after storing: send both emails. Failures are left to the retry job. */
export async function notifyNewQuote(
  requests: Store,
  id: string,
  mailer: Mailer,
  notifyTo: string,
): Promise<boolean> {
  const entry = await readRecord(requests, id);
  if (!entry) return false;
  return sendOwed(requests, entry.record, entry.etag, mailer, notifyTo);
}

export interface RetryReport {
  delivered: number;
  stillPending: number;
}

/** The scheduled job: claim each pending request whose last attempt is old enough, then send. */
export async function retryPendingNotifications(
  requests: Store,
  mailer: Mailer,
  notifyTo: string,
  now = Date.now(),
): Promise<RetryReport> {
  const report: RetryReport = { delivered: 0, stillPending: 0 };
  const { blobs } = await requests.list();
  for (const { key } of blobs) {
    const entry = await readRecord(requests, key);
    if (!entry || entry.record.status !== 'notification-pending') continue;
    if (Date.parse(entry.record.lastAttemptAt) > now - RETRY_AFTER_MS) {
      report.stillPending++;
      continue;
    }
    // Claim it: only one job run (or instance) wins the compare-and-set.
    const claimed: QuoteRecord = {
      ...entry.record,
      attempts: entry.record.attempts + 1,
      lastAttemptAt: new Date(now).toISOString(),
    };
    const claim = await writeIf(requests, key, claimed, { onlyIfMatch: entry.etag });
    if (!claim.written) continue;
    try {
      const done = await sendOwed(requests, claimed, claim.etag, mailer, notifyTo);
      report[done ? 'delivered' : 'stillPending']++;
    } catch (error) {
      report.stillPending++;
      const kind = error instanceof Error ? error.name : typeof error;
      console.error(`[quote-notify-retry] request ${key} still pending: ${kind}`);
    }
  }
  return report;
}
