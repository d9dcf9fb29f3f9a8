// One test per page, one page load each: the steps read the same page.
import { expect, type Page } from '@playwright/test';
import { business } from '../../src/data/business';
import { guarantees } from '../../src/lib/content/reviews';
import { joinWithAnd } from '../../src/lib/content/text';
import { test } from './fixtures/shared-page';
import { retentionDays } from '../../src/lib/quote/retention';
import { EMPTY_PAGES, lastUpdatedLine, PROJECTS, SERVICE_TITLES, TESTIMONIALS } from './helpers/routes';
import { expectTrustLineInFirstScreen } from './helpers/proof';

const { claims, phone, rating, reviewUrl } = business;

type Check = { title: string; run: (page: Page) => Promise<void> };

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const phoneLinksNeverWrap: Check = {
  title: 'phone links never wrap inside the number',
  run: async (page) => {
    const links = page.getByRole('main').locator('a[href^="tel:"]');
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) await expect(link).toHaveCSS('white-space', 'nowrap');
  },
};

const caseStudies: Check = {
  title: 'each case study shows all six facts, an optimized image and a link to its page',
  run: async (page) => {
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(PROJECTS.length);
    for (const [index, { slug, title, location, written }] of PROJECTS.entries()) {
      const study = page.getByRole('article', { name: title });
      await expect(study.getByRole('heading', { level: 2 })).toHaveText(title);
      await expect(study.locator('dd').first()).toHaveText(location);
      await expect(study.getByText('Duration:')).toBeVisible();
      for (const label of ['Duration:', 'The Challenge', 'Our Solution', 'The Result']) {
        const value = study.locator('dt', { hasText: label }).locator('+ dd');
        await expect(value).toHaveText(/\w{3,}/);
      }
      const image = study.locator('picture img');
      // The first picture is the largest thing on a phone's first screen; the rest wait to be scrolled near.
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
      // Until the case study is written up, the link says its page holds no more yet; its name carries the title.
      const soon = written ? '' : '\\s*\\(coming soon\\)';
      const link = study.getByRole('link', { name: new RegExp(`^Full case study\\s*:\\s*${escape(title)}${soon}$`) });
      await expect(link).toHaveAttribute('href', `/projects/${slug}`);
      // As the words run, a space before "(coming soon)": the title between them is shown to screen readers only.
      await expect(link).toHaveText(
        new RegExp(`^Full case study: ${escape(title)}${written ? '' : ' \\(coming soon\\)'}$`),
      );
      // The picture keeps its 3:2 frame next to the taller text instead of being cropped to fill it.
      const box = await image.boundingBox();
      expect(box!.width / box!.height).toBeCloseTo(1.5, 1);
    }
  },
};

const presentedAsExamples: Check = {
  title: 'presents the case studies as examples, not as recent jobs; with none, promises none',
  run: async (page) => {
    const main = page.getByRole('main');
    const description = page.locator('meta[name="description"]');
    await expect(main).not.toContainText(/recent/i);
    if (PROJECTS.length === 0) {
      await expect(main).not.toContainText(/example|like these/i);
      await expect(page.getByRole('region', { name: 'Featured projects' })).toHaveCount(0);
      await expect(description).toHaveAttribute('content', new RegExp(escape(joinWithAnd(business.serviceAreas))));
      return;
    }
    await expect(main.getByText(/^Examples of the repairs we do/)).toBeVisible();
    const locations = joinWithAnd([...new Set(PROJECTS.map((project) => project.location))]);
    await expect(description).toHaveAttribute('content', new RegExp(escape(locations)));
  },
};

const communities: Check = {
  title: 'lists the communities we serve: the service areas and Dallas',
  run: async (page) => {
    await expect(page.getByRole('region', { name: 'Communities We Serve' }).getByRole('listitem')).toHaveText([
      ...business.serviceAreas,
      business.projectsExtraArea,
    ]);
  },
};

// Last on a project page: it leaves the page.
const leadsToQuoteForm: Check = {
  title: 'leads on to the quote form',
  run: async (page) => {
    await page.getByRole('main').getByRole('link', { name: 'Request a Free Quote' }).click();
    await expect(page).toHaveURL('/contact');
  },
};

