// The facts' shown forms in Spanish (es-US): the days and times of the opening hours and the reply
// time, written as a Spanish-speaking reader in the US expects them ("lun-vie 7 a.m.-7 p.m.").
import { business, type Closure, type OpeningHours } from '../../data/business';
import { addDays, businessDate, replyTime } from '../business-time';
import { minutesOf } from '../clock';
import { promiseWithinEs } from '../../data/promise-words';

const SPANISH_DAYS: Record<string, string> = {
  Mon: 'lun',
  Tue: 'mar',
  Wed: 'mié',
  Thu: 'jue',
  Fri: 'vie',
  Sat: 'sáb',
  Sun: 'dom',
};

const HOUR = new Intl.DateTimeFormat('es-US', { hour: 'numeric', timeZone: 'UTC' });
const TIME = new Intl.DateTimeFormat('es-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** "9 a.m." or "9:30 a.m." for minutes since midnight: the minutes only when there are some, as in English. */
function spanishTime(minutes: number): string {
  return (minutes % 60 ? TIME : HOUR).format(new Date(Date.UTC(2000, 0, 1, 0, minutes)));
}

/** "7 a.m." for a 24-hour "07:00". */
export function spanishClock(hhmm: string): string {
  return spanishTime(minutesOf(hhmm));
}

/** "las 9 a.m.", "la 1:30 p.m.": a time after "a" or "antes de", its article agreeing with the hour. */
export function spanishAt(minutes: number): string {
  const time = spanishTime(minutes);
  return `${/^1\D/.test(time) ? 'la' : 'las'} ${time}`;
}

const LONG_DATE = new Intl.DateTimeFormat('es-US', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
/** "lunes 30 de noviembre": Spanish puts no comma between the weekday and its date. */
const dayAndDate = (day: Date) => LONG_DATE.format(day).replace(', ', ' ');
const WEEKDAY = new Intl.DateTimeFormat('es-US', { timeZone: 'UTC', weekday: 'long' });

/**
 * The reply time as a Spanish-speaking homeowner reads it, with no day left to guess, as
 * `replyPromise` says it in English: "en menos de 2 horas", "antes de las 9 a.m. de hoy (viernes)"
 * or "antes de las 9 a.m. del lunes 30 de noviembre".
 */
export function spanishReplyPromise(...args: Parameters<typeof replyTime>): string {
  const [instant, , timeZone = business.timeZone] = args;
  const reply = replyTime(...args);
  if (reply.kind === 'promise') return promiseWithinEs(business.replyWithinHours);
  const before = `antes de ${spanishAt(reply.minutes)}`;
  const day = new Date(`${addDays(businessDate(instant, timeZone), reply.daysAhead)}T00:00:00Z`);
  if (reply.daysAhead === 0) return `${before} de hoy (${WEEKDAY.format(day)})`;
  return `${before} del ${dayAndDate(day)}`;
}

/** A line of the opening hours in Spanish: its days, and its hours or its note ("Solo emergencias"). */
export function spanishHours(line: OpeningHours): { days: string; hours: string } {
  const days = line.days.replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/g, (day) => SPANISH_DAYS[day]!);
  if (line.opens && line.closes) return { days, hours: `${spanishClock(line.opens)}-${spanishClock(line.closes)}` };
  return { days, hours: line.note?.es ?? 'Cerrado' };
}

/** "jueves 24 de diciembre": a calendar date (YYYY-MM-DD) in full. */
const longDate = (date: string) => dayAndDate(new Date(`${date}T00:00:00Z`));

/** "Cerrado el jueves 24 de diciembre", or "Cerrado del jueves 24 de diciembre al sábado 26 de diciembre". */
export function spanishClosedDays(closure: Closure): string {
  return closure.to === closure.from
    ? `Cerrado el ${longDate(closure.from)}`
    : `Cerrado del ${longDate(closure.from)} al ${longDate(closure.to)}`;
}
