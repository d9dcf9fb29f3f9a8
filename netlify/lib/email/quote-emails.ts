// The two emails of a stored quote request, as plain text and HTML every mail client draws alike
// (see layout.ts). Pure: no sending here.
import { business } from '../../../src/data/business';
import { businessDateTime } from '../../../src/lib/business-time';
import {
  describeLeadSource,
  LIMITS,
  optionShort,
  quoteField,
  QUOTE_VALUE_FIELDS,
  shownValue,
  UNSAFE_CHARACTERS,
  type QuoteFieldName,
  type QuoteValueField,
} from '../../../src/lib/quote';
import { escapeHtml } from '../../../src/lib/html';
import { LANGUAGE_NAMES, LANGUAGE_TAGS } from '../../../src/lib/i18n/languages';
import {
  buttonRow,
  EMAIL_COLORS,
  EMAIL_FONT,
  emailHeading,
  emailLink,
  emailPage,
  emailRow,
  labelled,
  ruledRow,
} from './layout';
import { thumbnailUrl } from '../photos/names';
import { requestLanguage, type QuoteRecord } from '../storage/quote-record';
import { confirmationWords, NOT_GIVEN, photoCount, type ConfirmationWords } from './confirmation-words';

export interface EmailContent {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

/** Visitor text on one line, shortened to `max` characters (for headers and headings). */
export function oneLine(text: string, max = Number.POSITIVE_INFINITY): string {
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

/** "ext 2", "ext. 2", "extension 2", "x2" or "#2" after a phone number, the first one typed. */
const EXTENSION = /^(.*?)\s*(?:ext\.?|extension|x|#)\s*(\d+)/i;

/** The number to dial of a US phone number as typed (`+1…`), or undefined when it has too few digits. */
function dialledNumber(number: string): string | undefined {
  const digits = number.replace(/\D/g, '');
  if (digits.length < LIMITS.phoneMinDigits) return undefined;
  if (number.trim().startsWith('+')) return `+${digits}`;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return digits;
}

/**
 * The `tel:` and `sms:` addresses of a phone number as typed, or undefined when it cannot be
 * dialled. A typed extension is dialled after a pause (the comma every phone's dialer reads); a
 * text goes to the number alone.
 */
export function phoneHrefs(phone: string): { tel: string; sms: string } | undefined {
  const [, number = phone, extension] = EXTENSION.exec(phone) ?? [];
  const dialled = dialledNumber(number);
  if (!dialled) return undefined;
  return { tel: `tel:${dialled}${extension ? `,${extension}` : ''}`, sms: `sms:${dialled}` };
}

/** `tel:` address of a phone number as typed (see `phoneHrefs`). */
export const telHref = (phone: string): string | undefined => phoneHrefs(phone)?.tel;

/** A field's value as the request arrived, as a person reads it; undefined when left blank. */
const shown = (record: QuoteRecord, field: QuoteValueField) =>
  shownValue(field, record.fields[field.name], { sameYearAs: record.createdAt });

const shownByName = (record: QuoteRecord, name: QuoteFieldName) => shown(record, quoteField(name));

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
  if (tel) return { label: field.label, text, html: emailLink(tel, text) };
  if (field.input === 'email') return { label: field.label, text, html: emailLink(`mailto:${value}`, text) };
  return plainRow(field.label, text);
}

const rowHtml = ({ label, html: value }: Row) => ruledRow(labelled(label, value));

const textLines = (rows: readonly Row[]) =>
  rows.map(({ label, text, multiLine }) => (multiLine ? `${label}:\n${text}` : `${label}: ${text}`));

/** The fields the owner's email opens with, in the order it shows them; every other field follows below. */
const FIRST_SCREEN_FIELDS: readonly QuoteFieldName[] = [
  'name',
  'issue',
  'zip',
  'preferredDate',
  'preferredTime',
  'phone',
  'email',
  'comments',
];

/** "in Spanish" for a request sent from the pages in a language other than English; undefined for English. */
export function languageMark(record: Pick<QuoteRecord, 'language'>): string | undefined {
  const language = requestLanguage(record);
  return language === 'en' ? undefined : `in ${LANGUAGE_NAMES[language]}`;
}

/** The owner email's line about a request in another language than English. */
function languageLine(record: QuoteRecord): string | undefined {
  const mark = languageMark(record);
  return mark && `Sent ${mark}, from the site's ${LANGUAGE_NAMES[requestLanguage(record)]} pages.`;
}

const shortOption = (record: QuoteRecord, name: 'issue' | 'preferredTime') => {
  const field = quoteField(name);
  return field.input === 'select' ? optionShort(field, record.fields[name]) : undefined;
};

/**
 * "Maria Lopez · Pool leak · 75205 · Mon Nov 30, morning · ref 5H93ZP9SH3": the name first, as a
 * phone's inbox cuts a subject short; visitor text on one line, shortened.
 */
function ownerSubject(record: QuoteRecord): string {
  const day = shownByName(record, 'preferredDate')?.replace(',', '');
  const when = [day, shortOption(record, 'preferredTime')].filter(Boolean).join(', ') || 'no day given';
  return [
    oneLine(record.fields.name, 40),
    languageMark(record),
    shortOption(record, 'issue') ?? 'Issue not chosen',
    record.fields.zip ? oneLine(record.fields.zip, 10) : 'no ZIP',
    when,
    `ref ${record.id}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * To the owner: on a phone's first screen who, what, where, when they would like the visit, how to
 * reach them in one tap (call, text, reply) and their own words; below, the photos as thumbnails,
 * any other field, when it came and where the lead came from. Reply-To is the homeowner.
 */
export function ownerNotification(record: QuoteRecord, notifyTo: string): EmailContent {
  const { fields, photoUrls } = record;
  const name = oneLine(fields.name, 100);
  const phone = phoneHrefs(fields.phone);
  const issue = shownByName(record, 'issue') ?? 'Issue not chosen';
  const where = fields.zip ? `ZIP ${oneLine(fields.zip)}` : 'No ZIP given';
  const when =
    [shownByName(record, 'preferredDate'), shownByName(record, 'preferredTime')].filter(Boolean).join(' · ') ||
    NOT_GIVEN;
  const [phoneRow, addressRow, commentsRow] = (['phone', 'email', 'comments'] as const).map((field) =>
    fieldRow(record, quoteField(field)),
  ) as [Row, Row, Row];
  const details = [
    ...QUOTE_VALUE_FIELDS.filter((field) => !FIRST_SCREEN_FIELDS.includes(field.name)).map((field) =>
      fieldRow(record, field),
    ),
    plainRow('Received', businessDateTime(new Date(record.createdAt))),
    plainRow('Reference', record.id),
  ];
  const source = describeLeadSource(record.attribution);
  const landing = (path: string) => `${business.siteUrl}${path}`;
  const subject = ownerSubject(record);
  const language = languageLine(record);

  const text = [
    name,
    `${issue} · ${where}`,
    ...(language ? [language] : []),
    `Preferred: ${when}`,
    ...textLines([phoneRow, addressRow]),
    '',
    ...textLines([commentsRow]),
    '',
    `Photos: ${photoCount(photoUrls.length)}`,
    ...photoUrls,
    '',
    ...textLines(details),
    '',
    `Where they came from: ${source.headline}`,
    ...source.details.map(({ label, value, path }) => `  ${label}: ${path ? landing(value) : value}`),
    '',
    `Reply to this email to answer ${name}.`,
  ].join('\n');

  const buttons = [
    ...(phone
      ? [
          { href: phone.tel, label: 'Call' },
          { href: phone.sms, label: 'Text' },
        ]
      : []),
    {
      href: `mailto:${fields.email}?subject=${encodeURIComponent(confirmationWords(requestLanguage(record)).replySubject(record.id))}`,
      label: 'Reply',
    },
  ];
  const photoLinks = photoUrls.map((url, i) => emailLink(url, `Photo ${i + 1}`)).join(' · ');
  // Each on its own line: two at 240 px do not fit side by side on a phone.
  const thumbnails = photoUrls
    .map(
      (url, i) =>
        `<div style="margin-top:8px"><a href="${escapeHtml(url)}"><img src="${escapeHtml(thumbnailUrl(url))}" width="240" alt="Photo ${i + 1} of ${photoUrls.length}, opens the full photo" style="display:block;width:240px;max-width:100%;height:auto;border:1px solid #cbd5e1"></a></div>`,
    )
    .join('');
  const sourceDetails = source.details
    .map(
      ({ label, value, path }) =>
        `<div><span style="color:${EMAIL_COLORS.muted}">${escapeHtml(label)}:</span> ${path ? emailLink(landing(value), value) : escapeHtml(value)}</div>`,
    )
    .join('');
  const preheader = [source.headline, oneLine(fields.comments ?? '', 120)].filter(Boolean).join(' · ');

  const body = emailPage(subject, preheader, [
    emailRow(
      `<h1 style="margin:0;font-size:22px;line-height:1.3;${EMAIL_FONT}">${escapeHtml(name)}</h1>` +
        `<div style="font-size:17px;font-weight:bold">${escapeHtml(issue)} · ${escapeHtml(where)}</div>` +
        (language ? `<div style="margin-top:4px;font-weight:bold">${escapeHtml(language)}</div>` : '') +
        `<div style="margin-top:8px">${labelled('Preferred day and time', escapeHtml(when))}</div>` +
        `<div style="margin-top:8px">${phoneRow.html}</div><div>${addressRow.html}</div>`,
      'padding-top:20px',
    ),
    emailRow(buttonRow(buttons), 'padding-top:4px'),
    rowHtml(commentsRow),
    emailHeading(`Photos: ${photoCount(photoUrls.length)}`),
    ...(photoUrls.length ? [emailRow(`<div>${photoLinks}</div>${thumbnails}`)] : []),
    ...details.map(rowHtml),
    emailHeading('Where they came from'),
    emailRow(`<div style="font-weight:bold">${escapeHtml(source.headline)}</div>${sourceDetails}`),
    ruledRow(`Reply to this email to answer ${escapeHtml(name)}.`, `font-size:14px;color:${EMAIL_COLORS.muted}`),
  ]);
  return { to: notifyTo, replyTo: fields.email, subject, text, html: body };
}

/** A dialled US number as people write it, `(214) 555-0100`; any other as dialled. */
function dialledForReading(tel: string): string {
  const number = tel.replace(/^tel:/, '').split(',')[0]!;
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(number);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : number;
}

/**
 * To the owner when the server refused the full owner email for what it says (a visitor's link or
 * words): the same news without the visitor's words, so the owner still hears of every request.
 * The reference, when it came, the name only if it passes `greetingName`, and the phone as digits
 * to tap.
 */
export function ownerShortNotification(record: QuoteRecord, notifyTo: string): EmailContent {
  const name = greetingName(record.fields.name);
  const tel = telHref(record.fields.phone);
  const phone = tel ? dialledForReading(tel) : undefined;
  const mark = languageMark(record);
  const subject = [name ?? 'New quote request', ...(mark ? [mark] : []), `ref ${record.id}`, 'short version'].join(
    ' · ',
  );
  const language = languageLine(record);
  const lines = [
    `A new quote request came in ${businessDateTime(new Date(record.createdAt))}.`,
    ...(language ? [language] : []),
    'Your mail server refused its full email for something the visitor wrote, so this short one leaves their words out.',
    'The request is stored in full under its reference, and the weekly report lists it.',
  ];
  const who = name ? `Name: ${name}` : 'Name: left out (it may hold a link)';
  const reach = phone ? `Phone: ${phone}` : 'Phone: not one that can be dialed as typed';
  const text = [subject, '', ...lines, '', who, reach, `Reference: ${record.id}`].join('\n');
  const body = emailPage(subject, lines[0]!, [
    emailRow(
      `<h1 style="margin:0;font-size:22px;line-height:1.3;${EMAIL_FONT}">${escapeHtml(name ?? 'New quote request')}</h1>` +
        `<div>${labelled('Reference', escapeHtml(record.id))}</div>`,
      'padding-top:20px',
    ),
    ...(tel && phone ? [emailRow(buttonRow([{ href: tel, label: `Call ${phone}` }]), 'padding-top:4px')] : []),
    ruledRow(lines.map((line) => `<p style="margin:0 0 10px">${escapeHtml(line)}</p>`).join('')),
    ...(name ? [] : [emailRow(escapeHtml(who))]),
    ...(phone ? [] : [emailRow(escapeHtml(reach))]),
  ]);
  return { to: notifyTo, replyTo: business.email, subject, text, html: body };
}

/** "Our hours: Mon-Fri: 7 AM-7 PM · Sat: 8 AM-5 PM · Sun: Emergency only." */
const hoursText = ({ lead, lines }: ConfirmationWords['hours']) => `${lead}: ${lines.join(' · ')}.`;

/** The same in HTML, each line kept whole, so a narrow screen breaks the hours only between lines. */
const hoursHtml = ({ lead, lines }: ConfirmationWords['hours']) =>
  hoursText({ lead: escapeHtml(lead), lines: lines.map((line) => escapeHtml(line).replaceAll(' ', '&nbsp;')) });

/**
 * To the homeowner, in the request's language (see `confirmationWords`): who we are (name, city,
 * phone) first, when we will answer (from `now`, when it is sent, under the opening hours, its day
 * named so none is mistaken), what they asked for and its reference, and the emergency line. Nothing
 * the visitor typed appears but a greeting name that passes `greetingName`: the address it goes to is
 * unverified.
 */
export function homeownerConfirmation(record: QuoteRecord, now = new Date()): EmailContent {
  const words = confirmationWords(requestLanguage(record));
  const subject = words.subject(record.id);
  const greeting = words.greeting(greetingName(record.fields.name));
  const reply = words.reply(now);
  const intro = [greeting, reply, ...(words.service ? [words.service] : []), words.more];
  const city = `${business.address.locality}, ${business.address.region}`;
  const summary = [
    plainRow(words.reference, record.id),
    ...words.summary(record).map(({ label, value }) => plainRow(label, value)),
    plainRow(words.photos, words.photoCount(record.photoUrls.length)),
  ];

  const text = [
    business.name,
    `${city} · ${business.phone.display}`,
    '',
    greeting,
    '',
    ...intro.slice(1),
    '',
    words.yourRequest,
    ...textLines(summary),
    '',
    `${words.callLead}: ${business.phone.display}.`,
    hoursText(words.hours),
    '',
    business.siteUrl,
    '',
    words.notYou,
  ].join('\n');

  const paragraph = (line: string, last: boolean) =>
    `<p style="margin:${last ? '0' : '0 0 12px'}">${escapeHtml(line)}</p>`;
  const body = emailPage(
    subject,
    words.preheader(record.id, now),
    [
      emailRow(
        `<div style="font-size:20px;line-height:1.3;font-weight:bold">${escapeHtml(business.name)}</div>` +
          `<div style="color:${EMAIL_COLORS.muted}">${escapeHtml(city)} · ${emailLink(business.phone.href, business.phone.display)}</div>`,
        'padding-top:20px',
      ),
      ruledRow(intro.map((line, i) => paragraph(line, i === intro.length - 1)).join('')),
      emailHeading(words.yourRequest),
      ...summary.map(rowHtml),
      ruledRow(
        `<p style="margin:0 0 12px">${escapeHtml(words.callLead)}.</p>${buttonRow([{ href: business.phone.href, label: words.callButton }])}<p style="margin:12px 0 0;font-size:14px;color:${EMAIL_COLORS.muted}">${hoursHtml(words.hours)}</p>`,
      ),
      ruledRow(
        `${emailLink(business.siteUrl, business.siteUrl.replace(/^https?:\/\//, ''))}<p style="margin:12px 0 0;font-size:13px;color:${EMAIL_COLORS.muted}">${escapeHtml(words.notYou)}</p>`,
        'font-size:14px',
      ),
    ],
    LANGUAGE_TAGS[words.language].html,
  );
  return { to: record.fields.email, replyTo: business.email, subject, text, html: body };
}