function caseStudyInShort({ field, written, placeholder }: (typeof PROJECTS)[number]): Check {
  return {
    title: 'tells the case study in short, in full once written, and keeps a placeholder out of search',
    run: async (page) => {
      const story = page.getByRole('region', { name: 'Case study' });
      for (const [label, name] of [
        ['The Challenge', 'challenge'],
        ['Our Solution', 'solution'],
        ['The Result', 'result'],
      ]) {
        await expect(story.locator('dt', { hasText: label }).locator('+ dd')).toHaveText(field(name!)!);
      }
      await expect(story.getByText('A detailed case study is coming soon.')).toHaveCount(written ? 0 : 1);
      await expect(story.locator('.article-body')).toHaveCount(written ? 1 : 0);
      await expect(story.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/contact');
      await expect(page.getByRole('main').locator('picture img')).toHaveAttribute('alt', field('imageAlt')!);
      const robots = page.locator('meta[name="robots"]');
      if (placeholder) await expect(robots).toHaveAttribute('content', /noindex/);
      else await expect(robots).not.toHaveAttribute('content', /noindex/);
    },
  };
}

const testimonials: Check = {
  title: 'shows every testimonial with name, community if named, star rating in words and service; with none, says so',
  run: async (page) => {
    const region = page.getByRole('region', { name: 'What Our Customers Say' });
    if (TESTIMONIALS.length === 0) {
      await expect(region).toHaveCount(0);
      await expect(page.getByRole('main')).toContainText(
        'Reviews from our customers will appear here once they have shared them.',
      );
      return;
    }
    const cards = region.getByRole('listitem');
    await expect(cards).toHaveCount(TESTIMONIALS.length);
    for (const [index, review] of TESTIMONIALS.entries()) {
      const card = cards.nth(index);
      const caption = card.locator('figcaption');
      await expect(caption).toContainText(review.name);
      // A review that names no community leaves no empty line for one.
      await expect(caption.locator('span')).toHaveCount(review.location ? 3 : 2);
      if (review.location) await expect(caption).toContainText(review.location);
      await expect(caption).toContainText(SERVICE_TITLES[review.service]!);
      await expect(card).toContainText(`Rated ${review.rating} out of 5`);
      await expect(card.locator('blockquote')).toContainText(review.text);
    }
  },
};

const reviewsOutOfSearch: Check = {
  title: 'is kept out of search results while it shows placeholder reviews or nothing',
  run: async (page) => {
    const robots = page.locator('meta[name="robots"]');
    if (TESTIMONIALS.some((review) => review.placeholder) || EMPTY_PAGES.includes('/reviews')) {
      await expect(robots).toHaveAttribute('content', /noindex/);
    } else {
      await expect(robots).not.toHaveAttribute('content', /noindex/);
    }
  },
};

const aggregateRating: Check = {
  title: 'embeds the aggregate rating, when the business has one',
  run: async (page) => {
    const org = (await jsonLd(page)).find((record) => record['@type'] === 'HomeAndConstructionBusiness');
    if (!rating) {
      expect(org).not.toHaveProperty('aggregateRating');
      return;
    }
    expect(org?.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      ratingValue: rating.value,
      bestRating: rating.best,
      ratingCount: rating.count,
    });
  },
};

const ratingSummary: Check = {
  title: 'sums up the rating, when the business has one',
  run: async (page) => {
    const summary = page.getByRole('region', { name: 'Average customer rating' });
    if (!rating) {
      await expect(summary).toHaveCount(0);
      return;
    }
    await expect(summary).toContainText(rating.display);
    await expect(summary).toContainText(`from ${rating.countDisplay} reviews`);
  },
};

const reviewLink: Check = {
  title: 'Leave a Google Review opens the review page in a new tab and says so, when the business has one',
  run: async (page) => {
    const link = page.getByRole('link', { name: 'Leave a Google Review (opens in a new tab)' });
    if (!reviewUrl) {
      await expect(link).toHaveCount(0);
      return;
    }
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', reviewUrl);
  },
};

const defaultClosing: Check = {
  title: 'the default closing call to action promises the stated reply time and nothing more',
  run: async (page) => {
    const cta = page.getByRole('heading', { level: 2, name: 'Ready to fix your pool?' }).locator('xpath=..');
    await expect(cta).toContainText(
      `we'll text or call you ${business.responsePromise} to arrange your free assessment`,
    );
    await expect(cta).not.toContainText(/next steps|free quote/i);
  },
};

