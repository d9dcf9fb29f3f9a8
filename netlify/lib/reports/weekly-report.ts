// The weekly report of the Monday-to-Sunday week (Central time) before the Monday it is due on: built
// before it is claimed, then sent once (docs/quote-backend.md#the-scheduled-job).
import type { Store } from '@netlify/blobs';
import { businessClock, businessDateTime, businessMidnight } from '../../../src/lib/business-time';
import { POST_TITLES_PATH } from '../../../src/lib/content/publication';
import { unpublishedBetween } from '../jobs/blog-publishing';
import { logFailure } from '../http';
import { addressesLeft, reportTo, type Sent } from '../email/mailer';
import { toCsv } from './quote-csv';
import { isSettled, toRow, type QuoteRecord, type Recipient } from '../storage/quote-record';
import { RETRY_AFTER_MS } from '../storage/quote-store';
import { sendState } from '../jobs/send-once';
import { parseGivenUpKey, requestKeys } from '../storage/layout';
import { DAY_MS, dayOf } from '../storage/periods';
import {
  addDays,
  forgetOldTallies,
  idOfEntry,
  isHeldSpam,
  keepTallies,
  mondayOf,
  readEach,
  talliesOf,
  weekTally,
  type SourceKind,
  type WeekTally,
} from './week-tallies';

/** The report goes out from Monday at this hour on, Central time. */
const REPORT_HOUR = 7;

/**
 * The largest CSV attached. Base64 makes it a third larger (6.8 MB with line ends), and the whole
 * email then stays under Postmark's 10 MB message limit (one of the providers docs/deploying.md
 * names) and every common mailbox's receive limit (iCloud's 20 MB is the lowest).
 */
export const CSV_ATTACHMENT_MAX_BYTES = 5_000_000;

/** The site's post titles are read alongside the requests, within this time. */
const TITLES_TIMEOUT_MS = 3_000;

/** The CSV of `records`, as the report attaches it: undefined past CSV_ATTACHMENT_MAX_BYTES. */
export function attachableCsv(records: readonly QuoteRecord[]): string | undefined {
  const csv = toCsv(records.map(toRow));
  return Buffer.byteLength(csv) <= CSV_ATTACHMENT_MAX_BYTES ? csv : undefined;
}

/**
 * The Monday (YYYY-MM-DD) whose report is due at `now`: the latest one whose REPORT_HOUR has come.
 * Its report covers the seven days before it.
 */
