// What the weekly reports count, kept as the days go by: a tally per day and report week, so a report
// never reads four weeks of requests one by one (docs/quote-backend.md#the-scheduled-job).
import type { Store } from '@netlify/blobs';
import { businessClock, businessDate } from '../../../src/lib/business-time';
import { CLICK_ID_PARAMS, describeLeadSource, type Attribution } from '../../../src/lib/quote';
import { eachBounded, walkDueBuckets } from '../jobs/batch';
import type { QuoteRecord } from '../storage/quote-record';
import { idsOfDay, readRequest } from '../storage/quote-store';
import { requestKeys } from '../storage/layout';
import { DAY_MS, dayOf, startOf } from '../storage/periods';
import { readVersioned, writeIf, type Versioned } from '../storage/versioned';

/** A calendar date `days` after `date` (both YYYY-MM-DD). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** The Monday (YYYY-MM-DD, Central time) of the Monday-to-Sunday week `instant` falls in. */
export function mondayOf(instant: number): string {
  const sinceMonday = WEEKDAYS.indexOf(businessClock(new Date(instant)).weekday as (typeof WEEKDAYS)[number]);
  return addDays(businessDate(instant), -sinceMonday);
}

/** The Monday of each UTC hour's week, as counted so far: the business's clock changes its offset on the hour only. */
const mondayOfHour = new Map<string, string>();

/** The Monday of the week a request stored at `createdAt` (ISO) falls in. */
function mondayOfCreation(createdAt: string): string {
  const hour = createdAt.slice(0, 13);
  const monday = mondayOfHour.get(hour) ?? mondayOf(Date.parse(`${hour}:00:00Z`));
  mondayOfHour.set(hour, monday);
  return monday;
}

export const isHeldSpam = (record: Pick<QuoteRecord, 'skipped'>) => record.skipped?.owner === 'spam';

/** An ad's or a campaign's name: its campaign tag, else the ad network or campaign source. */
function campaignOf(attribution: Attribution): string | undefined {
  if (attribution.utm_campaign) return attribution.utm_campaign;
  const { headline } = describeLeadSource(attribution);
  return [...CLICK_ID_PARAMS, 'utm_source' as const].some((key) => attribution[key]) ? headline : undefined;
}

/** The ways the report tells where requests came from; each source as recorded, '' when none was. */
export const SOURCE_KINDS = {
  campaign: (attribution: Attribution) => campaignOf(attribution) ?? '',
  referrer: (attribution: Attribution) => attribution.referrer ?? '',
  firstPage: (attribution: Attribution) => attribution.landingPage ?? '',
};

export type SourceKind = keyof typeof SOURCE_KINDS;

const KINDS = Object.keys(SOURCE_KINDS) as SourceKind[];

/** A request as a tally lists it: `<createdAt> <id>`, so a list sorts in time order. */
export type TallyEntry = string;

export const idOfEntry = (entry: TallyEntry) => entry.slice(entry.indexOf(' ') + 1);

/** What one report week holds of a day's requests (or, merged, of all its days). */
export interface WeekTally {
  /** Requests not held as spam. */
  leads: TallyEntry[];
  /** Requests the spam trap held. */
  spam: TallyEntry[];
  /** How many leads came from each source, for each way of telling. */
  sources: Record<SourceKind, [source: string, count: number][]>;
}

/** The requests indexed under one UTC day, by the Monday of the report week each falls in. */
export interface DayTally {
  weeks: Record<string, WeekTally>;
  /** The day is over and every request it indexes is counted: it is never listed again. */
  closed?: true;
}

/** A week's tally while counting: its sources in Maps, as a source is visitor text and may be any word. */
interface Counting {
  leads: TallyEntry[];
  spam: TallyEntry[];
  sources: Record<SourceKind, Map<string, number>>;
}

const counting = (): Counting => ({
  leads: [],
  spam: [],
  sources: { campaign: new Map(), referrer: new Map(), firstPage: new Map() },
});

const countSource = (into: Counting, kind: SourceKind, source: string, count: number) =>
  into.sources[kind].set(source, (into.sources[kind].get(source) ?? 0) + count);

