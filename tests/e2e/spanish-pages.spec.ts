/**
 * The Spanish pages as built: each page's language, hreflang pairs that point both ways at pages that
 * exist, the sitemap, and no English interface word at an /es URL outside a part marked English.
 * Reads dist/ (the build the suite already made); one shared page parses the Spanish pages. That build
 * is a deploy preview's, so the pages not signed off carry their "Borrador" notice.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFrontmatter } from 'astro/markdown';
import aboutCopy from '../../src/content/pages/about/es.json' with { type: 'json' };
import homeCopy from '../../src/content/pages/home/es.json' with { type: 'json' };
import servicesCopy from '../../src/content/pages/services/es.json' with { type: 'json' };
import { mainNav, quoteLink, getQuoteLink, footerQuickLinks, legalLinks } from '../../src/data/navigation';
import { business } from '../../src/data/business';
import { pageFacts } from '../../src/lib/content/page-copy';
import { CREDENTIAL_WORDS } from '../../src/lib/content/credential-words';
import { spanishCredentials } from '../../src/lib/content/trust';
import { CONTACT_WORDS } from '../../src/components/contact/contact-words';
import { BLOG_WORDS } from '../../src/lib/content/blog-words';
import { ENGLISH_BLOG_PATH, SPANISH_BLOG_PATH } from '../../src/lib/i18n/spanish-posts';
import { SPANISH_SITE, translations } from '../../src/lib/i18n/spanish-site';
import { spanishService } from '../../src/lib/i18n/spanish-service';
import { en } from '../../src/lib/i18n/ui/en';
import { es } from '../../src/lib/i18n/ui/es';
import { FORM_TEXT, QUOTE_FIELDS } from '../../src/lib/quote';
import { FORM_TEXT_ES } from '../../src/lib/quote/es/form-text';
import { PLAIN_FORM_WORDS } from '../../src/lib/quote/plain-form';
import { absoluteUrl, publicPath } from '../../src/lib/seo/url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/shared-page';
import { expectTrustLineInFirstScreen } from './helpers/proof';
import { DIST, distHtmlFiles, readDist, sitemapPaths, visibleText } from './helpers/quality-support';
import { TESTIMONIALS } from './helpers/routes';

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

/** A word set's phrases; one with a figure in it counts by its words around the figure: "Rated", "out of". */
const phrasesOf = (words: object): string[] =>
  Object.values(words).flatMap((entry: unknown) => {
    if (typeof entry === 'function') {
      const said: unknown = (entry as (...args: string[]) => unknown)('\0', '\0');
      return typeof said === 'string' ? said.split('\0').map((part) => part.trim()) : [];
    }
    return typeof entry === 'string' ? [entry] : entry && typeof entry === 'object' ? phrasesOf(entry) : [];
  });

/**
 * Every phrase of the English interface: the dictionary, the navigation, the buttons the shared
 * components draw, the contact page's and the quote form's words.
 */
