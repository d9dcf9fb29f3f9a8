// The two emails of a stored quote request, as plain text and email-client-safe HTML (tables,
// inline styles, one column that fits a phone). Pure: no sending here.
import { business } from '../../src/data/business';
import { businessDateTime, replyPromise } from '../../src/lib/business-time';
import {
  describeLeadSource,
  isSummaryField,
  LIMITS,
  quoteField,
  QUOTE_VALUE_FIELDS,
  shownValue,
  UNSAFE_CHARACTERS,
  type QuoteFieldName,
  type QuoteValueField,
} from '../../src/lib/quote';
import { escapeHtml } from '../../src/lib/html';
import type { QuoteRecord } from './quote-record';

export interface EmailContent {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

/** Visitor text on one line, shortened to `max` characters (for headers and headings). */
function oneLine(text: string, max = Number.POSITIVE_INFINITY): string {
  const line = text.replace(UNSAFE_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** Visitor text that may span lines: line breaks kept, every other invisible character dropped. */
const multiLine = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/(?!\n)[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '');

/** Escaped for HTML, line breaks as <br>. */
const html = (text: string) => escapeHtml(multiLine(text)).replace(/\n/g, '<br>');

const GREETING_NAME = /^[\p{L}\p{M}' ’.-]+$/u;

/**
 * The name to greet a homeowner with, or undefined ("Hello"): at most 40 letters, spaces,
 * apostrophes, hyphens and periods, with a letter, and nothing that reads as a web address. The
 * confirmation goes to whatever address was typed, so it must carry nothing else of the request.
 */
export function greetingName(name: string | undefined): string | undefined {
  const candidate = (name ?? '').normalize('NFC').trim().replace(/ {2,}/g, ' ');
  if (!candidate || [...candidate].length > 40) return undefined;
  if (!GREETING_NAME.test(candidate) || !/\p{L}/u.test(candidate)) return undefined;
  // "example.com", not "J.R. Smith" or "St. John".
  if (/\p{L}\.\p{L}{2,}/u.test(candidate)) return undefined;
  return candidate;
}

/** `tel:` address of a US phone number as typed, or undefined when it has too few digits to dial. */
export function telHref(phone: string): string | undefined {
  const number = phone.split(/\s*(?:ext\.?|extension|x|#)\s*\d/i)[0] ?? '';
  const digits = number.replace(/\D/g, '');
  if (digits.length < LIMITS.phoneMinDigits) return undefined;
  if (number.trim().startsWith('+')) return `tel:+${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}

const photoCount = (count: number) => (count === 0 ? 'No photos' : count === 1 ? '1 photo' : `${count} photos`);

const COLORS = { text: '#0f172a', muted: '#475569', line: '#e2e8f0', page: '#f1f5f9', brand: '#0369a1' };
const FONT = 'font-family:Arial,Helvetica,sans-serif';

/** One centered column, at most 600 px wide; `preheader` is the line inboxes show after the subject. */
function emailPage(title: string, preheader: string, rows: string[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.page}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLORS.page}"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px;${FONT};font-size:16px;line-height:1.5;color:${COLORS.text}">
${rows.join('\n')}
</table></td></tr></table></body></html>`;
}

const row = (content: string, style = '') =>
  `<tr><td style="padding:12px 20px;word-break:break-word;${style}">${content}</td></tr>`;

/** A label above its value: stays readable at any width, unlike two columns on a phone. */
const fieldHtml = ({ label, html: value }: Row) =>
  row(
    `<div style="font-size:13px;color:${COLORS.muted}">${escapeHtml(label)}</div><div>${value}</div>`,
    `border-top:1px solid ${COLORS.line}`,
  );

const heading = (text: string) =>
  row(
    `<h2 style="margin:0;font-size:17px;${FONT};color:${COLORS.text}">${escapeHtml(text)}</h2>`,
    `border-top:1px solid ${COLORS.line};padding-top:20px;padding-bottom:0`,
  );

/** A link that looks like a button and is a big enough target for a thumb. */
const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;margin:0 8px 8px 0;padding:12px 18px;border-radius:6px;background:${COLORS.brand};color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(label)}</a>`;

const link = (href: string, text: string) =>
  `<a href="${escapeHtml(href)}" style="color:${COLORS.brand}">${escapeHtml(text)}</a>`;

/** A field's value as the request arrived, as a person reads it; undefined when left blank. */
const shown = (record: QuoteRecord, field: QuoteValueField) =>
  shownValue(field, record.fields[field.name], { sameYearAs: record.createdAt });

const shownByName = (record: QuoteRecord, name: QuoteFieldName) => shown(record, quoteField(name));

const NOT_GIVEN = 'Not given';

/** One line of an email's list: its label, and its value as text and as HTML. */
interface Row {
  label: string;
  text: string;
  html: string;
  /** The text starts on the line under its label. */
  multiLine?: boolean;
}

const plainRow = (label: string, value: string): Row => ({ label, text: value, html: escapeHtml(value) });

/** A field's row: a phone number to call, an address to write to, line breaks kept in a textarea. */
function fieldRow(record: QuoteRecord, field: QuoteValueField): Row {
  const value = shown(record, field);
  if (value === undefined) return plainRow(field.label, NOT_GIVEN);
  if (field.input === 'textarea') {
    return { label: field.label, text: multiLine(value), html: html(value), multiLine: true };
  }
  const text = oneLine(value);
  const tel = field.input === 'tel' ? telHref(value) : undefined;
  if (tel) return { label: field.label, text, html: link(tel, text) };
  if (field.input === 'email') return { label: field.label, text, html: link(`mailto:${value}`, text) };
  return plainRow(field.label, text);
}

/** Every field of the request, in form order. */
const fieldRows = (record: QuoteRecord) => QUOTE_VALUE_FIELDS.map((field) => fieldRow(record, field));

const SUMMARY_FIELDS = QUOTE_VALUE_FIELDS.filter(isSummaryField);

/** What the request is about and when, with nothing the visitor typed (see `isSummaryField`). */
const summaryRows = (record: QuoteRecord) =>
  SUMMARY_FIELDS.map((field) => plainRow(field.label, shown(record, field) ?? NOT_GIVEN));

const textLines = (rows: readonly Row[]) =>
  rows.map(({ label, text, multiLine }) => (multiLine ? `${label}:\n${text}` : `${label}: ${text}`));

/** Visitor-typed name and ZIP in the subject, on one line, shortened. */
function ownerSubject(record: QuoteRecord): string {
  const who = `${oneLine(record.fields.name, 60)}, ${record.fields.zip ? oneLine(record.fields.zip, 10) : 'no ZIP'}`;
  return `New quote: ${shownByName(record, 'issue') ?? 'Issue not chosen'} - ${who} (ref. ${record.id})`;
}

/**
 * To the owner: who, what, when and how to reach them in one tap (call, text, email), the photos
 * as thumbnails, and where the lead came from. Reply-To is the homeowner.
 */
export function ownerNotification(record: QuoteRecord, notifyTo: string): EmailContent {
  const { fields, photoUrls } = record;
  const name = oneLine(fields.name, 100);
  const tel = telHref(fields.phone);
  const issue = shownByName(record, 'issue') ?? 'Not chosen';
  const zip = fields.zip ? oneLine(fields.zip) : 'not given';
  const rows = [plainRow('Received', businessDateTime(new Date(record.createdAt))), ...fieldRows(record)];
  const summary = SUMMARY_FIELDS.flatMap((field) => shown(record, field) ?? []);
  const source = describeLeadSource(record.attribution);
  const landing = (path: string) => `${business.siteUrl}${path}`;
  const subject = ownerSubject(record);

  const text = [
    `New quote request ${record.id}`,
    '',
    name,
    `${issue}, ZIP ${zip}`,
    '',
    ...textLines(rows),
    '',
    `Photos: ${photoCount(photoUrls.length)}`,
    ...photoUrls,
    '',
    `Where they came from: ${source.headline}`,
    ...source.details.map(({ label, value, path }) => `  ${label}: ${path ? landing(value) : value}`),
    '',
    `Reply to this email to answer ${name}.`,
  ].join('\n');

  const contact = [
    tel ? button(tel, `Call ${oneLine(fields.phone)}`) : '',
    tel ? button(tel.replace(/^tel:/, 'sms:'), 'Text') : '',
    button(`mailto:${fields.email}?subject=${encodeURIComponent(`Your quote request ${record.id}`)}`, 'Email'),
  ].join('');
  const thumbnails = photoUrls
    .map(
      (url, i) =>
        `<a href="${escapeHtml(url)}" style="display:inline-block;margin:0 8px 8px 0"><img src="${escapeHtml(url)}" width="120" alt="Photo ${i + 1} of ${photoUrls.length}" style="display:block;width:120px;height:auto;border:1px solid #cbd5e1;border-radius:4px"></a>`,
    )
    .join('');
  const photoLinks = photoUrls.map((url, i) => link(url, `Photo ${i + 1}`)).join(' · ');
  const sourceDetails = source.details
    .map(
      ({ label, value, path }) =>
        `<div><span style="color:${COLORS.muted}">${escapeHtml(label)}:</span> ${path ? link(landing(value), value) : escapeHtml(value)}</div>`,
    )
    .join('');

  const body = emailPage(subject, [...summary, source.headline].join(' · '), [
    row(
      `<div style="font-size:13px;color:${COLORS.muted}">New quote request · ${escapeHtml(record.id)}</div>` +
        `<h1 style="margin:4px 0 0;font-size:22px;line-height:1.3;${FONT}">${escapeHtml(name)}</h1>` +
        `<div style="color:${COLORS.muted}">${escapeHtml(issue)} · ZIP ${escapeHtml(zip)}</div>`,
      'padding-top:20px',
    ),
    row(contact, 'padding-bottom:4px'),
    ...rows.map(fieldHtml),
    heading(`Photos: ${photoCount(photoUrls.length)}`),
    ...(photoUrls.length ? [row(`<div>${thumbnails}</div><div>${photoLinks}</div>`)] : []),
    heading('Where they came from'),
    row(`<div style="font-weight:bold">${escapeHtml(source.headline)}</div>${sourceDetails}`),
    row(
      `Reply to this email to answer ${escapeHtml(name)}.`,
      `border-top:1px solid ${COLORS.line};font-size:14px;color:${COLORS.muted}`,
    ),
  ]);
  return { to: notifyTo, replyTo: fields.email, subject, text, html: body };
}

const hoursLine = () => business.hours.map((line) => `${line.days}: ${line.hours}`).join(' · ');

/**
 * To the homeowner: what they asked for and its reference, when we will answer (from `now`, when
 * it is sent, under the opening hours) and the emergency line. Nothing the visitor typed appears
 * but a greeting name that passes `greetingName`: the address it goes to is unverified.
 */
export function homeownerConfirmation(record: QuoteRecord, now = new Date()): EmailContent {
  const subject = `We received your quote request (reference ${record.id})`;
  const name = greetingName(record.fields.name);
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const reply = `Thank you for your quote request. We'll text or call you ${replyPromise(now)} to confirm your appointment.`;
  const more = 'To add details or change the time, reply to this email.';
  const summary = [
    plainRow('Reference', record.id),
    ...summaryRows(record),
    plainRow('Photos', photoCount(record.photoUrls.length)),
  ];
  const emergency = `Urgent problem, like a fast leak? Our emergency line is open ${business.emergency.availability}: ${business.phone.display}.`;
  const notYou = `You received this email because this address was entered in the quote request form on our website. If that wasn't you, please ignore it.`;

  const text = [
    greeting,
    '',
    reply,
    more,
    '',
    'Your request',
    ...textLines(summary),
    '',
    emergency,
    `Our hours: ${hoursLine()}.`,
    '',
    business.name,
    business.siteUrl,
    '',
    notYou,
  ].join('\n');

  const body = emailPage(subject, `Reference ${record.id}. We'll text or call you ${replyPromise(now)}.`, [
    row(
      `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p><p style="margin:0 0 12px">${escapeHtml(reply)}</p><p style="margin:0">${escapeHtml(more)}</p>`,
      'padding-top:20px',
    ),
    heading('Your request'),
    ...summary.map(fieldHtml),
    row(
      `<p style="margin:0 0 12px">Urgent problem, like a fast leak? Our emergency line is open ${escapeHtml(business.emergency.availability)}.</p>${button(business.phone.href, `Call ${business.phone.display}`)}<p style="margin:4px 0 0;font-size:14px;color:${COLORS.muted}">Our hours: ${escapeHtml(hoursLine())}.</p>`,
      `border-top:1px solid ${COLORS.line}`,
    ),
    row(
      `<div style="font-weight:bold">${escapeHtml(business.name)}</div>${link(business.siteUrl, business.siteUrl.replace(/^https?:\/\//, ''))}<p style="margin:12px 0 0;font-size:13px;color:${COLORS.muted}">${escapeHtml(notYou)}</p>`,
      `border-top:1px solid ${COLORS.line};font-size:14px`,
    ),
  ]);
  return { to: record.fields.email, replyTo: business.email, subject, text, html: body };
}
