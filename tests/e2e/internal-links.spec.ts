import { expect, test } from './fixtures/shared-page';
import { sitemapPaths } from './helpers/quality-support';
import { ROUTES } from './helpers/routes';

const decode = (value: string) => value.replaceAll('&amp;', '&').replaceAll('&#38;', '&');

interface CrawledPage {
  status: number;
  html: string;
}

test('no internal link or fragment anywhere on the site leads nowhere', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const crawled = new Map<string, CrawledPage>();
  const queue = ['/', ...sitemapPaths()];
  const broken: string[] = [];
  const linkedFrom = new Map<string, string>();
  const fragmentChecks: { from: string; path: string; id: string }[] = [];

  while (queue.length > 0) {
    const path = queue.shift()!;
    if (crawled.has(path)) continue;
    const response = await request.get(path, { maxRedirects: 0 });
    const isHtml = (response.headers()['content-type'] ?? '').includes('text/html');
    const page = { status: response.status(), html: isHtml ? await response.text() : '' };
    crawled.set(path, page);
    if (page.status !== 200) continue;

    for (const [, raw] of page.html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
      const href = decode(raw);
      const url = new URL(href, `${origin}${path}`);
      if (url.origin !== origin) continue;
      const from = `${href} on ${path}`;
      if (url.pathname !== '/' && url.pathname.endsWith('/')) broken.push(`${from}: trailing slash`);
      if (!crawled.has(url.pathname)) queue.push(url.pathname);
      if (!linkedFrom.has(url.pathname)) linkedFrom.set(url.pathname, path);
      if (url.hash) fragmentChecks.push({ from, path: url.pathname, id: decodeURIComponent(url.hash.slice(1)) });
    }
  }

  for (const [path, { status }] of crawled) {
    if (status !== 200) broken.push(`${path}: status ${status} (linked from ${linkedFrom.get(path) ?? 'the sitemap'})`);
  }
  for (const { from, path, id } of fragmentChecks) {
    const ids = new Set([...(crawled.get(path)?.html ?? '').matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1])));
    if (!ids.has(id)) broken.push(`${from}: no element with id "${id}"`);
  }
  expect(broken).toEqual([]);
  expect(ROUTES.filter((route) => !crawled.has(route))).toEqual([]);
});

// The header logo sits inside a link named by its text, so it is rightly decorative (alt="");
// images in the page content all carry meaning and need a description.
test('every image has alt text, and every content image a description', async ({ request }) => {
  const missing: string[] = [];
  for (const path of sitemapPaths()) {
    const html = await (await request.get(path)).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
      const alt = /\salt="([^"]*)"/.exec(tag)?.[1];
      if (alt === undefined || (main.includes(tag) && !alt.trim())) missing.push(`${path}: ${tag}`);
    }
  }
  expect(missing).toEqual([]);
});
