// The wizard's two calls (photo uploads, then the request) and what each answer tells the visitor.
import {
  ENDPOINTS,
  HONEYPOT_FIELD,
  TOASTS,
  UPLOAD_KEY_HEADER,
  isRateLimitAnswer,
  visitAttribution,
  withoutBlanks,
  type Quote,
  type ToastMessage,
} from '../../lib/quote';
import type { ThankYou } from '../../lib/quote/thank-you-html';
import { photoToSend } from './photo-files';

/** A stalled connection ends in the failure toast instead of "Submitting..." forever. */
const PHOTO_TIMEOUT_MS = 60_000;
const SUBMIT_TIMEOUT_MS = 20_000;

export type SubmitOutcome =
  /** What the thank-you says, as the endpoint worked it out. */
  | { kind: 'sent'; thanks: ThankYou | undefined }
  | { kind: 'rate-limited' }
  | { kind: 'invalid'; message: string; field: string | undefined }
  | { kind: 'failed' };

/**
 * Uploads each photo's raw bytes in turn, so progress reads "1 of N"; `uploaded` remembers the files already
 * stored, so a retry stores none twice. Answers the addresses, or the toast of the failure.
 */
export async function uploadPhotos(
  photos: readonly File[],
  uploaded: Map<File, string>,
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
        const response = await fetch(`${ENDPOINTS.photos}?index=${index}`, {
          method: 'POST',
          headers: { 'Content-Type': type, [UPLOAD_KEY_HEADER]: uploadKey },
          body,
          signal: AbortSignal.timeout(PHOTO_TIMEOUT_MS),
        });
        if (response.status === 413) return TOASTS.photoTooLargeToSend(photo.name);
        const answer = response.status === 201 ? ((await response.json()) as { url?: unknown }) : {};
        if (typeof answer.url !== 'string') return TOASTS.photoUploadFailed;
        url = answer.url;
      } catch {
        return TOASTS.photoUploadFailed;
      }
      uploaded.set(photo, url);
    }
    urls.push(url);
  }
  return urls;
}

/**
 * Sends the validated request; the idempotency key lets the server answer a retry without a second
 * request, the upload key shows the photos were uploaded here.
 */
export async function submitQuote(
  quote: Quote,
  photoUrls: readonly string[],
  honeypot: string,
  keys: { idempotencyKey: string; uploadKey: string },
): Promise<SubmitOutcome> {
  let response: Response;
  let answer: { rateLimited?: unknown; error?: unknown; field?: unknown; id?: unknown; thanks?: unknown };
  try {
    response = await fetch(ENDPOINTS.submit, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': keys.idempotencyKey,
        [UPLOAD_KEY_HEADER]: keys.uploadKey,
      },
      body: JSON.stringify({
        ...withoutBlanks(quote),
        ...(photoUrls.length > 0 ? { photoUrls } : {}),
        attribution: { ...visitAttribution(), channel: 'wizard' },
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
