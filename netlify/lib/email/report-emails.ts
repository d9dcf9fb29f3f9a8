// The owner's report emails: the weekly report and the flood summary, as plain text and HTML that
// holds in Gmail's and Outlook's apps on a phone (tables, inline styles, nothing that decides
// readability in CSS Outlook for Windows ignores). Pure: no sending here.
import { business } from '../../../src/data/business';
import { businessDate, businessDateTime, calendarDate, plainSpaces } from '../../../src/lib/business-time';
import { quoteField, shownValue } from '../../../src/lib/quote';
import { escapeHtml } from '../../../src/lib/html';
import { buttonRow, EMAIL_COLORS, EMAIL_FONT, emailPage, emailRow, ruledRow } from './layout';
import type { FloodSummary } from '../reports/flood-summary';
import { languageMark, oneLine, telHref, type EmailContent } from './quote-emails';
import { quoteStatus, type QuoteRecord, type Recipient } from '../storage/quote-record';
import { HOUR_MS } from '../storage/periods';
import type { WeeklyReport } from '../reports/weekly-report';

export interface ReportEmail extends EmailContent {
  attachments?: { filename: string; content: string; contentType: string }[];
  /** The same for every attempt at one email, so a mailbox shows a repeat as the same message. */
  messageId?: string;
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
/** "Pool leak · 75205 · in Spanish": what a request is about, where, and its language when not English. */
const aboutOf = (record: QuoteRecord, separator: string) =>
  [issueOf(record), zipOf(record), languageMark(record)].filter(Boolean).join(separator);

/** "Mon, Nov 16" over "9:14 AM CST": a narrow column. */
function whenHtml(instant: string): string {
  const [weekday, date, time] = businessDateTime(new Date(instant)).split(', ');
  return `${escapeHtml(`${weekday}, ${date}`)}<br>${escapeHtml(time ?? '')}`;
}

const RECIPIENT_LABELS: Record<Recipient, string> = { owner: 'Your email', homeowner: 'Their confirmation' };

const NO_REQUESTS = 'No requests this week';

/**
 * What a report lists at most: a flood's week still makes an email every app shows whole (Gmail cuts
 * an HTML part past 102 KB short).
 */
export const REPORT_LIMITS = { requests: 50, sourcesPerTable: 8, emailProblems: 20 } as const;

/** A part of the report, as plain text lines and as HTML. */
interface Section {
  text: string[];
  html: string;
}

/** What every section needs to know. */
interface ReportView {
  report: WeeklyReport;
  week: Week;
  deployContext: string | undefined;
}

type Week = WeeklyReport['weeks'][number];

/**
 * A sentence ending in a command to type, `aside` before the colon: on one line in text, the command
 * in a box of its own in HTML.
 */
function withCommand(lead: string, command: string, { aside = '', first = false } = {}): Section {
  const tail = aside ? ` ${aside}` : '';
  return {
    text: [`${lead}${tail}: ${command}`],
    html: `<div${first ? '' : ' style="margin-top:8px"'}>${escapeHtml(`${lead} on your computer${tail}:`)}</div>${code(command)}`,
  };
}

const paragraphs = (lines: readonly string[]) =>
  lines.map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`).join('');

/** "Tue, Nov 17": the day a request came in. */
const receivedDay = (record: QuoteRecord) =>
  businessDateTime(new Date(record.createdAt)).split(', ').slice(0, 2).join(', ');

/** The headline, what time left out of the counts, and the week's requests (the first ones of a big week). */
function requestsSection({ report }: ReportView, headline: string): Section {
  const { total } = report;
  const uncounted = report.allCounted
    ? undefined
    : 'Some requests stored in these four weeks could not be counted this time: the numbers below leave them out.';
  const listed = report.requests.slice(0, REPORT_LIMITS.requests);
  const everyOne = report.csv
    ? 'all of them are in the attached spreadsheet'
    : 'save them all as a spreadsheet, as the end of this email shows';
  const more =
    total === listed.length
      ? undefined
      : listed.length === 0
        ? `They were too many to read in the time the report has: ${everyOne}.`
        : `And ${total - listed.length} more: ${everyOne}.`;
  const rows = listed.map((r) =>
    [
      '<tr>',
      cell(whenHtml(r.createdAt), `width:84px;font-size:13px;color:${COLORS.muted}`),
      cell(
        `<div style="font-weight:bold">${escapeHtml(oneLine(r.fields.name))}</div><div>${escapeHtml(aboutOf(r, ' · '))}</div>` +
          muted(`${escapeHtml(quoteStatus(r))} · ref ${escapeHtml(r.id)}`),
      ),
      '</tr>',
    ].join(''),
  );
  const note = (line: string | undefined) => (line ? `<div style="margin-top:8px">${escapeHtml(line)}</div>` : '');
  return {
    text: [
      headline,
      ...(uncounted ? [uncounted] : []),
      ...listed.map(
        (r) =>
          `${businessDateTime(new Date(r.createdAt))}: ${oneLine(r.fields.name)}, ${aboutOf(r, ', ')} (${quoteStatus(r)}, ref ${r.id})`,
      ),
      ...(more ? [more] : []),
    ],
    html:
      note(uncounted) +
      (total === 0 ? muted('Nothing came in through the website this week.') : rows.length ? table(rows, true) : '') +
      note(more),
  };
}

/** `rows` past `max` folded into one last row that adds them up: "412 others". */
function foldedRows(rows: WeeklyReport['sources'][number]['rows'], max: number) {
  if (rows.length <= max) return rows;
  const rest = rows.slice(max - 1);
  const counts = rest[0]!.counts.map((_, week) => rest.reduce((sum, row) => sum + row.counts[week]!, 0));
  return [...rows.slice(0, max - 1), { label: `${rest.length} others`, counts }];
}

function sourcesSection({ report }: ReportView): Section {
  const earlier = report.weeks.slice(1).map((w) => shortDate(w.first));
  const sources = report.sources.map(({ title, rows }) => ({
    title,
    rows: foldedRows(rows, REPORT_LIMITS.sourcesPerTable),
  }));
  const numberCell = (n: number, bold = false) =>
    cell(String(n), `width:44px;text-align:right;${bold ? 'font-weight:bold;' : `color:${COLORS.muted};`}`);
  const tables = sources.map(({ title, rows }) =>
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
  return {
    text: [
      'Where they came from',
      ...sources.flatMap(({ title, rows }) => [
        '',
        `${title} (this week; weeks of ${earlier.join(', ')})`,
        ...(rows.length ? rows.map(({ label, counts }) => `  ${label}: ${counts.join(' / ')}`) : ['  No requests']),
      ]),
    ],
    html:
      h2('Where they came from') +
      muted(`Requests this week, then in each of the three weeks before (starting ${earlier.join(', ')}).`) +
      tables.map((table) => `<div style="margin-top:10px">${table}</div>`).join(''),
  };
}

/** Emails that failed: the week's requests' (those read in time), and those given up that week on earlier ones. */
function problemsSection({ report, week, deployContext }: ReportView): Section {
  const problems = report.emailProblems.slice(0, REPORT_LIMITS.emailProblems);
  const more =
    report.emailProblems.length > problems.length
      ? `And ${report.emailProblems.length - problems.length} more.`
      : undefined;
  const checked =
    report.requests.length === 0
      ? "This week's requests were too many to check in the time the report has."
      : `Only the first ${count(report.requests.length, 'request')} could be checked in the time the report has.`;
  const unchecked = report.allRead
    ? undefined
    : withCommand(`${checked} To see each one's emails`, quotesCommand(`list --since ${week.first}`, deployContext));
  const who = ({ record, fromEarlierWeek }: WeeklyReport['emailProblems'][number]) =>
    `ref ${record.id}${fromEarlierWeek ? `, received ${receivedDay(record)}` : ''}`;
  return {
    text: [
      'Emails that failed',
      ...(problems.length
        ? problems.map(
            (problem) =>
              `${oneLine(problem.record.fields.name)} (${who(problem)}), ${RECIPIENT_LABELS[problem.recipient].toLowerCase()}: ${problem.outcome}`,
          )
        : ['None.']),
      ...(more ? [more] : []),
      ...(unchecked?.text ?? []),
    ],
    html:
      h2('Emails that failed') +
      (problems.length
        ? problems
            .map(
              (problem) =>
                `<div style="margin-top:8px"><b>${escapeHtml(oneLine(problem.record.fields.name))}</b> · ${escapeHtml(who(problem).replace(', ', ' · '))}</div><div>${escapeHtml(RECIPIENT_LABELS[problem.recipient])}: ${escapeHtml(problem.outcome)}</div>`,
            )
            .join('')
        : '<div>None.</div>') +
      (more ? `<div style="margin-top:8px">${escapeHtml(more)}</div>` : '') +
      (unchecked?.html ?? ''),
  };
}