function addWeek(into: Counting, week: WeekTally) {
  into.leads.push(...week.leads);
  into.spam.push(...week.spam);
  for (const kind of KINDS) for (const [source, count] of week.sources[kind]) countSource(into, kind, source, count);
}

const tallied = ({ leads, spam, sources }: Counting): WeekTally => ({
  leads,
  spam,
  sources: { campaign: [...sources.campaign], referrer: [...sources.referrer], firstPage: [...sources.firstPage] },
});

/** `tally` with `records` counted in. */
function counted(tally: DayTally | undefined, records: readonly QuoteRecord[]): DayTally {
  const weeks = new Map<string, Counting>();
  const weekOf = (monday: string) => weeks.get(monday) ?? weeks.set(monday, counting()).get(monday)!;
  for (const [monday, week] of Object.entries(tally?.weeks ?? {})) addWeek(weekOf(monday), week);
  for (const record of records) {
    const week = weekOf(mondayOfCreation(record.createdAt));
    const entry = `${record.createdAt} ${record.id}`;
    if (isHeldSpam(record)) {
      week.spam.push(entry);
      continue;
    }
    week.leads.push(entry);
    for (const kind of KINDS) countSource(week, kind, SOURCE_KINDS[kind](record.attribution ?? {}), 1);
  }
  return {
    weeks: Object.fromEntries([...weeks].map(([monday, week]) => [monday, tallied(week)])),
    ...(tally?.closed ? { closed: true } : {}),
  };
}

/** A day's tally is final this long after the day ends: each request stored that day has its record by then. */
const CLOSE_AFTER_MS = 10 * 60 * 1000;
/** Requests read at once while counting. */
const READS_AT_ONCE = 32;

const isOver = (day: string, now: number) => startOf(day) + DAY_MS + CLOSE_AFTER_MS <= now;

const readTally = (store: Store, day: string) => readVersioned<DayTally>(store, requestKeys.tally(day));

/**
 * Reads the requests `ids` in order, READS_AT_ONCE at a time, starting none after `deadline`. `read`
 * counts those read, or found deleted (an index entry whose storing failed halfway has no record; on
 * a day that is over, it never will); a read that failed is not among them, and is tried again by a
 * later run.
 */
export async function readEach(store: Store, ids: readonly string[], deadline: number) {
  const records: QuoteRecord[] = [];
  let failed = 0;
  const started = await eachBounded(
    ids,
    async (id) => {
      const record = await readRequest(store, id).catch(() => {
        failed++;
        return undefined;
      });
      if (record) records.push(record);
    },
    deadline,
    READS_AT_ONCE,
  );
  return { records, read: started - failed };
}

interface TopUp {
  tally: DayTally;
  /** Requests counted by this run. */
  added: number;
  /** Requests indexed that day that time left uncounted. */
  uncounted: number;
}

/**
 * Counts what `day`'s index listed (`ids`) beyond `current`, starting no read after `deadline`, and
 * closes the day once it is over and all its requests are counted. The tally is saved by
 * compare-and-set: when another run saved first, this one's count is used by this run alone.
 */
async function topUp(
  store: Store,
  day: string,
  current: Versioned<DayTally> | undefined,
  ids: readonly string[],
  now: number,
  deadline: number,
): Promise<TopUp> {
  const weeks = Object.values(current?.data.weeks ?? {});
  const known = new Set(weeks.flatMap((week) => [...week.leads, ...week.spam]).map(idOfEntry));
  const fresh = ids.filter((id) => !known.has(id));
  const { records, read } = await readEach(store, fresh, deadline);
  const tally = counted(current?.data, records);
  if (isOver(day, now) && read === fresh.length) tally.closed = true;
  const changed = records.length > 0 || (tally.closed && weeks.length > 0);
  if (changed) {
    await writeIf(store, requestKeys.tally(day), tally, current ? { onlyIfMatch: current.etag } : { onlyIfNew: true });
  }
  return { tally, added: records.length, uncounted: fresh.length - read };
}

