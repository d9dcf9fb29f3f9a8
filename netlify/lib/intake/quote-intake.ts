// The one way a quote request comes in, from the wizard (JSON; photos uploaded before through
// receivePhoto in photo-intake.ts, sent as links) and from the no-JS form (multipart; photos inside) alike:
// validate → replay → rate limit → store → notify. Stored before any email; emails after the answer.
import type { Store } from '@netlify/blobs';
import type { Context } from '@netlify/functions';
import { createHash, randomBytes } from 'node:crypto';
import { LANGUAGES, type Language } from '../../../src/lib/i18n/languages';
import {
  HONEYPOT_FIELD,
  LIMITS,
  QUOTE_FIELD_NAMES,
  quoteRequestSchema,
  quoteWords,
  firstIssue,
  withoutBlanks,
  type Attribution,
  type Quote,
  type QuoteWords,
  type ToastMessage,
} from '../../../src/lib/quote';
import { confirmationsPerDay, ownerEmailsPerDay, rateLimitPerHour, webhookSettings } from '../config';
import { logFailure } from '../http';
import { createMailer, notifyTo } from '../email/mailer';
import { notifyStored } from '../delivery/notifications';
import { ownerEmailAllowance } from '../limits/owner-email-limit';
import { checkPhoto } from '../photos/checks';
import { payAndClean } from './photo-intake';
import type { cleanPhoto, CleanPhoto } from '../photos/clean';
import { ownPhotoName, photoUrl } from '../photos/names';
import { deletePhoto, savePhoto } from '../photos/storage';
import { photosUsable } from '../photos/sweep';
import type { HeldBack } from '../storage/quote-record';
import { isStored, storeRequest, type StoredRequest } from '../storage/quote-store';
import { clientOf, type Client } from '../limits/client-networks';
import { isOverLimit, releaseSlot, takeSlot, type RateLimit } from '../limits/client-rate-limit';
import { grantConfirmation, releaseConfirmation, type Grant } from '../limits/confirmation-limit';
import { openStores, REQUEST_BLOBS_BUDGET_MS } from '../storage/stores';

/** Each submission carries the words of its language: a refusal says them. */
export type Submission = { words: QuoteWords } &
  /** The wizard's request: its fields and photo links, and its Idempotency-Key and Upload-Key headers. */
  (
    | { channel: 'wizard'; input: Record<string, unknown>; idempotencyKey: string | null; uploadKey: string | null }
    /**
     * The no-JS form's post: its text fields, the photo files attached, and `cleanPhoto` to re-encode
     * them, passed in by the form's function: the wizard's submit function never re-encodes, and so
     * bundles no sharp.
     */
    | { channel: 'form'; input: Record<string, unknown>; files: File[]; cleanPhoto: typeof cleanPhoto }
  );

export type Outcome =
  | { kind: 'accepted'; id: string }
  | { kind: 'rate-limited' }
  /** Refused before anything was stored: what the wizard's toast would say, and the field at fault. */
  | { kind: 'refused'; toast: ToastMessage; field?: string };

const refused = (toast: ToastMessage, field?: string): Outcome => ({ kind: 'refused', toast, field });
const invalid = (words: QuoteWords, message: string, field?: string) =>
  refused(words.toasts.validationError(message), field);

/**
 * True when the hidden field people never see was filled in (or sent as anything but text): most
 * likely a bot, though autofill may have done it for a person, so the request is kept as spam.
 */
