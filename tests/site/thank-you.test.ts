import { describe, expect, it } from 'vitest';
import { business, type SpanishService } from '../../src/data/business';
import { replyTime } from '../../src/lib/business-time';
import { clockLabel } from '../../src/lib/clock';
import { quoteField, quoteWords, TOASTS } from '../../src/lib/quote';

const ENGLISH = quoteWords('en');
import { replyExplained, thankYou } from '../../src/lib/quote/thank-you';
import { spanishService } from '../../src/lib/i18n/spanish-service';
import { thankYouDescription, thankYouHtml } from '../../src/lib/quote/thank-you-html';

/** An instant given as Dallas wall-clock time in a week of March 2031 (CST, UTC-6). */
const dallas = (day: 'Fri' | 'Sat' | 'Tue', time: string) =>
  new Date(`2031-03-0${{ Tue: 4, Fri: 7, Sat: 8 }[day]}T${time}:00-06:00`);

/** The opening time on `weekday` by the facts' hours. */
const opensOn = (weekday: string) =>
  clockLabel(business.hours.find((line) => line.dayOfWeek.includes(weekday) && line.opens)!.opens!);

describe('replyExplained: when the homeowner will hear, as the toast’s promise counts it', () => {
  it('outside the hours it counts in: the next opening and the hour they will hear by, never the bare promise', () => {
    const sent = dallas('Sat', '22:40');
    const reply = replyTime(sent);
    if (reply.kind !== 'opening') throw new Error('the facts open on Saturday night');
    expect(replyExplained(sent)).toBe(
      `Our office opens at ${opensOn(reply.weekday)} ${reply.weekday}; we'll call you by ${reply.time}.`,
    );
    expect(replyExplained(sent)).not.toContain(business.responsePromise);
  });

  it('names the next opening "today" or "tomorrow" when it is', () => {
    for (const [sent, day] of [
      [dallas('Fri', '02:49'), 'today'],
      [dallas('Fri', '23:00'), 'tomorrow'],
    ] as const) {
      const reply = replyTime(sent);
      if (reply.kind !== 'opening') throw new Error('the facts open in the night');
      expect(replyExplained(sent)).toBe(
        `Our office opens at ${opensOn(reply.weekday)} ${day}; we'll call you by ${reply.time}.`,
      );
    }
  });

  it('within the hours: the promise, and why it holds', () => {
    const sent = dallas('Tue', '10:00');
    expect(replyTime(sent).kind).toBe('promise');
    expect(replyExplained(sent)).toBe(`Our office is open now; we'll call you ${business.responsePromise}.`);
  });

  it('in Spanish, says the call will be in English unless someone answers the phone in Spanish', () => {
    const { callNote } = spanishService();
    for (const sent of [dallas('Tue', '10:00'), dallas('Sat', '22:40')]) {
      const reply = replyExplained(sent, 'es');
      expect(reply.endsWith(callNote), reply).toBe(true);
      expect(reply.includes('inglés'), reply).toBe(business.spanish !== 'phone');
    }
  });

  it('promises Spanish only where it is given: the phone only at "phone", nothing once the business serves none', () => {
    const said = (level: SpanishService) => Object.values(spanishService(level)).join(' ');
    expect(said('phone')).toContain('Hablamos español');
    expect(said('writing')).not.toContain('Hablamos español');
    expect(spanishService('writing').byPhone).toContain('inglés');
    expect(said('not-yet')).not.toContain('español');
  });
});

describe('thankYou', () => {
  const sentAt = dallas('Sat', '22:40');
  const fields = {
    name: 'Jordan Rivera',
    phone: ' (214) 555-0199 ',
    email: 'jordan@example.com',
    issue: 'leak',
    preferredDate: '2031-03-12',
    preferredTime: 'evening',
    comments: 'Losing an inch a day',
  };

  it('lists the number to call, what it is about and when, and the photos; no name, address or comments', () => {
    const label = (name: 'phone' | 'issue' | 'preferredDate' | 'preferredTime') => quoteField(name).label;
    expect(thankYou({ reference: 'CK4QF98VM6', fields, photos: 2 }, sentAt, ENGLISH)).toEqual({
      reference: 'CK4QF98VM6',
      referenceLead: 'Your reference is',
      reply: replyExplained(sentAt),
      sentHeading: 'What you sent',
      sent: [
        { label: label('phone'), value: '(214) 555-0199' },
        { label: label('issue'), value: 'Pool Leak (water loss)' },
        { label: label('preferredDate'), value: 'Wed, Mar 12' },
        { label: label('preferredTime'), value: 'Evening (5 PM-7 PM)' },
        { label: 'Photos', value: '2 photos' },
      ],
      urgent: business.emergency
        ? `Urgent, like a fast leak? Call our ${business.emergency.availability} emergency line now:`
        : 'Urgent? Call us now:',
      phone: { href: business.phone.href, display: business.phone.display },
    });
  });

  it('leaves out what was not sent', () => {
    const { sent } = thankYou(
      { reference: 'R', fields: { phone: '214 555 0199', issue: 'crack' }, photos: 1 },
      sentAt,
      ENGLISH,
    );
    expect(sent.map(({ value }) => value)).toEqual(['214 555 0199', 'Fiberglass Crack', '1 photo']);
  });

  it('as HTML: every value escaped, the reference and reply time under the ids the heading points at', () => {
    const thanks = thankYou({ reference: 'CK4QF98VM6', fields: { phone: '<b>214</b>' }, photos: 0 }, sentAt, ENGLISH);
    const html = thankYouHtml(thanks, { idPrefix: 'x', headingLevel: 3 });
    expect(html).toContain('<dd>&lt;b&gt;214&lt;/b&gt;</dd>');
    expect(html).toContain(
      '<p id="x-reference" class="thanks-reference">Your reference is <strong>CK4QF98VM6</strong>.</p>',
    );
    expect(html).toContain(`<p id="x-reply" class="thanks-reply">${thanks.reply.replace("'", '&#39;')}</p>`);
    expect(thankYouDescription('x')).toBe('x-reference x-reply');
    expect(html).toContain('<h3 class="thanks-heading">What you sent</h3>');
    expect(html).toContain(`<a href="${business.phone.href}">${business.phone.display}</a>`);
    // The success toast says its sentence; the thank-you never repeats it.
    expect(html).not.toContain(TOASTS.success(business.replyWithinHours).description.replace("'", '&#39;'));
  });
});
