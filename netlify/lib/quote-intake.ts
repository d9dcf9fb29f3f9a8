// The rules every quote request passes, whichever endpoint it arrives at:
// validate → (replay) → rate limit → store before any email.
import type { Store } from '@netlify/blobs';
import { createHash, randomBytes } from 'node:crypto';
import {
  firstIssue,
  HONEYPOT_FIELD,
  quoteRequestSchema,
  VALIDATION,
  withoutBlanks,
} from '../../src/lib/quote';
import { isOwnPhotoUrl } from './photos';
import { FIELD_ORDER, type QuoteFields, type QuoteRecord } from './quote-record';
import { clientKey, takeSlot } from './rate-limit';
import { writeIf } from './versioned';

export type Validation =
  | { ok: true; fields: QuoteFields; photoUrls: string[] }
  | { ok: false; error: string; field: string | undefined };

/**
 * The earliest preferred date accepted: yesterday in UTC. The farthest-behind time zone
 * (UTC−12) is never more than one calendar day behind UTC, so every visitor's "today" passes.
 */
export function earliestPreferredDate(now = new Date()): string {
  return new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** True when the hidden field people never see was filled in: a bot. */
export function isBot(input: Record<string, unknown>): boolean {
  const value = input[HONEYPOT_FIELD];
  return typeof value === 'string' && value.trim() !== '';
}

/** Checks a request with the shared schema, plus that photo links are this site's own uploads. */
export function validateQuote(input: Record<string, unknown>, origin: string, now = new Date()): Validation {
  const candidate: Record<string, unknown> = withoutBlanks(input);
  if (Array.isArray(candidate.photoUrls) && candidate.photoUrls.length === 0) delete candidate.photoUrls;
  const result = quoteRequestSchema(earliestPreferredDate(now)).safeParse(candidate);
  if (!result.success) return { ok: false, ...firstIssue(result.error) };
  const { photoUrls = [], ...rest } = result.data;
  if (!photoUrls.every((url) => isOwnPhotoUrl(url, origin))) {
    return { ok: false, error: VALIDATION.photoUrlInvalid, field: 'photoUrls' };
  }
  const fields = Object.fromEntries(
    FIELD_ORDER.filter((name) => rest[name] !== undefined).map((name) => [name, rest[name]]),
  ) as unknown as QuoteFields;
  return { ok: true, fields, photoUrls };
}

const ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A 10-character reference the homeowner can read out on the phone. */
function referenceFrom(bytes: Uint8Array): string {
  return [...bytes.subarray(0, 10)].map((b) => ID_ALPHABET[b % 32]).join('');
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** The same Idempotency-Key always names the same request, so a replay finds the first one. */
export function requestId(idempotencyKey: string | null): string {
  if (idempotencyKey && IDEMPOTENCY_KEY.test(idempotencyKey)) {
    return referenceFrom(createHash('sha256').update(`quote:${idempotencyKey}`).digest());
  }
  return referenceFrom(randomBytes(10));
}

/** A plausible id for answering bots as if they had been accepted. */
export function decoyId(): string {
  return referenceFrom(randomBytes(10));
}

export async function alreadyStored(requests: Store, id: string): Promise<boolean> {
  return (await requests.get(id, { type: 'text' })) !== null;
}

/** Takes one of the client's hourly submissions; false when the limit is reached. */
export async function admitSubmission(rateLimits: Store, ip: string, limit: number): Promise<boolean> {
  return takeSlot(rateLimits, await clientKey(rateLimits, 'submit', ip), limit);
}

/**
 * Stores a new request as notification-pending. Answers false when a request with this id
 * exists already (a concurrent replay), so nothing is created twice.
 */
export async function storeQuote(
  requests: Store,
  id: string,
  fields: QuoteFields,
  photoUrls: string[],
  now = new Date(),
): Promise<QuoteRecord | undefined> {
  const record: QuoteRecord = {
    id,
    createdAt: now.toISOString(),
    status: 'notification-pending',
    fields,
    photoUrls,
    notified: {},
    attempts: 1,
    lastAttemptAt: now.toISOString(),
  };
  const write = await writeIf(requests, id, record, { onlyIfNew: true });
  return write.written ? record : undefined;
}
