import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { business, shownFacts } from '../../src/data/business';
import { readFacts } from '../../src/data/facts-file';
import {
  aggregateRating,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  localBusinessJsonLd,
  ORGANIZATION_ID,
  serviceJsonLd,
} from '../../src/lib/seo/json-ld';
import { buildPageMeta, svgDataUrl } from '../../src/lib/seo/meta';
import { absoluteUrl, publicPath } from '../../src/lib/seo/url';

const site = business.siteUrl;

describe('absoluteUrl', () => {
  it.each([
    ['/', `${site}/`],
    ['/services', `${site}/services`],
    ['/services/', `${site}/services`],
    ['/blog/gelcoat-vs-plaster', `${site}/blog/gelcoat-vs-plaster`],
    ['https://cdn.example.com/x.png', 'https://cdn.example.com/x.png'],
  ])('%s → %s', (path, expected) => {
    expect(absoluteUrl(path)).toBe(expected);
  });
});

describe('buildPageMeta', () => {
  it('adds the business name to a page title and resolves canonical and image', () => {
    const meta = buildPageMeta({ title: 'Leak Detection', description: 'd', path: '/services/leak-detection' });
    expect(meta).toEqual({
      title: `Leak Detection | ${business.name}`,
      description: 'd',
      canonical: `${site}/services/leak-detection`,
      image: `${site}/og-default.png`,
      imageSize: { width: 1200, height: 630 },
      imageAlt: expect.stringContaining(business.name),
      type: 'website',
      noindex: false,
    });
  });

  it('a title too long for search results with the business name keeps just the page title', () => {
    const title = 'Gelcoat vs Plaster Pool Finishes: Which Is Better in Dallas?';
    expect(buildPageMeta({ title, description: 'd', path: '/blog/x' }).title).toBe(title);
    const fits = 'Lakewood Leak Detection & Pump Upgrade';
    expect(buildPageMeta({ title: fits, description: 'd', path: '/x' }).title).toBe(`${fits} | ${business.name}`);
    expect(`${fits} | ${business.name}`.length).toBeLessThanOrEqual(70);
  });

  it('home page title names the business and the city', () => {
    expect(buildPageMeta({ description: 'd', path: '/' }).title).toBe(`${business.name} | Dallas, TX`);
  });

  it('uses the page image and type when given', () => {
    const meta = buildPageMeta({
      title: 'T',
      description: 'd',
      path: '/blog/x',
      image: '/_astro/hero.webp',
      type: 'article',
    });
    expect(meta.image).toBe(`${site}/_astro/hero.webp`);
    expect(meta.type).toBe('article');
  });

  it("declares a page image's size only when the page knows it, never the default's", () => {
    const page = { description: 'd', path: '/blog/x', image: '/_astro/hero.jpg' };
    expect(buildPageMeta(page).imageSize).toBeUndefined();
    expect(buildPageMeta({ ...page, imageSize: { width: 1200, height: 800 } }).imageSize).toEqual({
      width: 1200,
      height: 800,
    });
  });
});

describe('svgDataUrl', () => {
  const body = (url: string) => decodeURIComponent(url.replace(/^data:image\/svg\+xml,/, ''));

  it('percent-encodes what a URL or attribute cannot hold and keeps the rest readable', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg">\n  <rect fill="#0b4f6c" width="100%"/>\n</svg>\n';
    const url = svgDataUrl(svg);
    expect(url).toBe(
      'data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%3E%20%3Crect%20fill=%22%230b4f6c%22%20width=%22100%25%22/%3E%20%3C/svg%3E',
    );
    expect(body(url)).toBe('<svg xmlns="http://www.w3.org/2000/svg"> <rect fill="#0b4f6c" width="100%"/> </svg>');
  });

  it('encodes characters outside ASCII whole, emoji included', () => {
    const svg = "<svg><text font-family='Café'>Pool 🏊 ready?</text></svg>";
    const url = svgDataUrl(svg);
    expect(url).toMatch(/^[!-~]+$/);
    expect(body(url)).toBe(svg);
  });
});