const ENGLISH_INTERFACE = [
  ...phrasesOf(en),
  ...phrasesOf(CONTACT_WORDS.en),
  ...phrasesOf(CREDENTIAL_WORDS.en),
  ...phrasesOf(FORM_TEXT),
  ...QUOTE_FIELDS.flatMap((field) =>
    field.input === 'select'
      ? [field.label, field.placeholder, ...field.options.map((option) => option.label)]
      : [field.label],
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
  // The facts' texts visitors read, in their English form.
  business.contactExtraArea,
  ...(business.emergency ? [business.emergency.promise] : []),
  ...[...business.hours, ...(business.closures ?? [])].flatMap((entry) => (entry.note ? [entry.note.en] : [])),
  'Before',
  'After',
  'Get Free Quote',
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

/** Every text and described attribute a page shows, each trimmed; with `spanishOnly`, none in a part marked English. */
async function shownTexts(page: Page, html: string, spanishOnly: boolean): Promise<string[]> {
  await page.setContent(html.replace(/<script\b[\s\S]*?<\/script>/gi, ''), { waitUntil: 'domcontentloaded' });
  return page.evaluate((spanishOnly) => {
    const shown = (node: Element | null) =>
      !!node &&
      !node.closest('script, style, noscript, template') &&
      !(spanishOnly && node.closest('[lang]')?.getAttribute('lang') === 'en');
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (shown(node.parentElement)) texts.push(node.textContent!);
    for (const element of document.querySelectorAll(
      '[alt], [aria-label], [title], [placeholder], meta[name="description"]',
    ))
      if (shown(element))
        for (const name of ['alt', 'aria-label', 'title', 'placeholder', 'content'])
          texts.push(element.getAttribute(name) ?? '');
    return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  }, spanishOnly);
}

// The word lists above hold the interface's own words; this catches any English a component or a
// page writes itself: a text of the English original shown again, word for word, on its translation.
test('no text of its English original shows again on a Spanish page, but the names of the business, its places and its reviewers', async ({
  sharedPage: page,
}) => {
  const names = [
    business.name,
    ...business.serviceAreas,
    ...TESTIMONIALS.flatMap(({ name, location }) => [name, location ?? '']),
  ].filter(Boolean);
  // Longest first, so a reviewer "Mary Allen" goes whole before the town "Allen".
  const longestFirst = names.toSorted((a, b) => b.length - a.length);
  const onlyNames = (text: string) =>
    !/\p{L}{3}/u.test(longestFirst.reduce((rest, name) => rest.replaceAll(name, ''), text));
  const translated = spanishPages.filter(({ path }) => translations.get(path));
  expect(translated.length).toBeGreaterThan(0);
  const repeated: Record<string, string[]> = {};
  for (const { path, html } of translated) {
    const english = new Set(await shownTexts(page, readDist(fileOf(translations.get(path)!)), false));
    const again = (await shownTexts(page, html, true)).filter((text) => english.has(text) && !onlyNames(text));
    if (again.length) repeated[path] = [...new Set(again)];
  }
  expect(repeated).toEqual({});
});

// The header, the trust line and the footer state some of these on every page: a fact counts as kept
// when the Spanish page states it as many times as its English original.
test('a Spanish page states each fact as often as its English original: credentials, guarantees, rating, reply time', async ({
  sharedPage: page,
}) => {
  const [english, spanish] = [pageFacts(business, 'en'), pageFacts(business, 'es')];
  const facts = ['credentials', 'satisfaction', 'warranty', 'rating', 'ratingCount', 'responsePromise'] as const;
  const times = (text: string, fact: string | undefined) =>
    fact ? text.toLowerCase().split(fact.toLowerCase()).length - 1 : 0;
  const dropped: Record<string, string[]> = {};
  for (const { path, html } of spanishPages.filter(({ path }) => translations.get(path))) {
    const englishText = (await shownTexts(page, readDist(fileOf(translations.get(path)!)), false)).join(' ');
    const spanishText = (await shownTexts(page, html, true)).join(' ');
    const missing = facts.filter((fact) => times(spanishText, spanish[fact]) < times(englishText, english[fact]));
    if (missing.length) dropped[path] = missing;
  }
  expect(dropped).toEqual({});
});

test('/es/about explains each credential claimed, and only those, without promising what a bond or policy covers', async ({
  sharedPage: page,
}) => {
  const held = business.claims.credentials?.held ?? [];
  const words = CREDENTIAL_WORDS.es;
  await page.goto('/es/about');
  const panel = page.getByRole('main').getByRole('region', { name: spanishCredentials(held) });
  if (held.length === 0) await expect(page.locator('#credentials-heading')).toHaveCount(0);
  else {
    await expect(panel.locator('dt')).toHaveText(held.map((credential) => words.meanings[credential].term));
    const policies = held.flatMap((credential) => words.meanings[credential].policy ?? []);
    if (policies.length > 0) await expect(panel).toContainText(words.covers(policies));
  }
});

test('/es invites a review in Spanish, opening Google in a new tab, where the business has a review link', async ({
  sharedPage: page,
}) => {
  await page.setContent(readDist('es.html'), { waitUntil: 'domcontentloaded' });
  const review = page.getByRole('link', { name: `${FORM_TEXT_ES.buttons.review}${es.opensInNewTab}` });
  if (!business.reviewUrl) await expect(review).toHaveCount(0);
  else {
    await expect(page.getByText(homeCopy.reviewInvite)).toBeVisible();
    await expect(review).toHaveAttribute('href', business.reviewUrl);
    await expect(review).toHaveAttribute('target', '_blank');
  }
});

test('every Spanish page says how Spanish speakers are answered, "Hablamos español" only when the phone is', () => {
  const { byPhone } = spanishService();
  for (const { path, html } of spanishPages) {
    const said = visibleText(html);
    expect(said, path).toContain(byPhone);
    if (business.spanish !== 'phone') expect(said, path).not.toContain('Hablamos español');
  }
});

test('the Spanish contact page’s form without JavaScript posts its language, so its answers come back in Spanish', () => {
  const contact = spanishPages.find(({ path }) => path === '/es/contact');
  const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(
    contact!.html.replace(/<noscript>\s*<style>[\s\S]*?<\/noscript>/, ''),
  )?.[1];
  expect(noscript).toContain('<input type="hidden" name="language" value="es">');
  expect(noscript).toContain(`aria-label="${PLAIN_FORM_WORDS.es.label}"`);
  for (const title of FORM_TEXT_ES.stepTitles) expect(noscript).toContain(title);
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

/** The Spanish service pages' heroes. */
const SPANISH_SERVICES = 'src/content/es/services';
const spanishServiceHeroes = readdirSync(SPANISH_SERVICES)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => {
    const { hero } = parseFrontmatter(readFileSync(join(SPANISH_SERVICES, file), 'utf8')).frontmatter as {
      hero: { cta: string };
    };
    return { path: `/es/services/${file.slice(0, -4)}`, cta: hero.cta };
  });

test('at 375 and 320 px every Spanish hero shows the trust line above the call bar, "Borrador" notice and all', async ({
  sharedPage: page,
}) => {
  const heroes = [
    { path: '/es', cta: homeCopy.hero.cta },
    { path: '/es/services', cta: servicesCopy.hero.cta },
    ...spanishServiceHeroes,
    { path: '/es/about', cta: aboutCopy.hero.cta },
  ].filter(({ path }) => spanishPages.some((built) => built.path === path));
  expect(heroes.length).toBeGreaterThan(0);
  // Loaded at a phone's size, so each page fetches only the pictures a phone would.
  await page.setViewportSize({ width: 375, height: 812 });
  for (const { path, cta } of heroes) {
    await page.goto(path);
    const draft = SPANISH_SITE.pages.get(path)?.state.kind !== 'signed';
    await expect(page.locator('[data-translation-draft]'), path).toHaveCount(draft ? 1 : 0);
    await test.step(path, () => expectTrustLineInFirstScreen(page, cta));
  }
});
