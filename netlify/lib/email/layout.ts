// The building blocks of every email the site sends, as HTML that Gmail, Apple Mail, Yahoo and
// Outlook (Windows, web, iOS) all draw alike: tables, inline styles, backgrounds as attributes too.
// Nothing readable depends on CSS one of them ignores (padding or inline-block on a link, max-width
// or border-radius in Outlook for Windows, <style> and media queries in Gmail's apps for other
// accounts): without it the layout only loses its polish.
import { escapeHtml } from '../../../src/lib/html';

export const EMAIL_COLORS = {
  text: '#0f172a',
  muted: '#475569',
  line: '#e2e8f0',
  page: '#f1f5f9',
  brand: '#0369a1',
} as const;

export const EMAIL_FONT = 'font-family:Arial,Helvetica,sans-serif';

/** Width of the email's one column on a wide screen. */
const COLUMN_WIDTH = 600;

/**
 * One centered column, at most 600 px wide (Outlook for Windows ignores max-width: a fixed-width
 * table only it reads holds it there); `preheader` is the line inboxes show after the subject; `lang`
 * the language screen readers read it in, on the column too, since Gmail's apps drop the `<html>` tag.
 */
export function emailPage(title: string, preheader: string, rows: readonly string[], lang = 'en'): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:${EMAIL_COLORS.page}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;mso-hide:all">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${EMAIL_COLORS.page}" style="background:${EMAIL_COLORS.page}"><tr><td align="center" style="padding:16px 8px">
<!--[if mso]><table role="presentation" width="${COLUMN_WIDTH}" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" lang="${lang}" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="max-width:${COLUMN_WIDTH}px;background:#ffffff;border-radius:8px;${EMAIL_FONT};font-size:16px;line-height:1.5;color:${EMAIL_COLORS.text}">
${rows.join('\n')}
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr></table></body></html>`;
}

/** One row of the column: its content with room on either side. */
export const emailRow = (content: string, style = '') =>
  `<tr><td style="padding:12px 20px;word-break:break-word;${style}">${content}</td></tr>`;

/** A row under a line that sets it apart from the one above. */
export const ruledRow = (content: string, style = '') =>
  emailRow(content, `border-top:1px solid ${EMAIL_COLORS.line};${style}`);

/** A section's heading, above a line. */
export const emailHeading = (text: string) =>
  ruledRow(
    `<h2 style="margin:0;font-size:17px;${EMAIL_FONT};color:${EMAIL_COLORS.text}">${escapeHtml(text)}</h2>`,
    'padding-top:20px;padding-bottom:0',
  );

/** A small grey label above its value (HTML): stays readable at any width, unlike two columns on a phone. */
export const labelled = (label: string, valueHtml: string) =>
  `<div style="font-size:13px;color:${EMAIL_COLORS.muted}">${escapeHtml(label)}</div><div>${valueHtml}</div>`;

export const emailLink = (href: string, text: string) =>
  `<a href="${escapeHtml(href)}" style="color:${EMAIL_COLORS.brand}">${escapeHtml(text)}</a>`;

export interface EmailButton {
  href: string;
  label: string;
}

/**
 * Buttons side by side, each its own table cell with its own background (attribute and style) and
 * padding, a gap cell between two: Outlook for Windows, which ignores a link's padding and
 * inline-block, still draws separate buttons. The whole cell is the button's color; the link
 * inside fills it where the client allows.
 */
export function buttonRow(buttons: readonly EmailButton[]): string {
  // Several share the width equally; one alone is as wide as its label, with room on either side.
  const shared = buttons.length > 1;
  const width = shared ? ` width="${Math.floor(100 / buttons.length)}%"` : '';
  const cells = buttons.map(
    ({ href, label }) =>
      `<td align="center"${width} bgcolor="${EMAIL_COLORS.brand}" style="background:${EMAIL_COLORS.brand};border-radius:6px;padding:12px ${shared ? 8 : 20}px"><a href="${escapeHtml(href)}" style="display:block;color:#ffffff;font-weight:bold;font-size:16px;line-height:20px;text-decoration:none;${EMAIL_FONT}">${escapeHtml(label)}</a></td>`,
  );
  const gap = '<td width="8" style="width:8px;font-size:0;line-height:0">&nbsp;</td>';
  return `<table role="presentation"${shared ? ' width="100%"' : ''} cellpadding="0" cellspacing="0" border="0"><tr>${cells.join(gap)}</tr></table>`;
}