export function isSuspectedSpam(input: Record<string, unknown>): boolean {
  const value = input[HONEYPOT_FIELD];
  if (value === undefined) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** The shared schema, saying its messages in each language. */
const REQUEST_SCHEMAS = Object.fromEntries(
  LANGUAGES.map((language) => [language, quoteRequestSchema(quoteWords(language))]),
) as Record<Language, ReturnType<typeof quoteRequestSchema>>;

/** The shared schema's verdict, with photo links that are not a list of text refused in our words. */
function validate(
  input: Record<string, unknown>,
  words: QuoteWords,
):
  | {
      kind: 'valid';
      fields: Quote;
      photoUrls: string[];
      attribution: Attribution | undefined;
      language: Language | undefined;
    }
  | Outcome {
  const candidate: Record<string, unknown> = withoutBlanks(input);
  const { photoUrls: sent } = candidate;
  if (Array.isArray(sent) && sent.length === 0) delete candidate.photoUrls;
  // The schema's own wording for these would be zod's "Invalid input".
  else if (sent !== undefined && !(Array.isArray(sent) && sent.every((url) => typeof url === 'string'))) {
    return invalid(words, words.answers.requestValidation.photoUrlInvalid, 'photoUrls');
  }
  const result = REQUEST_SCHEMAS[words.language].safeParse(candidate);
  if (!result.success) {
    const { error, field } = firstIssue(result.error);
    return invalid(words, error, field);
  }
  const { photoUrls = [], attribution, language, ...fields } = result.data;
  return { kind: 'valid', fields, photoUrls, attribution: recorded(attribution), language };
}

/** The attribution's recorded values only; undefined when none is left. */
function recorded(attribution: Attribution | undefined): Attribution | undefined {
  const entries = Object.entries(attribution ?? {}).filter(([, value]) => value !== undefined);
  return entries.length ? (Object.fromEntries(entries) as Attribution) : undefined;
}

/**
 * A digest of what a request says (normalized fields and its photos: stored names, or the attached
 * files' digests), to tell a replay from a correction.
 */
function contentHash(fields: Quote, photos: readonly string[] = []): string {
  const normalized = QUOTE_FIELD_NAMES.map((name) => fields[name] ?? '');
  return createHash('sha256')
    .update(JSON.stringify([normalized, photos]))
    .digest('hex');
}

async function fileDigests(files: readonly File[]): Promise<string[]> {
  // A browser posts an empty file part when no photo was chosen.
  return Promise.all(
    files
      .filter((file) => file.size > 0)
      .map(async (file) =>
        createHash('sha256')
          .update(new Uint8Array(await file.arrayBuffer()))
          .digest('hex'),
      ),
  );
}

const ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A 10-character reference the homeowner can read out on the phone. */
function referenceFrom(bytes: Uint8Array): string {
  return [...bytes.subarray(0, 10)].map((b) => ID_ALPHABET[b % 32]).join('');
}

const referenceOf = (text: string) => referenceFrom(createHash('sha256').update(text).digest());
const randomReference = () => referenceFrom(randomBytes(10));

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * The id of a wizard request. The same Idempotency-Key with the same content always names the
 * same request, so a replay finds the first one; changed content under that key is a new request.
 */
function wizardRequestId(idempotencyKey: string | null, hash: string): string {
  if (idempotencyKey && IDEMPOTENCY_KEY.test(idempotencyKey)) return referenceOf(`quote:${idempotencyKey}:${hash}`);
  return randomReference();
}

/** A no-JS post sent twice (double click, back and resend) within this window is one request. */
const FORM_REPLAY_WINDOW_MS = 10 * 60 * 1000;

/**
 * The ids a no-JS post may have. A static page carries no per-visit key, so the client's network
 * and the content stand in for one: the current window's id first (the one to create), then the
 * previous window's, so a resend just after a window boundary is still recognized.
 */
function formRequestIds(client: string, hash: string, now = Date.now()): string[] {
  const window = Math.floor(now / FORM_REPLAY_WINDOW_MS);
  return [window, window - 1].map((w) => referenceOf(`form:${client}:${hash}:${w}`));
}

/** The photos attached to a no-JS post, checked and cleaned; a refusal names the file at fault. */
async function cleanAttachedPhotos(
  { files, cleanPhoto: clean, words }: Extract<Submission, { channel: 'form' }>,
  rateLimits: Store,
  client: Client,
): Promise<{ kind: 'cleaned'; photos: CleanPhoto[] } | Outcome> {
  const { toasts } = words;
  const checked = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const check = checkPhoto(bytes, file.type);
    if (check.kind === 'refused') {
      return refused(
        check.problem === 'too-large' ? toasts.fileTooLarge(file.name) : toasts.invalidFileType(file.name),
      );
    }
    checked.push({ bytes, format: check.format });
  }
  const cleaned = await payAndClean(checked, rateLimits, client, clean);
  if (cleaned.kind !== 'refused') return cleaned;
  const { name } = files[cleaned.index]!;
  return refused(
    cleaned.problem === 'too-big-to-process' ? toasts.photoTooLargeToSend(name) : toasts.invalidFileType(name),
  );
}

/** Emails the owner and the homeowner, and posts the webhook, after the answer; a failure leaves the request to the retry job. */
function notifyLater(stored: StoredRequest, context: Context): Promise<void> {
  const deployContext = context.deploy?.context;
  const notifying = (async () => {
    const mailer = createMailer(deployContext);
    const stores = openStores(deployContext);
    try {
      await notifyStored(stores.requests, stored, {
        mailer,
        notifyTo: notifyTo(),
        webhook: webhookSettings(),
        ownerEmails: ownerEmailAllowance(stores.rateLimits, {
          perDay: ownerEmailsPerDay(),
          perNetwork: rateLimitPerHour(),
          ip: context.ip,
        }),
      });
    } finally {
      mailer.close?.();
    }
  })().catch((error: unknown) => logFailure(`quote-notify ${stored.record.id}`, context.requestId, error));
  if (typeof context.waitUntil !== 'function') return notifying;
  context.waitUntil(notifying);
  return Promise.resolve();
}

