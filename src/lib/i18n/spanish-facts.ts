// The facts' shown forms in Spanish (es-US): the days and times of the opening hours, written as a
// Spanish-speaking reader in the US expects them ("lun-vie 7:00 a.m.-7:00 p.m.").
import type { Closure, OpeningHours } from '../../data/business';
import { minutesOf } from '../clock';

const SPANISH_DAYS: Record<string, string> = {
  Mon: 'lun',
  Tue: 'mar',
  Wed: 'mié',
  Thu: 'jue',
  Fri: 'vie',
  Sat: 'sáb',
  Sun: 'dom',
};

const TIME = new Intl.DateTimeFormat('es-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** "9:00 a.m." for minutes since midnight. */
export function spanishTime(minutes: number): string {
  return TIME.format(new Date(Date.UTC(2000, 0, 1, 0, minutes)));
}

/** "7:00 a.m." for a 24-hour "07:00". */
export function spanishClock(hhmm: string): string {
  return spanishTime(minutesOf(hhmm));
}

/** A line of the opening hours in Spanish: its days, and its hours or its note ("Solo emergencias"). */
export function spanishHours(line: OpeningHours): { days: string; hours: string } {
  const days = line.days.replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/g, (day) => SPANISH_DAYS[day]!);
  if (line.opens && line.closes) return { days, hours: `${spanishClock(line.opens)}-${spanishClock(line.closes)}` };
  return { days, hours: line.note?.es ?? 'Cerrado' };
}

/** "jueves, 24 de diciembre": a calendar date (YYYY-MM-DD) in full. */
const longDate = (date: string) =>
  new Intl.DateTimeFormat('es-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** "Cerrado el jueves, 24 de diciembre", or "Cerrado del jueves, 24 de diciembre al sábado, 26 de diciembre". */
export function spanishClosedDays(closure: Closure): string {
  return closure.to === closure.from
    ? `Cerrado el ${longDate(closure.from)}`
    : `Cerrado del ${longDate(closure.from)} al ${longDate(closure.to)}`;
}
