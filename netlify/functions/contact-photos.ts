// POST /api/contact-photos?index=N&language=es: one photo's raw bytes → 201 { url }; its refusals in
// the `language` named (English when none or another).
// GET /api/contact-photos/<key>: serves a stored photo; /<key>/thumbnail.jpg, its thumbnail.
import type { Config, Context } from '@netlify/functions';
import { languageOf } from '../../src/lib/i18n/languages';
import { LIMITS, quoteWords, UPLOAD_KEY_HEADER, type Answers } from '../../src/lib/quote';
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
import { photoFormat } from '../lib/photos/checks';
import { isPhotoName, isUploadKey, photoContentType, THUMBNAIL_PATH } from '../lib/photos/names';
import { readPhoto, readThumbnail } from '../lib/photos/storage';
import { receivePhoto } from '../lib/intake/photo-intake';
import { openStores, REQUEST_BLOBS_BUDGET_MS } from '../lib/storage/stores';

const NO_UPLOAD_KEY = `Send an ${UPLOAD_KEY_HEADER} header: one random key (16 to 128 letters, digits, - or _) with each photo and with the request that uses them.`;

async function upload(request: Request, context: Context, answers: Answers): Promise<Response> {
  if (isCrossSite(request)) return json({ error: answers.crossSite.message }, 403);
  const index = Number(new URL(request.url).searchParams.get('index') ?? '0');
  if (!Number.isInteger(index) || index < 0 || index >= LIMITS.maxPhotos) {
    return json({ error: `index must be 0 to ${LIMITS.maxPhotos - 1}` }, 400);
  }
  const uploadKey = request.headers.get(UPLOAD_KEY_HEADER);
  if (!isUploadKey(uploadKey)) return json({ error: NO_UPLOAD_KEY }, 400);
  const contentType = request.headers.get('content-type');
  // A declared type we never accept is refused before the body is read.
  if (!photoFormat(contentType)) return json({ error: answers.photoWrongType }, 415);
  const outcome = await receivePhoto(
    { contentType, index, uploadKey, readBody: () => readCappedBody(request, LIMITS.maxUploadBytes) },
    context,
    new URL(request.url).origin,
  );
  if (outcome.kind === 'rate-limited') return json({ error: answers.photoRateLimited }, 429);
  if (outcome.kind === 'refused') {
    // The wizard shows a 413 as its own "too large to upload" toast.
    if (outcome.problem === 'too-large') return json({ error: answers.photoTooLarge }, 413);
    if (outcome.problem === 'too-big-to-process') return json({ error: answers.photoTooBigToProcess }, 413);
    return json({ error: answers.photoWrongType }, 415);
  }
  return json({ url: outcome.url }, 201);
}

async function serve(name: string, thumbnail: boolean, context: Context): Promise<Response> {
  const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  if (!isPhotoName(name)) return notFound();
  const { photos } = openStores(context.deploy?.context, Date.now() + REQUEST_BLOBS_BUDGET_MS);
  const photo = await (thumbnail ? readThumbnail(photos, name) : readPhoto(photos, name));
  if (!photo) return notFound();
  return new Response(photo, {
    headers: {
      'Content-Type': thumbnail ? 'image/jpeg' : photoContentType(name),
      // Only the owner's and the homeowner's browsers keep a copy, never a shared cache.
      'Cache-Control': 'private, max-age=3600',
      'Content-Security-Policy': "default-src 'none'",
      'X-Robots-Tag': 'noindex',
    },
  });
}

export default withNosniff(async (request: Request, context: Context): Promise<Response> => {
  const name = context.params?.key;
  const { answers } = quoteWords(languageOf(new URL(request.url).searchParams.get('language')));
  try {
    if (name !== undefined) {
      return request.method === 'GET' || request.method === 'HEAD'
        ? await serve(name, new URL(request.url).pathname.endsWith(`/${name}/${THUMBNAIL_PATH}`), context)
        : methodNotAllowed('GET, HEAD');
    }
    if (request.method !== 'POST') return methodNotAllowed('POST');
    return await upload(request, context, answers);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return json({ error: answers.photoTooLarge }, 413);
    logFailure('contact-photos', context.requestId, error);
    return json({ error: SERVER_ERROR }, 500);
  }
});

// Netlify reads `config` statically: the path must be a literal (kept equal to ENDPOINTS by tests/functions/function-config.test.ts).
// The platform rate limit is a coarse first layer against floods; the per-client hourly limit is ours.
export const config: Config = {
  path: ['/api/contact-photos', '/api/contact-photos/:key', '/api/contact-photos/:key/thumbnail.jpg'],
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
