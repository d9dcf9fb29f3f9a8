/**
 * Security headers (netlify.toml, served by `npm run preview`) and the Content-Security-Policy:
 * the header carries frame-ancestors and friends, the <meta> Astro writes carries script-src with
 * the hash of every inline script. Proven in Chromium: no violation while islands hydrate.
 */
import type { Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures/shared-page';
import {
  DIST,
  NOT_FOUND_PATH,
  distHtmlFiles,
  isExecutable,
  metaCsp,
  readDist,
  scriptElements,
  sha256,
  sitemapPaths,
} from './helpers/quality-support';
import { isCachedForAYear, parseCsp, securityHeaderProblems } from '../../scripts/security-headers';

function expectSecurityHeaders(headers: Record<string, string>, where: string) {
  expect(securityHeaderProblems(headers), where).toEqual([]);
}

test('every page of the sitemap answers with the security headers', async ({ request }) => {
  for (const path of sitemapPaths()) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expectSecurityHeaders(response.headers(), path);
  }
});

test('the 404 page answers with the security headers', async ({ request }) => {
  const response = await request.get(NOT_FOUND_PATH);
  expect(response.status()).toBe(404);
  expectSecurityHeaders(response.headers(), NOT_FOUND_PATH);
});

test('built assets under /_astro/ are cached for a year and immutable', async ({ request }) => {
  const assets = readdirSync(join(DIST, '_astro'));
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    const response = await request.get(`/_astro/${asset}`);
    expect(response.status(), asset).toBe(200);
    expect(isCachedForAYear(response.headers()['cache-control']), asset).toBe(true);
  }
});

test('every built page has a CSP <meta> whose script-src hashes every inline script it runs', () => {
  const files = distHtmlFiles();
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const html = readDist(file);
    const meta = metaCsp(html);
    expect(meta, `${file}: CSP <meta>`).toBeDefined();
    const csp = parseCsp(meta!.policy);
    const scriptSrc = csp['script-src'] ?? csp['default-src'] ?? [];
    expect(scriptSrc, `${file}: script-src`).not.toContain("'unsafe-inline'");
    expect(scriptSrc, `${file}: script-src`).not.toContain("'unsafe-eval'");
    expect(csp['object-src'], `${file}: object-src`).toEqual(["'none'"]);
    for (const script of scriptElements(html).filter((s) => isExecutable(s.attrs))) {
      expect(script.index, `${file}: a script runs before the CSP <meta>`).toBeGreaterThan(meta!.index);
      const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(script.attrs)?.[1];
      if (src) {
        expect(src, `${file}: scripts load from this site only`).toMatch(/^\/(?!\/)/);
        continue;
      }
      expect(scriptSrc, `${file}: inline script not hashed: ${script.body.slice(0, 80)}`).toContain(
        sha256(script.body),
      );
    }
    // Event-handler attributes and javascript: URLs cannot be allowed by hashes (header: script-src-attr 'none').
    expect(html, `${file}: inline event handler`).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
    expect(html, `${file}: javascript: URL`).not.toMatch(/href\s*=\s*["']?\s*javascript:/i);
  }
});

/** Records CSP violations (DOM events and console reports) and uncaught errors of a page. */
async function watchViolations(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /content security policy|CSP violation/i.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Scrolls every unhydrated island into view (for client:visible) and waits until all have hydrated. */
async function expectIslandsHydrated(page: Page) {
  await page.evaluate(async () => {
    for (const island of document.querySelectorAll('astro-island[ssr]')) {
      // astro-island is display: contents; scroll its rendered content.
      (island.firstElementChild ?? island).scrollIntoView();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

test.describe('the CSP allows everything the pages need (Chromium, 375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const [label, path, status] of [
    ['a static page', '/about', 200],
    ['the quote page', '/contact', 200],
    ['the 404 page', NOT_FOUND_PATH, 404],
  ] as const) {
    test(`${label} (${path}): islands hydrate, the menu opens, no violation`, async ({ page }) => {
      const problems = await watchViolations(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      const policy = parseCsp(
        (await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')) ?? '',
      );
      expect(policy['script-src']).not.toContain("'unsafe-inline'");
      // The menu hydrates on its first tap; the other islands by themselves.
      const toggle = page.getByRole('button', { name: 'Menu' });
      await toggle.click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectIslandsHydrated(page);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }
});

test('the quote page at 1280 px loads without a CSP violation', async ({ page }) => {
  const problems = await watchViolations(page);
  await page.goto('/contact', { waitUntil: 'networkidle' });
  expect(problems).toEqual([]);
});
