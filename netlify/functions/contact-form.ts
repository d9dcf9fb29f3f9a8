// POST /api/contact-form: the quote form without JavaScript (multipart, up to 5 photos).
// Accepted → the thank-you, in this answer only; otherwise a small page with the message and the form.
import type { Config, Context } from '@netlify/functions';
import { languageOf } from '../../src/lib/i18n/languages';
import {
  HONEYPOT_FIELD,
  LIMITS,
  QUOTE_FIELD_NAMES,
  quoteWords,
  type QuoteDraft,
  type QuoteWords,
} from '../../src/lib/quote';
import { LANGUAGE_FIELD } from '../../src/lib/quote/plain-form';
import {
  BodyTooLargeError,
  isCrossSite,
  logFailure,
  methodNotAllowed,
  PLATFORM_MAX_BODY_BYTES,
  readCappedBody,
  withNosniff,
} from '../lib/http';
import { cleanPhoto } from '../lib/photos/clean';
import { receiveQuote } from '../lib/intake/quote-intake';
import { QUOTE_FORM_PAGE_CSP, quoteFormPage, thankYouPage, type QuoteFormPage } from '../lib/intake/form-page';
import { thankYou } from '../../src/lib/quote/thank-you';

function htmlResponse(status: number, html: string): Response {
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': QUOTE_FORM_PAGE_CSP,
    },
  });
}

const page = (status: number, content: QuoteFormPage, words: QuoteWords) =>
  htmlResponse(status, quoteFormPage(content, words));

/** Photo inputs left empty still send a nameless, empty part: those are not photos. */
function attachedPhotos(form: FormData): File[] {
  return form
    .getAll('photos')
    .filter((entry): entry is File => typeof entry !== 'string' && !(entry.size === 0 && entry.name === ''));
}

export default withNosniff(async (request: Request, context: Context): Promise<Response> => {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  let values: QuoteDraft | undefined;
  // English until the post names its language (a post too large or unreadable never does).
  let words = quoteWords('en');
  try {
    // Read whole (up to what the platform can deliver at all) so even a refused post gets the
    // visitor's typed values back; the platform has buffered it already anyway.
    const body = await readCappedBody(request, PLATFORM_MAX_BODY_BYTES);
    const form = await new Response(body as Uint8Array<ArrayBuffer>, {
      headers: { 'Content-Type': request.headers.get('content-type') ?? '' },
    })
      .formData()
      .catch(() => undefined);
    if (!form) {
      const { toasts, answers } = words;
      return page(400, { title: toasts.validationError('').title, message: answers.formUnreadable, values: {} }, words);
    }
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    words = quoteWords(languageOf(text(LANGUAGE_FIELD)));
    const { toasts, answers } = words;
    values = Object.fromEntries(QUOTE_FIELD_NAMES.map((name) => [name, text(name)])) as QuoteDraft;
    if (isCrossSite(request)) return page(403, { ...answers.crossSite, values }, words);
    if (body.byteLength > LIMITS.maxFormBytes)
      return page(413, { title: toasts.fileTooLarge('').title, message: answers.formTooLarge, values }, words);

    const input = {
      ...values,
      [HONEYPOT_FIELD]: form.get(HONEYPOT_FIELD) ?? undefined,
      // The form's hidden field says which form this is; the visit's pages are unknown without JavaScript.
      attribution: { channel: text('channel') },
    };
    const files = attachedPhotos(form);
    const outcome = await receiveQuote(
      { channel: 'form', input, files, cleanPhoto, words },
      context,
      new URL(request.url).origin,
    );
    if (outcome.kind === 'rate-limited') {
      const { title, description } = toasts.tooManyRequests;
      return page(429, { title, message: description, values }, words);
    }
    if (outcome.kind === 'refused') {
      const { title, description } = outcome.toast;
      return page(400, { title, message: description, values, field: outcome.field }, words);
    }
    // The thank-you shows what was sent: it is this answer's alone, never at an address others could open.
    const thanks = thankYou({ reference: outcome.id, fields: values, photos: files.length }, new Date(), words);
    return htmlResponse(200, thankYouPage(thanks, words));
  } catch (error) {
    const { toasts, answers } = words;
    if (error instanceof BodyTooLargeError)
      return page(413, { title: toasts.fileTooLarge('').title, message: answers.formTooLarge }, words);
    logFailure('contact-form', context.requestId, error);
    const { title, description } = toasts.submissionFailed;
    return page(500, { title, message: description, values }, words);
  }
});

// Netlify reads `config` statically: the path must be a literal (kept equal to ENDPOINTS by tests/functions/function-config.test.ts).
// The platform rate limit is a coarse first layer against floods; the per-client hourly limit is ours.
export const config: Config = {
  path: '/api/contact-form',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
