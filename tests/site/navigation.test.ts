import { describe, expect, it } from 'vitest';
import { isCurrent, listedLinks, mainNav } from '../../src/data/navigation';

describe('isCurrent', () => {
  it.each([
    ['/', '/', true],
    ['/services', '/', false],
    ['/services', '/services', true],
    ['/services/leak-detection', '/services', true],
    ['/services/', '/services', true],
    ['/servicesx', '/services', false],
    ['/blog/gelcoat-vs-plaster', '/blog', true],
    ['/blog/gelcoat-vs-plaster', '/services', false],
    ['/contact', '/about', false],
  ])('path %s, entry %s → %s', (path, href, expected) => {
    expect(isCurrent(path, href)).toBe(expected);
  });
});

describe('mainNav', () => {
  it('highlights exactly one entry on each nav path', () => {
    for (const link of mainNav) {
      expect(mainNav.filter((other) => isCurrent(link.href, other.href))).toEqual([link]);
    }
  });
});

describe('listedLinks', () => {
  it('leaves out the entries of pages with nothing to show, and only those', () => {
    expect(listedLinks(mainNav, ['/reviews']).map((link) => link.href)).toEqual(
      mainNav.map((link) => link.href).filter((href) => href !== '/reviews'),
    );
    expect(listedLinks(mainNav, [])).toEqual(mainNav);
  });
});
