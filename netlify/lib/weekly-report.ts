// What the weekly report says: the Monday-to-Sunday week (Central time) before the Monday it is
// due on, read from the stored requests: the week's requests, where they came from beside the
// three weeks before, spam held, emails that failed, and the week's CSV.
import type { Store } from '@netlify/blobs';
import { businessClock, businessDate, businessDateTime, businessMidnight } from '../../src/lib/business-time';
import { POST_TITLES_PATH } from '../../src/lib/content/publication';
import { CLICK_ID_PARAMS, describeLeadSource, type Attribution } from '../../src/lib/quote';
import { toCsv } from './quote-csv';
import { isSettled, toRow, type QuoteRecord, type Recipient } from './quote-record';
import { readRequests, RETRY_AFTER_MS } from './quote-store';
import { DAY_MS } from './store-layout';

/** The report goes out from Monday at this hour on, Central time. */
const REPORT_HOUR = 7;

/** A calendar date `days` after `date` (both YYYY-MM-DD). */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The Monday (YYYY-MM-DD) whose report is due at `now`: the latest one whose REPORT_HOUR has come.
 * Its report covers the seven days before it.
 */
export function reportMonday(now: number): string {
  const { weekday, minutes } = businessClock(new Date(now));
  const sinceMonday = (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const).indexOf(
    weekday as 'Monday',
  );
  const monday = addDays(businessDate(now), -sinceMonday);
  return sinceMonday === 0 && minutes < REPORT_HOUR * 60 ? addDays(monday, -7) : monday;
}

/** A Monday-to-Sunday week: its first and last dates, and its bounds in epoch ms. */
export interface Week {
  first: string;
  last: string;
  start: number;
  end: number;
}

function weekFrom(first: string): Week {
  const next = addDays(first, 7);
  return { first, last: addDays(first, 6), start: businessMidnight(first), end: businessMidnight(next) };
}

/** One way of telling where requests came from, counted a week at a time. */
export interface SourceTable {
  title: string;
  /** Each source with its count in each week, the report's week first; busiest first. */
  rows: { label: string; counts: number[] }[];
}

export interface EmailProblem {
  record: QuoteRecord;
  recipient: Recipient;
  /** What became of it, in a few words. */
  outcome: string;
}

export interface WeeklyReport {
  /** The report's week, then the three before it. */
  weeks: Week[];
  /** The week's requests, oldest first, those held as spam left out. */
  requests: QuoteRecord[];
  /** Requests the spam trap caught that week: stored, never emailed. */
  spamHeld: number;
  sources: SourceTable[];
  emailProblems: EmailProblem[];
  /** The week's requests, spam included, as `npm run quotes -- export --csv` writes them. */
  csv: string;
}

const isHeldSpam = (record: QuoteRecord) => record.skipped?.owner === 'spam';

/** An ad's or a campaign's name: its campaign tag, else the ad network or campaign source. */
function campaignOf(attribution: Attribution): string | undefined {
  if (attribution.utm_campaign) return attribution.utm_campaign;
  const { headline } = describeLeadSource(attribution);
  return [...CLICK_ID_PARAMS, 'utm_source' as const].some((key) => attribution[key]) ? headline : undefined;
}

const DIMENSIONS: { title: string; none: string; of: (attribution: Attribution) => string | undefined }[] = [
  { title: 'Ad campaign', none: 'No ad or campaign', of: campaignOf },
  { title: 'Referring site', none: 'None (typed address, bookmark or an app)', of: (a) => a.referrer },
  { title: 'First page', none: 'Not recorded', of: (a) => a.landingPage },
];

/** A first page as the report names it: the home page, a post by the site's own title, else its path. */
function pageLabel(path: string, titles: ReadonlyMap<string, string>): string {
  if (path === '/') return 'Home page';
  return titles.get(path.replace(/\/+$/, '')) ?? path;
}

