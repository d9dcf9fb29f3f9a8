import { describe, expect, test } from 'vitest';
import { factsIn, formatFacts } from '../../scripts/facts.ts';

describe('the facts list', () => {
  test('takes the sentences of a post that state a price, a share, a duration or a promise, with their line', () => {
    const post = [
      '---',
      'title: "Gelcoat vs Plaster"',
      'description: "A finish for every pool. Gelcoat typically costs $8,000-$15,000 and lasts 15-20 years."',
      '---',
      'Plaster is common. It needs replacing every **7-12 years**, as [our guide](/blog/x) says.',
      '<QuoteCta text="Losing water? We find leaks with a free quote." label="Call us" />',
      'Pools are fun to own.',
    ].join('\n');
    expect(factsIn('src/content/blog/gelcoat-vs-plaster.mdx', post)).toEqual([
      {
        page: '/blog/gelcoat-vs-plaster',
        file: 'src/content/blog/gelcoat-vs-plaster.mdx',
        line: 3,
        text: 'Gelcoat typically costs $8,000-$15,000 and lasts 15-20 years.',
      },
      {
        page: '/blog/gelcoat-vs-plaster',
        file: 'src/content/blog/gelcoat-vs-plaster.mdx',
        line: 5,
        text: 'It needs replacing every 7-12 years, as our guide says.',
      },
      {
        page: '/blog/gelcoat-vs-plaster',
        file: 'src/content/blog/gelcoat-vs-plaster.mdx',
        line: 6,
        text: 'We find leaks with a free quote.',
      },
    ]);
  });

  test("lists a page's words file under the page's address, its texts without their names", () => {
    const words = ['{', '  "trust": {', '    "title": "Una garantía del 100% en cada reparación.",', '  }', '}'];
    expect(factsIn('src/content/pages/about/es.json', words.join('\n'))).toEqual([
      {
        page: '/es/about',
        file: 'src/content/pages/about/es.json',
        line: 3,
        text: 'Una garantía del 100% en cada reparación.',
      },
    ]);
    expect(factsIn('src/content/pages/home/en.json', '  "intro": "A crack repair, about $200-400.",')).toEqual([
      { page: '/', file: 'src/content/pages/home/en.json', line: 1, text: 'A crack repair, about $200-400.' },
    ]);
  });

  test('leaves imports, comments and class lists out, and takes a bare number in code as a fact', () => {
    const code = [
      "import { x } from './y';",
      '// Rated 4.9/5 in a comment',
      'export const maxPhotos = 5;',
      '  <div class="pb-8 min-h-4 gap-10">',
      "  { value: 'morning', label: 'Morning (8 AM-12 PM)' },",
    ].join('\n');
    expect(factsIn('src/lib/quote/fields.ts', code).map(({ line, text }) => ({ line, text }))).toEqual([
      { line: 3, text: 'export const maxPhotos = 5' },
      { line: 5, text: "{ value: 'morning', label: 'Morning (8 AM-12 PM)' }" },
    ]);
  });

  test('reads the business facts file’s hours, areas, reply time, rating and claims as every page’s, with their names', () => {
    const business = [
      '{',
      '  "name": "Dallas Fiberglass Pool Repair",',
      '  "phone": "(214) 555-0148",',
      '  "hours": [',
      '    { "days": "Saturday", "opens": "08:00", "closes": "17:00" },',
      '    { "days": "Sunday", "note": { "en": "Emergency only" } }',
      '  ],',
      '  "closures": [{ "from": "2026-12-24", "note": { "en": "Christmas" } }],',
      '  "replyWithinHours": 2,',
      '  "rating": { "value": 4.9, "best": 5, "count": 127 },',
      '  "serviceAreas": ["Highland Park", "Plano"],',
      '  "claims": {',
      '    "satisfaction": "100%",',
      '    "propertyValue": "$15,000+"',
      '  },',
      '  "ownerConfirmed": { "rating": false, "credentials": false, "crackRepairWarranty": false }',
      '}',
    ].join('\n');
    const page = 'Every page (the business facts)';
    expect(factsIn('src/data/business.json', business)).toEqual(
      [
        [5, '{ "days": "Saturday", "opens": "08:00", "closes": "17:00" }'],
        [6, '{ "days": "Sunday", "note": { "en": "Emergency only" } }'],
        [9, '"replyWithinHours": 2'],
        [10, '"rating": { "value": 4.9, "best": 5, "count": 127 }'],
        [11, '"serviceAreas": ["Highland Park", "Plano"]'],
        [13, '"satisfaction": "100%"'],
        [14, '"propertyValue": "$15,000+"'],
      ].map(([line, text]) => ({ page, file: 'src/data/business.json', line, text })),
    );
  });

  test('prints one heading per page, each fact under it with its file and line', () => {
    const fact = (page: string, file: string, line: number, text: string) => ({ page, file, line, text });
    expect(
      formatFacts([
        fact('/services/resurfacing', 'src/content/services/resurfacing.mdx', 12, 'Built to last 12-20 years'),
        fact('/services/resurfacing', 'src/content/services/resurfacing.mdx', 46, 'More than 30% of the pool.'),
        fact('/terms', 'src/pages/terms.mdx', 20, 'Quotes are free.'),
      ]),
    ).toBe(
      [
        '3 statements of fact for the owner to confirm before launch: every price, figure, duration,',
        'guarantee and statistic the site and its posts show, the hours and the areas served. Correct a wrong one in the file at the line shown.',
        '',
        '/services/resurfacing',
        '  src/content/services/resurfacing.mdx:12  Built to last 12-20 years',
        '  src/content/services/resurfacing.mdx:46  More than 30% of the pool.',
        '',
        '/terms',
        '  src/pages/terms.mdx:20  Quotes are free.',
      ].join('\n'),
    );
  });
});