/** "Tue, Dec 1 and Thu, Dec 3". */
const dayList = (days: readonly string[]) =>
  new Intl.ListFormat('en-US', { type: 'conjunction' }).format(days.map((day) => calendarDate(day)!));

/** Scheduled posts that could not go live, and what the owner does about it: nothing to type. */
function unpublishedSection({ report }: ReportView): Section | undefined {
  const days = report.unpublishedPosts;
  if (days.length === 0) return undefined;
  const one = days.length === 1;
  const lines = [
    `${one ? 'A blog post' : 'Blog posts'} scheduled for ${dayList(days)} did not go live on ${one ? 'its day' : 'their days'}: the website could not publish ${one ? 'it' : 'them'} by itself, as its build hook (the BUILD_HOOK_URL setting on Netlify) is missing or wrong.`,
    'To publish now: on Netlify, open the site’s Deploys page and choose Trigger deploy, then Deploy project.',
    'So that later posts go live on their own, make a new build hook: the owner’s guide shows how, under “A new email key or build hook”.',
  ];
  return {
    text: ['Blog posts that did not go live', ...lines],
    html: h2('Blog posts that did not go live') + paragraphs(lines),
  };
}

/** A report sent after a later Monday came: it could not go when it was due. */
function lateSection({ report }: ReportView): Section | undefined {
  if (!report.lateFrom) return undefined;
  const line = `This report was due ${calendarDate(report.lateFrom)!}, but the mail server refused it until now. The report for the week after comes next.`;
  return { text: ['Sent late', line], html: h2('Sent late') + paragraphs([line]) };
}

