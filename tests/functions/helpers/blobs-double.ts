// Netlify Blobs as production serves it, in process, for tests of what the local Blobs server cannot
// show: every answer carries an ETag and a conditional write is checked as it is written; writes can
// land and then answer too late; another instance can write between a read and a write. It speaks
// both of the client's ways in: the edge URL the functions use, and the REST API the owner CLI uses,
// which answers each read or write of a blob with a signed URL to send it to. Install its `fetch`
// with `vi.stubGlobal('fetch', double.fetch)`; no other address answers.
import type { Store } from '@netlify/blobs';
import { randomBytes } from 'node:crypto';
import type { StoreName } from '../../../netlify/lib/storage/layout';
import { openStore } from '../../../netlify/lib/storage/stores';

export const SITE_ID = 'double-site';
export const TOKEN = 'double-token';
/** The site's name, as Netlify's API answers it for SITE_ID. */
export const SITE_NAME = 'double-pool-repair';
const EDGE_URL = 'https://edge.blobs.test';
const API_URL = 'https://api.netlify.com';
const SIGNED_URL = 'https://signed.blobs.test';

interface Entry {
  body: Uint8Array;
  etag: string;
  metadata: string | null;
}

/**
 * How the next write of a key goes wrong: stored at once and answered `ms` later, or `lost` on the
 * way and never answered, or stored and answered with a server error `status` all the same.
 */
export interface LateWrite {
  ms: number;
  lost?: boolean;
  status?: number;
  /** Runs as the write arrives: another instance's write can go here. */
  meanwhile?: () => void;
}

export interface BlobsDouble {
  fetch: typeof fetch;
  lateWrites: Map<string, LateWrite>;
  /** Called once a read of a key is answered: another instance's write can go here. */
  afterRead: (key: string) => void;
  /** The writes that reached the store, in order: each key, its answer, and whether it came by a signed URL. */
  writes: { key: string; status: number; signed: boolean }[];
  /** Another instance's JSON write, unconditional. */
  put(key: string, data: unknown): void;
  /** What is stored under a key, as JSON. */
  json(key: string): unknown;
  /** A store of the functions' kind (edge URL) over this double, with the fetch given (default the global one). */
  store(name: StoreName, fetch?: typeof globalThis.fetch): Store;
}

const aborted = (signal: AbortSignal | null | undefined) =>
  new Promise<never>((_, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });

export function blobsDouble(): BlobsDouble {
  const entries = new Map<string, Entry>();
  const signed = new Map<string, { method: string; key: string }>();
  let version = 0;
  const double: BlobsDouble = {
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const method = (init?.method ?? 'GET').toUpperCase();
      const headers = new Headers(init?.headers);
      if (url.origin === SIGNED_URL) {
        const grant = signed.get(url.searchParams.get('signature') ?? '');
        if (!grant || grant.method !== method) return new Response('Signature mismatch', { status: 403 });
        return serve(grant.key, method, headers, init, true);
      }
      if (headers.get('authorization') !== `Bearer ${TOKEN}`) return new Response(null, { status: 401 });
      if (url.origin === API_URL && url.pathname === `/api/v1/sites/${SITE_ID}`)
        return Response.json({ name: SITE_NAME });
      if (url.origin === EDGE_URL) return serve(keyOf(url.pathname), method, headers, init);
      if (url.origin === API_URL && url.pathname.startsWith('/api/v1/blobs/')) {
        const key = keyOf(url.pathname.slice('/api/v1/blobs'.length));
        if (method === 'HEAD' || method === 'DELETE') return serve(key, method, headers, init);
        if (headers.get('accept') !== 'application/json;type=signed-url') return new Response(null, { status: 400 });
        const signature = randomBytes(8).toString('hex');
        signed.set(signature, { method, key });
        return Response.json({ url: `${SIGNED_URL}/${key}?signature=${signature}` });
      }
      throw new TypeError(`fetch failed: no Blobs double at ${url.origin}`);
    },
    lateWrites: new Map(),
    afterRead: () => {},
    writes: [],
    put(key, data) {
      entries.set(key, {
        body: new TextEncoder().encode(JSON.stringify(data)),
        etag: `"${++version}"`,
        metadata: null,
      });
    },
    json(key) {
      const entry = entries.get(key);
      return entry && JSON.parse(new TextDecoder().decode(entry.body));
    },
    store(name, fetch) {
      return openStore(name, {
        site: { siteID: SITE_ID, token: TOKEN, edgeURL: EDGE_URL },
        fetch: fetch ?? ((input, init) => globalThis.fetch(input, init)),
      });
    },
  };

  /** `/<site>/<site:store or deploy:id:store>/<key…>` → `<store>/<key…>`, the name the tests use. */
  function keyOf(pathname: string): string {
    const [, site, store = '', ...key] = pathname.split('/').map(decodeURIComponent);
    if (site !== SITE_ID) throw new TypeError(`fetch failed: unknown site ${site}`);
    return `${store.slice(store.lastIndexOf(':') + 1)}/${key.join('/')}`;
  }

  async function serve(key: string, method: string, headers: Headers, init: RequestInit | undefined, signed = false) {
    const entry = entries.get(key);
    const found = (body: BodyInit | null, { etag, metadata }: Entry) =>
      new Response(body, { headers: { etag, ...(metadata ? { 'x-amz-meta-user': metadata } : {}) } });
    if (method === 'GET' || method === 'HEAD') {
      if (!entry) return new Response(null, { status: 404 });
      queueMicrotask(() => double.afterRead(key));
      return found(method === 'GET' ? entry.body.slice() : null, entry);
    }
    if (method === 'DELETE') {
      entries.delete(key);
      return new Response(null, { status: 204 });
    }
    if (method !== 'PUT') return new Response(null, { status: 405 });
    const ifMatch = headers.get('if-match');
    const failed = (headers.get('if-none-match') === '*' && entry) || (ifMatch !== null && ifMatch !== entry?.etag);
    if (failed) {
      double.writes.push({ key, status: 412, signed });
      return new Response(null, { status: 412 });
    }
    const body = new Uint8Array(await new Response(init?.body ?? null).arrayBuffer());
    const written: Entry = { body, etag: `"${++version}"`, metadata: headers.get('x-amz-meta-user') };
    const late = double.lateWrites.get(key);
    double.lateWrites.delete(key);
    if (!late?.lost) {
      entries.set(key, written);
      double.writes.push({ key, status: 200, signed });
    }
    late?.meanwhile?.();
    if (late?.lost) return aborted(init?.signal);
    if (late?.status) return new Response(null, { status: late.status });
    if (late) await Promise.race([new Promise((resolve) => setTimeout(resolve, late.ms)), aborted(init?.signal)]);
    return found(null, written);
  }

  return double;
}