/** Counts per source and week; first pages that are posts go by the site's own titles, never a visit's. */
function sourceTables(weeks: Week[], records: QuoteRecord[], titles: ReadonlyMap<string, string>): SourceTable[] {
  return DIMENSIONS.map(({ title, none, of }) => {
    const counts = new Map<string, number[]>();
    for (const record of records) {
      const week = weeks.findIndex(
        ({ start, end }) => Date.parse(record.createdAt) >= start && Date.parse(record.createdAt) < end,
      );
      const source = of(record.attribution ?? {});
      const label = source === undefined ? none : title === 'First page' ? pageLabel(source, titles) : source;
      const row = counts.get(label) ?? weeks.map(() => 0);
      row[week]!++;
      counts.set(label, row);
    }
    const total = (row: number[]) => row.reduce((sum, count) => sum + count, 0);
    const rows = [...counts].map(([label, row]) => ({ label, counts: row }));
    rows.sort(
      (a, b) => b.counts[0]! - a.counts[0]! || total(b.counts) - total(a.counts) || a.label.localeCompare(b.label),
    );
    return { title, rows };
  });
}

const RECIPIENTS: Recipient[] = ['owner', 'homeowner'];

/** The emails of `record` that did not go out with the request: failed, held, or sent only by a retry. */
function emailProblems(record: QuoteRecord): EmailProblem[] {
  return RECIPIENTS.flatMap((recipient): EmailProblem[] => {
    const code = record.failed?.[recipient];
    const sentAt = record.notified[recipient];
    let outcome: string | undefined;
    if (code) outcome = `Failed (${code}), not sent`;
    else if (record.skipped?.[recipient] === 'flood')
      outcome = 'Held in a flood hour: counted in that hour’s summary email';
    else if (!isSettled(record, recipient)) outcome = 'Failed so far: still being retried';
    else if (sentAt && Date.parse(sentAt) - Date.parse(record.createdAt) > RETRY_AFTER_MS)
      outcome = `Failed at first, sent ${businessDateTime(new Date(sentAt))}`;
    return outcome ? [{ record, recipient, outcome }] : [];
  });
}

const byCreation = (a: QuoteRecord, b: QuoteRecord) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** The site's post titles by path, from the live deploy's list (POST_TITLES_PATH). */
export async function postTitles(siteUrl: string, signal: AbortSignal): Promise<Map<string, string>> {
  const response = await fetch(new URL(POST_TITLES_PATH, siteUrl), { signal });
  if (!response.ok) throw new Error(`${POST_TITLES_PATH} of the live deploy answered ${response.status}`);
  const titles: unknown = await response.json();
  if (!titles || typeof titles !== 'object') throw new Error(`${POST_TITLES_PATH} of the live deploy is not a list`);
  return new Map(Object.entries(titles).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * The report due on `monday` (YYYY-MM-DD), read from the stored requests of the four weeks before it;
 * `titles` are the site's post titles by path.
 */
export async function weeklyReport(
  requests: Store,
  monday: string,
  titles: ReadonlyMap<string, string>,
): Promise<WeeklyReport> {
  const weeks = [1, 2, 3, 4].map((ago) => weekFrom(addDays(monday, -7 * ago)));
  const [week] = weeks as [Week];
  const records = (await readRequests(requests, weeks.at(-1)!.start)).filter(
    (record) => Date.parse(record.createdAt) >= weeks.at(-1)!.start && Date.parse(record.createdAt) < week.end,
  );
  const thisWeek = records.filter((record) => Date.parse(record.createdAt) >= week.start).sort(byCreation);
  const leads = thisWeek.filter((record) => !isHeldSpam(record));
  return {
    weeks,
    requests: leads,
    spamHeld: thisWeek.length - leads.length,
    sources: sourceTables(
      weeks,
      records.filter((record) => !isHeldSpam(record)),
      titles,
    ),
    emailProblems: leads.flatMap(emailProblems),
    csv: toCsv(thisWeek.map(toRow)),
  };
}
