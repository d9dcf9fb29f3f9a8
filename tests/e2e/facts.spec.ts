/**
 * The owner signs off the facts list (`npm run facts`) before launch, so a price or a percentage a
 * built page shows must be on it: read from dist/, no page loads.
 */
import { expect, test } from './fixtures/shared-page';
import { formatFacts, MONEY_OR_SHARE, siteFacts } from '../../scripts/facts.ts';
import { distHtmlFiles, readDist, visibleText } from './helpers/quality-support';

test('every dollar amount and percentage a built page shows is on the facts list', () => {
  const listed = new Set(formatFacts(siteFacts()).match(MONEY_OR_SHARE));
  const files = distHtmlFiles();
  expect(files.length, 'no HTML in dist/: did the build run?').toBeGreaterThan(0);
  const unlisted = Object.fromEntries(
    files
      .map((file) => [file, [...new Set(visibleText(readDist(file)).match(MONEY_OR_SHARE))]] as const)
      .map(([file, shown]) => [file, shown.filter((figure) => !listed.has(figure))] as const)
      .filter(([, figures]) => figures.length > 0),
  );
  expect(unlisted).toEqual({});
});
