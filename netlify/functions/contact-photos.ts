// POST /api/contact-photos?index=N: one photo's raw bytes → 201 { url }.
// GET /api/contact-photos/<key>: serves a stored photo.
import type { Config, Context } from '@netlify/functions';
import { LIMITS } from '../../src/lib/quote';
import { rateLimitPerHour } from '../lib/config';
import {
  BodyTooLargeError,
  CROSS_SITE_ERROR,
  isCrossSite,
  json,
  logFailure,
  methodNotAllowed,
  readCappedBody,
  SERVER_ERROR,
} from '../lib/http';
import { isPhotoKey, photoContentType, photoFormat, photoUrl, preparePhoto, savePhoto } from '../lib/photos';
import { clientKey, isOverLimit, takeSlot } from '../lib/rate-limit';
import { openStore, STORE_NAMES } from '../lib/stores';

const WRONG_TYPE = 'Photos must be JPG, PNG, WEBP or GIF images.';
const TOO_LARGE = `Photos must be ${(LIMITS.maxUploadBytes / 1_000_000).toLocaleString('en-US')} MB or smaller.`;
const TOO_MANY = 'Too many photo uploads from this connection. Please try again in an hour.';

async function upload(request: Request, context: Context): Promise<Response> {
  if (isCrossSite(request)) return json({ error: CROSS_SITE_ERROR }, 403);
  const index = Number(new URL(request.url).searchParams.get('index') ?? '0');
  if (!Number.isInteger(index) || index < 0 || index >= LIMITS.maxPhotos) {
    return json({ error: `index must be 0 to ${LIMITS.maxPhotos - 1}` }, 400);
  }
  // A declared type we never accept is refused before the body is read.
  if (!photoFormat(request.headers.get('content-type'))) return json({ error: WRONG_TYPE }, 415);
  const deployContext = context.deploy?.context;
  const rateLimits = openStore(STORE_NAMES.rateLimits, deployContext);
  const key = await clientKey(rateLimits, 'photos', context.ip);
  const limit = rateLimitPerHour() * LIMITS.maxPhotos;
  // Checked before the body is read and decoded; the slot is taken only for a stored photo.
  if (await isOverLimit(rateLimits, key, limit)) return json({ error: TOO_MANY }, 429);
  const bytes = await readCappedBody(request, LIMITS.maxUploadBytes);
  const photo = await preparePhoto(bytes, request.headers.get('content-type'));
  if (!photo.ok)
    return photo.problem === 'too-large' ? json({ error: TOO_LARGE }, 413) : json({ error: WRONG_TYPE }, 415);
  if (!(await takeSlot(rateLimits, key, limit))) return json({ error: TOO_MANY }, 429);
  const stored = await savePhoto(openStore(STORE_NAMES.photos, deployContext), photo, index);
  return json({ url: photoUrl(new URL(request.url).origin, stored) }, 201);
}

async function serve(key: string, context: Context): Promise<Response> {
  const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  if (!isPhotoKey(key)) return notFound();
  const photo = await openStore(STORE_NAMES.photos, context.deploy?.context).get(key, { type: 'arrayBuffer' });
  if (!photo) return notFound();
  return new Response(photo, {
    headers: {
      'Content-Type': photoContentType(key),
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
      'X-Robots-Tag': 'noindex',
    },
  });
}

export default async (request: Request, context: Context): Promise<Response> => {
  const key = context.params?.key;
  try {
    if (key !== undefined) {
      return request.method === 'GET' || request.method === 'HEAD'
        ? await serve(key, context)
        : methodNotAllowed('GET, HEAD');
    }
    if (request.method !== 'POST') return methodNotAllowed('POST');
    return await upload(request, context);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return json({ error: TOO_LARGE }, 413);
    logFailure('contact-photos', context.requestId, error);
    return json({ error: SERVER_ERROR }, 500);
  }
};

// Netlify reads `config` statically: the path must be a literal (kept equal to ENDPOINTS by tests/functions/function-config.test.ts).
// The platform rate limit is a coarse first layer against floods; the per-client hourly limit is ours.
export const config: Config = {
  path: ['/api/contact-photos', '/api/contact-photos/:key'],
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
