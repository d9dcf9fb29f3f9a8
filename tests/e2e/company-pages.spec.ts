import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

const PROJECTS = [
  {
    slug: 'highland-park-fiberglass-crack-repair',
    title: 'Highland Park Fiberglass Crack Repair',
    location: 'Highland Park',
  },
  {
    slug: 'lakewood-leak-detection-equipment-upgrade',
    title: 'Lakewood Leak Detection & Pump Upgrade',
    location: 'Lakewood',
  },
  { slug: 'plano-step-delamination-repair', title: 'Plano Step Delamination Repair', location: 'Plano' },
];

const COMMUNITIES = ['Highland Park', 'Lakewood', 'Plano', 'Frisco', 'McKinney', 'Richardson', 'Allen', 'Dallas'];

/** The testimonials as the owner maintains them; the cards must show exactly these, in order. */
const TESTIMONIALS = (() => {
  const dir = new URL('../../src/content/testimonials/', import.meta.url);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(new URL(file, dir), 'utf8')))
    .sort((a, b) => a.order - b.order) as {
    name: string;
    location: string;
    rating: number;
    text: string;
    service: string;
  }[];
})();

interface PageCase {
  path: string;
  h1: string;
  /** Visible breadcrumb trail, Home first; the last entry is the current page. */
  crumbs: string[];
  /** Text a visitor must find on the page: section headings and key figures. */
  shows: (string | RegExp)[];
}

const PAGES: PageCase[] = [
  {
    path: '/projects',
    h1: 'Our Work',
    crumbs: ['Home', 'Projects'],
    shows: [...PROJECTS.map((p) => p.title), 'Communities We Serve'],
  },
  ...PROJECTS.map((p) => ({
    path: `/projects/${p.slug}`,
    h1: p.title,
    crumbs: ['Home', 'Projects', p.title],
    shows: ['A detailed case study is coming soon'],
  })),
  {
    path: '/reviews',
    h1: 'Customer Reviews',
    crumbs: ['Home', 'Customer Reviews'],
    shows: ['4.9/5', 'from 127+ reviews', 'What Our Customers Say'],
  },
  {
    path: '/about',
    h1: 'About Dallas Fiberglass Pool Repair',
    crumbs: ['Home', 'About Us'],
    shows: [
      'Our Mission',
      'Why Homeowners Choose Us',
      'Licensed & Insured',
      'Satisfaction Guarantee',
      '100% satisfaction guarantee',
      'Fast Response',
      'within 2 hours',
      'Expert Team',
      'Licensed, bonded and insured',
    ],
  },
  {
    path: '/terms',
    h1: 'Terms and Conditions',
    crumbs: ['Home', 'Terms and Conditions'],
    shows: [
      'Last updated: January 2025',
      'valid for 30 days',
      'at least 24 hours ahead',
      'we charge 50% of the estimated cost',
      'within 30 days of the date the work is completed',
      /Structural repairs:\s*2 years/,
      /Equipment:\s*1 year/,
      /Cosmetic work:\s*1 year/,
      /binding arbitration in the county[^.]*under the laws of the State of Texas/,
      'at least 18 years old',
    ],
  },
  {
    path: '/privacy',
    h1: 'Privacy Policy',
    crumbs: ['Home', 'Privacy Policy'],
    shows: [
      'Last updated: January 2025',
      'your name, phone number, email address and ZIP code',
      'photos of the problem',
      'EXIF and GPS',
      'Netlify Blobs',
      'salted one-way hash',
      'we do not store the raw IP address',
      'unguessable links',
      'we do not use cookies to track you',
      'We do not sell',
      '730 days after we receive them, then deleted automatically',
      'about 24 hours after upload',
      '/64 network',
      'for at most two hours',
      'not changed for 7 days',
      'local storage',
      '(214) 555-0148',
      'service@dallasfiberglasspoolrepair.com',
    ],
  },
];

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text));
}

