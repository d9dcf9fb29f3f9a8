// The Chromium the browser tests drive: CHROMIUM_PATH, else Debian's chromium-headless-shell (the
// headless-only build Playwright itself runs for headless tests, much lighter on the CPU than the full
// browser), else Debian's chromium, else Playwright's own. Run before the tests
// (npm run test:e2e), it installs Debian's headless shell when it is missing and the machine allows it
// (root with apt-get), or says in one sentence what to do when there is no browser at all.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { aptInstall, canInstallWithApt } from './apt-get.ts';

const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** The full browser, which Lighthouse runs (scripts/bench.ts), as PageSpeed Insights does. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The binary playwright.config.ts launches; undefined leaves the choice to Playwright. */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM].find((path) => existsSync(path));
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (import.meta.main) {
  const configured = process.env.CHROMIUM_PATH;
  if (configured && !existsSync(configured)) fail(`CHROMIUM_PATH is ${configured}, which does not exist.`);
  const found = () => !!chromiumPath() || existsSync(chromium.executablePath());
  if (!configured && !existsSync(DEBIAN_HEADLESS_SHELL) && canInstallWithApt()) {
    console.log('Installing Debian’s chromium-headless-shell package with apt-get for the browser tests.');
    if (!aptInstall('chromium-headless-shell') && !found())
      fail('apt-get could not install chromium-headless-shell (see above): install Chromium or set CHROMIUM_PATH.');
  } else if (!found()) {
    fail(
      'The browser tests need Chromium: install it (Debian/Ubuntu: sudo apt-get install chromium-headless-shell; elsewhere: npx playwright install chromium) or set CHROMIUM_PATH to one, then run the tests again.',
    );
  }
}
