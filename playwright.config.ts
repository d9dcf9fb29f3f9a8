import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own browser. */
function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

// A port of its own so the suite never talks to a developer's `npm start`.
const port = Number(process.env.E2E_PORT) || 4399;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
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
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'npm run build && node scripts/preview.ts',
    url: `http://localhost:${port}/robots.txt`,
    // The rate limit has its own function tests; here it would stop repeated local runs.
    env: { PORT: String(port), QUOTE_RATE_LIMIT_PER_HOUR: '1000' },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
