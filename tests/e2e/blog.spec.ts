import { expect, type Page } from '@playwright/test';
import { business } from '../../src/data/business';
import { test } from './fixtures/shared-page';
import { expectTrustLineInFirstScreen } from './helpers/proof';
import { fetchPage, text } from './helpers/html';
import { POSTS } from './helpers/routes';

/** The articles the site was written with, newest first, as a visitor sees them: their pages are tested in depth. */
const ARTICLES = [
  {
    slug: 'gelcoat-vs-plaster',
    date: '2025-09-30',
    shown: 'September 30, 2025',
    readTime: '8 min read',
    category: 'Materials',
    service: '/services/surface-gelcoat',
  },
  {
    slug: 'pool-resurfacing-timeline',
    date: '2025-09-25',
    shown: 'September 25, 2025',
    readTime: '7 min read',
    category: 'Resurfacing',
    service: '/services/resurfacing',
  },
  {
    slug: 'variable-speed-pump-savings',
    date: '2025-09-18',
    shown: 'September 18, 2025',
    readTime: '4 min read',
    category: 'Equipment',
    service: '/services/equipment-repair',
  },
  {
    slug: 'dallas-clay-soil-fiberglass-cracks',
    date: '2025-09-08',
    shown: 'September 8, 2025',
    readTime: /^[4-8] min read$/,
    category: 'Repair',
    service: '/services/fiberglass-repair',
  },
  {
    slug: 'dallas-pool-leak-warning-signs',
    date: '2025-08-28',
    shown: 'August 28, 2025',
    readTime: /^[4-8] min read$/,
    category: 'Maintenance',
    service: '/services/leak-detection',
  },
] as const;

async function jsonLd(page: Page, type: string) {
  const records = await page.locator('script[type="application/ld+json"]').allTextContents();
  return records.map((text) => JSON.parse(text)).find((record) => record['@type'] === type);
}

test('/blog: a card per post, newest first, named by its title; breadcrumbs, a call to action and a phone link', async ({
  sharedPage: page,
}) => {
  await page.goto('/blog');

  await test.step('a card per post, newest first, with date, read time, category, excerpt and Read More', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pool Care Insights');
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(POSTS.length);
    for (const [index, post] of POSTS.entries()) {
      const card = cards.nth(index);
      await expect(card.locator('time')).toHaveAttribute('datetime', post.pubDate);
      const article = ARTICLES.find(({ slug }) => slug === post.slug);
      await expect(card.locator('time')).toHaveText(article?.shown ?? /^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      await expect(card.getByText(article?.readTime ?? /^\d+ min read$/)).toBeVisible();
      await expect(card.getByText(post.category, { exact: true })).toBeVisible();
      const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
      expect(title).toBe(post.title);
      await expect(card).toHaveAccessibleName(title);
      await expect(card.locator('p').last()).not.toBeEmpty();
      const readMore = card.getByRole('link', { name: `Read More about ${title}` });
      await expect(readMore).toHaveAttribute('href', `/blog/${post.slug}`);
    }
  });

  await test.step('breadcrumbs, a call to action to /contact and a phone link', async () => {
    const main = page.getByRole('main');
    await expect(
      main.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
    ).toHaveAttribute('href', '/');
    await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
    await expect(main.locator('a[href^="tel:"]').first()).toBeVisible();
  });

  await test.step("at 375×812 the trust line is in the first screen with the hero's call to action", () =>
    expectTrustLineInFirstScreen(page, 'Request Repair'));
});

