import { expect, test, type Page } from '@playwright/test';

interface ServicePage {
  slug: string;
  title: string;
  h1: string;
  cta: string;
  steps: number;
  /** h2 headings the page shows, besides the process, FAQ and closing call to action. */
  sections: string[];
  /** Figures from spec §9 that must appear on the page. */
  figures: string[];
}

const PAGES: ServicePage[] = [
  {
    slug: 'fiberglass-repair',
    title: 'Fiberglass Repair',
    h1: 'Fiberglass Pool Crack Repair in Dallas',
    cta: 'Get Free Assessment',
    steps: 4,
    sections: ['What a Crack Repair Looks Like', 'Why Repair Cracks With Us'],
    figures: ['10-15 years or more', '$200-400', '$800-1,500', '1-2 days'],
  },
  {
    slug: 'leak-detection',
    title: 'Leak Detection',
    h1: 'Pool Leak Detection in Dallas',
    cta: 'Schedule Leak Detection',
    steps: 6,
    sections: ['Our Detection Methods', 'Warning Signs of a Pool Leak', 'Why Find Leaks With Us'],
    figures: ['1/4 to 1/2 inch', 'more than 1/2 inch a week', 'more than twice a week', '2-4 hours'],
  },
  {
    slug: 'equipment-repair',
    title: 'Equipment Repair',
    h1: 'Pool Equipment Repair in Dallas',
    cta: 'Request Equipment Repair',
    steps: 4,
    sections: ['Equipment We Repair', 'Energy-Efficient Upgrades', 'Pool Equipment Emergency?'],
    figures: ['50-90%', '1-2 years', '8-10 years', '1-year warranty'],
  },
  {
    slug: 'surface-gelcoat',
    title: 'Surface & Gelcoat',
    h1: 'Fiberglass Surface & Gelcoat Repair in Dallas',
    cta: 'Get Free Surface Assessment',
    steps: 4,
    sections: ['Surface Services', 'Before and After', 'Cost and Results'],
    figures: ['80-95%', '5-8 years', '60-80% less'],
  },
  {
    slug: 'tile-coping',
    title: 'Tile & Coping',
    h1: 'Pool Tile & Coping Repair in Dallas',
    cta: 'Get Free Tile & Coping Quote',
    steps: 5,
    sections: ['Tile & Coping Services', 'Common Problems We Fix', 'Materials We Use'],
    figures: [
      '2 years on tile installation',
      '1 year on grout and sealing',
      'Lifetime warranty on waterproofing',
      '2-4 days',
    ],
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
    figures: ['Over 30%', '5-10 days', '12-20 years', '15-20 years', '$15,000+'],
  },
];

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text));
}

