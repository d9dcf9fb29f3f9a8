// Wall-clock times and calendar dates as the business writes them; shared by the facts (opening hours) and the business
// clock, so it imports neither.

/** Minutes since midnight of a 24-hour "HH:MM". */
export function minutesOf(hhmm: string): number {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
}

/** "8 AM" or "7:30 PM" for minutes since midnight. */
export function timeLabel(minutes: number): string {
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}${minute ? `:${String(minute).padStart(2, '0')}` : ''} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "8 AM" or "7:30 PM" for a 24-hour "HH:MM". */
export function clockLabel(hhmm: string): string {
  return timeLabel(minutesOf(hhmm));
}

/**
 * "Tue, Nov 25" (or "Tue, Nov 25, 2031" with the year) for a calendar date "YYYY-MM-DD": no time zone
 * shifts it; "mar, 25 nov" with the locale "es-US".
 */
export function calendarDate(
  isoDate: string,
  options: { withYear?: boolean; locale?: 'en-US' | 'es-US' } = {},
): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return undefined;
  return new Intl.DateTimeFormat(options.locale ?? 'en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(options.withYear ? { year: 'numeric' } : {}),
  }).format(date);
}
