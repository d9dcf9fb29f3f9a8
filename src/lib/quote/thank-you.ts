// Bundled into the browser and the functions too: no `astro:*` imports here.
// What the screen says once a request is in. The functions work it out as they accept a request, on
// their clock, as the confirmation email does: the no-JS form's answer shows it, the wizard shows the
// copy in the submit answer with `thankYouHtml`, and so loads none of the rest.
import { business } from '../../data/business';
import { replyTime } from '../business-time';
import { clockLabel } from '../clock';
import { escapeHtml as e } from '../html';
import { isSummaryField, QUOTE_VALUE_FIELDS, quoteField, shownValue } from './fields';

/** What the homeowner reads after a request: its reference, when they will hear, what they sent. */
export interface ThankYou {
  reference: string;
  /** When they will hear, from the opening hours at the moment it was sent: it explains the toast's promise. */
  reply: string;
  /** What they sent, each line a label and a value; blank fields are left out. */
  sent: readonly { label: string; value: string }[];
  /** Leads to the business phone, for what cannot wait. */
  urgent: string;
  phone: { href: string; display: string };
}

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

/** The ids of the reference and the reply time, for the heading's `aria-describedby`. */
export const thankYouDescription = (idPrefix: string) => `${idPrefix}-reference ${idPrefix}-reply`;

/**
 * The thank-you as HTML, every value escaped, its parts classed `thanks-*` for the page's stylesheet;
 * the heading above it and the buttons are the page's. `headingLevel` is the level of "What you sent",
 * one below that heading; `idPrefix` starts its ids.
 */
export function thankYouHtml(thanks: ThankYou, { idPrefix, headingLevel }: { idPrefix: string; headingLevel: 2 | 3 }) {
  const rows = thanks.sent.map(({ label, value }) => `<div><dt>${e(label)}</dt><dd>${e(value)}</dd></div>`).join('');
  const h = `h${headingLevel}`;
  return `<p id="${idPrefix}-reference" class="thanks-reference">Your reference is <strong>${e(thanks.reference)}</strong>.</p>
<p id="${idPrefix}-reply" class="thanks-reply">${e(thanks.reply)}</p>
<${h} class="thanks-heading">What you sent</${h}>
<dl class="thanks-sent">${rows}</dl>
<p class="thanks-urgent">${e(thanks.urgent)} <a href="${e(thanks.phone.href)}">${e(thanks.phone.display)}</a></p>`;
}
