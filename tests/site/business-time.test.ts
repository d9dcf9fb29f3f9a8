import { describe, expect, it } from 'vitest';
import { promiseWithin, promiseWithinEs } from '../../src/data/promise-words';
import { business, opening as openingHours, type OpeningHours } from '../../src/data/business';
import {
  announcedClosures,
  businessClock,
  businessDateTime,
  calendarDate,
  closedDays,
  closureNoticeDays,
  replyPromise,
  replyTime,
} from '../../src/lib/business-time';
import { clockLabel } from '../../src/lib/clock';
import { spanishAt, spanishHours, spanishReplyPromise } from '../../src/lib/i18n/spanish-facts';

/** An instant given as Dallas wall-clock time in a week of November 2025 (CST, UTC-6). */
function dallas(day: 'Sun' | 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat', time: string): Date {
  const date = { Sun: 23, Mon: 24, Tue: 25, Wed: 26, Thu: 27, Fri: 28, Sat: 29 }[day];
  return new Date(`2025-11-${date}T${time}:00-06:00`);
}

describe('the business clock', () => {
  it('uses the business’s own time zone', () => {
    expect(business.timeZone).toBe('America/Chicago');
  });

  it.each([
    // Daylight saving starts on Sun, Mar 10, 2030 at 2 AM (clocks jump to 3 AM).
    ['2030-03-10T07:59:00Z', 'Sunday', 1 * 60 + 59],
    ['2030-03-10T08:00:00Z', 'Sunday', 3 * 60],
    // It ends on Sun, Nov 3, 2030 at 2 AM (clocks fall back to 1 AM).
    ['2030-11-03T06:59:00Z', 'Sunday', 1 * 60 + 59],
    ['2030-11-03T07:00:00Z', 'Sunday', 1 * 60],
    // 3:30 AM UTC on a Saturday is still Friday evening in Dallas.
    ['2025-11-29T03:30:00Z', 'Friday', 21 * 60 + 30],
  ])('%s is %s, minute %i of the day in Dallas', (instant, weekday, minutes) => {
    expect(businessClock(new Date(instant))).toEqual({ weekday, minutes });
  });

  it.each([
    ['2025-11-25T21:42:00Z', 'Tue, Nov 25, 3:42 PM CST'],
    ['2025-07-04T17:05:00Z', 'Fri, Jul 4, 12:05 PM CDT'],
    ['2025-11-26T05:30:00Z', 'Tue, Nov 25, 11:30 PM CST'],
    ['2030-03-10T07:59:00Z', 'Sun, Mar 10, 1:59 AM CST'],
    ['2030-03-10T08:00:00Z', 'Sun, Mar 10, 3:00 AM CDT'],
    ['2030-11-03T07:00:00Z', 'Sun, Nov 3, 1:00 AM CST'],
  ])('formats %s as "%s", with weekday and zone, in plain spaces', (instant, expected) => {
    expect(businessDateTime(new Date(instant))).toBe(expected);
  });

  it.each([
    ['2025-11-25', {}, 'Tue, Nov 25'],
    ['2030-03-10', {}, 'Sun, Mar 10'],
    ['2026-01-02', { withYear: true }, 'Fri, Jan 2, 2026'],
  ])('reads the calendar date %s as "%s" whatever the machine’s zone', (date, options, expected) => {
    expect(calendarDate(date, options)).toBe(expected);
  });

  it.each(['2030-02-31', '2025-13-01', 'next week', ''])('has no weekday for "%s"', (date) => {
    expect(calendarDate(date)).toBeUndefined();
  });

  it.each([
    ['07:00', '7 AM'],
    ['00:00', '12 AM'],
    ['12:00', '12 PM'],
    ['19:30', '7:30 PM'],
  ])('labels %s as %s', (hhmm, label) => {
    expect(clockLabel(hhmm)).toBe(label);
  });
});

