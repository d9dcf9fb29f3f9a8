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
