import { describe, expect, it } from 'vitest';
import { business } from '../../src/data/business';

// Invariants that a change of the facts (the launch checklist) must keep.
describe('business facts', () => {
  it('phone display, tel link and E.164 form are the same number', () => {
    expect(business.phone.href).toBe(`tel:${business.phone.e164}`);
    expect(business.phone.e164).toMatch(/^\+1\d{10}$/);
    expect(business.phone.display.replace(/\D/g, '')).toBe(business.phone.e164.slice(2));
  });

  it('site URL is absolute https without a trailing slash, and the review URL, if any, absolute https', () => {
    expect(business.siteUrl).toMatch(/^https:\/\/[^/]+$/);
    if (business.reviewUrl) expect(new URL(business.reviewUrl).protocol).toBe('https:');
  });
});
