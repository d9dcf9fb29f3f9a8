// The wizard's two calls (photo uploads, then the request) and what each answer tells the visitor.
import type { Language } from '../../lib/i18n/languages';
import { visitAttribution } from '../../lib/quote/attribution';
import { ENDPOINTS, UPLOAD_KEY_HEADER } from '../../lib/quote/endpoints';
import { HONEYPOT_FIELD } from '../../lib/quote/fields';
import type { ToastMessage } from '../../lib/quote/messages';
import { withoutBlanks, type Quote } from '../../lib/quote/schema';
import type { ThankYou } from '../../lib/quote/thank-you-html';
import { photoToSend } from './photo-files';
import type { WizardWords } from './wizard-words';

/** A stalled connection ends in the failure toast instead of "Submitting..." forever. */
const PHOTO_TIMEOUT_MS = 60_000;
const SUBMIT_TIMEOUT_MS = 20_000;

export type SubmitOutcome =
  /** What the thank-you says, as the endpoint worked it out. */
  | { kind: 'sent'; thanks: ThankYou | undefined }
  | { kind: 'rate-limited' }
  | { kind: 'invalid'; message: string; field: string | undefined }
  | { kind: 'failed' };

/** A rateLimited flag, or an error naming a rate limit, means Too Many Requests. */
function isRateLimitAnswer(answer: { rateLimited?: unknown; error?: unknown }): boolean {
  if (answer.rateLimited === true) return true;
  const error = typeof answer.error === 'string' ? answer.error : '';
  return /rate limit|too many submissions/i.test(error);
}

/**
 * Uploads each photo's raw bytes in turn, so progress reads "1 of N"; `uploaded` remembers the files already
 * stored, so a retry stores none twice. Answers the addresses, or the toast of the failure in the words' language.
 */
export async function uploadPhotos(
  photos: readonly File[],
  uploaded: Map<File, string>,
  { language, toasts }: Pick<WizardWords, 'language' | 'toasts'>,
  uploadKey: string,
  onProgress: (current: number, total: number) => void,
): Promise<string[] | ToastMessage> {
  const urls: string[] = [];
  for (const [index, photo] of photos.entries()) {
    onProgress(index + 1, photos.length);
    let url = uploaded.get(photo);
    if (!url) {
      try {
        const { body, type } = await photoToSend(photo);
        // The upload's answers come in the page's language.
        const response = await fetch(`${ENDPOINTS.photos}?${new URLSearchParams({ index: String(index), language })}`, {
          method: 'POST',
          headers: { 'Content-Type': type, [UPLOAD_KEY_HEADER]: uploadKey },
          body,
          signal: AbortSignal.timeout(PHOTO_TIMEOUT_MS),
        });
        if (response.status === 413) return toasts.photoTooLargeToSend(photo.name);
        const answer = response.status === 201 ? ((await response.json()) as { url?: unknown }) : {};
        if (typeof answer.url !== 'string') return toasts.photoUploadFailed;
        url = answer.url;
      } catch {
        return toasts.photoUploadFailed;
      }
      uploaded.set(photo, url);
    }
    urls.push(url);
  }
  return urls;
}

/**
 * Sends the validated request in the page's `language` (the server stores it and answers in it); the
 * idempotency key lets the server answer a retry without a second request, the upload key shows the
 * photos were uploaded here.
 */
export async function submitQuote(
  quote: Quote,
  photoUrls: readonly string[],
  honeypot: string,
  keys: { language: Language; idempotencyKey: string; uploadKey: string },
): Promise<SubmitOutcome> {
  let response: Response;
  let answer: { rateLimited?: unknown; error?: unknown; field?: unknown; id?: unknown; thanks?: unknown };
  try {
    response = await fetch(ENDPOINTS.submit, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        // For the answers given before the body (and its `language`) is read.
        'Content-Language': keys.language,
        'Idempotency-Key': keys.idempotencyKey,
        [UPLOAD_KEY_HEADER]: keys.uploadKey,
      },
      body: JSON.stringify({
        ...withoutBlanks(quote),
        ...(photoUrls.length > 0 ? { photoUrls } : {}),
        attribution: { ...visitAttribution(), channel: 'wizard' },
        language: keys.language,
        [HONEYPOT_FIELD]: honeypot,
      }),
      signal: AbortSignal.timeout(SUBMIT_TIMEOUT_MS),
    });
    answer = await response.json().catch(() => ({}));
  } catch {
    return { kind: 'failed' };
  }
  if (response.status === 429 || isRateLimitAnswer(answer)) return { kind: 'rate-limited' };
  // Only the endpoint's own answer counts: a captive portal's 200 page is no accepted request.
  if (response.status === 201 && typeof answer.id === 'string') {
    const { thanks } = answer;
    return { kind: 'sent', thanks: thanks && typeof thanks === 'object' ? (thanks as ThankYou) : undefined };
  }
  if (response.status === 400 && typeof answer.error === 'string') {
    return {
      kind: 'invalid',
      message: answer.error,
      field: typeof answer.field === 'string' ? answer.field : undefined,
    };
  }
  return { kind: 'failed' };
}
