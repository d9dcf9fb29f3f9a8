import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { business } from '../../src/data/business';
import { unlistedPagePaths } from '../../src/lib/seo/sitemap';
import { test } from './fixtures/shared-page';
import { attribute, fetchPage, landmarks, shown, text, type HtmlElement } from './helpers/html';
import { EMPTY_PAGES, ROUTES } from './helpers/routes';
import { switchTarget } from '../../src/lib/i18n/alternates';
import { languageOfPath } from '../../src/lib/i18n/languages';
import { uiStrings } from '../../src/lib/i18n/ui';
import { translations } from '../../src/lib/i18n/spanish-site';
import { withoutInvokerCommands } from '../../scripts/without-invoker-commands.ts';

const SITE = business.name;

test.describe('every route', () => {
  for (const route of ROUTES) {
    test(`${route} answers 200 with header, footer, its own title and canonical`, async ({ request }) => {
      const { status, document } = await fetchPage(request, route);
      expect(status).toBe(200);
      const homeLinks = landmarks(document, 'banner')
        .flatMap((banner) => banner.querySelectorAll('a'))
        .filter((link) => shown(link) && text(link).includes(SITE));
      expect(homeLinks.map((link) => attribute(link, 'href'))).toEqual([languageOfPath(route) === 'es' ? '/es' : '/']);
      expect(landmarks(document, 'contentinfo').map(text).join(' ')).toContain(`© ${new Date().getFullYear()} ${SITE}`);
      expect(document.querySelectorAll('h1')).toHaveLength(1);
      const title = text(document.querySelector('title')!);
      expect(title.length, title).toBeGreaterThan(10);
      expect(title.length, title).toBeLessThanOrEqual(70);
      const canonical = attribute(document.querySelector('link[rel="canonical"]')!, 'href');
      expect(new URL(canonical!).pathname).toBe(route);
      const description = attribute(document.querySelector('meta[name="description"]')!, 'content');
      expect(description?.length).toBeGreaterThan(40);
    });
  }

  test('titles and descriptions are unique per page', async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of ROUTES) {
      const html = await (await request.get(route)).text();
      titles.add(html.match(/<title>([^<]*)<\/title>/)![1]);
      descriptions.add(html.match(/<meta name="description" content="([^"]*)"/)![1]);
    }
    expect(titles.size).toBe(ROUTES.length);
    expect(descriptions.size).toBe(ROUTES.length);
  });
});

/** The links inside `element` that its markup shows, as [accessible name, href]. */
const linksIn = (element: HtmlElement) =>
  element
    .querySelectorAll('a')
    .filter(shown)
    .map((link) => [text(link), attribute(link, 'href')] as const);

test.describe('header', () => {
  test('has the seven entries (Reviews while it has something to show), the phone link and Request Repair', async ({
    request,
  }) => {
    const { document } = await fetchPage(request, '/');
    const nav = document.querySelector('nav[aria-label="Main"]')!;
    const entries = [
      ['Home', '/'],
      ['Services', '/services'],
      ['Projects', '/projects'],
      ['Reviews', '/reviews'],
      ['Blog', '/blog'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ];
    expect(linksIn(nav)).toEqual(entries.filter(([, href]) => !EMPTY_PAGES.includes(href!)));
    // The menu's own copy of the entries, in its closed dialog, before Request Repair.
    const menuLinks = document
      .querySelectorAll('nav[aria-label="Mobile"] li > a')
      .map((link) => [text(link), attribute(link, 'href')])
      .filter(([, href]) => href!.startsWith('/'));
    expect(menuLinks).toEqual([...linksIn(nav), ['Request Repair', '/contact']]);
    const [banner] = landmarks(document, 'banner');
    expect(linksIn(banner).filter(([name]) => name.includes(business.phone.display))).toEqual([
      [expect.any(String), business.phone.href],
    ]);
    expect(linksIn(banner).filter(([name]) => name === 'Request Repair')).toEqual([['Request Repair', '/contact']]);
  });

  for (const [path, current] of [
    ['/', 'Home'],
    [ROUTES.find((route) => route.startsWith('/services/'))!, 'Services'],
    [ROUTES.find((route) => route.startsWith('/blog/'))!, 'Blog'],
  ] as const) {
    test(`on ${path} only ${current} is highlighted`, async ({ request }) => {
      const { document } = await fetchPage(request, path);
      const currentLinks = document.querySelectorAll('nav[aria-label="Main"] [aria-current="page"]');
      expect(currentLinks.map(text)).toEqual([current]);
    });
  }
});

test('footer has Quick Links, Services, Service Areas and the legal links', async ({ request }) => {
  const { document } = await fetchPage(request, '/about');
  const [footer] = landmarks(document, 'contentinfo');
  const navLinks = (label: string) =>
    linksIn(footer.querySelector(`nav[aria-label="${label}"]`)!).map(([name]) => name);
  expect(navLinks('Quick Links')).toEqual(['All Services', 'Our Work', 'Blog', 'About Us', 'Get Quote']);
  expect(navLinks('Services')).toEqual([
    'Fiberglass Repair',
    'Leak Detection',
    'Equipment Repair',
    'Gelcoat Repair',
    'Pool Resurfacing',
  ]);
  const areasHeading = footer.querySelectorAll('h2, h3, h4').find((heading) => text(heading) === 'Service Areas')!;
  expect(areasHeading.nextSibling!.matches('ul')).toBe(true);
  expect(areasHeading.nextSibling!.querySelectorAll(':scope > li').map(text)).toEqual(business.serviceAreas);
  expect(linksIn(footer).filter(([name]) => name === 'Privacy Policy')).toEqual([['Privacy Policy', '/privacy']]);
  expect(linksIn(footer).filter(([name]) => name === 'Terms & Conditions')).toEqual([['Terms & Conditions', '/terms']]);
});

test('skip link moves focus to the main content', async ({ sharedPage: page }) => {
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('every page embeds the organization record', async ({ request }) => {
  for (const route of ROUTES) {
    const html = await (await request.get(route)).text();
    const records = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1]),
    );
    const org = records.find((r) => r['@type'] === 'HomeAndConstructionBusiness');
    expect(org, route).toMatchObject({
      name: SITE,
      telephone: business.phone.e164,
      address: { addressLocality: business.address.locality, addressRegion: business.address.region },
    });
  }
});