/** Last week's report, when the run sending it was stopped mid-send. */
function lastWeekSection({ report, deployContext }: ReportView): Section | undefined {
  const last = report.unconfirmedWeek;
  if (!last) return undefined;
  const line = `The report for ${weekLabel(last)} may not have reached you: the website was stopped while sending it.`;
  const list = withCommand("To list that week's requests", quotesCommand(`list --since ${last.first}`, deployContext));
  return {
    text: ["Last week's report", line, ...list.text],
    html: h2("Last week's report") + paragraphs([line]) + list.html,
  };
}

/** The CSV attached, or how to save it when the week's requests are too many to attach; none for an empty week. */
function spreadsheetSection({ report, week, deployContext }: ReportView): Section | undefined {
  if (report.allRead && report.total + report.spamHeld === 0) return undefined;
  if (report.csv) {
    return withCommand(
      "The week's requests are attached as a spreadsheet (CSV). To list them",
      quotesCommand(`list --since ${week.first}`, deployContext),
      { first: true },
    );
  }
  return withCommand(
    "This week's requests are too many to attach as a spreadsheet. To save them as one",
    quotesCommand(`export --csv --since ${week.first} --out ~/Documents/quotes-${week.first}.csv`, deployContext),
    { aside: '(the owner’s guide shows how, under “A spreadsheet of your requests”)', first: true },
  );
}

/**
 * The weekly report to `to`: the week's requests, where they came from beside the three weeks before,
 * spam held and emails that failed (those given up that week on earlier requests too), scheduled posts
 * that could not go live, with the week's CSV attached when it is small enough, else how to save it.
 * Sent even for an empty week: a Monday without it means the site's email is not working.
 */
