import type { Store } from '@netlify/blobs';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    client: {},
    name: 'contested',
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
