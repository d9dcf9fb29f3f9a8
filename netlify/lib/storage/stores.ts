// The Blobs stores of the quote backend, every call bounded in time. Deploy previews and branch
// deploys get deploy-scoped stores so test requests never mix with production; production and
// local runs use site stores.
import { getDeployStore, getStore, type Store } from '@netlify/blobs';
import { STORE_NAMES, type StoreName } from './layout';

/** Time limits of one Blobs call: of each attempt, and of its attempts together. */
export interface CallLimits {
  attemptMs: number;
  callMs: number;
}

/**
 * A healthy call takes tens of milliseconds. While a visitor waits, an unreachable Blobs shows as an
 * error within seconds; the scheduled job and the emails sent after an answer give a slow store longer.
 */
const VISITOR_LIMITS: CallLimits = { attemptMs: 2_000, callMs: 4_500 };
export const BACKGROUND_LIMITS: CallLimits = { attemptMs: 8_000, callMs: 12_000 };
const ATTEMPTS = 3;
/** All Blobs calls of one visitor request end by then, well before the wizard gives up waiting (20 s). */
export const REQUEST_BLOBS_BUDGET_MS = 15_000;

/**
 * What the Blobs client gets when a call gave up: a status it does not retry itself (it would sleep
 * 5 s before each of five retries), and neither 404 nor 412, which mean "absent" and "condition failed".
 */
const GAVE_UP = 408;

const retryable = (status: number) => status === 429 || status >= 500;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A write only if new or only if unchanged: trying it again after it landed would meet its own write. */
function isConditionalWrite(init: RequestInit | undefined): boolean {
  const headers = new Headers(init?.headers);
  return init?.method?.toUpperCase() === 'PUT' && (headers.has('if-match') || headers.has('if-none-match'));
}

/**
 * A fetch for the Blobs client that fails fast: each attempt times out, a failed one is tried again
 * after a short random pause, and no call runs past its limit. With a `requestDeadline` (epoch ms),
 * a visitor is waiting: the shorter limits apply and no call runs past the deadline. A conditional
 * write whose attempt may have reached Blobs (timed out, connection lost, a server error) is not
 * tried again here: it gives up, and the writer settles it by reading what is stored (versioned.ts).
 */
export function boundedFetch(
  requestDeadline?: number,
  limits: CallLimits = requestDeadline === undefined ? BACKGROUND_LIMITS : VISITOR_LIMITS,
): typeof fetch {
  const { attemptMs, callMs } = limits;
  return async (input, init) => {
    const giveUpAt = Math.min(requestDeadline ?? Infinity, Date.now() + callMs);
    const onlyOnce = isConditionalWrite(init);
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const timeLeft = giveUpAt - Date.now();
      if (timeLeft <= 0) break;
      try {
        const signal = AbortSignal.timeout(Math.min(attemptMs, timeLeft));
        const response = await fetch(input, { ...init, signal });
        if (!retryable(response.status)) return response;
        await response.body?.cancel();
        // 429: refused unread, so even a conditional write is safe to try again.
        if (onlyOnce && response.status !== 429) break;
      } catch {
        // Timed out or unreachable: the next attempt, if any, decides.
        if (onlyOnce) break;
      }
      if (attempt < ATTEMPTS) await pause(50 + Math.random() * 150 * attempt);
    }
    return new Response(null, { status: GAVE_UP });
  };
}

const DEPLOY_SCOPED_CONTEXTS = new Set(['deploy-preview', 'branch-deploy']);

/**
 * `deployContext` is Netlify's `context.deploy.context` ("production", "deploy-preview", "dev", …);
 * `limits` those of each call (by default a visitor's when there is a `requestDeadline`).
 */
export function openStore(
  name: StoreName,
  deployContext: string | undefined,
  requestDeadline?: number,
  limits?: CallLimits,
): Store {
  const options = { name, consistency: 'strong' as const, fetch: boundedFetch(requestDeadline, limits) };
  return deployContext && DEPLOY_SCOPED_CONTEXTS.has(deployContext) ? getDeployStore(options) : getStore(options);
}

export interface QuoteStores {
  requests: Store;
  photos: Store;
  rateLimits: Store;
}

export function openStores(deployContext: string | undefined, requestDeadline?: number): QuoteStores {
  return {
    requests: openStore(STORE_NAMES.requests, deployContext, requestDeadline),
    photos: openStore(STORE_NAMES.photos, deployContext, requestDeadline),
    rateLimits: openStore(STORE_NAMES.rateLimits, deployContext, requestDeadline),
  };
}