/** The days that have an index (a request stored that day), from one listing of their names. */
async function indexedDays(store: Store): Promise<Set<string>> {
  const { directories } = await store.list({ prefix: requestKeys.daysPrefix, directories: true });
  return new Set(directories.map((directory) => directory.slice(requestKeys.daysPrefix.length)));
}

/** Tallies are kept for the four weeks a report counts and a week of slack. */
const KEPT_DAYS = 35;

/**
 * Brings the tallies up to `now`, oldest day first, until `deadline`: each day after the last final
 * one, the first walk from KEPT_DAYS back. Answers how many requests it counted.
 */
export async function keepTallies(store: Store, now: number, deadline: number): Promise<number> {
  const indexed = await indexedDays(store);
  let added = 0;
  await walkDueBuckets({
    store,
    unit: 'day',
    prefix: requestKeys.daysPrefix,
    cursorKey: requestKeys.tallyCursor,
    lastDue: dayOf(now),
    earliest: dayOf(now - KEPT_DAYS * DAY_MS),
    deadline,
    async work(day) {
      if (!indexed.has(day)) return isOver(day, now);
      const current = await readTally(store, day);
      if (current?.data.closed) return true;
      const result = await topUp(store, day, current, await idsOfDay(store, day), now, deadline);
      added += result.added;
      return Boolean(result.tally.closed);
    },
  });
  return added;
}

/** Deletes the tallies and given-up notes of the days more than KEPT_DAYS before `now`. */
export async function forgetOldTallies(store: Store, now: number): Promise<void> {
  const first = dayOf(now - KEPT_DAYS * DAY_MS);
  const listings = await Promise.all(
    [requestKeys.tally(''), requestKeys.givenUpPrefix('')].map((prefix) => store.list({ prefix })),
  );
  const old = listings.flatMap(({ blobs }) => blobs.map(({ key }) => key)).filter((key) => key.split('/')[2]! < first);
  await Promise.all(old.map((key) => store.delete(key)));
}

/**
 * The tallies of `days` (UTC) for a report: the final ones as kept, the others counted up to `now`
 * (their indexes listed together, then read newest day first: the report's own week before the weeks
 * it is compared with), starting no listing or read after `deadline`. `uncounted` names the days
 * whose requests time (or a failed listing) left partly uncounted.
 */
export async function talliesOf(
  store: Store,
  days: readonly string[],
  now: number,
  deadline: number,
): Promise<{ tallies: DayTally[]; uncounted: string[] }> {
  const [indexed, cursor, kept] = await Promise.all([
    indexedDays(store),
    store.get(requestKeys.tallyCursor, { type: 'text' }),
    Promise.all(days.map((day) => readTally(store, day))),
  ]);
  // A final day without a tally, or a day without an index, had no requests.
  const open = days.filter(
    (day, index) => !(kept[index]?.data.closed || (cursor !== null && day <= cursor) || !indexed.has(day)),
  );
  const tallies = new Map(days.map((day, index) => [day, kept[index]?.data ?? { weeks: {} }]));
  if (open.length > 0 && Date.now() > deadline) return { tallies: [...tallies.values()], uncounted: open };
  const listed = await Promise.all(open.map((day) => idsOfDay(store, day).catch(() => undefined)));
  const uncounted: string[] = [];
  for (const [position, day] of [...open.entries()].reverse()) {
    const ids = listed[position];
    const result = ids && (await topUp(store, day, kept[days.indexOf(day)], ids, now, deadline));
    if (result) tallies.set(day, result.tally);
    if (!result || result.uncounted > 0) uncounted.push(day);
  }
  return { tallies: [...tallies.values()], uncounted };
}

/** The week of Monday `monday`, from the tallies of its days; its requests in time order. */
export function weekTally(tallies: readonly DayTally[], monday: string): WeekTally {
  const week = counting();
  for (const tally of tallies) if (tally.weeks[monday]) addWeek(week, tally.weeks[monday]);
  week.leads.sort();
  week.spam.sort();
  return tallied(week);
}