test('robots.txt names the sitemap, which lists every route but the pages showing placeholders or nothing yet', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/[^/]+\/sitemap-index\.xml/);
  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const paths: string[] = [];
  for (const sitemap of sitemaps) {
    const xml = await (await request.get(sitemap)).text();
    paths.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
  }
  const unlisted = unlistedPagePaths();
  expect(paths.sort()).toEqual(ROUTES.filter((path) => !unlisted.includes(path)).sort());
});

test.describe('unknown path', () => {
  test('shows the 404 page with status 404 and logs the path', async ({ sharedPage: page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    expect(errors.some((text) => text.includes('/no-such-page'))).toBe(true);
  });
});

test('the header does not move when the menu toggle arrives after the rest of it', async ({ page, request }) => {
  // A slow phone can paint the page while it is still being parsed. Astro writes the island
  // runtime scripts ahead of the toggle, so the header's first paint may lack the toggle.
  const html = await (await request.get('/services/resurfacing')).text();
  const beforeToggle = html.slice(0, html.indexOf('<astro-island'));
  const boxes = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('header > div > :is(a, div)')].map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return [x, y, width, height].map(Math.round);
      }),
    );
  for (const width of [375, 412, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.setContent(beforeToggle);
    const partial = await boxes();
    await page.goto('/services/resurfacing');
    expect(await boxes(), `${width} px`).toEqual(partial);
  }
});

