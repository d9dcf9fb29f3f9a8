// One test per service page, one page load each: the steps read the same page, then narrow it to a tablet.
import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { FIGURE } from '../../scripts/facts.ts';
import { business } from '../../src/data/business';
import { test } from './fixtures/shared-page';
import { expectReviewsBeside, expectTrustLineInFirstScreen } from './helpers/proof';

interface ServicePage {
  slug: string;
  title: string;
  h1: string;
  cta: string;
  steps: number;
  /** h2 headings the page shows, besides the process, FAQ and closing call to action. */
  sections: string[];
  /** Figures from the business facts the page states besides those its own file writes. */
  businessFigures?: string[];
  /** What only this page shows, checked inside its <main>. */
  more?: { title: string; check: (main: Locator) => Promise<void> };
}

/** The metadata lines of a service's file, which only search results and link previews show. */
const META = /^\s*(?:import\b|title:|seoTitle:|description:)/;

/** Every price, share, duration and size the service's file states, each of which its page must show as written. */
function figuresOf(slug: string): string[] {
  const source = readFileSync(`src/content/services/${slug}.mdx`, 'utf8');
  const copy = source.split('\n').filter((line) => !META.test(line));
  return [...new Set(copy.join('\n').match(FIGURE))];
}

const PAGES: ServicePage[] = [
  {
    slug: 'fiberglass-repair',
    title: 'Fiberglass Repair',
    h1: 'Fiberglass Pool Crack Repair in Dallas',
    cta: 'Get Free Assessment',
    steps: 4,
    sections: ['What a Crack Repair Looks Like', 'Why Repair Cracks With Us'],
    more: {
      title: 'below the before/after pair, the crack repair warranty when there is one, with a tappable phone link',
      check: async (main) => {
        const section = main
          .getByRole('heading', { level: 2, name: 'What a Crack Repair Looks Like' })
          .locator('xpath=..');
        const warranty = business.claims.crackRepairWarranty;
        await expect(section).toContainText(
          (warranty ? `Every crack repair we complete comes with our ${warranty.statement.toLowerCase()}. ` : '') +
            'Questions are welcome at',
        );
        if (!warranty) await expect(section).not.toContainText('warranty');
        await expect(section.getByRole('link', { name: business.phone.display })).toHaveAttribute(
          'href',
          business.phone.href,
        );
      },
    },
  },
  {
    slug: 'leak-detection',
    title: 'Leak Detection',
    h1: 'Pool Leak Detection in Dallas',
    cta: 'Schedule Leak Detection',
    steps: 6,
    sections: ['Our Detection Methods', 'Warning Signs of a Pool Leak', 'Why Find Leaks With Us'],
    more: {
      title: 'four detection methods, three groups of warning signs, and what it costs among the five questions',
      check: async (main) => {
        const cost = main.locator('details', { hasText: 'What does leak detection cost?' });
        await expect(cost).toContainText(/typically costs \$[\d,]+-\$[\d,]+/);
        const section = (name: string) => main.getByRole('heading', { level: 2, name }).locator('xpath=..');
        await expect(section('Our Detection Methods').getByRole('heading', { level: 3 })).toHaveText([
          'Pressure Testing',
          'Dye Testing',
          'Acoustic Detection',
          'Thermal Imaging',
        ]);
        await expect(section('Warning Signs of a Pool Leak').getByRole('heading', { level: 3 })).toHaveCount(3);
      },
    },
  },
  {
    slug: 'equipment-repair',
    title: 'Equipment Repair',
    h1: 'Pool Equipment Repair in Dallas',
    cta: 'Request Equipment Repair',
    steps: 4,
    sections: ['Equipment We Repair', 'Energy-Efficient Upgrades', 'Pool Equipment Emergency?'],
    more: {
      title: 'the four equipment categories',
      check: async (main) => {
        await expect(
          main
            .getByRole('heading', { level: 2, name: 'Equipment We Repair' })
            .locator('xpath=..')
            .getByRole('heading', { level: 3 }),
        ).toHaveText(['Pumps', 'Filters', 'Heaters', 'Automation & Controls']);
      },
    },
  },
  {
    slug: 'surface-gelcoat',
    title: 'Surface & Gelcoat',
    h1: 'Fiberglass Surface & Gelcoat Repair in Dallas',
    cta: 'Get Free Surface Assessment',
    steps: 4,
    sections: ['Surface Services', 'Before and After', 'Cost and Results'],
  },
  {
    slug: 'tile-coping',
    title: 'Tile & Coping',
    h1: 'Pool Tile & Coping Repair in Dallas',
    cta: 'Get Free Tile & Coping Quote',
    steps: 5,
    sections: ['Tile & Coping Services', 'Common Problems We Fix', 'Materials We Use'],
    more: {
      title: 'three common problems, each with causes and a solution',
      check: async (main) => {
        const problems = main
          .getByRole('heading', { level: 2, name: 'Common Problems We Fix' })
          .locator('xpath=..')
          .getByRole('article');
        await expect(problems).toHaveCount(3);
        for (const problem of await problems.all()) {
          await expect(problem).toContainText('Causes');
          await expect(problem).toContainText('Solution');
          expect(await problem.getByRole('listitem').count()).toBeGreaterThan(0);
        }
      },
    },
  },
  {
    slug: 'resurfacing',
    title: 'Pool Resurfacing',
    h1: 'Fiberglass Pool Resurfacing in Dallas',
    cta: 'Get Free Resurfacing Quote',
    steps: 6,
    sections: [
      'Resurfacing Services',
      'Before and After',
      'Popular Colors',
      'Resurfacing at a Glance',
      'Benefits of Resurfacing',
    ],
    businessFigures: business.claims.propertyValue ? [business.claims.propertyValue] : [],
    more: {
      title: 'the eight color swatches by name, each chip painted',
      check: async (main) => {
        const swatches = main
          .getByRole('heading', { name: 'Popular Colors' })
          .locator('xpath=..')
          .getByRole('listitem');
        await expect(swatches).toHaveText([
          'Ocean Blue',
          'Caribbean Teal',
          'Crystal White',
          'Lagoon Green',
          'Sapphire Blue',
          'Aqua Marine',
          'Pearl White',
          'Custom Match',
        ]);
        // Each chip is painted by its class: a color, or the gradient of the custom match.
        for (const chip of await swatches.locator('[aria-hidden="true"]').all()) {
          const painted = await chip.evaluate((element) => {
            const style = getComputedStyle(element);
            return style.backgroundImage !== 'none' || style.backgroundColor !== 'rgba(0, 0, 0, 0)';
          });
          expect(painted).toBe(true);
        }
      },
    },
  },
];

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text));
}