for (const { path, h1, crumbs, shows } of PAGES) {
  test.describe(path, () => {
    test.beforeEach(async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(200);
    });

    test('shows its heading, sections and key figures', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      const main = page.getByRole('main');
      for (const text of shows) await expect(main.getByText(text).first()).toBeVisible();
    });

    test('shows breadcrumbs and embeds the same trail as BreadcrumbList', async ({ page }) => {
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      // One trail, drawn by the layout at the very top of <main>, from the same crumbs as the JSON-LD.
      await expect(trail).toHaveCount(1);
      await expect(page.locator('main > :first-child')).toHaveAttribute('aria-label', 'Breadcrumb');
      await expect(trail.getByRole('listitem')).toHaveText(crumbs.map((name) => new RegExp(`${escape(name)}$`)));
      await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(trail.locator('[aria-current="page"]')).toHaveText(crumbs.at(-1)!);
      const list = (await jsonLd(page)).find((record) => record['@type'] === 'BreadcrumbList');
      expect(list?.itemListElement).toMatchObject(crumbs.map((name, index) => ({ position: index + 1, name })));
    });
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('/projects', () => {
  test('each case study shows all six facts, an optimised image and a link to its page', async ({ page }) => {
    await page.goto('/projects');
    for (const [index, { slug, title, location }] of PROJECTS.entries()) {
      const study = page.getByRole('article', { name: title });
      await expect(study.getByRole('heading', { level: 2 })).toHaveText(title);
      await expect(study.locator('dd').first()).toHaveText(location);
      await expect(study.getByText('Duration:')).toBeVisible();
      for (const label of ['Duration:', 'The Challenge', 'Our Solution', 'The Result']) {
        const value = study.locator('dt', { hasText: label }).locator('+ dd');
        await expect(value).toHaveText(/\w{3,}/);
      }
      const image = study.locator('picture img');
      // The first illustration is the largest thing on a phone's first screen; the rest wait to be scrolled near.
      if (index === 0) {
        await expect(image).toHaveAttribute('loading', 'eager');
        await expect(image).toHaveAttribute('fetchpriority', 'high');
      } else {
        await expect(image).toHaveAttribute('loading', 'lazy');
        await expect(image).not.toHaveAttribute('fetchpriority');
      }
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
      await expect(study.locator('picture source[type="image/avif"]')).toHaveCount(1);
      await expect(image).toHaveAttribute('src', /\.webp$/);
      // The project page is still a placeholder: the link says so, and its name carries the title.
      await expect(
        study.getByRole('link', {
          name: new RegExp(`^Full case study\\s*:\\s*${escape(title)}\\s*\\(coming soon\\)$`),
        }),
      ).toHaveAttribute('href', `/projects/${slug}`);
      // The illustration keeps its 3:2 frame next to the taller text instead of being cropped to fill it.
      const box = await image.boundingBox();
      expect(box!.width / box!.height).toBeCloseTo(1.5, 1);
    }
  });

  test('presents the case studies as examples, not as recent jobs', async ({ page }) => {
    await page.goto('/projects');
    await expect(page.getByRole('main').getByText(/^Examples of the repairs we do/)).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/recent/i);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Highland Park, Lakewood and Plano/,
    );
  });

  test('lists the eight communities we serve', async ({ page }) => {
    await page.goto('/projects');
    await expect(page.getByRole('region', { name: 'Communities We Serve' }).getByRole('listitem')).toHaveText(
      COMMUNITIES,
    );
  });
});

for (const { slug } of PROJECTS) {
  test(`/projects/${slug} leads on to the quote form`, async ({ page }) => {
    await page.goto(`/projects/${slug}`);
    await page.getByRole('main').getByRole('link', { name: 'Request a Free Quote' }).click();
    await expect(page).toHaveURL('/contact');
  });
}

