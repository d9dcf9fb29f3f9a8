// POST /api/contact-submit: the quote wizard's JSON request. It answers in the request's `language`
// (beside `attribution` in the body); an answer given before the body is read, in its Content-Language.
import type { Config, Context } from '@netlify/functions';
import { languageOf } from '../../src/lib/i18n/languages';
import { quoteWords, UPLOAD_KEY_HEADER } from '../../src/lib/quote';
import {
  BodyTooLargeError,
  isCrossSite,
  json,
  logFailure,
  methodNotAllowed,
  readCappedBody,
  SERVER_ERROR,
  withNosniff,
} from '../lib/http';
import { receiveQuote } from '../lib/intake/quote-intake';
import { thankYou } from '../../src/lib/quote/thank-you';

/** Far above any valid request (all text fields at their limits plus five photo links). */
const MAX_BODY_BYTES = 32 * 1024;

async function readJson(request: Request): Promise<Record<string, unknown> | undefined> {
  const text = new TextDecoder().decode(await readCappedBody(request, MAX_BODY_BYTES));
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Only JSON: a browser sends that cross-origin only after a preflight, which we never answer. */
const isJson = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';

export default withNosniff(async (request: Request, context: Context): Promise<Response> => {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  let words = quoteWords(languageOf(request.headers.get('content-language')?.trim().toLowerCase()));
  if (isCrossSite(request)) return json({ error: words.answers.crossSite.message }, 403);
  const url = new URL(request.url);
  if (!isJson(request)) return json({ error: words.answers.notJson }, 415);
  try {
    const input = await readJson(request);
    if (!input) return json({ error: words.answers.unreadable }, 400);
    words = quoteWords(languageOf(input.language));
    const outcome = await receiveQuote(
      {
        channel: 'wizard',
        input,
        words,
        idempotencyKey: request.headers.get('idempotency-key'),
        uploadKey: request.headers.get(UPLOAD_KEY_HEADER),
      },
      context,
      url.origin,
    );
    if (outcome.kind === 'rate-limited') return json({ rateLimited: true, error: words.answers.rateLimited }, 429);
    if (outcome.kind === 'refused') return json({ error: outcome.toast.description, field: outcome.field }, 400);
    // The wizard shows `thanks` as it is: worked out here, as the confirmation email is, on this clock.
    const photos = Array.isArray(input.photoUrls) ? input.photoUrls.length : 0;
    const thanks = thankYou({ reference: outcome.id, fields: input, photos }, new Date(), words);
    return json({ id: outcome.id, thanks }, 201);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return json({ error: words.answers.tooLarge }, 413);
    logFailure('contact-submit', context.requestId, error);
    return json({ error: SERVER_ERROR }, 500);
  }
});

// Netlify reads `config` statically: the path must be a literal (kept equal to ENDPOINTS by tests/functions/function-config.test.ts).
// The platform rate limit is a coarse first layer against floods; the per-client hourly limit is ours.
export const config: Config = {
  path: '/api/contact-submit',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
