import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import written from '../../src/data/business.json' with { type: 'json' };
import { readFacts } from '../../src/data/facts-file';
import { alternateLinks, switchTarget } from '../../src/lib/i18n/alternates';
import { englishFingerprint, isBuilt, signOffState } from '../../src/lib/i18n/sign-off';
import { SIGN_OFFS_FILE, spanishSite, writtenSpanishPages } from '../../src/lib/i18n/spanish-site';

const absolute = (path: string) => `https://example.com${path === '/' ? '/' : path}`;
const BUILT = new Set(['/es', '/es/services', '/es/services/leak-detection']);

describe('hreflang alternates', () => {
  it.each([
    ['/', '/es'],
    ['/es', '/es'],
    ['/services/leak-detection', '/es/services/leak-detection'],
    ['/es/services/leak-detection', '/es/services/leak-detection'],
  ])('%s links en-US, es-US and x-default, absolute', (path, spanish) => {
    const english = spanish.replace(/^\/es/, '') || '/';
    expect(alternateLinks(path, BUILT, absolute)).toEqual([
      { hreflang: 'en-US', href: absolute(english) },
      { hreflang: 'es-US', href: absolute(spanish) },
      { hreflang: 'x-default', href: absolute(english) },
    ]);
  });

  it('pairs point both ways: each page of a pair lists the same links', () => {
    for (const spanish of BUILT) {
      const english = spanish.replace(/^\/es/, '') || '/';
      expect(alternateLinks(english, BUILT, absolute)).toEqual(alternateLinks(spanish, BUILT, absolute));
    }
  });

  it.each(['/about', '/services/resurfacing', '/blog', '/reviews'])(
    '%s, without its Spanish page, has none',
    (path) => {
      expect(alternateLinks(path, BUILT, absolute)).toEqual([]);
    },
  );
});

describe('the language switch', () => {
  it.each([
    ['/', '/es'],
    ['/services/leak-detection', '/es/services/leak-detection'],
    ['/services/resurfacing', '/es/services'],
    ['/about', '/es'],
    ['/blog/gelcoat-vs-plaster', '/es'],
    ['/es/services', '/services'],
    ['/es', '/'],
  ])('on %s goes to %s', (path, target) => {
    expect(switchTarget(path, BUILT)).toBe(target);
  });

  it('is not shown while the site has no Spanish page', () => {
    expect(switchTarget('/', new Set())).toBeUndefined();
  });
});

describe('sign-offs', () => {
  const english = 'The English page, as it reads today.';
  const signOff = { by: 'Ana Pérez', on: '2026-12-06', english: englishFingerprint(english) };

  it('holds for the English text it was given against', () => {
    expect(signOffState(signOff, english)).toEqual({ kind: 'signed', by: 'Ana Pérez', on: '2026-12-06' });
  });

  it('goes stale when the English source changes after it', () => {
    expect(signOffState(signOff, `${english} One more sentence.`).kind).toBe('stale');
  });

  it('production carries only signed pages; previews and local builds carry all', () => {
    expect(isBuilt({ kind: 'unsigned' }, true)).toBe(false);
    expect(isBuilt({ kind: 'stale', by: 'A', on: '2026-12-06' }, true)).toBe(false);
    expect(isBuilt({ kind: 'signed', by: 'A', on: '2026-12-06' }, true)).toBe(true);
    expect(isBuilt({ kind: 'unsigned' }, false)).toBe(true);
  });
});

/** A project folder holding the English sources of the Spanish pages and the sign-offs given. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'spanish-pages-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

const SOURCES = {
  'src/content/pages/home/en.json': 'home',
  'src/content/pages/services/en.json': 'services',
  'src/content/pages/about/en.json': 'about',
  'src/components/contact/contact-words.ts': 'contact',
  'src/content/services/leak-detection.mdx': 'leak detection',
  'src/content/es/services/leak-detection.mdx': 'detección de fugas',
};
const signed = (english: string) => ({ by: 'Ana Pérez', on: '2026-12-06', english: englishFingerprint(english) });

describe('the Spanish pages a build carries', () => {
  it('none, and no switch or hreflang, while the business serves Spanish speakers "not-yet"', () => {
    const site = spanishSite(writtenSpanishPages('not-yet', project(SOURCES)), false);
    const paths = new Set(site.pages.keys());
    expect(paths.size).toBe(0);
    expect(switchTarget('/', paths)).toBeUndefined();
    expect(alternateLinks('/', paths, absolute)).toEqual([]);
  });

  it('production leaves out a page whose English changed after its sign-off, with its pair, and says so', () => {
    const root = project({
      ...SOURCES,
      'src/content/services/leak-detection.mdx': 'leak detection, rewritten',
      [SIGN_OFFS_FILE]: JSON.stringify({
        '/es': signed('home'),
        '/es/services': signed('services'),
        '/es/about': signed('about'),
        '/es/contact': signed('contact'),
        '/es/services/leak-detection': signed('leak detection'),
      }),
    });
    const site = spanishSite(writtenSpanishPages('writing', root), true);
    const paths = new Set(site.pages.keys());
    expect([...paths].sort()).toEqual(['/es', '/es/about', '/es/contact', '/es/services']);
    expect(alternateLinks('/services/leak-detection', paths, absolute)).toEqual([]);
    expect(site.leftOut).toEqual([
      expect.stringMatching(
        /^\/es\/services\/leak-detection left out of production.*English source changed after Ana Pérez signed it off on 2026-12-06/,
      ),
    ]);
    expect(alternateLinks('/about', paths, absolute)).toHaveLength(3);
  });

  it("a page's sign-off follows its English words, not the layout that shows them", () => {
    const signOffs = { [SIGN_OFFS_FILE]: JSON.stringify({ '/es': signed('home') }) };
    const production = (files: Record<string, string>) =>
      spanishSite(writtenSpanishPages('writing', project({ ...SOURCES, ...signOffs, ...files })), true).pages;
    expect(production({ 'src/pages/index.astro': 'the home page, laid out anew' }).has('/es')).toBe(true);
    expect(production({ 'src/content/pages/home/en.json': 'home, rewritten' }).has('/es')).toBe(false);
  });

  it('a deploy preview carries every page written, signed or not', () => {
    const site = spanishSite(writtenSpanishPages('writing', project(SOURCES)), false);
    expect(site.pages.size).toBe(5);
    expect(site.leftOut).toEqual([]);
  });
});

describe('the Spanish fact', () => {
  it('needs every text visitors read in Spanish once the Spanish pages are built', () => {
    const facts = { ...written, emergency: { ...written.emergency, promise: { en: 'Same-day service' } } };
    const reading = readFacts(facts);
    expect(reading.kind).toBe('mistakes');
    expect(reading.kind === 'mistakes' && reading.mistakes[0]?.where).toContain('emergency.promise.es');
    expect(readFacts({ ...facts, spanish: 'not-yet' }).kind).toBe('facts');
  });
});
