import { describe, expect, it } from 'vitest';
import { fullRowSpans, type CardSpan } from '../../src/lib/content/grid';

/** Cards per row, in order, when cards of these spans fill rows of `width` columns. */
function rows(spans: number[], width: number): number[][] {
  const result: number[][] = [[]];
  let used = 0;
  for (const span of spans) {
    if (used + span > width) {
      result.push([]);
      used = 0;
    }
    result.at(-1)!.push(span);
    used += span;
  }
  return result;
}

describe('fullRowSpans', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])('%i cards fill every row at md and at lg', (count) => {
    const spans = fullRowSpans(count);
    expect(spans).toHaveLength(count);
    const widths: [keyof CardSpan, number][] = [
      ['md', 2],
      ['lg', 6],
    ];
    for (const [breakpoint, width] of widths) {
      for (const row of rows(
        spans.map((span) => span[breakpoint]),
        width,
      )) {
        expect(
          row.reduce((sum, span) => sum + span, 0),
          `${count} cards at ${breakpoint}`,
        ).toBe(width);
      }
    }
  });

  it('widens the newest of five posts: one full-width card then two pairs at md, two then three at lg', () => {
    expect(fullRowSpans(5)).toEqual([
      { md: 2, lg: 3 },
      { md: 1, lg: 3 },
      { md: 1, lg: 2 },
      { md: 1, lg: 2 },
      { md: 1, lg: 2 },
    ]);
  });
});
