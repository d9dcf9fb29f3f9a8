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

  test('leaves imports, comments, class lists and helpers out, and reads the business facts, areas and hours as every page’s', () => {
    const business = [
      "import { x } from './y';",
      '// Rated 4.9/5 in a comment',
      'export const responseHours = 2;',
      "  claims: { satisfaction: '100%' },",
      '  <div class="pb-8 min-h-4 gap-10">',
      '  serviceAreas: readonly string[];',
      "  serviceAreas: ['Highland Park', 'Plano'],",
      "  contactExtraArea: 'Greater Dallas Metro',",
      'export function crackRepairWarranty(length: string) {',
      '  return { statement: `${length} warranty on crack repair` };',
      '}',
      "    opening('Mon-Fri', ['Monday'], '08:00', '18:00'),",
      "    { days: 'Sun', hours: 'Emergency only', dayOfWeek: [] },",
    ].join('\n');
    expect(factsIn('src/data/business.ts', business).map(({ page, line, text }) => ({ page, line, text }))).toEqual([
      { page: 'Every page (the business facts)', line: 3, text: 'export const responseHours = 2' },
      { page: 'Every page (the business facts)', line: 4, text: "claims: { satisfaction: '100%' }" },
      { page: 'Every page (the business facts)', line: 7, text: "serviceAreas: ['Highland Park', 'Plano']" },
      { page: 'Every page (the business facts)', line: 8, text: "contactExtraArea: 'Greater Dallas Metro'" },
      { page: 'Every page (the business facts)', line: 12, text: "opening('Mon-Fri', ['Monday'], '08:00', '18:00')" },
      {
        page: 'Every page (the business facts)',
        line: 13,
        text: "{ days: 'Sun', hours: 'Emergency only', dayOfWeek: [] }",
      },
    ]);
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
