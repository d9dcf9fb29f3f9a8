/** What link previews, feed readers, browsers and search engines read besides the page itself. */
import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { expect, test } from './fixtures/shared-page';
import { business } from '../../src/data/business';
import { contentLastmod, readPostDates } from '../../src/lib/seo/sitemap';
import { attribute, fetchPage, type HtmlElement } from './helpers/html';

const POSTS = readdirSync(new URL('../../src/content/blog/', import.meta.url))
  .filter((name) => name.endsWith('.mdx'))
  .map((name) => name.slice(0, -'.mdx'.length));

/** The content of the page's one <meta property="…">. */
function metaContent(document: HtmlElement, property: string) {
  const metas = document.querySelectorAll(`meta[property="${property}"]`);
  expect(metas, property).toHaveLength(1);
  return attribute(metas[0], 'content');
}

test("each post's share image declares its real size", async ({ request }) => {
  for (const slug of POSTS) {
    const { document } = await fetchPage(request, `/blog/${slug}`);
    const image = await request.get(metaContent(document, 'og:image')!.replace(business.siteUrl, ''));
    const { width, height } = await sharp(await image.body()).metadata();
    expect([metaContent(document, 'og:image:width'), metaContent(document, 'og:image:height')], slug).toEqual([
      String(width),
      String(height),
    ]);
  }
});

test('the default share image declares its real size', async ({ request }) => {
  const { document } = await fetchPage(request, '/services');
  const { width, height } = await sharp(await (await request.get('/og-default.png')).body()).metadata();
  expect(metaContent(document, 'og:image:width')).toBe(String(width));
  expect(metaContent(document, 'og:image:height')).toBe(String(height));
});

test('/favicon.ico is a real icon of the logo mark, for browsers and crawlers that ask for it', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  const icon = await response.body();
  // An ICO file: reserved 0, type 1 (icon), then its image count.
  expect([icon.readUInt16LE(0), icon.readUInt16LE(2)]).toEqual([0, 1]);
  expect(icon.readUInt16LE(4)).toBeGreaterThanOrEqual(2);
  const sizes = Array.from({ length: icon.readUInt16LE(4) }, (_, i) => icon[6 + 16 * i]);
  expect(sizes).toEqual(expect.arrayContaining([16, 32]));
});

test('the tab icon is a valid data URL: no raw spaces or quotes', async ({ request }) => {
  const { document } = await fetchPage(request, '/');
  const icons = document.querySelectorAll('link[rel="icon"]');
  expect(icons).toHaveLength(1);
  const href = attribute(icons[0], 'href');
  expect(href).toMatch(/^data:image\/svg\+xml,[!-~]+$/);
  expect(href).not.toMatch(/["<>#]/);
  expect(decodeURIComponent(href!.slice('data:image/svg+xml,'.length))).toBe(
    readFileSync(new URL('../../src/assets/logo-mark.svg', import.meta.url), 'utf8')
      .trim()
      .replace(/\s+/g, ' '),
  );
});

test('the RSS feed names itself, its language and its last change', async ({ request }) => {
  const xml = await (await request.get('/rss.xml')).text();
  expect(xml).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');
  expect(xml).toContain(`<atom:link href="${business.siteUrl}/rss.xml" rel="self" type="application/rss+xml"/>`);
  expect(xml).toContain('<language>en-us</language>');
  const newest = contentLastmod(readPostDates()).get('/blog')!;
  expect(xml).toContain(`<lastBuildDate>${newest.toUTCString()}</lastBuildDate>`);
});

test('the sitemap dates the blog from its posts and invents no date for undated pages', async ({ request }) => {
  const xml = await (await request.get('/sitemap-0.xml')).text();
  const entries = new Map(
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => [
      new URL(m[1]).pathname,
      m[2],
    ]),
  );
  for (const [path, date] of contentLastmod(readPostDates())) {
    expect(entries.get(path)?.slice(0, 10), path).toBe(date.toISOString().slice(0, 10));
  }
  expect(entries.get('/services/leak-detection')).toBeUndefined();
  expect(entries.has('/services/leak-detection')).toBe(true);
});
