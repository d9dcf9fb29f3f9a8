import type { Store } from '@netlify/blobs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLocalStore, openStore, storeIdentity } from '../../netlify/lib/storage/stores';
import { updateJSON } from '../../netlify/lib/storage/versioned';

interface Counter {
  count: number;
}

/**
 * A store with Netlify's compare-and-set semantics in which another instance adds one to the
 * counter right after each of our first `rivalWrites` reads, so our write that follows conflicts.
 */
function contestedStore(rivalWrites: number) {
  let value: Counter = { count: 0 };
  let version = 0;
  let reads = 0;
  let writes = 0;
  const store = {
    async getWithMetadata() {
      const read = { data: structuredClone(value), etag: `"${version}"` };
      if (reads++ < rivalWrites) {
        value = { count: value.count + 1 };
        version++;
      }
      return read;
    },
    async setJSON(_key: string, data: Counter, { onlyIfMatch }: { onlyIfMatch?: string }) {
      writes++;
      if (onlyIfMatch !== `"${version}"`) return { modified: false };
      value = data;
      version++;
      return { modified: true, etag: `"${version}"` };
    },
  };
  return { store: store as unknown as Store, value: () => value, writes: () => writes };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('updateJSON against other instances', () => {
  it('tries again after a random pause each time another instance wrote first, and loses no update', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    const { store, value, writes } = contestedStore(3);
    const update = updateJSON<Counter>(store, 'counter', (current) => ({ count: (current?.count ?? 0) + 1 }));
    await vi.runAllTimersAsync();
    expect(await update).toEqual({ count: 4 });
    expect(value()).toEqual({ count: 4 });
    expect(writes()).toBe(4);
    // A random pause before each further try, from a range that doubles each time.
    expect(timeout.mock.calls.map(([, ms]) => ms)).toEqual([12.5, 25, 50]);
  });
});

describe('the stores compare-and-set is done for here', () => {
  /** Where Netlify's runtime says Blobs is, and for a deploy preview, which deploy. */
  const environment = (edgeURL: string, deploy = {}) => {
    const context = { siteID: 's', token: 't', edgeURL, ...deploy };
    vi.stubEnv('NETLIFY_BLOBS_CONTEXT', Buffer.from(JSON.stringify(context)).toString('base64'));
  };

  it('are the local Blobs server’s, however the store was opened', () => {
    environment('http://127.0.0.1:8971');
    expect(isLocalStore(openStore('quote-requests', { deployContext: 'production' }))).toBe(true);
    expect(
      isLocalStore(openStore('quote-requests', { site: { siteID: 's', token: 't', edgeURL: 'http://localhost:1' } })),
    ).toBe(true);
    environment('https://edge.example.netlify.com');
    expect(isLocalStore(openStore('quote-requests', { deployContext: 'production' }))).toBe(false);
    expect(isLocalStore(openStore('quote-requests', { site: { siteID: 's', token: 't' } }))).toBe(false);
  });

  it('tell a store from another by name and scope, not by the object opened on it', () => {
    environment('https://edge.example.netlify.com');
    const requests = storeIdentity(openStore('quote-requests'));
    expect(storeIdentity(openStore('quote-requests'))).toBe(requests);
    expect(storeIdentity(openStore('quote-photos'))).not.toBe(requests);
    environment('https://edge.example.netlify.com', { deployID: 'd1', primaryRegion: 'us-east-2' });
    expect(storeIdentity(openStore('quote-requests', { deployContext: 'deploy-preview' }))).not.toBe(requests);
  });
});
