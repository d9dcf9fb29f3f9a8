/**
 * The Spanish pages as built: each page's language, hreflang pairs that point both ways at pages that
 * exist, the sitemap, and no English interface word at an /es URL outside a part marked English.
 * Reads dist/ (the build the suite already made); one shared page parses the Spanish pages.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { mainNav, quoteLink, getQuoteLink, footerQuickLinks, legalLinks } from '../../src/data/navigation';
import { business } from '../../src/data/business';
import { BLOG_WORDS } from '../../src/lib/content/blog-words';
import { en } from '../../src/lib/i18n/ui/en';
import { ENGLISH_BLOG_PATH, SPANISH_BLOG_PATH } from '../../src/lib/i18n/spanish-posts';
import { translations } from '../../src/lib/i18n/spanish-site';
import { absoluteUrl, publicPath } from '../../src/lib/seo/url';
import { expect, test } from './fixtures/shared-page';
import { DIST, distHtmlFiles, readDist, sitemapPaths } from './helpers/quality-support';

const pages = distHtmlFiles()
  .filter((file) => !file.endsWith('404.html'))
  .map((file) => ({ file, path: publicPath(`/${file}`), html: readDist(file) }));
const spanishPages = pages.filter(({ path }) => path === '/es' || path.startsWith('/es/'));
const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** A page's hreflang links, by language tag. */
function alternates(html: string): Map<string, string> {
  const links = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)];
  return new Map(links.map(([, hreflang, href]) => [hreflang!, href!]));
}

test('Spanish pages say lang="es", og:locale es_US and inLanguage es-US; the others the same in English', () => {
  expect(spanishPages.length).toBeGreaterThan(0);
  for (const { path, html } of pages) {
    const spanish = spanishPages.some((page) => page.path === path);
    expect(/<html lang="([^"]+)"/.exec(html)?.[1], path).toBe(spanish ? 'es' : 'en');
    expect(html, path).toContain(`<meta property="og:locale" content="${spanish ? 'es_US' : 'en_US'}">`);
    expect(html, path).toContain(`"inLanguage":"${spanish ? 'es-US' : 'en-US'}"`);
  }
});

test('hreflang pairs across the built site point both ways, at pages that exist, each page canonical to itself', () => {
  const paired = pages.filter(({ html }) => alternates(html).size > 0);
  for (const { path, html } of paired) {
    const links = alternates(html);
    expect([...links.keys()].sort(), path).toEqual(['en-US', 'es-US', 'x-default']);
    expect(links.get('x-default'), path).toBe(links.get('en-US'));
    expect(html, path).toContain(`<link rel="canonical" href="${absoluteUrl(path)}">`);
    for (const href of links.values()) {
      const target = new URL(href).pathname;
      expect(existsSync(join(DIST, fileOf(target))), `${path} → ${href}`).toBe(true);
      expect(alternates(readDist(fileOf(target))), `${href} lists ${path} back`).toEqual(links);
    }
  }
  // Every Spanish page that translates an English one the build carries is paired; a post only in Spanish is not.
  for (const { path } of spanishPages)
    expect(
      paired.some((page) => page.path === path),
      path,
    ).toBe(translations.get(path) !== undefined);
});

test('each Spanish post built is on /es/blog and in /es/rss.xml, and its switch goes to its English original and back', () => {
  const posts = spanishPages.filter(({ path }) => path.startsWith(`${SPANISH_BLOG_PATH}/`));
  expect(posts.length).toBeGreaterThan(0);
  const list = readDist('es/blog.html');
  const feed = readDist('es/rss.xml');
  const switchOf = (html: string) => /<a href="([^"]+)" lang="(?:en|es)" hreflang=/.exec(html)?.[1];
  for (const { path, html } of posts) {
    expect(list, path).toContain(`href="${path}"`);
    expect(feed, path).toContain(`<link>${absoluteUrl(path)}</link>`);
    const english = translations.get(path) ?? ENGLISH_BLOG_PATH;
    expect(switchOf(html), path).toBe(english);
    if (translations.get(path)) expect(switchOf(readDist(fileOf(english))), english).toBe(path);
  }
});

test('the sitemap lists every Spanish page built', () => {
  const listed = sitemapPaths();
  for (const { path } of spanishPages) expect(listed, path).toContain(path);
});

/** Every phrase of the English interface: the dictionary, the navigation, the buttons the shared components draw. */
const ENGLISH_INTERFACE = [
  // A phrase with a figure in it counts by its words around the figure: "Rated", "out of".
  ...Object.values(en).flatMap((entry) =>
    typeof entry === 'function'
      ? (entry as (...args: string[]) => string)('\0', '\0')
          .split('\0')
          .map((part) => part.trim())
      : [entry],
  ),
  ...[...mainNav, quoteLink, getQuoteLink, ...footerQuickLinks, ...legalLinks].map((link) => link.label),
  // The blog's words around a post: its list, cards and pages.
  ...Object.values(BLOG_WORDS.en).flatMap((entry) =>
    typeof entry === 'function'
      ? (entry as (...args: unknown[]) => string)('\0')
          .split('\0')
          .map((part) => part.trim())
      : typeof entry === 'object'
        ? Object.values(entry)
        : [entry],
  ),
  'Before',
  'After',
  'Get Free Quote',
  'What Homeowners Say',
  'Ready to fix your pool?',
  // The business name stays as it is on every page, "Repair" with it.
].filter((phrase) => phrase.length > 2 && phrase !== en.otherLanguage && !business.name.includes(phrase));

test('no English interface word on a Spanish page outside the parts marked English', async ({ sharedPage: page }) => {
  for (const { path, html } of spanishPages) {
    await page.setContent(html.replace(/<script\b[\s\S]*?<\/script>/gi, ''), { waitUntil: 'domcontentloaded' });
    const text = await page.evaluate(() => {
      document.querySelectorAll('[lang="en"], script, style, noscript, template').forEach((node) => node.remove());
      const attributes = [...document.querySelectorAll('[alt], [aria-label], [title], meta[name="description"]')].map(
        (node) =>
          [
            node.getAttribute('alt'),
            node.getAttribute('aria-label'),
            node.getAttribute('title'),
            node.getAttribute('content'),
          ].join(' '),
      );
      return `${document.body.innerText} ${document.title} ${attributes.join(' ')}`;
    });
    const found = ENGLISH_INTERFACE.filter((phrase) =>
      new RegExp(`(^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text),
    );
    expect(found, path).toEqual([]);
  }
});

test("an unknown /es/… address answers 404 with the site's text and the same in Spanish, with the way to /es", async ({
  sharedPage: page,
}) => {
  const response = await page.goto('/es/no-existe-esta-pagina');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByText('Oops! Page not found')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Lo sentimos: esta página no existe.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es');
});
