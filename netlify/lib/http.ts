// Small HTTP helpers shared by the quote functions: JSON answers, security headers and size-capped body reads.
import type { Context } from '@netlify/functions';

type Handler = (request: Request, context: Context) => Promise<Response>;

/** Every answer of `handler` carries `nosniff`: the `[[headers]]` of netlify.toml do not reach functions. */
export function withNosniff(handler: Handler): Handler {
  return async (request, context) => {
    const response = await handler(request, context);
    response.headers.set('X-Content-Type-Options', 'nosniff');
    return response;
  };
}

export function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

export function methodNotAllowed(allow: string): Response {
  return json({ error: 'Method not allowed' }, 405, { Allow: allow });
}

/** The answer for any server failure: generic, never a stack trace. */
export const SERVER_ERROR = 'Something went wrong on our side. Please try again or call us directly.';

/**
 * The most body bytes a synchronous Netlify Function can receive: the platform buffers at most
 * 6 MB per request and base64-encodes binary bodies, so ~4.5 MB of bytes. Larger posts never reach
 * our code; LIMITS.maxUploadBytes and LIMITS.maxFormBytes stay below this.
 */
export const PLATFORM_MAX_BODY_BYTES = 4_500_000;

/**
 * True for a request another site made the browser send: `Sec-Fetch-Site: cross-site`, or an
 * `Origin` other than our own. Requests without these headers (curl, old browsers) pass.
 */
export function isCrossSite(request: Request): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  return origin !== null && origin !== new URL(request.url).origin;
}

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/**
 * Reads the body but stops as soon as it passes `maxBytes`, so an oversize upload is refused
 * without being buffered whole. A declared Content-Length over the cap is refused before reading.
 */
export async function readCappedBody(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLargeError();
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** Logs a failure with the request id and the error's kind only: messages may carry personal data. */
export function logFailure(where: string, requestId: string | undefined, error: unknown): void {
  const kind = error instanceof Error ? error.name : typeof error;
  const code = (error as { code?: unknown } | null)?.code;
  console.error(`[${where}] request ${requestId ?? '-'} failed: ${kind}${code ? ` (${String(code)})` : ''}`);
}