/** How many process steps share the last row of the grid. */
async function stepsOnLastRow(page: Page, steps: number): Promise<number> {
  const cards = page.getByRole('heading', { level: 3, name: /^Step \d+:/ }).locator('xpath=ancestor::li[1]');
  await expect(cards).toHaveCount(steps);
  const tops = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  return tops.filter((top) => top === Math.max(...tops)).length;
}

for (const service of PAGES) {
  test(`/services/${service.slug}: hero, breadcrumb, sections, ${service.steps} steps, FAQs, figures, JSON-LD and images`, async ({
    sharedPage: page,
  }) => {
    await page.goto(`/services/${service.slug}`);
    const main = page.getByRole('main');

    await test.step('hero has the h1, the quote button and a phone link', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.h1);
      await expect(main.getByRole('link', { name: service.cta }).first()).toHaveAttribute('href', '/contact');
      await expect(main.locator(`a[href="${business.phone.href}"]`).first()).toBeVisible();
    });

    await test.step('breadcrumb trail reads Home › Services › title', async () => {
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(trail).toHaveCount(1);
      await expect(page.locator('main > :first-child')).toHaveAttribute('aria-label', 'Breadcrumb');
      await expect(trail.getByRole('listitem')).toHaveText(['Home', /Services/, new RegExp(service.title)]);
      await expect(trail.locator('[aria-current="page"]')).toHaveText(service.title);
      await expect(trail.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    });

    await test.step(`shows its sections, ${service.steps} steps, five FAQs and its figures`, async () => {
      for (const heading of service.sections) {
        await expect(main.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
      }
      await expect(main.getByRole('heading', { level: 3, name: /^Step \d+:/ })).toHaveCount(service.steps);
      await expect(main.locator('details')).toHaveCount(5);
      for (const figure of [...figuresOf(service.slug), ...(service.businessFigures ?? [])]) {
        await expect(main.getByText(figure).first(), figure).toBeAttached();
      }
    });

    if (service.more) await test.step(service.more.title, () => service.more!.check(main));

    await test.step('embeds Service, FAQPage and BreadcrumbList JSON-LD that match the page', async () => {
      const records = await jsonLd(page);
      const byType = (type: string) => records.find((record) => record['@type'] === type);
      expect(byType('Service')).toMatchObject({
        name: service.title,
        url: expect.stringMatching(new RegExp(`/services/${service.slug}$`)),
      });
      const faq = byType('FAQPage') as { mainEntity: { name: string }[] };
      expect(faq.mainEntity).toHaveLength(5);
      await expect(page.locator('details summary')).toContainText(faq.mainEntity.map((q) => q.name));
      expect(
        (byType('BreadcrumbList') as { itemListElement: { name: string }[] }).itemListElement.map((c) => c.name),
      ).toEqual(['Home', 'Services', service.title]);
    });

    await test.step('every image has alt text and dimensions; only the hero image loads eagerly', async () => {
      for (const image of await main.locator('img').all()) {
        expect((await image.getAttribute('alt'))?.trim()).toBeTruthy();
        expect(await image.getAttribute('width')).toBeTruthy();
        expect(await image.getAttribute('height')).toBeTruthy();
      }
      await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
      await expect(page.locator('img[fetchpriority="high"]')).toHaveAttribute('loading', 'eager');
      await expect(page.locator('picture source[type="image/avif"]').first()).toBeAttached();
    });

    await test.step('reviews of this service first, just before the closing call to action', () =>
      expectReviewsBeside(page, service.slug));

    await test.step('at desktop width the hero shows the business at a glance under its picture, not the trust line', async () => {
      const hero = page.getByRole('main').locator('section').first();
      const facts = hero.locator('dl').filter({ hasText: 'Quote requests' });
      await expect(facts).toBeVisible();
      await expect(facts).toContainText(business.responsePromise);
      const { rating } = business;
      if (rating) await expect(facts).toContainText(`${rating.display} from ${rating.countDisplay} reviews`);
      await expect(hero.getByRole('list', { name: 'Why homeowners trust us' })).toBeHidden();
    });

    await test.step('no inline styles, and phone links never wrap', async () => {
      await expect(page.locator('[style]')).toHaveCount(0);
      for (const link of await main.locator('a[href^="tel:"]').all())
        await expect(link).toHaveCSS('white-space', 'nowrap');
    });

    for (const width of [1280, 800]) {
      await test.step(`at ${width} px no process step sits alone on the last row`, async () => {
        await page.setViewportSize({ width, height: 900 });
        expect(await stepsOnLastRow(page, service.steps)).toBeGreaterThan(1);
      });
    }

    await test.step("at 375 and 320 px the trust line is in the first screen with the hero's call to action", () =>
      expectTrustLineInFirstScreen(page, service.cta));
  });
}
