// The CRM handoff: each new quote request POSTed as JSON to the business's own job-management
// tool (a Zapier "Catch Hook" into Jobber, Housecall Pro or a sheet; docs/deploying.md), signed so
// the receiver can tell it came from this site and refuse a replayed one.
import { createHmac } from 'node:crypto';
import { optionLabel, QUOTE_VALUE_FIELDS } from '../../../src/lib/quote';
import type { WebhookSettings } from '../config';
import { requestLanguage, type QuoteRecord } from '../storage/quote-record';

/** One POST may take this long: a slow receiver is tried again by the retry job, never waited on. */
export const WEBHOOK_TIMEOUT_MS = 5_000;

export const WEBHOOK_HEADERS = {
  /** `sha256=<hex>`: HMAC-SHA256 of `<timestamp>.<body>` under QUOTE_WEBHOOK_SECRET. */
  signature: 'X-Quote-Signature',
  /** Unix seconds when this POST was signed: a receiver refuses old ones. */
  timestamp: 'X-Quote-Timestamp',
  /** The request's reference, the same on every retry: a receiver keeps the first. */
  idempotencyKey: 'Idempotency-Key',
} as const;

/** What the receiver gets: the stored request, its photos' addresses and where the lead came from. */
export function webhookPayload(record: QuoteRecord) {
  return {
    event: 'quote_request.created',
    reference: record.id,
    createdAt: record.createdAt,
    fields: record.fields,
    /** Every select's value as the form shows it (null when none was chosen), ready for a job title or a sheet column. */
    labels: Object.fromEntries(
      QUOTE_VALUE_FIELDS.flatMap((field) =>
        field.input === 'select' ? [[field.name, optionLabel(field, record.fields[field.name]) ?? null]] : [],
      ),
    ),
    photoUrls: record.photoUrls,
    attribution: record.attribution ?? {},
    /** The language of the page it was sent from, `en` or `es`: the one to answer in. */
    language: requestLanguage(record),
  };
}

export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export type WebhookOutcome =
  | { kind: 'delivered' }
  /** `final`: the receiver refused the request itself (a 3xx or a 4xx other than 408 and 429); retrying cannot help. */
  | { kind: 'failed'; final: boolean; code: string };

const retryable = (status: number) => status === 408 || status === 429 || status >= 500;

/** What a POST that got no answer is recorded as: never the URL, which is the hook's secret. */
function networkCode(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' ? cause.code : 'network-error';
}

/** POSTs `record` once; `signal` ends the attempt (a timeout counts as a failure to retry). */
export async function postQuote(
  webhook: WebhookSettings,
  record: QuoteRecord,
  signal: AbortSignal,
): Promise<WebhookOutcome> {
  const body = JSON.stringify(webhookPayload(record));
  const timestamp = String(Math.floor(Date.now() / 1000));
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    [WEBHOOK_HEADERS.idempotencyKey]: record.id,
    [WEBHOOK_HEADERS.timestamp]: timestamp,
  };
  if (webhook.secret) headers[WEBHOOK_HEADERS.signature] = webhookSignature(webhook.secret, timestamp, body);
  try {
    // A redirect would turn the POST into a body-less GET: it is reported instead of followed.
    const response = await fetch(webhook.url, { method: 'POST', headers, body, redirect: 'manual', signal });
    await response.body?.cancel();
    if (response.ok) return { kind: 'delivered' };
    return { kind: 'failed', final: !retryable(response.status), code: String(response.status) };
  } catch (error) {
    return { kind: 'failed', final: false, code: networkCode(error) };
  }
}
