import { defineConfig, devices } from '@playwright/test';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from './scripts/chromium.ts';

// A port of its own so the suite never talks to a developer's `npm start`.
const port = Number(process.env.E2E_PORT) || 4399;

// The preview's .eml files, which tests read, in a folder per port apart from a developer's local outbox.
process.env.QUOTE_MAIL_DIR ??= join(tmpdir(), `dfpr-e2e-mail-${port}`);
// The limits have their own function tests; here they would stop repeated local runs (each run
// sends more owner emails than an hour or a day allows). Tests read the request limit too.
process.env.QUOTE_RATE_LIMIT_PER_HOUR = '1000';
const QUOTE_OWNER_EMAILS_PER_DAY = '2000';

/**
 * The Chromium features Playwright 1.65 disables, and RenderDocument. Chromium keeps only the last
 * --disable-features switch, so this one repeats Playwright's list (chromium-flags.spec.ts checks it
 * against the installed Playwright). RenderDocument gives every navigation a new frame and compositor,
 * a large share of what the browser spends on these tests' many page loads; no page can tell.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'RenderDocument',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One worker a core: each drives a browser that keeps about a core busy, so more workers than cores
  // only share the same cores, at the cost of one more browser.
  workers: Math.max(2, availableParallelism()),
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    // Tracing every test to keep the failures' traces slows the whole suite; CI retries a failure with a trace.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        `--disable-features=${DISABLED_FEATURES.join(',')}`,
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'npm run build && node scripts/preview.ts',
    url: `http://localhost:${port}/robots.txt`,
    env: {
      PORT: String(port),
      QUOTE_RATE_LIMIT_PER_HOUR: process.env.QUOTE_RATE_LIMIT_PER_HOUR,
      QUOTE_OWNER_EMAILS_PER_DAY,
      // The preview shares the local Blobs store with `npm start`: a salt of its own keeps the suite's
      // requests out of the hourly count a developer's own quotes meet afterwards.
      QUOTE_RATE_LIMIT_SALT: 'e2e-suite',
      QUOTE_MAIL_DIR: process.env.QUOTE_MAIL_DIR,
    },
    reuseExistingServer: !process.env.CI,
    // A first build encodes every image (minutes on a busy 2-core machine); later ones reuse Astro's cache.
    timeout: 600_000,
    stdout: 'pipe',
  },
});
