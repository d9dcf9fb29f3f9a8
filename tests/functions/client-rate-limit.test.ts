// The hourly limit of a client, counted over a rolling hour from two hour records.
import { describe, expect, it } from 'vitest';
import { clientNetworks } from '../../netlify/lib/limits/client-networks';
import { takeSlot, type RateLimit } from '../../netlify/lib/limits/client-rate-limit';
import { store, useQuoteBackend } from './helpers/harness';

useQuoteBackend();

describe('the networks a client is counted by', () => {
  it.each([
    ['203.0.113.7', { client: '203.0.113.7' }],
    ['::ffff:203.0.113.7', { client: '203.0.113.7' }],
    ['2001:db8:48:ab:1:2:3:4', { client: '2001:db8:48:ab::/64', wider: '2001:db8:48::/48' }],
    ['2001:0DB8:0048:00ab::9', { client: '2001:db8:48:ab::/64', wider: '2001:db8:48::/48' }],
  ])('%s', (ip, networks) => {
    expect(clientNetworks(ip)).toEqual(networks);
  });
});

describe('the hourly limit at the turn of an hour', () => {
  const boundary = Date.parse('2030-01-01T11:00:00Z');

  it('admits the limit once between requests either side of it at the same moment', async () => {
    const limit: RateLimit = { action: 'submit', client: { id: 'together' }, perHour: 3 };
    const attempts = [0, 1, 2].flatMap((i) => [boundary - 100 + i, boundary + 100 + i]);
    const taken = await Promise.all(attempts.map((at) => takeSlot(store('rateLimits'), limit, at)));
    expect(taken.filter(Boolean)).toHaveLength(3);
  });

  it('counts an action of the last hour arriving after the new hour began in the new hour', async () => {
    const limit: RateLimit = { action: 'submit', client: { id: 'late' }, perHour: 3 };
    const rateLimits = store('rateLimits');
    expect(await takeSlot(rateLimits, limit, boundary - 30 * 60_000)).toBeDefined();
    expect(await takeSlot(rateLimits, limit, boundary - 20 * 60_000)).toBeDefined();
    expect(await takeSlot(rateLimits, limit, boundary + 100)).toBeDefined();
    // Sent at 10:59:59.9 by its clock, stored by an instance that is behind: the hour has three already.
    expect(await takeSlot(rateLimits, limit, boundary - 100)).toBeUndefined();
    // Once the 10:40 action has left the rolling hour, there is room again.
    expect(await takeSlot(rateLimits, limit, boundary + 40 * 60_000 + 1)).toBeDefined();
  });
});
