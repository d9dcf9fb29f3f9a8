// Run by the functions only: it reads the business facts, which the wizard's bundle must not carry.
// What the screen says once a request is in, worked out as the functions accept a request, on their
// clock, as the confirmation email does; thank-you-html.ts renders it for the wizard and the no-JS page.
import { business } from '../../data/business';
import { replyTime } from '../business-time';
import { clockLabel } from '../clock';
import { isSummaryField, QUOTE_VALUE_FIELDS, quoteField, shownValue } from './fields';
import type { ThankYou } from './thank-you-html';

/**
 * "Our office opens at 7 AM Monday; we'll call you by 9 AM." outside the hours the promise counts
 * in, "Our office is open now; we'll call you within 2 hours." within them.
 */
export function replyExplained(sentAt: Date): string {
  const reply = replyTime(sentAt);
  if (reply.kind === 'promise') return `Our office is open now; we'll call you ${business.responsePromise}.`;
  // replyTime names only a day with opening hours.
  const opens = business.hours.find((line) => line.dayOfWeek.includes(reply.weekday) && line.opens)!.opens!;
  const day = reply.daysAhead === 0 ? 'today' : reply.daysAhead === 1 ? 'tomorrow' : reply.weekday;
  return `Our office opens at ${clockLabel(opens)} ${day}; we'll call you by ${reply.time}.`;
}

const photosSent = (count: number) => (count === 1 ? '1 photo' : `${count} photos`);

/** The thank-you for request `reference`, received at `sentAt` with these fields (as sent) and `photos` photos. */
export function thankYou(
  request: { reference: string; fields: Readonly<Record<string, unknown>>; photos: number },
  sentAt: Date,
): ThankYou {
  // The number we will call first, so a mistyped one is caught; then what the request is about and when.
  const shown = [quoteField('phone'), ...QUOTE_VALUE_FIELDS.filter(isSummaryField)].flatMap((field) => {
    const sent = request.fields[field.name];
    const value = typeof sent === 'string' && shownValue(field, sent.trim(), { sameYearAs: sentAt.toISOString() });
    return value ? [{ label: field.label, value }] : [];
  });
  const photos = request.photos > 0 ? [{ label: 'Photos', value: photosSent(request.photos) }] : [];
  return {
    reference: request.reference,
    reply: replyExplained(sentAt),
    sent: [...shown, ...photos],
    urgent: business.emergency
      ? `Urgent, like a fast leak? Call our ${business.emergency.availability} emergency line now:`
      : 'Urgent? Call us now:',
    phone: { href: business.phone.href, display: business.phone.display },
  };
}
