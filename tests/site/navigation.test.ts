import { describe, expect, it } from 'vitest';
import { isCurrent, listedLinks, mainNav, spanishLinks } from '../../src/data/navigation';

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

describe('the Spanish pages’ links', () => {
  const pages = ['/es', '/es/services', '/es/about', '/es/contact'];

  it('link the English blog, marked English, while no Spanish post is built', () => {
    const links = spanishLinks(new Set(pages), []);
    expect(links.nav.map((link) => link.href)).toEqual(pages);
    expect(links.englishOnly.map((link) => link.href)).toEqual(['/projects', '/reviews', '/blog']);
  });

  it('link /es/blog in its place once one is', () => {
    const links = spanishLinks(new Set([...pages, '/es/blog']), ['/reviews']);
    expect(links.nav.map((link) => link.href)).toEqual(['/es', '/es/services', '/es/blog', '/es/about', '/es/contact']);
    expect(links.englishOnly.map((link) => link.href)).toEqual(['/projects']);
  });
});
