/**
 * Grid column classes for a row of `count` cards (process steps, key figures) chosen so the last
 * row never holds a single card on its own at any breakpoint: 4 → 2×2 then 4 across, 5 → 3+2 then
 * 5 across, 6 → 2×3 then 3×2. Whole class names, so Tailwind finds them in this file.
 */
const COLUMNS: Record<number, string> = {
  1: '',
  2: 'sm:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'sm:grid-cols-2 xl:grid-cols-4',
  5: 'md:grid-cols-3 xl:grid-cols-5',
  6: 'sm:grid-cols-2 lg:grid-cols-3',
};

export function gridColumns(count: number): string {
  return COLUMNS[count] ?? 'sm:grid-cols-2 lg:grid-cols-3';
}

/** How many columns a card spans: of 2 from md, of 6 tracks (3 cards a row) from lg. */
export interface CardSpan {
  md: 1 | 2;
  lg: 2 | 3 | 6;
}

/**
 * Spans for `count` cards so that every row is full from md and from lg: the cards left over after
 * whole rows are the first ones, widened, so the newest get the most room (5 → 1+2+2, then 2+3).
 */
export function fullRowSpans(count: number): CardSpan[] {
  const lgLeftOver = count % 3;
  return Array.from({ length: count }, (_, index) => ({
    md: index === 0 && count % 2 === 1 ? 2 : 1,
    lg: index < lgLeftOver ? (lgLeftOver === 1 ? 6 : 3) : 2,
  }));
}