/** The template's opening hours, as a fixture: the owner's own may differ. */
const HOURS: OpeningHours[] = [
  openingHours('Mon-Fri', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], '07:00', '19:00'),
  openingHours('Sat', ['Saturday'], '08:00', '17:00'),
  { days: 'Sun', hours: 'Emergency only', dayOfWeek: [] },
];

describe('opening hours', () => {
  it.each([
    ['07:00', '19:00', '7 AM-7 PM'],
    ['07:30', '18:00', '7:30 AM-6 PM'],
    ['00:00', '12:00', '12 AM-12 PM'],
  ])('written %s to %s, read as %s', (opens, closes, hours) => {
    expect(openingHours('Mon', ['Monday'], opens, closes)).toEqual({
      days: 'Mon',
      hours,
      dayOfWeek: ['Monday'],
      opens,
      closes,
    });
  });

  it.each([
    ['Mon-Fri', '07:00', '19:00', 'lun-vie', '7 a.m.-7 p.m.'],
    ['Sat', '07:30', '13:00', 'sáb', '7:30 a.m.-1 p.m.'],
    ['Sun', '00:00', '12:00', 'dom', '12 a.m.-12 p.m.'],
  ])('in Spanish, %s %s to %s reads as %s %s', (days, opens, closes, spanishDays, hours) => {
    expect(spanishHours(openingHours(days, [], opens, closes))).toEqual({ days: spanishDays, hours });
  });

  it('in Spanish, a day without hours reads as its note, or "Cerrado"', () => {
    const note = { en: 'Emergency only', es: 'Solo emergencias' };
    expect(spanishHours({ days: 'Sun', hours: note.en, dayOfWeek: [], note })).toEqual({ days: 'dom', hours: note.es });
    expect(spanishHours({ days: 'Sun', hours: 'Closed', dayOfWeek: [] })).toEqual({ days: 'dom', hours: 'Cerrado' });
  });
});