for (const service of PAGES) {
  test.describe(`/services/${service.slug}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(`/services/${service.slug}`);
    });

    test('hero has the h1, the quote button and a phone link', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.h1);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: service.cta }).first()).toHaveAttribute('href', '/contact');
      await expect(main.locator('a[href="tel:+12145550148"]').first()).toBeVisible();
    });

    test('breadcrumb trail reads Home › Services › title', async ({ page }) => {
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(trail).toHaveCount(1);
      await expect(page.locator('main > :first-child')).toHaveAttribute('aria-label', 'Breadcrumb');
      await expect(trail.getByRole('listitem')).toHaveText(['Home', /Services/, new RegExp(service.title)]);
      await expect(trail.locator('[aria-current="page"]')).toHaveText(service.title);
      await expect(trail.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    });

    test(`shows its sections, ${service.steps} steps, five FAQs and its figures`, async ({ page }) => {
      const main = page.getByRole('main');
      for (const heading of service.sections) {
        await expect(main.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
      }
      await expect(main.getByRole('heading', { level: 3, name: /^Step \d+:/ })).toHaveCount(service.steps);
      await expect(main.locator('details')).toHaveCount(5);
      for (const figure of service.figures) {
        await expect(main.getByText(figure).first(), figure).toBeAttached();
      }
    });

    test('embeds Service, FAQPage and BreadcrumbList JSON-LD that match the page', async ({ page }) => {
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

    test('every image has alt text and dimensions; only the hero image loads eagerly', async ({ page }) => {
      const images = page.getByRole('main').locator('img');
      for (const image of await images.all()) {
        expect((await image.getAttribute('alt'))?.trim()).toBeTruthy();
        expect(await image.getAttribute('width')).toBeTruthy();
        expect(await image.getAttribute('height')).toBeTruthy();
      }
      await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
      await expect(page.locator('img[fetchpriority="high"]')).toHaveAttribute('loading', 'eager');
      await expect(page.locator('picture source[type="image/avif"]').first()).toBeAttached();
    });
  });
}

for (const width of [800, 1280]) {
  test(`at ${width} px no process step sits alone on the last row`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const { slug, steps } of PAGES) {
      await page.goto(`/services/${slug}`);
      const cards = page.getByRole('heading', { level: 3, name: /^Step \d+:/ }).locator('xpath=ancestor::li[1]');
      await expect(cards).toHaveCount(steps);
      const tops = await cards.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().top)),
      );
      const lastRow = tops.filter((top) => top === Math.max(...tops)).length;
      expect(lastRow, `${slug}: ${steps} steps`).toBeGreaterThan(1);
    }
  });
}

test('service pages use no inline styles and their phone links never wrap', async ({ page }) => {
  for (const { slug } of PAGES) {
    await page.goto(`/services/${slug}`);
    await expect(page.locator('[style]'), slug).toHaveCount(0);
    for (const link of await page.getByRole('main').locator('a[href^="tel:"]').all())
      await expect(link, slug).toHaveCSS('white-space', 'nowrap');
  }
});

test('the lifetime warranty section offers a tappable phone link', async ({ page }) => {
  await page.goto('/services/fiberglass-repair');
  const section = page.getByRole('heading', { level: 2, name: 'Backed by a Lifetime Warranty' }).locator('xpath=..');
  await expect(section.getByRole('link', { name: '(214) 555-0148' })).toHaveAttribute('href', 'tel:+12145550148');
});

test('resurfacing shows the eight color swatches by name', async ({ page }) => {
  await page.goto('/services/resurfacing');
  const swatches = page.getByRole('heading', { name: 'Popular Colors' }).locator('xpath=..').getByRole('listitem');
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
});

test('leak detection lists four methods and three groups of warning signs', async ({ page }) => {
  await page.goto('/services/leak-detection');
  const section = (name: string) => page.getByRole('heading', { level: 2, name }).locator('xpath=..');
  await expect(section('Our Detection Methods').getByRole('heading', { level: 3 })).toHaveText([
    'Pressure Testing',
    'Dye Testing',
    'Acoustic Detection',
    'Thermal Imaging',
  ]);
  await expect(section('Warning Signs of a Pool Leak').getByRole('heading', { level: 3 })).toHaveCount(3);
});

test('equipment repair lists its four categories', async ({ page }) => {
  await page.goto('/services/equipment-repair');
  await expect(
    page
      .getByRole('heading', { level: 2, name: 'Equipment We Repair' })
      .locator('xpath=..')
      .getByRole('heading', { level: 3 }),
  ).toHaveText(['Pumps', 'Filters', 'Heaters', 'Automation & Controls']);
});

test('tile & coping shows three problems, each with causes and a solution', async ({ page }) => {
  await page.goto('/services/tile-coping');
  const problems = page
    .getByRole('heading', { level: 2, name: 'Common Problems We Fix' })
    .locator('xpath=..')
    .getByRole('article');
  await expect(problems).toHaveCount(3);
  for (const problem of await problems.all()) {
    await expect(problem).toContainText('Causes');
    await expect(problem).toContainText('Solution');
    expect(await problem.getByRole('listitem').count()).toBeGreaterThan(0);
  }
});

test('service pages load no JavaScript', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/services/resurfacing', { waitUntil: 'networkidle' });
  expect(scripts).toEqual([]);
});
