// The owner's report emails: the weekly report and the flood summary, as plain text and HTML that
// holds in Gmail's and Outlook's apps on a phone (tables, inline styles, nothing that decides
// readability in CSS Outlook for Windows ignores). Pure: no sending here.
import { business } from '../../src/data/business';
import { businessDate, businessDateTime, calendarDate, plainSpaces } from '../../src/lib/business-time';
import { quoteField, shownValue } from '../../src/lib/quote';
import { escapeHtml } from '../../src/lib/html';
import { buttonRow, EMAIL_COLORS, EMAIL_FONT, emailPage, emailRow, ruledRow } from './email-layout';
import type { FloodSummary } from './flood-summary';
import { oneLine, telHref, type EmailContent } from './quote-emails';
import { quoteStatus, type QuoteRecord, type Recipient } from './quote-record';
import { HOUR_MS } from './store-layout';
import type { WeeklyReport } from './weekly-report';

export interface ReportEmail extends EmailContent {
  attachments?: { filename: string; content: string; contentType: string }[];
}

/**
 * `npm run quotes -- <args>` reading the store the email was written from: production's, where the
 * scheduled function runs, else the local one.
 */
function quotesCommand(args: string, deployContext: string | undefined): string {
  return `npm run quotes -- ${args}${deployContext === 'production' ? ' --production' : ''}`;
}

const COLORS = { ...EMAIL_COLORS, head: '#f8fafc' };
const CODE = "font-family:Consolas,'Courier New',monospace;font-size:13px";

const h2 = (text: string) =>
  `<h2 style="margin:0 0 8px;font-size:17px;${EMAIL_FONT};color:${COLORS.text}">${escapeHtml(text)}</h2>`;

const muted = (text: string) => `<div style="font-size:13px;color:${COLORS.muted}">${text}</div>`;

/** A command to type; it wraps at its spaces only, so no date or option is split across lines. */
const code = (command: string) =>
  `<div style="${CODE};background:${COLORS.head};border:1px solid ${COLORS.line};padding:8px;margin-top:6px">${command
    .split(' ')
    .map((word) => `<span style="white-space:nowrap">${escapeHtml(word)}</span>`)
    .join(' ')}</div>`;

const CELL = `padding:6px 4px;border-top:1px solid ${COLORS.line};vertical-align:top`;
const cell = (content: string, style = '') => `<td style="${CELL};${style}">${content}</td>`;
/** A column heading: screen readers announce it with each number under it. */
const headCell = (content: string, style = '') =>
  `<th scope="col" style="${CELL};font-weight:normal;background:${COLORS.head};${style}">${content}</th>`;

/**
 * Rows in a full-width table; the first column takes what the fixed-width others leave. A layout
 * table is `presentation`; one with column headings stays a table for screen readers.
 */
const table = (rows: string[], layout = false) =>
  `<table${layout ? ' role="presentation"' : ''} width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;font-size:14px">${rows.join('')}</table>`;

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "Nov 16 – Nov 22". */
const shortDate = (date: string) => calendarDate(date)!.replace(/^\w+, /, '');
const weekLabel = ({ first, last }: { first: string; last: string }) => `${shortDate(first)} – ${shortDate(last)}`;

const issueOf = (record: QuoteRecord) => shownValue(quoteField('issue'), record.fields.issue) ?? 'Issue not chosen';
const zipOf = (record: QuoteRecord) => (record.fields.zip ? oneLine(record.fields.zip) : 'no ZIP');

/** "Mon, Nov 16" over "9:14 AM CST": a narrow column. */
function whenHtml(instant: string): string {
  const [weekday, date, time] = businessDateTime(new Date(instant)).split(', ');
  return `${escapeHtml(`${weekday}, ${date}`)}<br>${escapeHtml(time ?? '')}`;
}

const RECIPIENT_LABELS: Record<Recipient, string> = { owner: 'Your email', homeowner: 'Their confirmation' };

const NO_REQUESTS = 'No requests this week';

/**
 * The weekly report to `to`: every request of the week, where they came from beside the three
 * weeks before, spam held and emails that failed, with the week's CSV attached. Sent even for
 * an empty week: a Monday without it means the site's email is not working.
 */