test.describe('icons', () => {
  test('the tab icon is the logo mark inside the page, so loading a page fetches no icon', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/services/leak-detection', { waitUntil: 'networkidle' });
    expect(requested.filter((path) => !path.startsWith('/_astro/'))).toEqual(['/services/leak-detection']);

    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    const [, encoded] = href!.match(/^data:image\/svg\+xml,(.*)$/)!;
    const mark = readFileSync(new URL('../../src/assets/logo-mark.svg', import.meta.url), 'utf8');
    expect(decodeURIComponent(encoded)).toBe(mark.trim().replace(/\s+/g, ' '));
  });

  test('the home-screen icon, also read by search engines, is a 180 px square PNG', async ({ request }) => {
    const { document } = await fetchPage(request, '/');
    const href = attribute(document.querySelector('link[rel="apple-touch-icon"]')!, 'href');
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    // PNG header: width and height are the big-endian words at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu opens, closes on Escape with focus back on the toggle, and closes when a link is chosen', async ({
    sharedPage: page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/about', { waitUntil: 'networkidle' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(menu).toBeHidden();
    // The browser opens the menu by itself: nothing is fetched or run before the first tap.
    expect(scripts).toEqual([]);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(1);

    await toggle.click();
    await expect(menu).toBeVisible();
    // The header's top row, repeated where the menu covers it: the language switch ("ES" beside its
    // word for screen readers at this width) and the call button.
    await expect(menu.getByRole('link')).toHaveText([
      SITE,
      ...(switchTarget('/about', translations) ? [/Español$/] : []),
      `Call ${business.phone.display}`,
      'Home',
      'Services',
      'Projects',
      'Reviews',
      'Blog',
      'About',
      'Contact',
      `Call ${business.phone.display}`,
      'Request Repair',
    ]);
    await expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // Opened, focus is on Close; Enter closes it and focus goes back to the toggle.
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL('/services');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  // Chromium opens the menu by itself (an invoker command); a browser without them (Safari before 26.2)
  // has the client directive open it. Either way before the menu's script has arrived.
  for (const olderBrowser of [false, true]) {
    test(`${olderBrowser ? 'in a browser without invoker commands' : 'in this browser'}, the first tap opens the menu before its script has arrived; the island works it once it has`, async ({
      page,
    }) => {
      if (olderBrowser) await withoutInvokerCommands(page);
      const fetched: string[] = [];
      page.on('request', (request) => request.resourceType() === 'script' && fetched.push(request.url()));
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/_astro/MobileMenu.*', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/', { waitUntil: 'networkidle' });
      expect(fetched, 'nothing is fetched before the first tap').toEqual([]);

      const toggle = page.getByRole('button', { name: 'Menu' });
      await toggle.click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Close' })).toBeFocused();
      await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
      release();
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      await expect(menu).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
      await toggle.click();
      await expect(menu).toBeVisible();
    });
  }

  test('a tap on the menu before the page has loaded still opens it', async ({ page }) => {
    // The hero image arrives only at the end, so the page is still loading when the visitor taps.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/hero.*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    await expect(
      page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Services' }),
    ).toBeVisible();
    // Styled as ever, by the CSS the page inlines.
    const menu = page.getByRole('dialog', { name: 'Menu' });
    expect(await menu.evaluate((dialog) => getComputedStyle(dialog, '::backdrop').backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    expect(await page.evaluate(() => document.readyState), 'still loading throughout').not.toBe('complete');
    release();
    await page.waitForLoadState('load');
  });

  test('a floating Get Quote button leads to /contact', async ({ sharedPage: page }) => {
    await page.goto('/services');
    const button = page.getByRole('link', { name: 'Get Quote', exact: true }).last();
    await expect(button).toBeVisible();
    await button.click();
    await expect(page).toHaveURL('/contact');
  });
});

test.describe('header at every width', () => {
  // In each language the site has: the Spanish words are longer.
  const spanishAbout = switchTarget('/about', translations);
  const aboutPages = spanishAbout ? ['/about', spanishAbout] : ['/about'];
  test('its items sit in one row without overlap, the logo on the content column, nothing wider than the screen', async ({
    sharedPage: page,
  }) => {
    for (const path of aboutPages) {
      await page.goto(path);
      const header = page.getByRole('banner');
      const words = uiStrings(languageOfPath(path));
      for (const width of [320, 375, 768, 820, 1024, 1263, 1280, 1440, 1920]) {
        await test.step(`${path} at ${width} px`, async () => {
          await page.setViewportSize({ width, height: 800 });
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBe(width);
          // Each item of the row, the menu's button inside its placeholder included.
          const row = await header.evaluate((element) =>
            [...element.querySelectorAll(':scope > div > *, :scope > div > div > *, button[aria-haspopup]')]
              .filter((item) => item.getBoundingClientRect().width > 0 && item.tagName !== 'DIV')
              .map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
          );
          const bar = (await header.boundingBox())!;
          for (const box of row) {
            expect(box.top).toBeGreaterThanOrEqual(bar.y);
            expect(box.bottom).toBeLessThanOrEqual(bar.y + bar.height);
          }
          const byX = [...row].sort((a, b) => a.left - b.left);
          for (let i = 1; i < byX.length; i++)
            expect(byX[i].left, `${width} px`).toBeGreaterThanOrEqual(byX[i - 1].right);
          const columnRight = await header.evaluate((element) => {
            const column = element.firstElementChild!;
            return column.getBoundingClientRect().right - parseFloat(getComputedStyle(column).paddingRight);
          });
          expect(byX.at(-1)!.right, `${width} px`).toBeLessThanOrEqual(columnRight + 0.5);

          // The logo's name keeps room from what follows it (its box can be wider than its lines).
          const room = await header.evaluate((element) => {
            const logo = element.querySelector(':scope > div > a')!;
            const lines = document.createRange();
            lines.selectNodeContents(logo.querySelector('span')!);
            const nameRight = Math.max(...[...lines.getClientRects()].map((rect) => rect.right));
            const next = [...element.querySelectorAll(':scope > div > *')].find(
              (item) => item !== logo && item.getBoundingClientRect().width > 0,
            )!;
            return next.getBoundingClientRect().left - nameRight;
          });
          expect(room, `${width} px`).toBeGreaterThanOrEqual(24);

          // The nav is either all there or all in the menu.
          const nav = page.getByRole('navigation', { name: words.mainNav });
          const toggle = page.getByRole('button', { name: words.menu });
          if (await nav.isVisible()) {
            for (const link of await nav.getByRole('link').all()) await expect(link).toBeInViewport({ ratio: 1 });
            await expect(toggle).toBeHidden();
          } else await expect(toggle).toBeVisible();

          const logo = (await header.getByRole('link', { name: SITE }).boundingBox())!;
          const column = (await page
            .getByRole('contentinfo')
            .locator('.container-page > :first-child')
            .first()
            .boundingBox())!;
          expect(Math.round(logo.x)).toBe(Math.round(column.x));
        });
      }
    }
  });

  test('at 375 px a call button with the number is in the header', async ({ sharedPage: page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const call = page.getByRole('banner').getByRole('link', { name: `Call ${business.phone.display}` });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', business.phone.href);
  });

  // A see-through bar shows the page smudged beneath it, and a blurred one makes a phone blur that strip
  // again for every frame it scrolls.
  test('the header and the phone action bar are opaque white, blurring nothing beneath', async ({
    sharedPage: page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    for (const bar of [page.getByRole('banner'), page.getByRole('navigation', { name: 'Quick actions' })]) {
      expect(
        await bar.evaluate((element) => {
          const style = getComputedStyle(element);
          return [style.backgroundColor, style.backdropFilter];
        }),
      ).toEqual(['rgb(255, 255, 255)', 'none']);
    }
  });
});

test.describe('phone action bar', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  const bar = (page: Page) => page.getByRole('navigation', { name: 'Quick actions' });

  test('offers Call and Get Quote and never covers the end of the page', async ({ sharedPage: page }) => {
    await page.goto('/services/fiberglass-repair');
    await expect(bar(page).getByRole('link', { name: `Call ${business.phone.display}` })).toHaveAttribute(
      'href',
      business.phone.href,
    );
    await expect(bar(page).getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/contact');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barTop = (await bar(page).boundingBox())!.y;
    const lastLine = (await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Terms & Conditions' })
      .boundingBox())!;
    expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(barTop);
  });

  // Short phone screens: 320×568 (the first iPhone SE), 320×640, and 375×667 (iPhone SE and 8).
  for (const viewport of [
    { width: 320, height: 568 },
    { width: 320, height: 640 },
    { width: 375, height: 667 },
  ]) {
    test(`leaves the home hero's buttons uncovered at first paint, ${viewport.width}×${viewport.height}`, async ({
      sharedPage: page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const barTop = (await bar(page).boundingBox())!.y;
      const hero = page.locator('main > section').first();
      for (const name of ['Request Repair', `Call Now ${business.phone.display}`]) {
        const button = hero.getByRole('link', { name, exact: true });
        await expect(button).toBeInViewport({ ratio: 1 });
        const box = (await button.boundingBox())!;
        expect(box.y + box.height, name).toBeLessThanOrEqual(barTop);
      }
    });
  }

  test('is not on /contact and not shown at tablet width', async ({ sharedPage: page }) => {
    await page.goto('/contact');
    await expect(bar(page)).toHaveCount(0);
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto('/');
    await expect(bar(page)).toBeHidden();
  });

  test('hides while the menu is open', async ({ sharedPage: page }) => {
    await page.goto('/about', { waitUntil: 'load' });
    await expect(bar(page)).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(bar(page)).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(bar(page)).toBeVisible();
  });
});

test.describe('menu without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test('opens from its toggle and closes from Close, in a browser that knows invoker commands', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Services' })).toBeVisible();
    await menu.getByRole('button', { name: 'Close' }).click();
    await expect(menu).toBeHidden();
  });
});

