import { describe, expect, it } from 'vitest';
import { parseHour } from '../../scripts/quotes/status';

// Dallas: CST (UTC-6) in winter, CDT (UTC-5) in summer; clocks went back at 2 AM on Nov 1, 2026.
describe('the hour a flood summary names, as the owner types it', () => {
  it.each([
    ['2026-11-27 10am', '2026-11-27T16:00:00.000Z'],
    ['2026-11-27 10', '2026-11-27T16:00:00.000Z'],
    ['2026-11-27T15:00', '2026-11-27T21:00:00.000Z'],
    ['2026-11-27 3 PM', '2026-11-27T21:00:00.000Z'],
    ['2026-11-27 12am', '2026-11-27T06:00:00.000Z'],
    ['2026-11-27 12pm', '2026-11-27T18:00:00.000Z'],
    ['2026-07-04 10am', '2026-07-04T15:00:00.000Z'],
    ['2026-11-01 3am', '2026-11-01T09:00:00.000Z'],
  ])('%s starts at %s', (typed, start) => {
    expect(new Date(parseHour(typed)).toISOString()).toBe(start);
  });

  it.each(['2026-11-27', '2026-11-27 24', '2026-11-27 0am', '2026-11-27 13pm', '2026-02-30 10am', 'yesterday 10am'])(
    'refuses %s, saying how to write it',
    (typed) => {
      expect(() => parseHour(typed)).toThrow(
        `Unknown --hour "${typed}". Use the date and the hour it starts, like 2026-11-27 10am or 2026-11-27 15.`,
      );
    },
  );
});