/**
 * Receives one quote request. A known one (a replay) gets its first answer; a new one takes a
 * slot of the client's hourly limit, is stored, and is emailed after the answer. The slot is given
 * back when nothing new was stored. Blobs failures are thrown, within seconds.
 */
export async function receiveQuote(submission: Submission, context: Context, origin: string): Promise<Outcome> {
  const { input, words } = submission;
  const suspectedSpam = isSuspectedSpam(input);
  const valid = validate(input, words);
  if (valid.kind !== 'valid') return valid;
  const { fields } = valid;
  if (submission.channel === 'form' && submission.files.length > LIMITS.maxPhotos)
    return refused(words.toasts.tooManyFiles);

  const stores = openStores(context.deploy?.context, Date.now() + REQUEST_BLOBS_BUDGET_MS);
  let photoNames: string[] = [];
  if (submission.channel === 'wizard') {
    const names = valid.photoUrls.map((url) => ownPhotoName(url, origin));
    const usable =
      names.every((name) => name !== undefined) && (await photosUsable(stores.photos, names, submission.uploadKey));
    if (!usable) {
      return invalid(words, words.answers.requestValidation.photoUrlInvalid, 'photoUrls');
    }
    photoNames = names;
  }
  const client = await clientOf(stores.rateLimits, context.ip);
  const ids =
    submission.channel === 'wizard'
      ? [wizardRequestId(submission.idempotencyKey, contentHash(fields, photoNames))]
      : formRequestIds(client.id, contentHash(fields, await fileDigests(submission.files)));
  for (const known of ids) if (await isStored(stores.requests, known)) return { kind: 'accepted', id: known };

  const submits: RateLimit = { action: 'submit', client, perHour: rateLimitPerHour() };
  let photos: CleanPhoto[] = [];
  if (submission.channel === 'form' && submission.files.length > 0) {
    // Before any photo is decoded: a client over its limit costs no decoding.
    if (await isOverLimit(stores.rateLimits, submits)) return { kind: 'rate-limited' };
    const cleaned = await cleanAttachedPhotos(submission, stores.rateLimits, client);
    if (cleaned.kind !== 'cleaned') return cleaned;
    photos = cleaned.photos;
  }
  const slot = await takeSlot(stores.rateLimits, submits);
  if (!slot) return { kind: 'rate-limited' };
  const id = ids[0]!;
  let confirmation: Grant | HeldBack | undefined;
  let stored: StoredRequest | undefined;
  let writing = false;
  try {
    if (photos.length > 0)
      photoNames = await Promise.all(photos.map((photo, index) => savePhoto(stores.photos, photo, index)));
    if (!suspectedSpam) {
      confirmation = await grantConfirmation(stores.rateLimits, fields.email, id, confirmationsPerDay());
    }
    writing = true;
    stored = await storeRequest(stores, {
      id,
      fields,
      attribution: valid.attribution,
      language: valid.language,
      photoNames,
      photoUrls: photoNames.map((name) => photoUrl(origin, name)),
      homeownerHeldBack: typeof confirmation === 'string' ? confirmation : undefined,
      suspectedSpam,
    });
  } catch (error) {
    // Nothing was stored: the slot and the mailbox's confirmation go back, so a corrected resend
    // gets both. Once the request's writes began, whatever failed may have landed: what is stored
    // decides, and a request that cannot be read counts as stored (the retry job then owes it its
    // emails, and both stay with it).
    const landed = writing && (await isStored(stores.requests, id).catch(() => true));
    if (!landed) {
      await Promise.all([
        releaseSlot(stores.rateLimits, slot),
        typeof confirmation === 'object' && releaseConfirmation(stores.rateLimits, confirmation),
      ]).catch(() => undefined);
    }
    throw error;
  }
  if (!stored) {
    // A concurrent replay stored it first; photos saved for this post are nobody's.
    await releaseSlot(stores.rateLimits, slot);
    if (photos.length > 0) await Promise.all(photoNames.map((name) => deletePhoto(stores.photos, name, [id])));
    return { kind: 'accepted', id };
  }
  if (suspectedSpam) {
    // Answered as any other: a bot learns nothing, and a person whose autofill filled the field is not turned away.
    console.log(`[quote] request ${context.requestId ?? '-'} stored as ${id}, held as suspected spam`);
    return { kind: 'accepted', id };
  }
  console.log(`[quote] request ${context.requestId ?? '-'} stored as ${id}`);
  await notifyLater(stored, context);
  return { kind: 'accepted', id };
}