export function weeklyReportEmail(report: WeeklyReport, to: string, deployContext: string | undefined): ReportEmail {
  const [week] = report.weeks as [Week];
  const view: ReportView = { report, week, deployContext };
  const period = weekLabel(week);
  const { total } = report;
  const headline = total === 0 ? NO_REQUESTS : `${count(total, 'request')} this week`;
  const subject = `Weekly report: ${total === 0 ? 'no quote requests' : count(total, 'quote request')}, ${period}`;
  const spam =
    report.spamHeld === 0
      ? 'No spam held.'
      : `${count(report.spamHeld, 'request')} caught by the spam trap: stored, not emailed to you.`;
  const requests = requestsSection(view, headline);
  const ruled = [
    lateSection(view),
    sourcesSection(view),
    { text: [`Spam: ${spam}`], html: h2('Spam') + `<div>${escapeHtml(spam)}</div>` },
    problemsSection(view),
    unpublishedSection(view),
    lastWeekSection(view),
  ].filter((section): section is Section => section !== undefined);
  const spreadsheet = spreadsheetSection(view);
  const text = [
    `${business.name}: weekly report, ${period}`,
    '',
    ...requests.text,
    ...ruled.flatMap((section) => ['', ...section.text]),
    ...(spreadsheet ? ['', ...spreadsheet.text] : []),
  ].join('\n');
  const html = emailPage(subject, `${headline}. ${spam}`, [
    emailRow(
      muted(`Weekly report · ${escapeHtml(business.name)}`) +
        `<h1 style="margin:4px 0 0;font-size:22px;line-height:1.3;${EMAIL_FONT}">${escapeHtml(headline)}</h1>` +
        `<div style="color:${COLORS.muted}">${escapeHtml(period)} (Monday to Sunday, Central time)</div>`,
      'padding-top:18px',
    ),
    emailRow(requests.html),
    ...ruled.map((section) => ruledRow(section.html)),
    ...(spreadsheet ? [ruledRow(spreadsheet.html, 'font-size:14px')] : []),
  ]);
  return {
    to,
    replyTo: business.email,
    subject,
    text,
    html,
    messageId: `<weekly-report-${week.first}@${new URL(business.siteUrl).hostname}>`,
    ...(report.csv
      ? {
          attachments: [
            {
              filename: `quote-requests-${week.first}-to-${week.last}.csv`,
              content: report.csv,
              contentType: 'text/csv; charset=utf-8',
            },
          ],
        }
      : {}),
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
    `<div>${escapeHtml(aboutOf(record, ' · '))}</div>` +
    muted(`${escapeHtml(timeOf(record))} · ref ${escapeHtml(record.id)}`) +
    (tel
      ? `<div style="margin-top:8px">${buttonRow([{ href: tel, label: `Call ${phone}` }])}</div>`
      : `<div>Phone: ${escapeHtml(phone)}</div>`)
  );
}

/**
 * One email for the requests of an hour whose owner emails were held (past their network's share,
 * or past the site's day), instead of one each: every held request with what the owner needs to
 * call it back from a phone, oldest first.
 */
export function floodSummaryEmail(
  { hourStart, requests, unlisted }: FloodSummary,
  perDay: number,
  to: string,
  deployContext: string | undefined,
): ReportEmail {
  const held = requests.length + unlisted;
  const date = businessDate(hourStart);
  const subject = `${count(held, 'more request')} between ${hourRange(hourStart)} — likely a flood`;
  const lines = [
    `On ${calendarDate(date)!} (Central time), ${held === 1 ? 'this one' : `these ${held}`} came in from a network that sent more requests that hour than one visitor may, or past the ${count(perDay, 'request')} a day the site emails you one by one: stored as always, but not emailed one by one, so a flood cannot use up the mail account's sending limit.`,
    'Many requests in one hour are usually a bot. Call the real ones back as usual.',
  ];
  const notListed = unlisted
    ? [
        `${count(unlisted, 'more request')} of that hour ${unlisted === 1 ? 'is' : 'are'} not listed here, to keep this email short.`,
      ]
    : [];
  const elsewhere = 'The next weekly report’s spreadsheet marks each held-in-flood. On a computer, this lists them:';
  const command = quotesCommand(`list --since ${date}`, deployContext);
  const text = [
    subject,
    '',
    ...lines,
    '',
    ...requests.map(
      (r) => `${timeOf(r)}: ${oneLine(r.fields.name)}, ${aboutOf(r, ', ')}, ${oneLine(r.fields.phone)} (ref ${r.id})`,
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