export function reportMonday(now: number): string {
  const monday = mondayOf(now);
  const { weekday, minutes } = businessClock(new Date(now));
  return weekday === 'Monday' && minutes < REPORT_HOUR * 60 ? addDays(monday, -7) : monday;
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

/** The UTC days (the request index's) that hold a part of `weeks`, oldest first. */
function utcDaysOf(weeks: readonly Week[]): string[] {
  const first = Math.min(...weeks.map((week) => week.start));
  const last = Math.max(...weeks.map((week) => week.end)) - 1;
  const days: string[] = [];
  for (let at = Date.parse(`${dayOf(first)}T00:00:00Z`); at <= last; at += DAY_MS) days.push(dayOf(at));
  return days;
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
  /** Given up this week on a request that came in a week before. */
  fromEarlierWeek?: true;
}

export interface WeeklyReport {
  /** The report's week, then the three before it. */
  weeks: Week[];
  /** The week's requests, those held as spam left out. */
  total: number;
  /** Requests the spam trap caught that week: stored, never emailed. */
  spamHeld: number;
  /** The week's requests read in time, oldest first, those held as spam left out: all unless time ran out. */
  requests: QuoteRecord[];
  /** Every request of the week, spam included, was read. */
  allRead: boolean;
  /** Every request stored in these four weeks was counted in time. */
  allCounted: boolean;
  sources: SourceTable[];
  emailProblems: EmailProblem[];
  /**
   * The week's requests, spam included, as `npm run quotes -- export --csv` writes them: when all were
   * read, and small enough to attach.
   */
  csv?: string;
  /** The days scheduled posts were due that could not go live that week: the build hook was missing. */
  unpublishedPosts: string[];
  /** The week before, when the run sending its report was stopped mid-send: it may not have arrived. */
  unconfirmedWeek?: Week;
  /** The Monday (YYYY-MM-DD) this report was due on, when it goes after a later one came due. */
  lateFrom?: string;
}

const SOURCE_TABLES: { kind: SourceKind; title: string; none: string }[] = [
  { kind: 'campaign', title: 'Ad campaign', none: 'No ad or campaign' },
  { kind: 'referrer', title: 'Referring site', none: 'None (typed address, bookmark or an app)' },
  { kind: 'firstPage', title: 'First page', none: 'Not recorded' },
];

/** A first page as the report names it: the home page, a post by the site's own title, else its path. */
function pageLabel(path: string, titles: ReadonlyMap<string, string>): string {
  if (path === '/') return 'Home page';
  return titles.get(path.replace(/\/+$/, '')) ?? path;
}

/** Counts per source and week, busiest this week first; first pages that are posts go by their titles. */
function sourceTables(weeks: readonly WeekTally[], titles: ReadonlyMap<string, string>): SourceTable[] {
  return SOURCE_TABLES.map(({ kind, title, none }) => {
    const counts = new Map<string, number[]>();
    weeks.forEach((week, index) => {
      for (const [source, count] of week.sources[kind]) {
        const label = source === '' ? none : kind === 'firstPage' ? pageLabel(source, titles) : source;
        const row = counts.get(label) ?? weeks.map(() => 0);
        row[index]! += count;
        counts.set(label, row);
      }
    });
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
    else if (recipient === 'owner' && record.ownerEmailShortened)
      outcome = `Refused for what the visitor wrote (${record.ownerEmailShortened}): a short email went instead`;
    else if (record.skipped?.[recipient] === 'flood')
      outcome = 'Held in a flood hour: listed in that hour’s flood summary email';
    else if (!isSettled(record, recipient)) outcome = 'Failed so far: still being retried';
    else if (sentAt && Date.parse(sentAt) - Date.parse(record.createdAt) > RETRY_AFTER_MS)
      outcome = `Failed at first, sent ${businessDateTime(new Date(sentAt))}`;
    return outcome ? [{ record, recipient, outcome }] : [];
  });
}

const byCreation = (a: QuoteRecord, b: QuoteRecord) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** The requests `ids` read in time, oldest first, and how many of `ids` were read or found deleted. */
async function readAll(requests: Store, ids: readonly string[], deadline: number) {
  const { records, read } = await readEach(requests, ids, deadline);
  return { records: records.sort(byCreation), read };
}

/** The emails given up during `week` on requests of earlier weeks (those of `week` itself are in its list). */
async function givenUpIn(requests: Store, week: Week, own: ReadonlySet<string>, deadline: number) {
  const listings = await Promise.all(
    utcDaysOf([week]).map((day) => requests.list({ prefix: requestKeys.givenUpPrefix(day) })),
  );
  const notes = listings
    .flatMap(({ blobs }) => blobs.flatMap(({ key }) => parseGivenUpKey(key) ?? []))
    .filter(({ at, id }) => at >= week.start && at < week.end && !own.has(id));
  const givenUpAt = new Map(notes.map(({ at, id }) => [id, at]));
  const { records } = await readAll(requests, [...givenUpAt.keys()], deadline);
  return records.flatMap((record) =>
    RECIPIENTS.flatMap((recipient): EmailProblem[] => {
      const code = record.failed?.[recipient];
      if (!code) return [];
      const at = businessDateTime(new Date(givenUpAt.get(record.id)!));
      return [{ record, recipient, outcome: `Failed (${code}), given up ${at}`, fromEarlierWeek: true }];
    }),
  );
}

/** What the report is built from besides the store of requests. */
export interface ReportInputs {
  /** The `blog-publishing` store, for scheduled posts that could not go live. */
  publishing: Store;
  /** The site's post titles by path, awaited once the week is read. */
  titles: Promise<ReadonlyMap<string, string>>;
  now: number;
  /** No read starts after it (epoch ms): the report says what time left out. */
  deadline: number;
  /** The report of the week before may not have arrived. */
  previousUnconfirmed?: boolean;
  /** The report is late: a later Monday has come since it was due. */
  late?: boolean;
}

/** The report due on `monday` (YYYY-MM-DD). */
export async function weeklyReport(requests: Store, monday: string, inputs: ReportInputs): Promise<WeeklyReport> {
  const { now, deadline } = inputs;
  const weeks = [1, 2, 3, 4].map((ago) => weekFrom(addDays(monday, -7 * ago)));
  const [week] = weeks as [Week];
  const { tallies, uncounted } = await talliesOf(requests, utcDaysOf(weeks), now, deadline);
  const tallied = weeks.map((w) => weekTally(tallies, w.first));
  const [own] = tallied as [WeekTally];
  const entries = [...own.leads, ...own.spam].sort();
  const ids = entries.map(idOfEntry);
  const [{ records, read }, givenUp, unpublishedPosts] = await Promise.all([
    readAll(requests, ids, deadline),
    givenUpIn(requests, week, new Set(ids), deadline),
    unpublishedBetween(inputs.publishing, week.first, week.last),
  ]);
  const leads = records.filter((record) => !isHeldSpam(record));
  // Requests of the week left uncounted were never listed to be read.
  const allRead = !utcDaysOf([week]).some((day) => uncounted.includes(day)) && read === entries.length;
  // An empty week has no spreadsheet to attach.
  const csv = allRead && records.length > 0 ? attachableCsv(records) : undefined;
  return {
    weeks,
    total: own.leads.length,
    spamHeld: own.spam.length,
    requests: leads,
    allRead,
    allCounted: uncounted.length === 0,
    sources: sourceTables(tallied, await inputs.titles),
    emailProblems: [...leads.flatMap(emailProblems), ...givenUp],
    ...(csv === undefined ? {} : { csv }),
    unpublishedPosts,
    ...(inputs.previousUnconfirmed ? { unconfirmedWeek: weeks[1] } : {}),
    ...(inputs.late ? { lateFrom: monday } : {}),
  };
}

/** The site's post titles by path, from the live deploy's list (POST_TITLES_PATH). */
export async function postTitles(siteUrl: string, signal: AbortSignal): Promise<Map<string, string>> {
  const response = await fetch(new URL(POST_TITLES_PATH, siteUrl), { signal });
  if (!response.ok) throw new Error(`${POST_TITLES_PATH} of the live deploy answered ${response.status}`);
  const titles: unknown = await response.json();
  if (!titles || typeof titles !== 'object') throw new Error(`${POST_TITLES_PATH} of the live deploy is not a list`);
  return new Map(Object.entries(titles).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** One run's weekly report task: where it reads and writes, by when, and how it sends. */
export interface ReportRun {
  /** `quote-requests`, every call of which ends before the run's time does. */
  requests: Store;
  publishing: Store;
  now: number;
  /** No read starts after it: the report goes with what was read by then. */
  readsUntil: number;
  /** The live site, for its post titles. */
  siteUrl?: string;
  /**
   * Renders the report as an email to `to` (the addresses that have not yet taken it) and sends it,
   * giving it up in time for the run to record it sent. The caller renders, so the report's figures
   * and its email stay apart.
   */
  send: (report: WeeklyReport, to: string) => Promise<Sent>;
}

/** How many weeks a report that could not go is still sent for: the tallies it counts are kept 35 days. */
const OWED_WEEKS = 4;

/** The oldest report of the weeks before `monday` whose sends failed and that is still owed, with its state. */
async function owedReport(requests: Store, monday: string, now: number) {
  for (let weeks = OWED_WEEKS; weeks >= 1; weeks--) {
    const earlier = addDays(monday, -7 * weeks);
    const state = await sendState(requests, requestKeys.weeklyReport(earlier), now, 'leave');
    if (state.kind === 'due' && state.failedAt) return { monday: earlier, state };
  }
  return undefined;
}

/**
 * When a report is due, builds it (counting what the tallies lack), then claims it (the claim marking
 * it as being sent) and sends it; otherwise keeps the tallies up to date. A report whose sends failed
 * until a later Monday came is never forgotten: it goes first, saying it is late, and the later one
 * at the next run. A report whose run was stopped mid-send is never sent again: it may have gone;
 * the next week's report says it may not have. Answers what it did, for the log.
 */
export async function runWeeklyReport(run: ReportRun): Promise<string> {
  const { requests, now, readsUntil } = run;
  const current = reportMonday(now);
  const currentState = await sendState(requests, requestKeys.weeklyReport(current), now, 'leave');
  const owed = currentState.kind === 'due' ? await owedReport(requests, current, now) : undefined;
  const monday = owed?.monday ?? current;
  const state = owed?.state ?? currentState;
  if (state.kind !== 'due') {
    const counted = await keepTallies(requests, now, readsUntil);
    const tallied = counted > 0 ? `; counted ${counted} new requests` : '';
    if (state.kind === 'sent') return `the report due ${monday} went already${tallied}`;
    if (state.kind === 'sending') return `the report due ${monday} is being sent by another run${tallied}`;
    if (state.firstSeen) {
      console.error(
        `[quote-reports] weekly report: the run sending the report due ${monday} was stopped before it recorded the outcome; not sent again, it may not have arrived`,
      );
    }
    return `the report due ${monday} may not have arrived: not sent again${tallied}`;
  }
  const titles = run.siteUrl
    ? postTitles(run.siteUrl, AbortSignal.timeout(TITLES_TIMEOUT_MS)).catch((error: unknown) => {
        console.error(`[quote-reports] weekly report: first pages shown by path: ${(error as Error).message}`);
        return new Map<string, string>();
      })
    : Promise.resolve(new Map<string, string>());
  const previous = await sendState(requests, requestKeys.weeklyReport(addDays(monday, -7)), now, 'leave');
  const report = await weeklyReport(requests, monday, {
    publishing: run.publishing,
    titles,
    now,
    deadline: readsUntil,
    previousUnconfirmed: previous.kind === 'unconfirmed',
    late: owed !== undefined,
  });
  const sent = await state.send((took) => run.send(report, addressesLeft(reportTo(), took).join(', ')));
  if (!sent) return `the report due ${monday} was claimed by another run`;
  await forgetOldTallies(requests, now).catch((error: unknown) =>
    logFailure('quote-reports tallies cleanup', undefined, error),
  );
  const left = report.allRead && report.allCounted ? '' : ', some requests left out for time';
  const late = owed ? ` (late; the report due ${current} goes at the next run)` : '';
  return `sent the report due ${monday}${late}: ${report.total} requests${report.csv ? ', CSV attached' : ''}${left}`;
}
