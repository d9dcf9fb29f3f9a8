import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import written from '../../src/data/business.json' with { type: 'json' };
import { readFacts } from '../../src/data/facts-file';
import { alternateLinks, switchTarget } from '../../src/lib/i18n/alternates';
import { englishFingerprint, isBuilt, signOffState } from '../../src/lib/i18n/sign-off';
import { withSignOff } from '../../src/lib/i18n/spanish-posts';
import { SIGN_OFFS_FILE, spanishSite, writtenSpanishPages } from '../../src/lib/i18n/spanish-site';

const absolute = (path: string) => `https://example.com${path === '/' ? '/' : path}`;
/** The Spanish pages translated page for page, each paired with its English namesake. */
const namesakes = (paths: readonly string[]) => new Map(paths.map((path) => [path, path.replace(/^\/es/, '') || '/']));
const BUILT = namesakes(['/es', '/es/services', '/es/services/leak-detection']);

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
    for (const spanish of BUILT.keys()) {
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
    expect(switchTarget('/', new Map())).toBeUndefined();
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
    expect(site.translations.size).toBe(0);
    expect(switchTarget('/', site.translations)).toBeUndefined();
    expect(alternateLinks('/', site.translations, absolute)).toEqual([]);
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
    expect([...site.translations.keys()].sort()).toEqual(['/es', '/es/about', '/es/contact', '/es/services']);
    expect(alternateLinks('/services/leak-detection', site.translations, absolute)).toEqual([]);
    expect(site.leftOut).toEqual([
      expect.stringMatching(
        /^\/es\/services\/leak-detection left out of production.*English source changed after Ana Pérez signed it off on 2026-12-06/,
      ),
    ]);
    expect(alternateLinks('/about', site.translations, absolute)).toHaveLength(3);
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

describe('a Spanish post and its English original', () => {
  /** A Spanish post's frontmatter lines: its date, and what else a test gives. */
  const spanishPost = (lines: string[]) => ['---', 'pubDate: 2025-08-28', ...lines, '---', 'Texto.', ''].join('\n');
  const ENGLISH = '---\npubDate: 2025-08-28\n---\nText.\n';
  const POSTS = {
    ...SOURCES,
    'src/content/blog/leak-signs.mdx': ENGLISH,
    'src/content/blog/clay-soil.mdx': ENGLISH,
    'src/content/es/blog/senales-de-fuga.mdx': spanishPost(['translationOf: leak-signs']),
    'src/content/es/blog/solo-en-espanol.mdx': spanishPost([]),
  };
  const preview = spanishSite(writtenSpanishPages('writing', project(POSTS)), false);

  it('pair up both ways, the Spanish post at /es/blog/<its file name>', () => {
    const links = [
      { hreflang: 'en-US', href: absolute('/blog/leak-signs') },
      { hreflang: 'es-US', href: absolute('/es/blog/senales-de-fuga') },
      { hreflang: 'x-default', href: absolute('/blog/leak-signs') },
    ];
    expect(alternateLinks('/blog/leak-signs', preview.translations, absolute)).toEqual(links);
    expect(alternateLinks('/es/blog/senales-de-fuga', preview.translations, absolute)).toEqual(links);
    expect(alternateLinks('/es/blog/solo-en-espanol', preview.translations, absolute)).toEqual([]);
    expect(alternateLinks('/blog', preview.translations, absolute)).toHaveLength(3);
  });

  it.each([
    ['/blog/leak-signs', '/es/blog/senales-de-fuga'],
    ['/es/blog/senales-de-fuga', '/blog/leak-signs'],
    ['/blog/clay-soil', '/es/blog'],
    ['/es/blog/solo-en-espanol', '/blog'],
    ['/blog', '/es/blog'],
    ['/es/blog', '/blog'],
  ])('the switch on %s goes to %s', (path, target) => {
    expect(switchTarget(path, preview.translations)).toBe(target);
  });

  it('production leaves out an unsigned post, with its pair, and says so; then no /es/blog while no post is left', () => {
    const production = spanishSite(writtenSpanishPages('writing', project(POSTS)), true);
    expect(production.translations.has('/es/blog/senales-de-fuga')).toBe(false);
    expect(production.translations.has('/es/blog')).toBe(false);
    expect(alternateLinks('/blog/leak-signs', production.translations, absolute)).toEqual([]);
    expect(production.leftOut).toContain(
      '/es/blog/senales-de-fuga left out of production, with its hreflang pair: not signed off yet. To sign it off: npm run spanish -- sign-off /es/blog/senales-de-fuga --by "Your Name"',
    );
  });

  it('a sign-off recorded in the post carries it into production; a change to the English original after it does not', () => {
    const signedPost = withSignOff(POSTS['src/content/es/blog/senales-de-fuga.mdx'], signed(ENGLISH));
    const signedRoot = project({ ...POSTS, 'src/content/es/blog/senales-de-fuga.mdx': signedPost });
    const production = spanishSite(writtenSpanishPages('writing', signedRoot), true);
    expect(alternateLinks('/blog/leak-signs', production.translations, absolute)).toHaveLength(3);
    expect(production.translations.get('/es/blog')).toBe('/blog');

    const changed = project({
      ...POSTS,
      'src/content/es/blog/senales-de-fuga.mdx': signedPost,
      'src/content/blog/leak-signs.mdx': `${ENGLISH}One more sentence.\n`,
    });
    const stale = spanishSite(writtenSpanishPages('writing', changed), true);
    expect(stale.translations.has('/es/blog/senales-de-fuga')).toBe(false);
    expect(stale.leftOut).toContainEqual(
      expect.stringMatching(
        /^\/es\/blog\/senales-de-fuga left out.*English source changed after Ana Pérez signed it off on 2026-12-06/,
      ),
    );
  });

  it('production leaves out a signed post that links to a Spanish page it leaves out, and says which; the preview carries both', () => {
    const linking = withSignOff(
      POSTS['src/content/es/blog/senales-de-fuga.mdx'].replace(
        'Texto.',
        'Vea nuestro [servicio](/es/services/leak-detection) o [más consejos](/es/blog).',
      ),
      signed(ENGLISH),
    );
    const files = { ...POSTS, 'src/content/es/blog/senales-de-fuga.mdx': linking };
    const production = spanishSite(writtenSpanishPages('writing', project(files)), true);
    expect(production.pages.has('/es/blog/senales-de-fuga')).toBe(false);
    expect(alternateLinks('/blog/leak-signs', production.translations, absolute)).toEqual([]);
    expect(production.leftOut).toContainEqual(
      '/es/blog/senales-de-fuga left out of production, with its hreflang pair: it links to /es/services/leak-detection, which production leaves out. Sign that off too, or take the link out.',
    );

    const withService = project({
      ...files,
      [SIGN_OFFS_FILE]: JSON.stringify({ '/es/services/leak-detection': signed('leak detection') }),
    });
    expect(spanishSite(writtenSpanishPages('writing', withService), true).pages.has('/es/blog/senales-de-fuga')).toBe(
      true,
    );
    expect(
      spanishSite(writtenSpanishPages('writing', project(files)), false).pages.has('/es/blog/senales-de-fuga'),
    ).toBe(true);
  });

  it('a sign-off written again replaces the one before, and the rest of the post stays as written', () => {
    const text = POSTS['src/content/es/blog/senales-de-fuga.mdx'];
    const twice = withSignOff(withSignOff(text, signed('before')), signed(ENGLISH));
    expect(twice).toBe(withSignOff(text, signed(ENGLISH)));
    expect(twice.match(/signOff:/g)).toHaveLength(1);
    expect(twice.endsWith('---\nTexto.\n')).toBe(true);
  });

  it('drafts and scheduled posts are built on previews only, as English ones are, and pair only with a built original', () => {
    const root = project({
      ...POSTS,
      'src/content/blog/leak-signs.mdx': '---\npubDate: 2025-08-28\ndraft: true\n---\nText.\n',
      'src/content/es/blog/solo-en-espanol.mdx': spanishPost(['draft: true']),
    });
    const pages = writtenSpanishPages('writing', root, '2026-12-06');
    const local = spanishSite(pages, false);
    expect(local.translations.has('/es/blog/solo-en-espanol')).toBe(false);
    // The English original is a draft this build leaves out: the Spanish post stands alone.
    expect(local.translations.get('/es/blog/senales-de-fuga')).toBeUndefined();
    expect(alternateLinks('/es/blog/senales-de-fuga', local.translations, absolute)).toEqual([]);
    const deployPreview = spanishSite(pages, false, true);
    expect(deployPreview.translations.has('/es/blog/solo-en-espanol')).toBe(true);
    expect(deployPreview.translations.get('/es/blog/senales-de-fuga')).toBe('/blog/leak-signs');
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
