import { describe, expect, it } from 'vitest';
import type { QuoteRecord } from '../../netlify/lib/storage/quote-record';
import { floodSummaryEmail } from '../../netlify/lib/email/report-emails';

/** A held request of Tue, Nov 25, 2025, 10:42 AM in Dallas (CST). */
const held = (fields: Partial<QuoteRecord['fields']>, language?: QuoteRecord['language']): QuoteRecord => ({
  ...(language ? { language } : {}),
  id: 'HELD000001',
  createdAt: '2025-11-25T16:42:00.000Z',
  fields: { name: 'Pat Example', phone: '(214) 555-0100', email: 'pat@example.com', ...fields },
  photoUrls: [],
  notified: {},
  skipped: { owner: 'flood' },
  attempts: 1,
  lastAttemptAt: '2025-11-25T16:42:00.000Z',
});

describe('the flood summary email', () => {
  const hourStart = Date.parse('2025-11-25T16:00:00Z');

  it('says how many more the hour held than it lists, past the most one email lists', () => {
    const email = floodSummaryEmail({ hourStart, requests: [held({})], unlisted: 3 }, 30, 'o@example.com', 'dev');
    expect(email.subject).toBe('4 more requests between 10:00 and 11:00 AM — likely a flood');
    expect(email.text).toContain(
      '10:42 AM CST: Pat Example, Issue not chosen, no ZIP, (214) 555-0100 (ref HELD000001)\n\n3 more requests of that hour are not listed here, to keep this email short.\n\nThe next weekly report’s spreadsheet marks each held-in-flood. On a computer, this lists them: npm run quotes -- list --since 2025-11-25',
    );
    expect(email.html).toContain('3 more requests of that hour are not listed here, to keep this email short.');
  });

  it('marks a request sent in Spanish', () => {
    const email = floodSummaryEmail({ hourStart, requests: [held({}, 'es')], unlisted: 0 }, 30, 'o@example.com', 'dev');
    expect(email.text).toContain('10:42 AM CST: Pat Example, Issue not chosen, no ZIP, in Spanish, (214) 555-0100');
    expect(email.html).toContain('<div>Issue not chosen · no ZIP · in Spanish</div>');
  });

  it('shows a phone number that cannot be dialled as typed, without a Call button', () => {
    const email = floodSummaryEmail(
      { hourStart, requests: [held({ phone: 'call me' })], unlisted: 0 },
      1,
      'o@example.com',
      'production',
    );
    expect(email.subject).toBe('1 more request between 10:00 and 11:00 AM — likely a flood');
    expect(email.text).toContain(
      'this one came in from a network that sent more requests that hour than one visitor may, or past the 1 request a day the site emails you one by one',
    );
    expect(email.html).toContain('<div>Phone: call me</div>');
    expect(email.html).not.toContain('tel:');
  });
});
