// The Chromium the browser tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else
// Playwright's own. Run before them (npm run test:e2e), it installs Debian's package when it finds
// none and the machine allows it (root with apt-get), or says in one sentence what to do.
import { chromium } from '@playwright/test';
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The binary playwright.config.ts launches; undefined leaves the choice to Playwright. */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

function canInstallWithApt(): boolean {
  return process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

function aptInstallChromium(): boolean {
  const options: SpawnSyncOptions = {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  };
  return (
    spawnSync('apt-get', ['update', '-qq'], options).status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], options).status === 0 &&
    existsSync(DEBIAN_CHROMIUM)
  );
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (import.meta.main) {
  const configured = process.env.CHROMIUM_PATH;
  if (configured && !existsSync(configured)) fail(`CHROMIUM_PATH is ${configured}, which does not exist.`);
  if (!chromiumPath() && !existsSync(chromium.executablePath())) {
    if (!canInstallWithApt())
      fail(
        'The browser tests need Chromium: install it (Debian/Ubuntu: sudo apt-get install chromium; elsewhere: npx playwright install chromium) or set CHROMIUM_PATH to one, then run the tests again.',
      );
    console.log('No Chromium found: installing Debian’s chromium package with apt-get for the browser tests.');
    if (!aptInstallChromium())
      fail('apt-get could not install chromium (see above): install Chromium or set CHROMIUM_PATH.');
  }
}
