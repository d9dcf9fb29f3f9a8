// A stored quote request, as kept in the `quote-requests` store and listed by `npm run quotes`.
// Only type imports from src/: the owner CLI loads this file with plain Node.
import type { Attribution, Quote } from '../../src/lib/quote';

/**
 * `notification-failed`: the owner email failed for good (see `failed`); the request is still here.
 * `spam`: the form's hidden field was filled, as bots do (and, rarely, autofill): stored, nothing sent.
 */
export type QuoteStatus = 'notification-pending' | 'notified' | 'notification-failed' | 'spam';

export type Recipient = 'owner' | 'homeowner';

/** What a request is delivered to: the two emails and, when QUOTE_WEBHOOK_URL is set, the CRM webhook. */
export type Delivery = Recipient | 'webhook';

export interface QuoteRecord {
  id: string;
  createdAt: string;
  status: QuoteStatus;
  fields: Quote;
  /** Where the lead came from (the visit's first page, referrer, campaign tags, the form); absent when nothing was recorded. */
  attribution?: Attribution;
  photoUrls: string[];
  /** When each email (and the webhook) went out; a missing entry is still owed. */
  notified: Partial<Record<Delivery, string>>;
  /**
   * Why a delivery was given up (the SMTP reply, HTTP status or error code): the homeowner's
   * address or the webhook's receiver refused it, or it kept failing for three days.
   */
  failed?: Partial<Record<Delivery, string>>;
  /**
   * Not sent on purpose: `throttled`, that mailbox got a confirmation in the last 24 hours; `spam`,
   * nothing is sent for a suspected bot's request.
   */
  skipped?: Partial<Record<Delivery, 'throttled' | 'spam'>>;
  /** Sending attempts so far, and when the latest started (the retry job waits after it). */
  attempts: number;
  lastAttemptAt: string;
}

/** One row of `npm run quotes -- list --json`: every field at the top level. */
export type QuoteRow = { id: string; createdAt: string; status: QuoteStatus } & Quote & {
    photoUrls: string[];
    /** Emails refused for good, e.g. `["homeowner"]`: call that person instead. */
    failedEmails: Recipient[];
  };

export function toRow(record: QuoteRecord): QuoteRow {
  return {
    id: record.id,
    createdAt: record.createdAt,
    status: record.status,
    ...record.fields,
    photoUrls: record.photoUrls,
    failedEmails: (['owner', 'homeowner'] as const).filter((recipient) => record.failed?.[recipient]),
  };
}
