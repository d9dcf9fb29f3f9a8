import { describe, expect, it } from 'vitest';
import { ownerNotification } from '../../netlify/lib/quote-emails';
import type { QuoteRecord } from '../../netlify/lib/quote-record';

const record: QuoteRecord = {
  id: 'ABCDE12345',
  createdAt: '2030-01-01T12:00:00.000Z',
  status: 'notification-pending',
  fields: {
    name: 'Jane Homeowner',
    phone: '(214) 555-0100',
    email: 'jane@example.com',
    issue: 'crack',
    comments: 'Crack by the <steps>',
    preferredTime: 'evening',
  },
  photoUrls: [],
  notified: {},
  attempts: 1,
  lastAttemptAt: '2030-01-01T12:00:00.000Z',
};

describe('the owner’s email', () => {
  const email = ownerNotification(record, 'owner@example.com');

  it('lists every field under the form’s label, in form order, with the options as the visitor read them', () => {
    expect(email.text).toContain(
      [
        'Full Name: Jane Homeowner',
        'Phone: (214) 555-0100',
        'Email: jane@example.com',
        'ZIP Code: -',
        'Pool issue: Fiberglass Crack',
        'Additional details: Crack by the <steps>',
        'Preferred date: -',
        'Preferred time: Evening (5 PM-7 PM)',
      ].join('\n'),
    );
    expect(email.subject).toBe('New quote request ABCDE12345: Fiberglass Crack');
  });

  it('shows the same rows, escaped, in its HTML', () => {
    expect(email.html).toContain(
      '<th align="left" style="padding:4px 12px 4px 0;vertical-align:top">Pool issue</th><td style="white-space:pre-wrap">Fiberglass Crack</td>',
    );
    expect(email.html).toContain('Crack by the &lt;steps&gt;');
  });
});