for (const post of ARTICLES) {
  test(`/blog/${post.slug}: heading, date, hero image, sub-headings, FAQ, structured data, call link and related service`, async ({
    sharedPage: page,
  }) => {
    await page.goto(`/blog/${post.slug}`);

    await test.step('heading, date, read time, breadcrumb and hero image', async () => {
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      const title = (await h1.textContent())!.trim();
      // The business name follows only when the whole tab title still fits in 70 characters.
      const full = `${title} | ${business.name}`;
      expect(title.length).toBeLessThanOrEqual(70);
      await expect(page).toHaveTitle(full.length <= 70 ? full : title);
      await expect(page.locator('article header time')).toHaveAttribute('datetime', post.date);
      await expect(page.locator('article header time')).toHaveText(post.shown);
      await expect(page.locator('article header').getByText(post.readTime)).toBeVisible();
      const crumbs = page.getByRole('main').getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(post.category);
      const hero = page.locator('article picture img').first();
      expect((await hero.getAttribute('alt'))!.length).toBeGreaterThan(10);
      await expect(hero).toHaveAttribute('loading', 'eager');
      await expect(hero).toHaveAttribute('fetchpriority', 'high');
      await expect(page.locator('article picture source[type="image/avif"]').first()).toBeAttached();
      expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    });

    await test.step('every sub-section opens with a heading one level below its section, never a bold line', async () => {
      const outline = await page.locator('.article-body').evaluate((body) => ({
        boldLines: [...body.querySelectorAll('p')]
          .filter((p) => p.children.length === 1 && p.firstElementChild!.matches('strong, b'))
          .filter((p) => p.textContent!.trim() === p.firstElementChild!.textContent!.trim())
          .map((p) => p.textContent!.trim()),
        headings: [...body.querySelectorAll('h2, h3, h4, h5, h6')].map((h) => `${h.tagName}: ${h.textContent}`),
      }));
      expect(outline.boldLines, 'bold lines in place of headings').toEqual([]);
      const skips = outline.headings.filter(
        (heading, index) => Number(heading[1]) > (index === 0 ? 2 : Number(outline.headings[index - 1][1]) + 1),
      );
      expect(skips, 'headings that skip a level').toEqual([]);
    });

    await test.step('FAQ, structured data and a closing call link', async () => {
      const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
      const questions = faq.locator('details');
      expect(await questions.count()).toBeGreaterThanOrEqual(
        ['gelcoat-vs-plaster', 'pool-resurfacing-timeline', 'variable-speed-pump-savings'].includes(post.slug) ? 4 : 1,
      );
      await questions.first().locator('summary').click();
      await expect(questions.first().locator('p')).toBeVisible();

      const posting = await jsonLd(page, 'BlogPosting');
      expect(posting.headline).toBe((await page.locator('h1').textContent())!.trim());
      expect(posting.datePublished).toBe(post.date);
      expect(posting.dateModified).toBe(post.date);
      expect(posting.author['@type']).toBe('HomeAndConstructionBusiness');
      expect(posting.publisher.logo.url).toMatch(/^https:\/\/.+\/logo\.png$/);
      expect(new URL(posting.mainEntityOfPage['@id']).pathname).toBe(`/blog/${post.slug}`);
      const image = new URL(posting.image);
      expect((await page.request.get(image.pathname)).status()).toBe(200);
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(posting.image);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');

      const faqPage = await jsonLd(page, 'FAQPage');
      expect(faqPage.mainEntity).toHaveLength(await questions.count());
      const breadcrumbs = await jsonLd(page, 'BreadcrumbList');
      expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name).slice(0, 2)).toEqual([
        'Home',
        'Blog',
      ]);

      const closing = page.getByRole('main').locator('section').last();
      await expect(closing.locator('a[href^="tel:"]')).toBeVisible();
      await expect(closing.locator('a[href="/contact"]')).toBeVisible();
    });

    await test.step('its related service link opens the service page', async () => {
      const related = page.getByRole('region', { name: 'Related Services' }).locator(`a[href="${post.service}"]`);
      await related.click();
      await expect(page).toHaveURL(new RegExp(`${post.service}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}

test('the leak article links to /blog and to leak detection in its text', async ({ request }) => {
  const { document } = await fetchPage(request, '/blog/dallas-pool-leak-warning-signs');
  const body = document.querySelector('.article-body')!;
  expect(body.querySelectorAll('a[href="/blog"]')).toHaveLength(1);
  expect(body.querySelectorAll('a[href="/services/leak-detection"]')).toHaveLength(1);
});

const COMPARISON = 'Gelcoat and plaster pool finishes compared in six categories';

/** Elements of the page's main content that stick out of a 375 px screen or scroll sideways. */
function misfits(page: Page): Promise<string[]> {
  return page.locator('main *').evaluateAll((elements) =>
    elements
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const scrolls = element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === 'auto';
        return box.width > 0 && (box.left < 0 || box.right > 375 || scrolls);
      })
      .map((element) => element.outerHTML.slice(0, 80)),
  );
}

test.describe('post tables at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('/blog/gelcoat-vs-plaster: every column of the comparison is on screen, nothing scrolls sideways', async ({
    sharedPage: page,
  }) => {
    await page.goto('/blog/gelcoat-vs-plaster');
    const table = page.getByRole('table', { name: COMPARISON, includeHidden: true });
    await expect(table).toBeHidden();
    const headers = (await table.locator('thead th').allTextContents()).map((text) => text.trim());
    const cells = await table
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [...row.children].map((cell) => cell.textContent!.replace(/\s+/g, ' ').trim())),
      );
    expect(headers).toEqual(['Category', 'Gelcoat', 'Plaster']);
    expect(cells).toHaveLength(6);

    // The same content, one block per category: its name, then each option's label and verdict.
    const blocks = page.locator('.article-body > div').filter({ has: table }).getByRole('listitem');
    await expect(blocks).toHaveCount(cells.length);
    for (const [index, [category, ...verdicts]] of cells.entries()) {
      const block = blocks.nth(index);
      await expect(block.locator('p').first()).toHaveText(category);
      await expect(block.locator('dt')).toHaveText(headers.slice(1));
      await expect(block.locator('dd')).toHaveText(verdicts);
      for (const part of await block.locator('p, dt, dd').all()) {
        await expect(part).toBeVisible();
        const box = (await part.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
      }
    }
    expect(await misfits(page)).toEqual([]);
  });

  for (const slug of ['pool-resurfacing-timeline', 'variable-speed-pump-savings']) {
    test(`/blog/${slug}: nothing in the article is wider than the screen or scrolls sideways`, async ({
      sharedPage: page,
    }) => {
      await page.goto(`/blog/${slug}`);
      expect(await misfits(page)).toEqual([]);
    });
  }
});

test('on a wide screen the comparison is a real table, named once by its caption, in a box keyboard users can focus and scroll', async ({
  sharedPage: page,
}) => {
  await page.goto('/blog/gelcoat-vs-plaster');
  const table = page.getByRole('table', { name: COMPARISON });
  await expect(table.locator('caption')).toHaveText(COMPARISON);
  await expect(table.getByRole('columnheader')).toHaveText(['Category', 'Gelcoat', 'Plaster']);
  await expect(table.getByRole('rowheader')).toHaveCount(6);
  await expect(page.locator('[tabindex="0"]').filter({ has: table })).toBeVisible();
  // Heard once: no region or table label repeats the caption, and no other line shows it.
  await expect(page.getByRole('region', { name: COMPARISON })).toHaveCount(0);
  await expect(page.locator(`[aria-label="${COMPARISON}"]`)).toHaveCount(0);
  await expect(page.getByText(COMPARISON, { exact: true }).filter({ visible: true })).toHaveCount(1);
});

test('callouts are notes that say their tone, and posts hold no unnamed landmarks', async ({ request }) => {
  const { document } = await fetchPage(request, '/blog/dallas-clay-soil-fiberglass-cracks');
  const notes = document.querySelectorAll('[role="note"]');
  expect(notes).toHaveLength(1);
  expect(text(notes[0])).toContain('Warning: Never drain a cracked fiberglass pool yourself');
  expect(document.querySelectorAll('article aside')).toHaveLength(0);
});

test('the RSS feed lists every published post, newest first', async ({ request }) => {
  const response = await request.get('/rss.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const links = [...xml.matchAll(/<item>.*?<link>([^<]+)<\/link>/gs)].map((match) => new URL(match[1]).pathname);
  expect(links).toEqual(POSTS.map((post) => `/blog/${post.slug}`));
});

test('the sitemap lists every post', async ({ request }) => {
  const xml = await (await request.get('/sitemap-0.xml')).text();
  for (const post of POSTS) expect(xml).toContain(`/blog/${post.slug}</loc>`);
});