test.describe('menu dialog', () => {
  test.use({ viewport: { width: 375, height: 420 } });

  test('shows the logo and name where the header shows them, beside its close button', async ({ sharedPage: page }) => {
    for (const width of [320, 375, 768, 1024]) {
      await page.setViewportSize({ width, height: 600 });
      await page.goto('/about', { waitUntil: 'load' });
      const headerLogo = (await page.getByRole('banner').getByRole('link', { name: SITE }).boundingBox())!;
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      const logo = menu.getByRole('link', { name: SITE, exact: true });
      await expect(logo).toHaveAttribute('href', '/');
      await expect(logo.locator('svg')).toBeVisible();
      const { x, y, height } = (await logo.boundingBox())!;
      expect({ x, y, height }, `${width} px`).toEqual({ x: headerLogo.x, y: headerLogo.y, height: headerLogo.height });
      const close = (await menu.getByRole('button', { name: 'Close' }).boundingBox())!;
      expect(close.x, `${width} px`).toBeGreaterThan(headerLogo.x + headerLogo.width);
      expect(close.y + close.height / 2).toBeCloseTo(headerLogo.y + headerLogo.height / 2, 0);
    }
  });

  test('open, it is styled by the CSS the page inlines: it fetches no stylesheet, and the whole one changes nothing', async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto('/blog/gelcoat-vs-plaster', { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Blog' }).hover();
    expect(stylesheets).toEqual([]);
    const changed = await menu.evaluate(async (dialog) => {
      // Every computed property of the open menu, its backdrop and all it holds.
      const styles = () =>
        [dialog, ...dialog.querySelectorAll('*')].flatMap((element, index) =>
          (element === dialog ? [null, '::backdrop'] : [null]).flatMap((pseudo) => {
            const style = getComputedStyle(element, pseudo);
            const name = `${index} ${element.tagName.toLowerCase()}${pseudo ?? ''}`;
            return Array.from(style, (property) => `${name} ${property}: ${style.getPropertyValue(property)}`);
          }),
        );
      const inlined = styles();
      await Promise.all(
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]'), (link) => {
          const loaded = new Promise((resolve) => link.addEventListener('load', resolve, { once: true }));
          link.disabled = false;
          return loaded;
        }),
      );
      const whole = new Set(styles());
      return inlined.filter((line) => !whole.has(line));
    });
    expect(changed.slice(0, 10)).toEqual([]);
  });

  test('is modal over a dimmed page, fits the screen height and closes from its backdrop', async ({
    sharedPage: page,
  }) => {
    await page.goto('/about', { waitUntil: 'load' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(await menu.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    expect(await menu.evaluate((dialog) => getComputedStyle(dialog, '::backdrop').backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    const panel = (await menu.boundingBox())!;
    expect(panel.y).toBeGreaterThanOrEqual(0);
    expect(panel.y + panel.height).toBeLessThanOrEqual(420);
    await menu.getByRole('link', { name: 'Request Repair' }).scrollIntoViewIfNeeded();
    await expect(menu.getByRole('link', { name: 'Request Repair' })).toBeInViewport();

    // The page behind cannot be reached: Tab never lands on it (it may leave for the browser's own UI).
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      const inPage = await page.evaluate(() => {
        const focused = document.activeElement;
        return !!focused && focused !== document.body && !focused.closest('dialog');
      });
      expect(inPage).toBe(false);
    }
    await page.keyboard.press('Escape');
    await toggle.click();
    await page.setViewportSize({ width: 375, height: 740 });
    // Below the panel a tap lands on the backdrop, not on the page, and closes the menu.
    expect(await page.evaluate(() => document.elementFromPoint(187, 730)?.tagName)).toBe('DIALOG');
    await page.mouse.click(187, 730);
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('page end', () => {
  const meetsFooter = async (page: Page, where: string) => {
    const end = page.locator('main > :last-child');
    const band = (await end.boundingBox())!;
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    expect(Math.round(footer.y), where).toBe(Math.round(band.y + band.height));
    // A tinted band: its own padding does not read as a white strip.
    const background = await end.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)'], where).not.toContain(background);
  };

  test('the closing call-to-action band meets the footer with no gap', async ({ sharedPage: page }) => {
    for (const route of ['/', '/services', '/services/leak-detection', '/blog/gelcoat-vs-plaster', '/about']) {
      await page.goto(route);
      await meetsFooter(page, route);
    }
  });

  test('the contact form’s band meets the footer with no gap, at every width', async ({ sharedPage: page }) => {
    await page.goto('/contact');
    for (const width of [320, 375, 768, 1024, 1263, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await meetsFooter(page, `${width} px`);
    }
  });

  test('footer links are at least 24 px tall on a phone', async ({ sharedPage: page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/about');
    for (const link of await page.getByRole('contentinfo').getByRole('link').all()) {
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    }
  });
});