const quoteAndCall: Check = {
  title: 'offers a quote and a call, and four reasons to choose us',
  run: async (page) => {
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Get Free Quote' }).first()).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: /Call Now/ }).first()).toHaveAttribute('href', phone.href);
    await expect(main.getByRole('heading', { level: 3 })).toHaveText([
      ...(claims.credentials ? [claims.credentials.title] : []),
      ...guarantees(claims).map((guarantee) => guarantee.title),
      'Fast Response',
      'Expert Team',
    ]);
  },
};

const credentials: Check = {
  title: 'explains the credentials claimed, and only those, without promising what a bond or policy covers',
  run: async (page) => {
    const held = claims.credentials?.held ?? [];
    if (held.length === 0) await expect(page.getByRole('main')).not.toContainText(/licensed|bonded|insured/i);
    else {
      const panel = page.getByRole('region', { name: claims.credentials?.statement });
      const words = held.map((credential) => credential.charAt(0).toUpperCase() + credential.slice(1));
      await expect(panel.locator('dt')).toHaveText(words);
      if (held.includes('bonded') || held.includes('insured'))
        await expect(panel).toContainText('depends on its terms');
    }
    for (const guarantee of guarantees(claims)) await expect(page.getByRole('main')).toContainText(guarantee.text);
    if (!claims.satisfaction) await expect(page.getByRole('main')).not.toContainText(/satisfaction guarantee/i);
    await expect(page.getByRole('main')).not.toContainText(
      /not left to pay|backs our promise|meet the requirements|are protected/i,
    );
    const areas = business.serviceAreas;
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(`serving ${business.address.locality}, ${areas.slice(0, -1).join(', ')} and ${areas.at(-1)}\\.$`),
    );
  },
};

