// The Blobs stores of the quote backend, every call bounded in time. Deploy previews and branch
// deploys get deploy-scoped stores so test requests never mix with production; production and
// local runs use site stores.
import { getDeployStore, getStore, type Store } from '@netlify/blobs';
import { STORE_NAMES } from './layout';

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

/** Where a store is, when not where Netlify's runtime and dev tooling say (the owner CLI, the tests). */
export interface StoreSite {
  siteID: string;
  token: string;
  /** The local Blobs server's address; Netlify's own without one. */
  edgeURL?: string;
  /** A deploy's own stores instead of the site's. */
  deployID?: string;
}

export interface StoreOptions {
  /** Netlify's `context.deploy.context` ("production", "deploy-preview", "dev", …): previews get deploy-scoped stores. */
  deployContext?: string;
  /** Epoch ms by which a waiting visitor's calls end; with it, a visitor's limits apply by default. */
  requestDeadline?: number;
  limits?: CallLimits;
  site?: StoreSite;
  /** Replaces the bounded fetch: the tests' stand-in for Blobs. */
  fetch?: typeof globalThis.fetch;
}

/** What the Blobs client is told by the platform: base64 JSON, as `setEnvironmentContext` writes it. */
function environmentEdgeURL(): string | undefined {
  const encoded =
    (globalThis as { netlifyBlobsContext?: string }).netlifyBlobsContext ?? process.env.NETLIFY_BLOBS_CONTEXT;
  if (!encoded) return undefined;
  try {
    return (JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as { edgeURL?: string }).edgeURL;
  } catch {
    return undefined;
  }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

interface Opened {
  /** The local Blobs server of `npm start`, `npm run preview` and the tests (see versioned.ts). */
  local: boolean;
  /** Which store it is, alike for every Store object opened on it. */
  identity: string;
}
const opened = new WeakMap<Store, Opened>();

/** Opens one Blobs store, strongly consistent, every call bounded in time. Every store is opened here. */
export function openStore(name: string, options: StoreOptions = {}): Store {
  const { deployContext, requestDeadline, limits, site } = options;
  const common = {
    name,
    consistency: 'strong' as const,
    fetch: options.fetch ?? boundedFetch(requestDeadline, limits),
  };
  const scoped = deployContext !== undefined && DEPLOY_SCOPED_CONTEXTS.has(deployContext);
  let store: Store;
  if (site) {
    const placed = { ...common, siteID: site.siteID, token: site.token };
    const located = site.edgeURL ? { ...placed, edgeURL: site.edgeURL, uncachedEdgeURL: site.edgeURL } : placed;
    store = site.deployID ? getDeployStore({ ...located, deployID: site.deployID }) : getStore(located);
  } else {
    store = scoped ? getDeployStore(common) : getStore(common);
  }
  const edgeURL = site ? site.edgeURL : environmentEdgeURL();
  const local = edgeURL !== undefined && LOCAL_HOSTS.has(new URL(edgeURL).hostname);
  const scope = site?.deployID ?? (scoped ? 'deploy' : 'site');
  opened.set(store, { local, identity: [edgeURL ?? '', site?.siteID ?? '', scope, name].join('\u0000') });
  return store;
}

let standIns = 0;

/** A store not opened here (a unit test's stand-in) counts as Netlify's, and as a store of its own. */
function openedAs(store: Store): Opened {
  let known = opened.get(store);
  if (!known) {
    known = { local: false, identity: `stand-in\u0000${++standIns}` };
    opened.set(store, known);
  }
  return known;
}

/** True for the local Blobs server, whose reads carry no ETag and whose conditions versioned.ts checks itself. */
export const isLocalStore = (store: Store): boolean => openedAs(store).local;

/** The same for every Store object opened on one store: what tells two stores' entries apart. */
export const storeIdentity = (store: Store): string => openedAs(store).identity;

export interface QuoteStores {
  requests: Store;
  photos: Store;
  rateLimits: Store;
}

export function openStores(deployContext: string | undefined, requestDeadline?: number): QuoteStores {
  const options = { deployContext, requestDeadline };
  return {
    requests: openStore(STORE_NAMES.requests, options),
    photos: openStore(STORE_NAMES.photos, options),
    rateLimits: openStore(STORE_NAMES.rateLimits, options),
  };
}