export function weeklyReportEmail(report: WeeklyReport, to: string, deployContext: string | undefined): ReportEmail {
  const [week] = report.weeks as [WeeklyReport['weeks'][number]];
  const period = weekLabel(week);
  const total = report.requests.length;
  const headline = total === 0 ? NO_REQUESTS : `${count(total, 'request')} this week`;
  const subject = `Weekly report: ${total === 0 ? 'no quote requests' : count(total, 'quote request')}, ${period}`;
  const listAll = quotesCommand(`list --since ${week.first}`, deployContext);
  const spam =
    report.spamHeld === 0
      ? 'No spam held.'
      : `${count(report.spamHeld, 'request')} caught by the spam trap: stored, not emailed to you.`;
  const earlier = report.weeks.slice(1).map((w) => shortDate(w.first));

  const requestLines = report.requests.map(
    (r) =>
      `${businessDateTime(new Date(r.createdAt))}: ${oneLine(r.fields.name)}, ${issueOf(r)}, ${zipOf(r)} (${quoteStatus(r)}, ref ${r.id})`,
  );
  const sourceLines = report.sources.flatMap(({ title, rows }) => [
    '',
    `${title} (this week; weeks of ${earlier.join(', ')})`,
    ...(rows.length ? rows.map(({ label, counts }) => `  ${label}: ${counts.join(' / ')}`) : ['  No requests']),
  ]);
  const problemLines = report.emailProblems.map(
    ({ record, recipient, outcome }) =>
      `${oneLine(record.fields.name)} (ref ${record.id}), ${RECIPIENT_LABELS[recipient].toLowerCase()}: ${outcome}`,
  );
  const text = [
    `${business.name}: weekly report, ${period}`,
    '',
    headline,
    ...requestLines,
    '',
    'Where they came from',
    ...sourceLines,
    '',
    `Spam: ${spam}`,
    '',
    'Emails that failed',
    ...(problemLines.length ? problemLines : ['None.']),
    '',
    `The week's requests are attached as a spreadsheet (CSV). To list them: ${listAll}`,
  ].join('\n');

  const requestRows = report.requests.map((r) =>
    [
      '<tr>',
      cell(whenHtml(r.createdAt), `width:84px;font-size:13px;color:${COLORS.muted}`),
      cell(
        `<div style="font-weight:bold">${escapeHtml(oneLine(r.fields.name))}</div><div>${escapeHtml(issueOf(r))} · ${escapeHtml(zipOf(r))}</div>` +
          muted(`${escapeHtml(quoteStatus(r))} · ref ${escapeHtml(r.id)}`),
      ),
      '</tr>',
    ].join(''),
  );
  const numberCell = (n: number, bold = false) =>
    cell(String(n), `width:44px;text-align:right;${bold ? 'font-weight:bold;' : `color:${COLORS.muted};`}`);
  const sourceHtml = report.sources.map(({ title, rows }) =>
    table([
      `<tr>${headCell(escapeHtml(title), 'text-align:left;font-weight:bold')}${['This week', ...earlier]
        .map((label) => headCell(escapeHtml(label), `width:44px;text-align:right;font-size:12px;color:${COLORS.muted}`))
        .join('')}</tr>`,
      ...(rows.length
        ? rows.map(
            ({ label, counts }) =>
              `<tr>${cell(escapeHtml(oneLine(label)))}${counts.map((n, i) => numberCell(n, i === 0)).join('')}</tr>`,
          )
        : [`<tr>${cell('No requests in these four weeks', `color:${COLORS.muted}`)}</tr>`]),
    ]),
  );
  const problemHtml = report.emailProblems.map(
    ({ record, recipient, outcome }) =>
      `<div style="margin-top:8px"><b>${escapeHtml(oneLine(record.fields.name))}</b> · ref ${escapeHtml(record.id)}</div><div>${escapeHtml(RECIPIENT_LABELS[recipient])}: ${escapeHtml(outcome)}</div>`,
  );

  const html = emailPage(subject, `${headline}. ${spam}`, [
    emailRow(
      muted(`Weekly report · ${escapeHtml(business.name)}`) +
        `<h1 style="margin:4px 0 0;font-size:22px;line-height:1.3;${EMAIL_FONT}">${escapeHtml(headline)}</h1>` +
        `<div style="color:${COLORS.muted}">${escapeHtml(period)} (Monday to Sunday, Central time)</div>`,
      'padding-top:18px',
    ),
    emailRow(total === 0 ? muted('Nothing came in through the website this week.') : table(requestRows, true)),
    ruledRow(
      h2('Where they came from') +
        muted(`Requests this week, then in each of the three weeks before (starting ${earlier.join(', ')}).`) +
        sourceHtml.map((table) => `<div style="margin-top:10px">${table}</div>`).join(''),
    ),
    ruledRow(h2('Spam') + `<div>${escapeHtml(spam)}</div>`),
    ruledRow(h2('Emails that failed') + (problemHtml.length ? problemHtml.join('') : '<div>None.</div>')),
    ruledRow(
      `<div>The week's requests are attached as a spreadsheet (CSV). To list them on your computer:</div>${code(listAll)}`,
      'font-size:14px',
    ),
  ]);
  return {
    to,
    replyTo: business.email,
    subject,
    text,
    html,
    attachments: [
      {
        filename: `quote-requests-${week.first}-to-${week.last}.csv`,
        content: report.csv,
        contentType: 'text/csv; charset=utf-8',
      },
    ],
  };
}