describe('localBusinessJsonLd', () => {
  const record = localBusinessJsonLd();

  it('holds name, url, telephone and an address with locality and region', () => {
    expect(record).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HomeAndConstructionBusiness',
      '@id': ORGANIZATION_ID,
      name: business.name,
      url: `${site}/`,
      telephone: business.phone.e164,
      logo: `${site}/logo.png`,
      address: {
        '@type': 'PostalAddress',
        addressLocality: business.address.locality,
        addressRegion: business.address.region,
      },
    });
  });

  it('lists the regular opening hours, not emergency-only days', () => {
    const regular = business.hours.filter((line) => line.opens);
    expect(regular.length).toBeLessThan(business.hours.length);
    expect(record.openingHoursSpecification).toEqual(
      regular.map(({ dayOfWeek, opens, closes }) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek,
        opens,
        closes,
      })),
    );
  });

  it('tells search engines of each closure not yet over as closed all day', () => {
    const closures = [
      { from: '2026-11-26', to: '2026-11-26' },
      { from: '2026-12-24', to: '2026-12-26', note: { en: 'Christmas' } },
    ];
    expect(localBusinessJsonLd({ closures, today: '2026-12-01' }).specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-12-24',
        validThrough: '2026-12-26',
      },
    ]);
    expect(localBusinessJsonLd({ closures, today: '2026-12-27' })).not.toHaveProperty(
      'specialOpeningHoursSpecification',
    );
  });

  it('serves the named communities', () => {
    expect((record.areaServed as unknown as { name: string }[]).map((a) => a.name)).toEqual(
      business.serviceAreas.map((area) => `${area}, ${business.address.region}`),
    );
  });

  it('carries the aggregate rating only when asked, and only when the business has one', () => {
    expect(record).not.toHaveProperty('aggregateRating');
    const { rating } = business;
    expect(localBusinessJsonLd({ withRating: true }).aggregateRating).toEqual(
      rating && {
        '@type': 'AggregateRating',
        ratingValue: rating.value,
        bestRating: rating.best,
        ratingCount: rating.count,
      },
    );
  });

  it('gives search engines no rating while the business has none', () => {
    expect(aggregateRating({ value: 4.8, best: 5, count: 23 })).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.8,
      bestRating: 5,
      ratingCount: 23,
    });
    expect(aggregateRating(undefined)).toBeUndefined();
  });
});

/** The facts file as the owner has it, less every optional fact about the people, then `change`d. */
function factsWith(change: (facts: Record<string, unknown> & { address: Record<string, unknown> }) => void) {
  const facts = JSON.parse(readFileSync(new URL('../../src/data/business.json', import.meta.url), 'utf8'));
  for (const field of ['ownerName', 'ownerPhoto', 'founded', 'profileUrls']) delete facts[field];
  facts.address = { locality: 'Dallas', region: 'TX', country: 'US', street: '1234 Elm St', postalCode: '75201' };
  facts.credentials = [{ credential: 'licensed' }, { credential: 'insured' }];
  change(facts);
  const reading = readFacts(facts);
  if (reading.kind === 'mistakes') throw new Error(JSON.stringify(reading.mistakes));
  return shownFacts(reading.facts);
}

