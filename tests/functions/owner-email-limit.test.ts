// The hourly limit of owner emails (QUOTE_OWNER_EMAILS_PER_HOUR) against a local Blobs server.
import { describe, expect, it } from 'vitest';
import { ownerEmailAllowance } from '../../netlify/lib/owner-email-limit';
import { hourOf, ownerEmailKeys } from '../../netlify/lib/store-layout';
import { store, useQuoteBackend } from './harness';

useQuoteBackend();

describe('the owner-email limit', () => {
  it('takes a slot in the same few calls however high the limit is set', async () => {
    const limits = store('rateLimits');
    expect(await ownerEmailAllowance(limits, 100_000_000)('MANYSLOTS1')).toBe(true);
    const prefix = ownerEmailKeys.slotsPrefix(hourOf(Date.now()));
    const { blobs } = await limits.list({ prefix });
    expect(blobs).toHaveLength(1);
    expect(await limits.get(blobs[0]!.key, { type: 'text' })).toBe('MANYSLOTS1');
  });
});
