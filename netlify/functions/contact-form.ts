// POST /api/contact-form: the quote form without JavaScript (multipart, up to 5 photos).
// Accepted → 303 to the thank-you page; otherwise a small page with the message and the form.
import type { Config, Context } from '@netlify/functions';
import { HONEYPOT_FIELD, LIMITS, THANK_YOU_PATH, TOASTS, type QuoteDraft } from '../../src/lib/quote';
import { acceptQuote } from '../lib/accept-quote';
import { BodyTooLargeError, logFailure, methodNotAllowed, readCappedBody } from '../lib/http';
import { photoUrl, preparePhoto, savePhoto, type PreparedPhoto } from '../lib/photos';
import { isBot, requestId, validateQuote } from '../lib/quote-intake';
import { FIELD_ORDER } from '../lib/quote-record';
import { quoteFormPage, type QuoteFormPage } from '../lib/quote-form-page';
import { openStore, STORE_NAMES } from '../lib/stores';

/** Five photos at their limit plus the text fields. */
const MAX_BODY_BYTES = LIMITS.maxPhotos * LIMITS.maxPhotoBytes + 64 * 1024;
const TOO_LARGE = 'The photos are too large together. Please attach fewer or smaller photos.';

function page(status: number, content: QuoteFormPage): Response {
  return new Response(quoteFormPage(content), {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

const invalid = (message: string, values: Partial<QuoteDraft>) =>
  page(400, { title: TOASTS.validationError('').title, message, values });

/** Photo inputs left empty still send a nameless, empty part: those are not photos. */
function attachedPhotos(form: FormData): File[] {
  return form
    .getAll('photos')
    .filter((entry): entry is File => typeof entry !== 'string' && !(entry.size === 0 && entry.name === ''));
}

export default async (request: Request, context: Context): Promise<Response> => {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  try {
    const body = await readCappedBody(request, MAX_BODY_BYTES);
    const form = await new Response(body as Uint8Array<ArrayBuffer>, {
      headers: { 'Content-Type': request.headers.get('content-type') ?? '' },
    })
      .formData()
      .catch(() => undefined);
    if (!form) return invalid('The form could not be read. Please try again.', {});
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    const values = Object.fromEntries(FIELD_ORDER.map((name) => [name, text(name)])) as QuoteDraft;
    const thankYou = new Response(null, { status: 303, headers: { Location: THANK_YOU_PATH } });
    if (isBot({ [HONEYPOT_FIELD]: text(HONEYPOT_FIELD) })) return thankYou;

    const origin = new URL(request.url).origin;
    const checked = validateQuote(values, origin);
    if (!checked.ok) return invalid(checked.error, values);
    const files = attachedPhotos(form);
    if (files.length > LIMITS.maxPhotos) return invalid(TOASTS.tooManyFiles.description, values);
    const photos: Extract<PreparedPhoto, { ok: true }>[] = [];
    for (const file of files) {
      const photo = await preparePhoto(new Uint8Array(await file.arrayBuffer()), file.type);
      if (!photo.ok) {
        const toast = photo.problem === 'too-large' ? TOASTS.fileTooLarge(file.name) : TOASTS.invalidFileType(file.name);
        return invalid(toast.description, values);
      }
      photos.push(photo);
    }

    const photoStore = openStore(STORE_NAMES.photos, context.deploy?.context);
    const savePhotos = () =>
      Promise.all(
        photos.map(async (photo, index) => photoUrl(origin, await savePhoto(photoStore, photo, index))),
      );
    const result = await acceptQuote(context, requestId(null), checked.fields, savePhotos);
    if (result.outcome === 'rate-limited') {
      return page(429, { title: TOASTS.tooManyRequests.title, message: TOASTS.tooManyRequests.description });
    }
    return thankYou;
  } catch (error) {
    if (error instanceof BodyTooLargeError) return page(413, { title: TOASTS.validationError('').title, message: TOO_LARGE });
    logFailure('contact-form', context.requestId, error);
    return page(500, { title: TOASTS.submissionFailed.title, message: TOASTS.submissionFailed.description });
  }
};

// Netlify reads `config` statically: the path must be a literal (kept equal to ENDPOINTS by tests/functions/function-config.test.ts).
export const config: Config = { path: '/api/contact-form' };
