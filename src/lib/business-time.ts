// Bundled into the functions (and safe in the browser): no `astro:*` imports here.
// The business's own clock: times in its time zone, and when a quote request made at a given
// moment will be answered under the opening hours.
import { business, type Closure, type OpeningHours } from '../data/business';
import { WEEKDAYS, type Weekday } from '../schemas/business';
import { minutesOf, timeLabel } from './clock';

export { calendarDate } from './clock';

export type { Weekday } from '../schemas/business';

/** Intl puts a narrow no-break space before AM/PM; some mail fonts draw it as a box. */
export const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** The weekday and minutes since midnight on the business's wall clock at `instant`. */
export function businessClock(instant: Date, timeZone = business.timeZone): { weekday: Weekday; minutes: number } {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(instant).find((p) => p.type === type)?.value ?? '';
  return { weekday: part('weekday') as Weekday, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** "Tue, Nov 25, 3:42 PM CST": an instant as the business reads it, with its zone (CST or CDT). */
export function businessDateTime(instant: Date, timeZone = business.timeZone): string {
  return plainSpaces(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(instant),
  );
}

/**
 * When a request will be answered: within the promised hours, or by a time on the next open day
 * ("10 AM" on "Saturday", one day ahead of the request's own day on the business's calendar).
 */
export type ReplyTime =
  | { kind: 'promise' }
  /** `time` as English writes it, `minutes` since midnight for other languages. */
  | { kind: 'opening'; weekday: Weekday; time: string; minutes: number; daysAhead: number };

/** The calendar date (YYYY-MM-DD) `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The closure `date` (YYYY-MM-DD) falls in, if the business is closed that day. */
export function closureOn(date: string, closures: readonly Closure[] = business.closures ?? []): Closure | undefined {
  return closures.find((closure) => closure.from <= date && date <= closure.to);
}

/** How many days ahead of a closure the contact page tells of it. */
export const CLOSURE_NOTICE_DAYS = 7;

/** The closures the contact page tells of on `today` (YYYY-MM-DD): under way, or beginning within a week. */
export function announcedClosures(today: string, closures: readonly Closure[] = business.closures ?? []): Closure[] {
  const horizon = addDays(today, CLOSURE_NOTICE_DAYS);
  return closures.filter((closure) => closure.to >= today && closure.from <= horizon);
}

/**
 * The days on which the contact page's closure notices change, so a build then redraws it: a week
 * before each closure's first day, when its notice appears, and the day after its last, when it goes.
 */
export function closureNoticeDays(closures: readonly Closure[] = business.closures ?? []): string[] {
  const days = closures.flatMap((closure) => [addDays(closure.from, -CLOSURE_NOTICE_DAYS), addDays(closure.to, 1)]);
  return [...new Set(days)].sort();
}

/** Where each build publishes the days after its own on which the closure notices change (src/pages/closure-notices.json.ts). */
export const CLOSURE_NOTICES_PATH = '/closure-notices.json';

/** "Thursday, December 24": a calendar date (YYYY-MM-DD) in full. */
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** "Closed Thursday, December 24", or "Closed Thursday, December 24 to Saturday, December 26". */
export function closedDays(closure: Closure): string {
  return `Closed ${longDate(closure.from)}${closure.to === closure.from ? '' : ` to ${longDate(closure.to)}`}`;
}

/**
 * When a request made at `instant` will be answered. Within the promised hours only when we are
 * open and those hours end by closing time; otherwise the promised hours after the next opening. Days without regular
 * hours (emergency-only Sunday) and days the business is closed (a holiday in `closures`) are skipped.
 */
export function replyTime(
  instant: Date,
  hours: readonly OpeningHours[] = business.hours,
  timeZone = business.timeZone,
  closures: readonly Closure[] = business.closures ?? [],
): ReplyTime {
  const now = businessClock(instant, timeZone);
  const todayDate = businessDate(instant, timeZone);
  const today = WEEKDAYS.indexOf(now.weekday);
  // A week, and every closed day on top of it: the next opening lies within.
  const closedDays = closures.reduce((days, closure) => days + dayCount(closure), 0);
  for (let ahead = 0; ahead <= WEEKDAYS.length + closedDays; ahead++) {
    const weekday = WEEKDAYS[(today + ahead) % WEEKDAYS.length]!;
    const line = hours.find((candidate) => candidate.dayOfWeek.includes(weekday) && candidate.opens);
    if (!line?.opens || !line.closes || closureOn(addDays(todayDate, ahead), closures)) continue;
    const opens = minutesOf(line.opens);
    if (ahead === 0 && now.minutes >= opens) {
      if (now.minutes + business.replyWithinHours * 60 <= minutesOf(line.closes)) return { kind: 'promise' };
      continue;
    }
    const minutes = opens + business.replyWithinHours * 60;
    return { kind: 'opening', weekday, time: timeLabel(minutes), minutes, daysAhead: ahead };
  }
  throw new Error('The opening hours have no regular day');
}

/** How many days a closure lasts, its first and last included. */
const dayCount = (closure: Closure) => (Date.parse(closure.to) - Date.parse(closure.from)) / 86_400_000 + 1;

/** "November 30": the day `days` after the business's calendar day at `instant`. */
function dayAfter(instant: Date, days: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric' }).format(
    new Date(`${addDays(businessDate(instant, timeZone), days)}T00:00:00Z`),
  );
}

/**
 * The reply time as a homeowner reads it, with no day left to guess: "within 2 hours", "by 9 AM
 * today (Friday)" or "by 9 AM Monday, November 30".
 */
export function replyPromise(
  instant: Date,
  hours?: readonly OpeningHours[],
  timeZone: string = business.timeZone,
  closures?: readonly Closure[],
): string {
  const reply = replyTime(instant, hours, timeZone, closures);
  if (reply.kind === 'promise') return business.responsePromise;
  if (reply.daysAhead === 0) return `by ${reply.time} today (${reply.weekday})`;
  return `by ${reply.time} ${reply.weekday}, ${dayAfter(instant, reply.daysAhead, timeZone)}`;
}

/** Midnight of a calendar date (YYYY-MM-DD) on the business's clock, in epoch ms. */
export function businessMidnight(date: string, timeZone = business.timeZone): number {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  // The offset at 0:00 UTC (evening before, in the Americas) is the one at local midnight: clocks change at 2 AM.
  const zone = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(utcMidnight)
    .find((part) => part.type === 'timeZoneName')?.value;
  const [, sign = '+', hours = '0', minutes = '0'] = /^GMT([+-])(\d{2}):(\d{2})$/.exec(zone ?? '') ?? [];
  return utcMidnight - Number(`${sign}1`) * (Number(hours) * 60 + Number(minutes)) * 60_000;
}

/** The calendar date (YYYY-MM-DD; en-CA writes dates so) at `instant` on the business's clock. */
export const businessDate = (instant: Date | number, timeZone = business.timeZone): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);
