import { describe, expect, it } from 'vitest';
import { gridColumns } from '../../src/lib/content/grid';
import { joinWithAnd, joinWithOr } from '../../src/lib/content/text';

/** Columns at each Tailwind breakpoint the classes set, phone width (1 column) first. */
function columnsPerBreakpoint(classes: string): number[] {
  const order = ['sm', 'md', 'lg', 'xl'];
  const columns = [1];
  let current = 1;
  for (const breakpoint of order) {
    const match = classes.match(new RegExp(`(?:^|\\s)${breakpoint}:grid-cols-(\\d+)(?:\\s|$)`));
    if (match) current = Number(match[1]);
    columns.push(current);
  }
  return columns;
}

describe('gridColumns', () => {
  it.each([2, 3, 4, 5, 6])('%i cards never leave one card alone on the last row', (count) => {
    for (const columns of columnsPerBreakpoint(gridColumns(count))) {
      if (columns > 1) expect(count % columns, `${count} cards in ${columns} columns`).not.toBe(1);
      expect(columns).toBeLessThanOrEqual(count);
    }
  });

  it.each([
    [4, 4],
    [5, 5],
    [6, 3],
  ])('%i cards show %i across on a wide screen', (count, across) => {
    expect(columnsPerBreakpoint(gridColumns(count)).at(-1)).toBe(across);
  });

  it('uses whole class names only', () => {
    for (const count of [1, 2, 3, 4, 5, 6, 7, 8])
      expect(gridColumns(count)).toMatch(/^((sm|md|lg|xl):grid-cols-\d+ ?)*$/);
  });
});

describe('joinWithAnd', () => {
  it.each([
    [[], ''],
    [['Garland'], 'Garland'],
    [['Garland', 'Rowlett'], 'Garland and Rowlett'],
    [['Garland', 'Rowlett', 'Mesquite'], 'Garland, Rowlett and Mesquite'],
  ])('%j → %s', (items, text) => {
    expect(joinWithAnd(items)).toBe(text);
  });

  it('joins in Spanish, and with "or" in either language', () => {
    expect(joinWithAnd(['licencia', 'fianza', 'seguro'], 'es')).toBe('licencia, fianza y seguro');
    expect(joinWithOr(['a bond', 'an insurance policy'])).toBe('a bond or an insurance policy');
    expect(joinWithOr(['Garland', 'Rowlett', 'Mesquite'])).toBe('Garland, Rowlett or Mesquite');
    expect(joinWithOr(['una fianza', 'una póliza de seguro'], 'es')).toBe('una fianza o una póliza de seguro');
  });
});
