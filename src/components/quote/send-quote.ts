// The two calls of spec §7 and how their answers map to what the visitor is told.
import { ENDPOINTS, isRateLimitAnswer, withoutBlanks, HONEYPOT_FIELD, type Quote } from '../../lib/quote';

export type SubmitOutcome =
  | { kind: 'sent' }
  | { kind: 'rateLimited' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed' };

/**
 * Uploads each photo as its raw bytes, one after another so progress reads "1 of N".
 * `uploaded` remembers the address of every file already stored, so a retry after a failed
 * submit does not store the same photo twice. Answers the addresses, or undefined on any failure.
 */
export async function uploadPhotos(
  photos: readonly File[],
  uploaded: Map<File, string>,
  onProgress: (current: number, total: number) => void,
): Promise<string[] | undefined> {
  const urls: string[] = [];
  for (const [index, photo] of photos.entries()) {
    onProgress(index + 1, photos.length);
    let url = uploaded.get(photo);
    if (!url) {
      try {
        const response = await fetch(`${ENDPOINTS.photos}?index=${index}`, {
          method: 'POST',
          headers: { 'Content-Type': photo.type },
          body: photo,
        });
        const answer = response.ok ? ((await response.json()) as { url?: unknown }) : {};
        if (typeof answer.url !== 'string') return undefined;
        url = answer.url;
      } catch {
        return undefined;
      }
      uploaded.set(photo, url);
    }
    urls.push(url);
  }
  return urls;
}

/** Sends the validated request; the key lets the server answer a retry without a second request. */
export async function submitQuote(
  quote: Quote,
  photoUrls: readonly string[],
  honeypot: string,
  idempotencyKey: string,
): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetch(ENDPOINTS.submit, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify({
        ...withoutBlanks(quote),
        ...(photoUrls.length > 0 ? { photoUrls } : {}),
        [HONEYPOT_FIELD]: honeypot,
      }),
    });
  } catch {
    return { kind: 'failed' };
  }
  const answer = (await response.json().catch(() => ({}))) as { rateLimited?: unknown; error?: unknown };
  if (response.status === 429 || isRateLimitAnswer(answer)) return { kind: 'rateLimited' };
  if (response.ok) return { kind: 'sent' };
  if (response.status === 400 && typeof answer.error === 'string') return { kind: 'invalid', message: answer.error };
  return { kind: 'failed' };
}