describe('when a request is answered (Mon-Fri 7 AM-7 PM, Sat 8 AM-5 PM, Sun emergency only)', () => {
  const promise = { kind: 'promise' };
  /** "11:30 AM" as minutes since midnight too. */
  const opening = (weekday: string, time: string) => {
    const [, hour, minute = '0', half] = /^(\d+)(?::(\d+))? (AM|PM)$/.exec(time)!;
    const minutes = ((Number(hour) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(minute);
    return { kind: 'opening', weekday, time, minutes };
  };

  // The cases below count the two hours the business promises.
  it('promises the reply within two hours', () => {
    expect(business.replyWithinHours).toBe(2);
    expect(business.responsePromise).toBe('within 2 hours');
  });

  it.each([
    ['Mon', '00:00', opening('Monday', '9 AM')],
    ['Mon', '06:59', opening('Monday', '9 AM')],
    ['Mon', '07:00', promise],
    ['Mon', '12:00', promise],
    // The promised two hours must end by closing time (7 PM).
    ['Mon', '17:00', promise],
    ['Mon', '17:01', opening('Tuesday', '9 AM')],
    ['Mon', '19:00', opening('Tuesday', '9 AM')],
    ['Mon', '23:59', opening('Tuesday', '9 AM')],
    ['Tue', '09:15', promise],
    ['Wed', '06:00', opening('Wednesday', '9 AM')],
    ['Wed', '21:00', opening('Thursday', '9 AM')],
    ['Thu', '16:59', promise],
    ['Fri', '07:00', promise],
    ['Fri', '17:00', promise],
    ['Fri', '17:01', opening('Saturday', '10 AM')],
    ['Fri', '23:30', opening('Saturday', '10 AM')],
    ['Sat', '00:00', opening('Saturday', '10 AM')],
    ['Sat', '07:59', opening('Saturday', '10 AM')],
    ['Sat', '08:00', promise],
    ['Sat', '15:00', promise],
    ['Sat', '15:01', opening('Monday', '9 AM')],
    ['Sat', '17:00', opening('Monday', '9 AM')],
    ['Sun', '00:00', opening('Monday', '9 AM')],
    ['Sun', '12:00', opening('Monday', '9 AM')],
    ['Sun', '23:59', opening('Monday', '9 AM')],
  ] as const)('%s %s Dallas time → %o', (day, time, expected) => {
    expect(replyTime(dallas(day, time), HOURS)).toMatchObject(expected);
  });

  it('reads the opening hours on the Dallas clock across daylight saving time', () => {
    // Mon, Mar 11, 2030 is in CDT (UTC-5): 7 AM is 12:00 UTC.
    expect(replyTime(new Date('2030-03-11T11:59:00Z'), HOURS)).toMatchObject(opening('Monday', '9 AM'));
    expect(replyTime(new Date('2030-03-11T12:00:00Z'), HOURS)).toEqual(promise);
    // Sun, Mar 10, 2030, 3:30 AM CDT: the day with a skipped hour has no opening either.
    expect(replyTime(new Date('2030-03-10T08:30:00Z'), HOURS)).toMatchObject(opening('Monday', '9 AM'));
  });

  it('goes round the week to the next day with hours', () => {
    const wednesdaysOnly: OpeningHours[] = [
      { days: 'Wed', hours: '9:30 AM-4 PM', dayOfWeek: ['Wednesday'], opens: '09:30', closes: '16:00' },
    ];
    expect(replyTime(dallas('Thu', '10:00'), wednesdaysOnly)).toEqual({
      ...opening('Wednesday', '11:30 AM'),
      minutes: 690,
      daysAhead: 6,
    });
    expect(replyTime(dallas('Wed', '14:01'), wednesdaysOnly)).toEqual({
      ...opening('Wednesday', '11:30 AM'),
      minutes: 690,
      daysAhead: 7,
    });
    expect(replyTime(dallas('Wed', '14:00'), wednesdaysOnly)).toEqual(promise);
  });

  it('says it as the homeowner reads it, naming today as today and any other day by its date', () => {
    expect(replyPromise(dallas('Tue', '10:00'), HOURS)).toBe('within 2 hours');
    expect(replyPromise(dallas('Fri', '02:49'), HOURS)).toBe('by 9 AM today (Friday)');
    expect(replyPromise(dallas('Fri', '22:00'), HOURS)).toBe('by 10 AM Saturday, November 29');
    expect(replyPromise(dallas('Sat', '16:00'), HOURS)).toBe('by 9 AM Monday, December 1');
    // Sat 11:30 PM in Dallas is already Sunday in UTC: the date is Dallas's.
    expect(replyPromise(dallas('Sat', '23:30'), HOURS)).toBe('by 9 AM Monday, December 1');
    expect(replyPromise(new Date('2030-03-10T08:30:00Z'), HOURS)).toBe('by 9 AM Monday, March 11');
  });

  it('says it in Spanish as a Spanish-speaking homeowner reads it, with the same day and time', () => {
    expect(spanishReplyPromise(dallas('Tue', '10:00'), HOURS)).toBe('en menos de 2 horas');
    expect(spanishReplyPromise(dallas('Fri', '02:49'), HOURS)).toBe('antes de las 9 a.m. de hoy (viernes)');
    expect(spanishReplyPromise(dallas('Fri', '22:00'), HOURS)).toBe('antes de las 10 a.m. del sábado 29 de noviembre');
    expect(spanishReplyPromise(dallas('Sat', '23:30'), HOURS)).toBe('antes de las 9 a.m. del lunes 1 de diciembre');
    const lateOpening: OpeningHours[] = [
      { days: 'Mon', hours: '11 AM-4 PM', dayOfWeek: ['Monday'], opens: '11:00', closes: '16:00' },
    ];
    expect(spanishReplyPromise(dallas('Sun', '12:00'), lateOpening)).toBe(
      'antes de la 1 p.m. del lunes 24 de noviembre',
    );
  });
});

describe('closures', () => {
  /** Christmas Day 2026 is a Friday: closed that day, or Thursday to Saturday. */
  const christmas = { from: '2026-12-25', to: '2026-12-25', note: { en: 'Christmas' } };
  const christmasWeekend = { from: '2026-12-24', to: '2026-12-26', note: { en: 'Christmas' } };
  /** An instant given as Dallas wall-clock time (CST, UTC-6) in December 2026. */
  const december = (day: number, time: string) => new Date(`2026-12-${day}T${time}:00-06:00`);

  it('answers a request sent on a closed day by the first open day, opening time plus the promised hours', () => {
    // Friday, December 25 at 10 AM would be within the opening hours.
    expect(replyPromise(december(25, '10:00'), HOURS, business.timeZone, [])).toBe('within 2 hours');
    expect(replyPromise(december(25, '10:00'), HOURS, business.timeZone, [christmas])).toBe(
      'by 10 AM Saturday, December 26',
    );
    expect(replyPromise(december(25, '10:00'), HOURS, business.timeZone, [christmasWeekend])).toBe(
      'by 9 AM Monday, December 28',
    );
  });

  it('skips the closure for a request sent the evening before it, and ignores closures already past', () => {
    expect(replyPromise(december(23, '20:00'), HOURS, business.timeZone, [christmasWeekend])).toBe(
      'by 9 AM Monday, December 28',
    );
    expect(replyTime(december(28, '10:00'), HOURS, business.timeZone, [christmasWeekend])).toEqual({
      kind: 'promise',
    });
  });

  it('finds the next opening past a closure longer than a week', () => {
    const twoWeeks = { from: '2026-12-21', to: '2027-01-03' };
    expect(replyPromise(december(20, '12:00'), HOURS, business.timeZone, [twoWeeks])).toBe('by 9 AM Monday, January 4');
  });

  it('are told on the contact page from a week before their first day to their last', () => {
    const closures = [christmasWeekend, { from: '2027-01-01', to: '2027-01-01' }];
    expect(announcedClosures('2026-12-16', closures)).toEqual([]);
    expect(announcedClosures('2026-12-17', closures)).toEqual([christmasWeekend]);
    expect(announcedClosures('2026-12-26', closures)).toEqual(closures);
    expect(announcedClosures('2026-12-27', closures)).toEqual([closures[1]]);
    expect(announcedClosures('2027-01-02', closures)).toEqual([]);
  });

  it('change the contact page a week before and the day after, the days a build is started', () => {
    expect(closureNoticeDays([christmasWeekend, { from: '2027-01-01', to: '2027-01-01' }])).toEqual([
      '2026-12-17',
      '2026-12-25',
      '2026-12-27',
      '2027-01-02',
    ]);
  });

  it('read as the days a visitor can plan around', () => {
    expect(closedDays(christmasWeekend)).toBe('Closed Thursday, December 24 to Saturday, December 26');
    expect(closedDays(christmas)).toBe('Closed Friday, December 25');
  });
});

describe('the reply promise', () => {
  it('reads as a homeowner would say it, one hour or several', () => {
    expect(promiseWithin(1)).toBe('within 1 hour');
    expect(promiseWithin(2)).toBe('within 2 hours');
    expect(promiseWithinEs(1)).toBe('en menos de 1 hora');
    expect(promiseWithinEs(2)).toBe('en menos de 2 horas');
  });

  it('gives a Spanish time the article its hour takes, and its minutes only when it has some: "la 1 p.m.", "las 9:30 a.m."', () => {
    expect(spanishAt(13 * 60)).toBe('la 1 p.m.');
    expect(spanishAt(13 * 60 + 15)).toBe('la 1:15 p.m.');
    expect(spanishAt(9 * 60)).toBe('las 9 a.m.');
    expect(spanishAt(9 * 60 + 30)).toBe('las 9:30 a.m.');
  });
});
