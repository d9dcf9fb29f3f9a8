// A stored quote request, as kept in the `quote-requests` store and listed by `npm run quotes`.
// Only type imports from src/: the owner CLI loads this file with plain Node.
import type { Language } from '../../../src/lib/i18n/languages';
import type { Attribution, Quote } from '../../../src/lib/quote';

/** Where the owner is with a lead, set with `npm run quotes -- status`; a request without one is `new`. */
export const QUOTE_STATUSES = ['new', 'contacted', 'scheduled', 'won', 'lost', 'spam'] as const;

export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const isQuoteStatus = (value: string): value is QuoteStatus =>
  (QUOTE_STATUSES as readonly string[]).includes(value);

/**
 * `notification-failed`: the owner email failed for good (see `failed`); the request is still here.
 * `held-in-flood`: the owner email was held in an hour past the owner-email limit; that hour's flood
 * summary lists the request instead.
 * `not-sent`: nothing was to go out (a request held as spam).
 */
export type NotificationStatus =
  'notification-pending' | 'notified' | 'notification-failed' | 'held-in-flood' | 'not-sent';

export type Recipient = 'owner' | 'homeowner';

/** What a request is delivered to: the two emails and, when QUOTE_WEBHOOK_URL is set, the CRM webhook. */
export type Delivery = Recipient | 'webhook';

/**
 * Why a homeowner gets no confirmation: `throttled`, that mailbox got one in the last 24 hours;
 * `capped`, the site sent its day's cap (`QUOTE_CONFIRMATIONS_PER_DAY`).
 */
export type HeldBack = 'throttled' | 'capped';

export interface StatusChange {
  at: string;
  status: QuoteStatus;
}

export interface QuoteRecord {
  id: string;
  createdAt: string;
  /** Absent until the owner or the intake sets one: `new`. */
  status?: QuoteStatus;
  /** Each change of `status`, oldest first. */
  statusHistory?: StatusChange[];
  fields: Quote;
  /** Where the lead came from (the visit's first page, referrer, campaign tags, the form); absent when nothing was recorded. */
  attribution?: Attribution;
  /** The language of the page it was sent from; absent for English (and in requests stored before it was recorded). */
  language?: Language;
  photoUrls: string[];
  /** When each email (and the webhook) went out; a missing entry is still owed. */
  notified: Partial<Record<Delivery, string>>;
  /**
   * Why a delivery was given up (the SMTP reply, HTTP status or error code): the homeowner's
   * address or the webhook's receiver refused it, or it kept failing for three days.
   */
  failed?: Partial<Record<Delivery, string>>;
  /**
   * Never to be sent (again): a confirmation held back (see `HeldBack`); `refused`, the homeowner's
   * address was refused (the code is in `failed`); `spam`, nothing is sent for a suspected bot's request;
   * `flood`, the hour's owner emails were used up by new requests: the request is listed in that hour's flood summary.
   */
  skipped?: Partial<Record<Delivery, HeldBack | 'refused' | 'spam' | 'flood'>>;
  /**
   * Owner addresses (QUOTE_NOTIFY_TO) that took the owner email while the server refused another:
   * the next attempt goes to the others alone. Absent once every address took it.
   */
  ownerSentTo?: string[];
  /**
   * The owner email was refused for what it says (the reply code): a short one without the
   * visitor's words went instead, and `notified.owner` is when.
   */
  ownerEmailShortened?: string;
  /** Sending attempts so far, and when the latest started (the retry job waits after it). */
  attempts: number;
  lastAttemptAt: string;
}

type EmailState = Pick<QuoteRecord, 'notified' | 'failed' | 'skipped'>;

/** Sent, given up or not to be sent: nothing more is owed to `delivery`. */
export const isSettled = (record: EmailState, delivery: Delivery) =>
  Boolean(record.notified[delivery] || record.failed?.[delivery] || record.skipped?.[delivery]);

/** Where the emails stand, from what each recipient was sent, refused or spared; the webhook's state is beside it. */
export function notificationStatus(record: EmailState): NotificationStatus {
  if (!isSettled(record, 'owner') || !isSettled(record, 'homeowner')) return 'notification-pending';
  if (record.failed?.owner) return 'notification-failed';
  if (record.notified.owner) return 'notified';
  return record.skipped?.owner === 'flood' ? 'held-in-flood' : 'not-sent';
}

export const quoteStatus = (record: Pick<QuoteRecord, 'status'>): QuoteStatus => record.status ?? 'new';

/** The language the request was sent in: English unless it says otherwise. */
export const requestLanguage = (record: Pick<QuoteRecord, 'language'>): Language => record.language ?? 'en';

/** One row of `npm run quotes -- list --json`: every field at the top level. */
export type QuoteRow = {
  id: string;
  createdAt: string;
  status: QuoteStatus;
  notification: NotificationStatus;
} & Quote & {
    photoUrls: string[];
    /** Emails refused for good, e.g. `["homeowner"]`: call that person instead. */
    failedEmails: Recipient[];
    attribution: Attribution;
    /** The language of the page it was sent from: `en` or `es`. */
    language: Language;
    statusHistory: StatusChange[];
  };

export function toRow(record: QuoteRecord): QuoteRow {
  return {
    id: record.id,
    createdAt: record.createdAt,
    status: quoteStatus(record),
    notification: notificationStatus(record),
    ...record.fields,
    photoUrls: record.photoUrls,
    failedEmails: (['owner', 'homeowner'] as const).filter((recipient) => record.failed?.[recipient]),
    attribution: record.attribution ?? {},
    language: requestLanguage(record),
    statusHistory: record.statusHistory ?? [],
  };
}
