/**
 * Shared by the quality gates: the page list comes from the built sitemap and dist/, never from a
 * hand-kept list, so new pages are checked the day they are merged.
 */
import type { Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unlistedPagePaths } from '../../../src/lib/seo/sitemap';

export const DIST = fileURLToPath(new URL('../../../dist/', import.meta.url));

/** Path of a page that does not exist; the preview answers it with dist/404.html and status 404. */
export const NOT_FOUND_PATH = '/quality-gate-no-such-page';

/**
 * Every path the built sitemap lists (dist/sitemap-N.xml), plus the pages kept out of it while they
 * show placeholders or nothing yet: they are noindex, not exempt from the gates. Read when the tests are collected,
 * so each page gets tests of its own; the web server has built the site by then.
 */
export function sitemapPaths(): string[] {
  const sitemaps = existsSync(DIST) ? readdirSync(DIST).filter((file) => /^sitemap-\d+\.xml$/.test(file)) : [];
  if (sitemaps.length === 0) throw new Error('dist/ holds no sitemap: build the site first (npm run build)');
  const paths = sitemaps.flatMap((file) =>
    [...readDist(file).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname),
  );
  return [...new Set([...paths, ...unlistedPagePaths()])];
}

/** Every built HTML file, as a path relative to dist/ (e.g. `services/leak-detection.html`). */
export function distHtmlFiles(dir = DIST): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(DIST, join(entry.parentPath, entry.name)))
    .sort();
}

export function readDist(file: string): string {
  return readFileSync(join(DIST, file), 'utf8');
}

/** What a visitor reads in a built page: text outside scripts and styles, alt, title, labels, meta descriptions. */
export function visibleText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:alt|title|aria-label|placeholder|content)="([^"]*)"/g)].map((m) => m[1]);
  const text = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[#\w]+;/g, ' ');
  return `${text} ${attributes.join(' ')}`;
}

/** The `<script>` elements of an HTML document, with their attributes and text. */
export function scriptElements(html: string): { attrs: string; body: string; index: number }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((m) => ({
    attrs: m[1],
    body: m[2],
    index: m.index,
  }));
}

/** Scripts the browser runs: classic and module scripts (not JSON-LD or other data blocks). */
export function isExecutable(attrs: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
  return type === undefined || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
}

export function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The content of the CSP <meta> tag of an HTML document, if any. */
export function metaCsp(html: string): { policy: string; index: number } | undefined {
  const match = /<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"[^>]*>/i.exec(html);
  return match ? { policy: match[1].replace(/&#39;|&apos;/g, "'"), index: match.index } : undefined;
}

/**
 * Waits until every island that hydrates without user action has hydrated (client:load, :idle,
 * :media or :after-load whose query matches), so a check sees the DOM a visitor sees.
 */
export async function islandsSettled(page: Page) {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('astro-island[ssr]')].every((island) => {
        const client = island.getAttribute('client');
        if (client === 'load' || client === 'idle') return false;
        if (client !== 'media' && client !== 'after-load') return true;
        const query = JSON.parse(island.getAttribute('opts') ?? '{}').value as string | undefined;
        return !query || !matchMedia(query).matches;
      }),
    undefined,
    { timeout: 10_000 },
  );
}
