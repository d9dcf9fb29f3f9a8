/**
 * Structured-data gate: every JSON-LD block of every page of the sitemap parses and passes the
 * per-type checks of structured-data-checks.ts. Every page carries the business record once.
 */
import { expect, test } from './fixtures/shared-page';
import { checkRecords, jsonLdBlocks, localBusinessCount, pageRecords } from './helpers/structured-data-checks';
import { sitemapPaths } from './helpers/quality-support';

test('every page of the sitemap: JSON-LD valid, required properties present', async ({ request }) => {
  const report: string[] = [];
  const seen = new Map<string, number>();
  for (const path of sitemapPaths()) {
    const html = await (await request.get(path)).text();
    const { records, errors } = pageRecords(jsonLdBlocks(html));
    errors.push(...checkRecords(records));
    if (localBusinessCount(records) !== 1) {
      errors.push(`expected one LocalBusiness record, found ${localBusinessCount(records)}`);
    }
    for (const record of records) {
      for (const type of [record['@type']].flat()) seen.set(String(type), (seen.get(String(type)) ?? 0) + 1);
    }
    if (errors.length) report.push(`${path}\n  ${errors.join('\n  ')}`);
  }
  test.info().annotations.push({
    type: 'record types',
    description: [...seen].map(([type, count]) => `${type} ×${count}`).join(', '),
  });
  expect(report, `structured-data errors:\n${report.join('\n')}`).toEqual([]);
});