describe('localBusinessJsonLd: the people, the year and the credentials the owner gives', () => {
  const PROFILES = ['https://www.facebook.com/dallasfiberglasspoolrepair', 'https://maps.app.goo.gl/u2XkQ8rT1sYvW3pA6'];

  it('names the owner with the photo, the year founded, each issuer, the street and the profiles when given', () => {
    const facts = factsWith((file) => {
      file.ownerName = 'Maria Lopez';
      file.ownerPhoto = 'src/assets/people/maria-lopez.jpg';
      file.founded = 2012;
      file.address.showStreet = true;
      file.credentials = [
        {
          credential: 'licensed',
          issuedBy: {
            en: 'Texas Department of Licensing and Regulation',
            es: 'Texas Department of Licensing and Regulation',
          },
        },
        { credential: 'insured' },
      ];
      file.profileUrls = PROFILES;
    });
    const record = localBusinessJsonLd({ facts, ownerPhoto: '/_astro/maria-lopez.abc123.jpg' });
    expect(record).toMatchObject({
      foundingDate: '2012',
      employee: {
        '@type': 'Person',
        name: 'Maria Lopez',
        jobTitle: 'Owner',
        image: `${site}/_astro/maria-lopez.abc123.jpg`,
      },
      hasCredential: [
        {
          '@type': 'EducationalOccupationalCredential',
          credentialCategory: 'license',
          recognizedBy: { '@type': 'Organization', name: 'Texas Department of Licensing and Regulation' },
        },
        { '@type': 'EducationalOccupationalCredential', credentialCategory: 'insurance' },
      ],
      sameAs: PROFILES,
      address: { streetAddress: '1234 Elm St', postalCode: '75201', addressLocality: 'Dallas' },
    });
    expect((record.hasCredential as object[])[1]).not.toHaveProperty('recognizedBy');
  });

  it('says nothing of what is not given: no owner, year, issuer, profile, nor a street the owner keeps private', () => {
    const record = localBusinessJsonLd({ facts: factsWith(() => {}) });
    for (const field of ['employee', 'foundingDate', 'sameAs']) expect(record).not.toHaveProperty(field);
    expect(record.address).not.toHaveProperty('streetAddress');
    expect(record.address).not.toHaveProperty('postalCode');
    expect(record.hasCredential).toEqual([
      { '@type': 'EducationalOccupationalCredential', credentialCategory: 'license' },
      { '@type': 'EducationalOccupationalCredential', credentialCategory: 'insurance' },
    ]);
  });

  it('gives a photo only with the owner it shows, and no credential when the business claims none', () => {
    const record = localBusinessJsonLd({
      facts: factsWith((file) => (file.credentials = [])),
      ownerPhoto: '/_astro/owner.jpg',
    });
    expect(JSON.stringify(record)).not.toContain('owner.jpg');
    expect(record).not.toHaveProperty('hasCredential');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers crumbs from 1 with absolute items, the last without one', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Blog', path: '/blog' }, { name: 'Post' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${site}/` },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: `${site}/blog` },
        { '@type': 'ListItem', position: 3, name: 'Post' },
      ],
    });
  });
});

describe('faqPageJsonLd', () => {
  it('turns each entry into a Question with an accepted Answer', () => {
    expect(faqPageJsonLd([{ question: 'How long?', answer: '1-2 days.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'How long?', acceptedAnswer: { '@type': 'Answer', text: '1-2 days.' } },
      ],
    });
  });
});

describe('serviceJsonLd', () => {
  it('names the service, its page and the business as provider', () => {
    expect(
      serviceJsonLd({ name: 'Leak Detection', description: 'Find leaks.', path: '/services/leak-detection' }),
    ).toMatchObject({
      '@type': 'Service',
      name: 'Leak Detection',
      serviceType: 'Leak Detection',
      description: 'Find leaks.',
      url: `${site}/services/leak-detection`,
      provider: { '@type': 'HomeAndConstructionBusiness', '@id': ORGANIZATION_ID },
    });
  });
});

describe('blogPostingJsonLd', () => {
  const post = {
    title: 'Variable-Speed Pumps',
    description: 'Save energy.',
    path: '/blog/variable-speed-pump-savings',
    image: '/_astro/pump.webp',
    datePublished: new Date('2025-09-18'),
  };

  it('has headline, image, organization as author and publisher with logo, and page', () => {
    expect(blogPostingJsonLd(post)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Variable-Speed Pumps',
      description: 'Save energy.',
      image: `${site}/_astro/pump.webp`,
      author: { '@id': ORGANIZATION_ID },
      publisher: { '@id': ORGANIZATION_ID, logo: { '@type': 'ImageObject', url: `${site}/logo.png` } },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${site}/blog/variable-speed-pump-savings` },
    });
  });

  it('dateModified equals datePublished unless the post was updated', () => {
    expect(blogPostingJsonLd(post)).toMatchObject({ datePublished: '2025-09-18', dateModified: '2025-09-18' });
    expect(blogPostingJsonLd({ ...post, dateModified: new Date('2025-10-02') })).toMatchObject({
      datePublished: '2025-09-18',
      dateModified: '2025-10-02',
    });
  });
});

describe('publicPath', () => {
  it.each([
    ['/index.html', '/'],
    ['/', '/'],
    ['/about.html', '/about'],
    ['/about', '/about'],
    ['/services/leak-detection.html', '/services/leak-detection'],
    ['/blog/', '/blog'],
  ])('%s → %s', (pathname, expected) => {
    expect(publicPath(pathname)).toBe(expected);
  });
});