const reachUs: Check = {
  title: 'lets a visitor reach us to ask for their data',
  run: async (page) => {
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: phone.display })).toHaveAttribute('href', phone.href);
    await expect(main.getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`);
  },
};

const emailWrapsOnPhone: Check = {
  title: 'on a phone, wraps the email address only after the @ or before a dot',
  run: async (page) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const link = page.getByRole('main').getByRole('link', { name: business.email });
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
  },
};

const businessAtAGlance: Check = {
  title: "at desktop width, the hero's right half shows the business at a glance",
  run: async (page) => {
    const facts = page.locator('main > section').first().locator('dl');
    await expect(facts).toBeVisible();
    if (rating) await expect(facts).toContainText(`${rating.display} from ${rating.countDisplay} reviews`);
    else await expect(facts.locator('dt', { hasText: 'Rating' })).toHaveCount(0);
    await expect(facts).toContainText(business.responsePromise);
    await expect(facts.getByRole('link', { name: phone.display })).toHaveAttribute('href', phone.href);
    const heading = (await page.locator('h1').boundingBox())!;
    expect((await facts.boundingBox())!.x).toBeGreaterThan(heading.x + heading.width);
  },
};

// Last on a page: it narrows the window to a phone's.
const trustLineOnPhone: Check = {
  title: "at 375 and 320 px the trust line is in the first screen with the hero's call to action",
  run: (page) => expectTrustLineInFirstScreen(page, 'Get Free Quote'),
};

const trailAlignedWithText: Check = {
  title: 'at desktop width, the breadcrumb trail lines up with the text column',
  run: async (page) => {
    const trail = (await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('list').boundingBox())!;
    const heading = (await page.locator('h1').boundingBox())!;
    expect(Math.round(trail.x)).toBe(Math.round(heading.x));
  },
};

const reviewLinkOnOneLine: Check = {
  title: 'at 1024 and 1280 px, "Leave a Google Review" stays on one line inside the sidebar',
  run: async (page) => {
    if (!reviewUrl || TESTIMONIALS.length === 0) return;
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const box = (await page.getByRole('link', { name: /Leave a Google Review/ }).boundingBox())!;
      expect(box.height, `${width} px`).toBeLessThanOrEqual(48);
      const column = (await page.getByRole('heading', { name: 'What Our Customers Say' }).boundingBox())!;
      expect(box.x + box.width, `${width} px`).toBeLessThan(column.x);
    }
  },
};

interface PageCase {
  path: string;
  h1: string;
  /** Visible breadcrumb trail, Home first; the last entry is the current page. */
  crumbs: string[];
  /** Text a visitor must find on the page: section headings and key figures. */
  shows: (string | RegExp)[];
  /** What only this page shows, in order. */
  more: Check[];
}

const PAGES: PageCase[] = [
  {
    path: '/projects',
    h1: 'Our Work',
    crumbs: ['Home', 'Projects'],
    shows: [...PROJECTS.map((p) => p.title), 'Communities We Serve'],
    more: [businessAtAGlance, caseStudies, presentedAsExamples, communities, phoneLinksNeverWrap],
  },
  ...PROJECTS.map((p) => ({
    path: `/projects/${p.slug}`,
    h1: p.title,
    crumbs: ['Home', 'Projects', p.title],
    shows: p.written ? [] : ['A detailed case study is coming soon'],
    more: [caseStudyInShort(p), leadsToQuoteForm],
  })),
  {
    path: '/reviews',
    h1: 'Customer Reviews',
    crumbs: ['Home', 'Customer Reviews'],
    shows: TESTIMONIALS.length > 0 ? ['What Our Customers Say'] : [],
    more: [
      ...(EMPTY_PAGES.includes('/reviews') ? [] : [businessAtAGlance]),
      testimonials,
      ratingSummary,
      reviewsOutOfSearch,
      aggregateRating,
      reviewLink,
      reviewLinkOnOneLine,
      defaultClosing,
    ],
  },
  {
    path: '/about',
    h1: `About ${business.name}`,
    crumbs: ['Home', 'About Us'],
    shows: [
      'Our Mission',
      'Why Homeowners Choose Us',
      ...guarantees(claims).map((guarantee) => guarantee.title),
      'Fast Response',
      business.responsePromise,
      'Expert Team',
      ...(claims.credentials ? [claims.credentials.title, claims.credentials.statement] : []),
    ],
    more: [businessAtAGlance, quoteAndCall, credentials, phoneLinksNeverWrap, trustLineOnPhone],
  },
  {
    path: '/terms',
    h1: 'Terms and Conditions',
    crumbs: ['Home', 'Terms and Conditions'],
    // The terms' figures are the business's to set: the owner may correct any of them.
    shows: [
      lastUpdatedLine('terms'),
      /valid for \d+ days/,
      /at least \d+ hours ahead/,
      /we charge \d+% of the estimated cost/,
      /within \d+ days of the date the work is completed/,
      claims.crackRepairWarranty
        ? new RegExp(
            `Structural repairs: \\d+ years? \\(crack repair carries our ${escape(claims.crackRepairWarranty.length)} warranty\\);`,
          )
        : /Structural repairs: \d+ years?;/,
      /Equipment:\s*\d+ years?/,
      /Cosmetic work:\s*\d+ years?/,
      /binding arbitration in the county[^.]*under the laws of the State of Texas/,
      'at least 18 years old',
    ],
    more: [trailAlignedWithText, phoneLinksNeverWrap],
  },
  {
    path: '/privacy',
    h1: 'Privacy Policy',
    crumbs: ['Home', 'Privacy Policy'],
    shows: [
      lastUpdatedLine('privacy'),
      'your name, phone number, email address and ZIP code',
      'photos of the problem',
      'EXIF and GPS',
      'Netlify Blobs',
      'salted one-way hash',
      'we do not store the raw IP address',
      'unguessable links',
      'we do not use cookies to track you',
      'We do not sell',
      `${retentionDays()} days after we receive them, then deleted automatically`,
      'about 24 hours after upload',
      '/64 network',
      'for at most two hours',
      'not changed for 7 days',
      'local storage',
      phone.display,
      business.email,
    ],
    more: [trailAlignedWithText, reachUs, phoneLinksNeverWrap, emailWrapsOnPhone],
  },
];

for (const { path, h1, crumbs, shows, more } of PAGES) {
  test(`${path}: heading, sections, key figures, breadcrumbs and what only this page shows`, async ({
    sharedPage: page,
  }) => {
    expect((await page.goto(path))?.status()).toBe(200);

    await test.step('shows its heading, sections and key figures', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      const main = page.getByRole('main');
      // The phone's trust line repeats some of them, hidden at this width.
      for (const text of shows) await expect(main.getByText(text).filter({ visible: true }).first()).toBeVisible();
    });

    await test.step('shows breadcrumbs and embeds the same trail as BreadcrumbList', async () => {
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

    for (const check of more) await test.step(check.title, () => check.run(page));
  });
}

// The index pages whose own cases live in other specs; the test above reads the rest.
for (const path of ['/services', '/blog']) {
  test(`${path}: the hero's right half shows the business at a glance`, async ({ sharedPage: page }) => {
    await page.goto(path);
    await businessAtAGlance.run(page);
  });
}
