// POST /api/contact-form: the quote form without JavaScript (multipart, up to 5 photos).
// Accepted → 303 to the thank-you page; otherwise a small page with the message and the form.
import type { Config, Context } from '@netlify/functions';
import {
  HONEYPOT_FIELD,
  LIMITS,
  QUOTE_FIELD_NAMES,
  THANK_YOU_PATH,
  TOASTS,
  type QuoteDraft,
} from '../../src/lib/quote';
import { acceptQuote } from '../lib/accept-quote';
import { rateLimitPerHour } from '../lib/config';
import {
  BodyTooLargeError,
  CROSS_SITE_ERROR,
  isCrossSite,
  logFailure,
  methodNotAllowed,
  PLATFORM_MAX_BODY_BYTES,
  readCappedBody,
} from '../lib/http';
import { preparePhoto, savePhoto, type PreparedPhoto } from '../lib/photos';
import { contentHash, formRequestIds, isBot, validateQuote } from '../lib/quote-intake';
import { quoteFormPage, type QuoteFormPage } from '../lib/quote-form-page';
import { clientKey, isOverLimit } from '../lib/rate-limit';
import { openStore, STORE_NAMES } from '../lib/stores';

const TOO_LARGE = `The photos are too large together (the limit is ${LIMITS.maxFormBytes / 1_000_000} MB in total). Please attach fewer or smaller photos.`;

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
  let values: QuoteDraft | undefined;
  try {
    // Read whole (up to what the platform can deliver at all) so even a refused post gets the
    // visitor's typed values back; the platform has buffered it already anyway.
    const body = await readCappedBody(request, PLATFORM_MAX_BODY_BYTES);
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
    values = Object.fromEntries(QUOTE_FIELD_NAMES.map((name) => [name, text(name)])) as QuoteDraft;
    if (isCrossSite(request)) return page(403, { title: 'Request Refused', message: CROSS_SITE_ERROR, values });
    if (body.byteLength > LIMITS.maxFormBytes)
      return page(413, { title: TOASTS.fileTooLarge('').title, message: TOO_LARGE, values });
    const thankYou = new Response(null, { status: 303, headers: { Location: THANK_YOU_PATH } });
    if (isBot({ [HONEYPOT_FIELD]: form.get(HONEYPOT_FIELD) ?? undefined })) return thankYou;

    const deployContext = context.deploy?.context;
    const rateLimits = openStore(STORE_NAMES.rateLimits, deployContext);
    const tooManyRequests = () =>
      page(429, { title: TOASTS.tooManyRequests.title, message: TOASTS.tooManyRequests.description, values });
    const client = await clientKey(rateLimits, 'submit', context.ip);
    // Before any photo is decoded; acceptQuote takes the slot once the request is stored.
    if (await isOverLimit(rateLimits, client, rateLimitPerHour())) return tooManyRequests();
    const origin = new URL(request.url).origin;
    const photoStore = openStore(STORE_NAMES.photos, deployContext);
    const checked = await validateQuote({ ...values, attribution: { channel: text('channel') } }, origin, photoStore);
    if (!checked.ok) return invalid(checked.error, values);
    const files = attachedPhotos(form);
    if (files.length > LIMITS.maxPhotos) {
      return page(400, { title: TOASTS.tooManyFiles.title, message: TOASTS.tooManyFiles.description, values });
    }
    const photos: Extract<PreparedPhoto, { ok: true }>[] = [];
    for (const file of files) {
      const photo = await preparePhoto(new Uint8Array(await file.arrayBuffer()), file.type);
      if (!photo.ok) {
        const toast =
          photo.problem === 'too-large' ? TOASTS.fileTooLarge(file.name) : TOASTS.invalidFileType(file.name);
        return page(400, { title: toast.title, message: toast.description, values });
      }
      photos.push(photo);
    }

    // A double post (double click, reload and resend) names the same request for ten minutes.
    const [id, earlierId] = formRequestIds(client, contentHash(checked.fields));
    const result = await acceptQuote(context, {
      id,
      earlierIds: [earlierId],
      fields: checked.fields,
      attribution: checked.attribution,
      photoKeys: () => Promise.all(photos.map((photo, index) => savePhoto(photoStore, photo, index))),
      origin,
    });
    return result.outcome === 'rate-limited' ? tooManyRequests() : thankYou;
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return page(413, { title: TOASTS.fileTooLarge('').title, message: TOO_LARGE });
    logFailure('contact-form', context.requestId, error);
    return page(500, { title: TOASTS.submissionFailed.title, message: TOASTS.submissionFailed.description, values });
  }
};

// Netlify reads `config` statically: the path must be a literal (kept equal to ENDPOINTS by tests/functions/function-config.test.ts).
// The platform rate limit is a coarse first layer against floods; the per-client hourly limit is ours.
export const config: Config = {
  path: '/api/contact-form',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