test.describe('/reviews', () => {
  test('shows every testimonial with name, location, star rating in words and service', async ({ page }) => {
    expect(TESTIMONIALS).toHaveLength(8);
    await page.goto('/reviews');
    const cards = page.getByRole('region', { name: 'What Our Customers Say' }).getByRole('listitem');
    await expect(cards).toHaveCount(TESTIMONIALS.length);
    for (const [index, review] of TESTIMONIALS.entries()) {
      const card = cards.nth(index);
      await expect(card.locator('figcaption')).toContainText(review.name);
      await expect(card.locator('figcaption')).toContainText(review.location);
      await expect(card.locator('figcaption')).toContainText(review.service);
      await expect(card).toContainText(`Rated ${review.rating} out of 5`);
      await expect(card.locator('blockquote')).toContainText(review.text);
    }
  });

  test('embeds the aggregate rating of 4.9 from 127', async ({ page }) => {
    await page.goto('/reviews');
    const org = (await jsonLd(page)).find((record) => record['@type'] === 'HomeAndConstructionBusiness');
    expect(org?.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      ratingValue: 4.9,
      bestRating: 5,
      ratingCount: 127,
    });
  });

  test('Leave a Google Review opens the review page in a new tab and says so', async ({ page }) => {
    await page.goto('/reviews');
    const link = page.getByRole('link', { name: 'Leave a Google Review (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  });
});

test('/about offers a quote and a call', async ({ page }) => {
  await page.goto('/about');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Get Free Quote' }).first()).toHaveAttribute('href', '/contact');
  await expect(main.getByRole('link', { name: /Call Now/ }).first()).toHaveAttribute('href', 'tel:+12145550148');
  await expect(main.getByRole('heading', { level: 3 })).toHaveText([
    'Licensed & Insured',
    'Satisfaction Guarantee',
    'Fast Response',
    'Expert Team',
  ]);
});

test('/about explains the credentials without promising what a bond or policy covers', async ({ page }) => {
  await page.goto('/about');
  const panel = page.getByRole('region', { name: 'Licensed, bonded and insured' });
  await expect(panel.locator('dt')).toHaveText(['Licensed', 'Bonded', 'Insured']);
  await expect(panel).toContainText('depends on its terms');
  await expect(page.getByRole('main')).not.toContainText(
    /not left to pay|backs our promise|meet the requirements|are protected/i,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /serving Dallas, Highland Park, Lakewood, Plano, Frisco, McKinney, Richardson and Allen\.$/,
  );
});

test('the default closing call to action promises only what the spec does', async ({ page }) => {
  await page.goto('/reviews');
  const cta = page.getByRole('heading', { level: 2, name: 'Ready to fix your pool?' }).locator('xpath=..');
  await expect(cta).toContainText("we'll text or call you within 2 hours to arrange your free assessment");
  await expect(cta).not.toContainText(/next steps|free quote/i);
});

test('phone links never wrap inside the number', async ({ page }) => {
  for (const path of ['/about', '/privacy', '/terms', '/projects']) {
    await page.goto(path);
    const links = page.getByRole('main').locator('a[href^="tel:"]');
    expect(await links.count(), path).toBeGreaterThan(0);
    for (const link of await links.all()) await expect(link, path).toHaveCSS('white-space', 'nowrap');
  }
});

test('/privacy lets a visitor reach us to ask for their data', async ({ page }) => {
  await page.goto('/privacy');
  const choices = page.getByRole('main');
  await expect(choices.getByRole('link', { name: '(214) 555-0148' })).toHaveAttribute('href', 'tel:+12145550148');
  await expect(choices.getByRole('link', { name: 'service@dallasfiberglasspoolrepair.com' })).toHaveAttribute(
    'href',
    'mailto:service@dallasfiberglasspoolrepair.com',
  );
});

test('these pages ship no JavaScript of their own', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  for (const { path } of PAGES) await page.goto(path, { waitUntil: 'networkidle' });
  expect(scripts).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('/privacy wraps the email address only after the @ or before a dot', async ({ page }) => {
    await page.goto('/privacy');
    const link = page.getByRole('main').getByRole('link', { name: 'service@dallasfiberglasspoolrepair.com' });
    const breaks = await link.evaluate((element) => {
      // Where a new line starts inside the link: the text before and after that point.
      const found: string[] = [];
      const text = element.textContent ?? '';
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let offset = 0;
      let lastTop: number | undefined;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let index = 0; index < (node.textContent ?? '').length; index++) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          if (lastTop !== undefined && top > lastTop) found.push(`${text.slice(0, offset)}|${text.slice(offset)}`);
          lastTop = top;
          offset++;
        }
      }
      return found;
    });
    for (const at of breaks) expect(at).toMatch(/@\||\|\./);
  });

  test('no page needs sideways scrolling', async ({ page }) => {
    for (const { path } of PAGES) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
  });
});
