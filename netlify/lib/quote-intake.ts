// The rules every quote request passes, whichever endpoint it arrives at:
// validate → (replay) → rate limit → store before any email.
import type { Store } from '@netlify/blobs';
import { createHash, randomBytes } from 'node:crypto';
import {
  firstIssue,
  HONEYPOT_FIELD,
  QUOTE_FIELD_NAMES,
  quoteRequestSchema,
  VALIDATION,
  withoutBlanks,
  type Attribution,
  type Quote,
} from '../../src/lib/quote';
import { pendingKey } from './notifications';
import { ownPhotoKey, photosExist } from './photos';
import type { QuoteRecord } from './quote-record';
import { writeIf } from './versioned';

export type Validation =
  | { ok: true; fields: Quote; photoKeys: string[]; attribution?: Attribution }
  | { ok: false; error: string; field: string | undefined };

/**
 * The earliest preferred date accepted: yesterday in UTC. The farthest-behind time zone
 * (UTC−12) is never more than one calendar day behind UTC, so every visitor's "today" passes.
 */
export function earliestPreferredDate(now = new Date()): string {
  return new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** True when the hidden field people never see was filled in (or sent as anything but text): a bot. */
export function isBot(input: Record<string, unknown>): boolean {
  const value = input[HONEYPOT_FIELD];
  if (value === undefined) return false;
  const bot = typeof value !== 'string' || value.trim() !== '';
  // A count, no content: how much the honeypot catches.
  if (bot) console.log('[quote] honeypot hit');
  return bot;
}

const photoUrlsRefused = { ok: false, error: VALIDATION.photoUrlInvalid, field: 'photoUrls' } as const;

/**
 * Checks a request with the shared schema, plus that photo links are photos uploaded to this
 * site and still stored (`photos` is the photo store). Answers the photos by key.
 */
export async function validateQuote(
  input: Record<string, unknown>,
  origin: string,
  photos: Store,
  now = new Date(),
): Promise<Validation> {
  const candidate: Record<string, unknown> = withoutBlanks(input);
  const { photoUrls: sent } = candidate;
  if (Array.isArray(sent) && sent.length === 0) delete candidate.photoUrls;
  // The schema's own wording for these would be zod's "Invalid input".
  else if (sent !== undefined && !(Array.isArray(sent) && sent.every((url) => typeof url === 'string'))) {
    return photoUrlsRefused;
  }
  const result = quoteRequestSchema(earliestPreferredDate(now)).safeParse(candidate);
  if (!result.success) return { ok: false, ...firstIssue(result.error) };
  const { photoUrls = [], attribution, ...fields } = result.data;
  const photoKeys = photoUrls.map((url) => ownPhotoKey(url, origin));
  if (!photoKeys.every((key) => key !== undefined) || !(await photosExist(photos, photoKeys))) {
    return photoUrlsRefused;
  }
  return { ok: true, fields, photoKeys, attribution: recorded(attribution) };
}

/** The attribution's recorded values only; undefined when none is left. */
function recorded(attribution: Attribution | undefined): Attribution | undefined {
  const entries = Object.entries(attribution ?? {}).filter(([, value]) => value !== undefined);
  return entries.length ? (Object.fromEntries(entries) as Attribution) : undefined;
}

/** A digest of what a request says (normalised fields and photos), to tell a replay from a correction. */
export function contentHash(fields: Quote, photoKeys: readonly string[] = []): string {
  const normalised = QUOTE_FIELD_NAMES.map((name) => fields[name] ?? '');
  return createHash('sha256')
    .update(JSON.stringify([normalised, photoKeys]))
    .digest('hex');
}

const ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A 10-character reference the homeowner can read out on the phone. */
function referenceFrom(bytes: Uint8Array): string {
  return [...bytes.subarray(0, 10)].map((b) => ID_ALPHABET[b % 32]).join('');
}

const referenceOf = (text: string) => referenceFrom(createHash('sha256').update(text).digest());

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * The id of a wizard request. The same Idempotency-Key with the same content always names the
 * same request, so a replay finds the first one; changed content under that key is a new request.
 */
export function requestId(idempotencyKey: string | null, hash: string): string {
  if (idempotencyKey && IDEMPOTENCY_KEY.test(idempotencyKey)) return referenceOf(`quote:${idempotencyKey}:${hash}`);
  return referenceFrom(randomBytes(10));
}

/** A no-JS form post sent twice (double click, back and resend) within this window is one request. */
export const FORM_REPLAY_WINDOW_MS = 10 * 60 * 1000;

/**
 * The ids a no-JS post may have: the current window's first (the one to create), then the
 * previous window's, so a resend just after a window boundary is still recognised.
 */
export function formRequestIds(client: string, hash: string, now = Date.now()): [string, string] {
  const window = Math.floor(now / FORM_REPLAY_WINDOW_MS);
  return [referenceOf(`form:${client}:${hash}:${window}`), referenceOf(`form:${client}:${hash}:${window - 1}`)];
}

/** A plausible id for answering bots as if they had been accepted. */
export function decoyId(): string {
  return referenceFrom(randomBytes(10));
}

export async function alreadyStored(requests: Store, id: string): Promise<boolean> {
  return (await requests.getMetadata(id)) !== null;
}

/**
 * Stores a new request as notification-pending, with its pending marker written first so the
 * retry job always finds it. Answers undefined when a request with this id exists already (a
 * concurrent replay), so nothing is created twice.
 */
export async function storeQuote(
  requests: Store,
  id: string,
  { fields, attribution }: Pick<QuoteRecord, 'fields' | 'attribution'>,
  photoUrls: string[],
  now = new Date(),
): Promise<{ record: QuoteRecord; etag: string } | undefined> {
  const record: QuoteRecord = {
    id,
    createdAt: now.toISOString(),
    status: 'notification-pending',
    fields,
    ...(attribution ? { attribution } : {}),
    photoUrls,
    notified: {},
    attempts: 1,
    lastAttemptAt: now.toISOString(),
  };
  await requests.set(pendingKey(id), record.createdAt);
  const write = await writeIf(requests, id, record, { onlyIfNew: true });
  return write.written ? { record, etag: write.etag } : undefined;
}
