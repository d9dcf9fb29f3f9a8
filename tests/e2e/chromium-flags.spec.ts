// The Chromium of these tests runs without RenderDocument (playwright.config.ts). Chromium keeps only
// the last --disable-features switch, so the config's must still carry every feature the installed
// Playwright disables with its own: read here from the switches a launched browser was given.
import { chromium } from '@playwright/test';
import { expect, test } from './fixtures/shared-page';

test('the browser runs with every feature Playwright disables still disabled, and RenderDocument too', async () => {
  const server = await chromium.launchServer(test.info().project.use.launchOptions);
  try {
    const lists = server
      .process()
      .spawnargs.filter((arg) => arg.startsWith('--disable-features='))
      .map((arg) => arg.slice('--disable-features='.length).split(','));
    expect(lists.length, 'Playwright’s switch and the config’s').toBe(2);
    const [playwrights, effective] = lists;
    expect(
      playwrights.filter((feature) => !effective.includes(feature)),
      'missing from playwright.config.ts',
    ).toEqual([]);
    expect(effective).toContain('RenderDocument');
  } finally {
    await server.close();
  }
});
