// Bundled into the browser and the functions too: no `astro:*` imports here, and no business facts,
// which would bring their checks into the wizard's bundle. The thank-you (worked out by thank-you.ts in
// the functions, in the request's language, its words included) as HTML, for the wizard and the no-JS
// form's answer.
import { escapeHtml as e } from '../html';

/** What the homeowner reads after a request: its reference, when they will hear, what they sent. */
export interface ThankYou {
  reference: string;
  /** The words before the reference, in the request's language: "Your reference is". */
  referenceLead: string;
  /** When they will hear, from the opening hours at the moment it was sent: it explains the toast's promise. */
  reply: string;
  /** What they sent, each line a label and a value; blank fields are left out. */
  /** The heading of what they sent: "What you sent". */
  sentHeading: string;
  sent: readonly { label: string; value: string }[];
  /** Leads to the business phone, for what cannot wait. */
  urgent: string;
  phone: { href: string; display: string };
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
  return `<p id="${idPrefix}-reference" class="thanks-reference">${e(thanks.referenceLead)} <strong>${e(thanks.reference)}</strong>.</p>
<p id="${idPrefix}-reply" class="thanks-reply">${e(thanks.reply)}</p>
<${h} class="thanks-heading">${e(thanks.sentHeading)}</${h}>
<dl class="thanks-sent">${rows}</dl>
<p class="thanks-urgent">${e(thanks.urgent)} <a href="${e(thanks.phone.href)}">${e(thanks.phone.display)}</a></p>`;
}