/** "10:00 and 11:00 AM", "11:00 AM and 12:00 PM": the hour that began at `start`, Central time. */
function hourRange(start: number): string {
  const format = (at: number) =>
    plainSpaces(
      new Intl.DateTimeFormat('en-US', { timeZone: business.timeZone, hour: 'numeric', minute: '2-digit' }).format(at),
    );
  const [from, to] = [format(start), format(start + HOUR_MS)] as [string, string];
  const meridiem = (time: string) => time.slice(-2);
  return meridiem(from) === meridiem(to) ? `${from.slice(0, -3)} and ${to}` : `${from} and ${to}`;
}

/** "10:14 AM CST": when a request of the hour came in. */
const timeOf = (record: QuoteRecord) => businessDateTime(new Date(record.createdAt)).split(', ').at(-1)!;

/** A held request as the owner calls it back: who, what, where, when, its reference, and a Call button. */
function heldRequestHtml(record: QuoteRecord): string {
  const phone = oneLine(record.fields.phone, 40);
  const tel = telHref(record.fields.phone);
  return (
    `<div style="font-size:17px;font-weight:bold">${escapeHtml(oneLine(record.fields.name, 100))}</div>` +
    `<div>${escapeHtml(issueOf(record))} · ${escapeHtml(zipOf(record))}</div>` +
    muted(`${escapeHtml(timeOf(record))} · ref ${escapeHtml(record.id)}`) +
    (tel
      ? `<div style="margin-top:8px">${buttonRow([{ href: tel, label: `Call ${phone}` }])}</div>`
      : `<div>Phone: ${escapeHtml(phone)}</div>`)
  );
}

/**
 * One email for a flood hour's requests past the hourly limit of owner emails, instead of one
 * each: every held request with what the owner needs to call it back from a phone, oldest first.
 */
export function floodSummaryEmail(
  { hourStart, requests, unlisted }: FloodSummary,
  perHour: number,
  to: string,
  deployContext: string | undefined,
): ReportEmail {
  const held = requests.length + unlisted;
  const date = businessDate(hourStart);
  const subject = `${count(held, 'more request')} between ${hourRange(hourStart)} — likely a flood`;
  const lines = [
    `On ${calendarDate(date)!} (Central time), up to ${count(perHour, 'request')} an hour ${perHour === 1 ? 'is' : 'are'} emailed to you one by one. ${held === 1 ? 'This one' : `These ${held}`} came in that hour beyond them: stored as always, but not emailed one by one, so a flood cannot use up the mail account's sending limit.`,
    'Many requests in one hour are usually a bot. Call the real ones back as usual.',
  ];
  const notListed = unlisted
    ? [
        `${count(unlisted, 'more request')} of that hour ${unlisted === 1 ? 'is' : 'are'} not listed here, to keep this email short.`,
      ]
    : [];
  const elsewhere = 'They are all in the next weekly report too. On a computer, this lists them:';
  const command = quotesCommand(`list --since ${date}`, deployContext);
  const text = [
    subject,
    '',
    ...lines,
    '',
    ...requests.map(
      (r) =>
        `${timeOf(r)}: ${oneLine(r.fields.name)}, ${issueOf(r)}, ${zipOf(r)}, ${oneLine(r.fields.phone)} (ref ${r.id})`,
    ),
    ...(notListed.length ? ['', ...notListed] : []),
    '',
    `${elsewhere} ${command}`,
  ].join('\n');
  const html = emailPage(subject, lines[0]!, [
    emailRow(
      muted(`Flood alert · ${escapeHtml(business.name)}`) +
        `<h1 style="margin:4px 0 0;font-size:22px;line-height:1.3;${EMAIL_FONT}">${escapeHtml(subject)}</h1>`,
      'padding-top:18px',
    ),
    emailRow(lines.map((line) => `<p style="margin:0 0 10px">${escapeHtml(line)}</p>`).join('')),
    ...requests.map((record) => ruledRow(heldRequestHtml(record))),
    ...notListed.map((line) => ruledRow(escapeHtml(line))),
    ruledRow(`<div>${escapeHtml(elsewhere)}</div>${code(command)}`, 'font-size:14px'),
  ]);
  return { to, replyTo: business.email, subject, text, html };
}
