// `npm run bench`: builds, serves dist/ with `npm run preview` (gzip, as Netlify serves it) and measures
// every page of the sitemap the way an owner's own check would: the current Lighthouse, mobile, as
// PageSpeed Insights runs it; the page at desktop width for its JavaScript; and a first tap on the menu
// with a phone's CPU. Each figure is the worst of a page's runs, and every budget of
// scripts/performance-budgets.ts must hold for it: prints a table, exits 1 naming each miss. The
// worst run's mobile report of each page stays in .lighthouse/. A control page with nothing on it is
// measured in every round too: it says when the machine is too busy for a figure to be judged.
//
//   npm run bench -- --only /contact   one page (repeatable); --skip-build reuses dist/
//   npm run bench -- --runs 3          runs per page
//   npm run bench -- --http2           served as Netlify serves, over HTTP/2 and TLS (scripts/http2-front.ts)
//
// Environment: BENCH_PORT (default 4468), CHROME_PATH (default: Debian's chromium, else Playwright's).
import { chromium, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { DEBIAN_CHROMIUM } from './chromium.ts';
import { http2Front, localCertificate } from './http2-front.ts';
import {
  CONTACT_SCRIPT_BUDGET,
  CONTACT_SCRIPT_FILES,
  FIRST_TAP_BUDGET_MS,
  PAGE_BUDGETS,
  QUOTE_PAGES,
  SCRIPT_HEADER_BYTES,
} from './performance-budgets.ts';
import { withoutInvokerCommands } from './without-invoker-commands.ts';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string', multiple: true },
    'skip-build': { type: 'boolean' },
    runs: { type: 'string', default: '1' },
    http2: { type: 'boolean' },
  },
});
const runs = Math.max(1, Number(args.runs) || 1);
const origin = `http://localhost:${Number(process.env.BENCH_PORT) || 4468}`;
const chromePath =
  process.env.CHROME_PATH ?? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : chromium.executablePath());
if (!existsSync(chromePath)) {
  console.error(
    `npm run bench runs Lighthouse in the full Chromium, and ${chromePath} does not exist: install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROME_PATH to one.`,
  );
  process.exit(1);
}
// The flags this machine's Chromium needs (no sandbox as root, no background traffic on a closed network).
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The certificate --http2 makes for the run.
  ...(args.http2 ? ['--ignore-certificate-errors'] : []),
];
const lighthouseVersion = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * One Lighthouse run in a Chromium of its own, as the Lighthouse CLI runs it. A run Lighthouse itself
 * reports as failed (a trace it could not record, say) is run again, up to three times in all.
 */
async function lighthouseRun(url: string, desktop = false): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      // At desktop width only the page's resources are looked at.
      const flags: Flags = {
        port: chrome.port,
        logLevel: 'error',
        ...(desktop && { onlyAudits: ['resource-summary'] }),
      };
      const lhr = (await lighthouse(url, flags, desktop ? desktopConfig : undefined))?.lhr;
      if (lhr && !lhr.runtimeError) return lhr;
      if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}: ${lhr?.runtimeError?.message}`);
    } finally {
      chrome.kill();
    }
  }
}

const score = (lhr: Result, id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;
function resources(lhr: Result, type: string) {
  const items = (lhr.audits['resource-summary']?.details as { items?: Record<string, unknown>[] } | undefined)?.items;
  const item = items?.find((entry) => entry.resourceType === type);
  return { bytes: Number(item?.transferSize ?? 0), count: Number(item?.requestCount ?? 0) };
}
const blockingResources = (lhr: Result) =>
  (lhr.audits['render-blocking-insight']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;

/** The menu's toggle, whatever the page's language names it. */
const MENU_TOGGLE = 'button[aria-haspopup="dialog"][aria-controls]';

/**
 * Milliseconds from a tap on the menu button to the frame that shows the open menu, with the CPU
 * slowed down as Lighthouse's mobile profile slows it, once the page has loaded and gone idle. This
 * Chromium opens the menu by itself (an invoker command); `asOlderBrowser` makes it a browser that does
 * not know invoker commands (Safari before 26.2), where the page's script opens it.
 */
async function firstTap(browser: Browser, url: string, asOlderBrowser = false): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    if (asOlderBrowser) await withoutInvokerCommands(page);
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate((selector) => {
      const toggle = document.querySelector<HTMLButtonElement>(selector)!;
      const menu = document.getElementById(toggle.getAttribute('aria-controls')!) as HTMLDialogElement;
      (window as unknown as { opened: Promise<number> }).opened = new Promise((resolve) =>
        toggle.addEventListener(
          'pointerdown',
          (tap) => {
            // The first frame drawn with the menu open: the timer runs once that frame's rendering is done.
            const shown = () =>
              menu.open ? setTimeout(() => resolve(performance.now() - tap.timeStamp)) : requestAnimationFrame(shown);
            requestAnimationFrame(shown);
          },
          { once: true, capture: true },
        ),
      );
    }, MENU_TOGGLE);
    await page.locator(MENU_TOGGLE).tap();
    return await page.evaluate(() => (window as unknown as { opened: Promise<number> }).opened);
  } finally {
    await context.close();
  }
}

async function sitemapPaths(): Promise<string[]> {
  const locs = async (url: string) =>
    [...(await (await fetch(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  const paths = await Promise.all(
    (await locs(`${origin}/sitemap-index.xml`)).map((sitemap) => locs(`${origin}${sitemap}`)),
  );
  return paths.flat();
}

interface PageFigures {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  blocking: number;
  html: number;
  script: { bytes: number; count: number };
  desktopScripts: number;
  firstTap: number;
  olderBrowserTap: number;
  /** The median run's figures, for a sense of the spread. */
  median: { lcp: number; tbt: number; firstTap: number; olderBrowserTap: number };
  worstReport: Result;
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Each figure of a page, the worst of its runs (and a few medians). */
function worst(path: string, mobile: Result[], desktop: Result[], taps: number[], olderTaps: number[]): PageFigures {
  const max = (read: (lhr: Result) => number) => Math.max(...mobile.map(read));
  const min = (read: (lhr: Result) => number) => Math.min(...mobile.map(read));
  return {
    path,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, min((lhr) => score(lhr, id))])) as PageFigures['scores'],
    lcp: max((lhr) => numeric(lhr, 'largest-contentful-paint')),
    tbt: max((lhr) => numeric(lhr, 'total-blocking-time')),
    cls: max((lhr) => numeric(lhr, 'cumulative-layout-shift')),
    blocking: max(blockingResources),
    html: max((lhr) => resources(lhr, 'document').bytes),
    // The scripts' gzip bodies: what the JavaScript budget counts, without the headers Lighthouse adds.
    script: {
      bytes: max((lhr) => {
        const { bytes, count } = resources(lhr, 'script');
        // HTTP/2 compresses headers: counting them there errs on the safe side.
        return bytes - (args.http2 ? 0 : count * SCRIPT_HEADER_BYTES);
      }),
      count: max((lhr) => resources(lhr, 'script').count),
    },
    desktopScripts: Math.max(...desktop.map((lhr) => resources(lhr, 'script').count)),
    firstTap: Math.max(...taps),
    olderBrowserTap: Math.max(...olderTaps),
    median: {
      lcp: median(mobile.map((lhr) => numeric(lhr, 'largest-contentful-paint'))),
      tbt: median(mobile.map((lhr) => numeric(lhr, 'total-blocking-time'))),
      firstTap: median(taps),
      olderBrowserTap: median(olderTaps),
    },
    // The lowest score; of runs that score the same, the slowest to paint.
    worstReport: mobile.reduce((a, b) => {
      const [scoreA, scoreB] = [score(a, 'performance'), score(b, 'performance')];
      const lcp = (lhr: Result) => numeric(lhr, 'largest-contentful-paint');
      return scoreB < scoreA || (scoreB === scoreA && lcp(b) > lcp(a)) ? b : a;
    }),
  };
}

/** Every budget a page misses, in words. */
function misses(page: PageFigures): string[] {
  const found: string[] = [];
  for (const id of CATEGORIES) {
    if (page.scores[id] < PAGE_BUDGETS.score) found.push(`${id} ${page.scores[id]} < ${PAGE_BUDGETS.score}`);
  }
  if (page.lcp > PAGE_BUDGETS.largestContentfulPaintMs)
    found.push(`LCP ${Math.round(page.lcp)} ms > ${PAGE_BUDGETS.largestContentfulPaintMs} ms`);
  if (page.tbt > PAGE_BUDGETS.totalBlockingTimeMs)
    found.push(`TBT ${Math.round(page.tbt)} ms > ${PAGE_BUDGETS.totalBlockingTimeMs} ms`);
  if (page.blocking > 0) found.push(`${page.blocking} render-blocking resources`);
  if (page.html > PAGE_BUDGETS.documentBytes) found.push(`HTML ${kib(page.html)} > ${kib(PAGE_BUDGETS.documentBytes)}`);
  if (page.firstTap > FIRST_TAP_BUDGET_MS)
    found.push(`first tap to open menu ${Math.round(page.firstTap)} ms > ${FIRST_TAP_BUDGET_MS} ms`);
  if (page.olderBrowserTap > FIRST_TAP_BUDGET_MS)
    found.push(`first tap without invoker commands ${Math.round(page.olderBrowserTap)} ms > ${FIRST_TAP_BUDGET_MS} ms`);
  if (QUOTE_PAGES.includes(page.path)) {
    if (page.script.bytes > CONTACT_SCRIPT_BUDGET)
      found.push(`JavaScript ${kib(page.script.bytes)} gzip > ${kib(CONTACT_SCRIPT_BUDGET)}`);
    if (page.script.count > CONTACT_SCRIPT_FILES) found.push(`${page.script.count} scripts > ${CONTACT_SCRIPT_FILES}`);
  } else if (page.desktopScripts > 0) found.push(`${page.desktopScripts} scripts at desktop width`);
  return found;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
/** "458 ms (324)" and "1.11 s (1.10)": the worst run's figure, the median in brackets. */
const msAndMedian = (worst: number, middle: number) => `${Math.round(worst)} ms (${Math.round(middle)})`;
const secondsAndMedian = (worst: number, middle: number) =>
  `${(worst / 1000).toFixed(2)} s (${(middle / 1000).toFixed(2)})`;

function printTable(pages: PageFigures[]) {
  const header = [
    'page',
    'perf',
    'a11y',
    'bp',
    'seo',
    'LCP',
    'TBT',
    'CLS',
    'JS phone (gzip)',
    'JS desktop',
    'HTML',
    'first tap',
    'older browser',
  ];
  const rows = pages.map((page) => [
    page.path,
    ...CATEGORIES.map((id) => String(page.scores[id])),
    secondsAndMedian(page.lcp, page.median.lcp),
    msAndMedian(page.tbt, page.median.tbt),
    page.cls.toFixed(3),
    kib(page.script.bytes),
    String(page.desktopScripts === 0 ? 'none' : `${page.desktopScripts} files`),
    kib(page.html),
    msAndMedian(page.firstTap, page.median.firstTap),
    msAndMedian(page.olderBrowserTap, page.median.olderBrowserTap),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  for (const row of [header, ...rows]) {
    console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
  }
}

/**
 * The control: a page with nothing on it but a line of text and a menu button that opens its dialog by
 * itself (no CSS, no script), measured in every round beside the site's pages and served with the headers
 * each of them gets. Its figures are what this machine and those headers add by themselves: when it misses
 * a budget, the machine is too busy for the pages' figures on that budget to be judged.
 */
const CONTROL_PAGE =
  '<!doctype html><html lang="en"><title>Control</title><p>A page with nothing on it.</p>' +
  '<button command="show-modal" commandfor="menu" aria-haspopup="dialog" aria-controls="menu">Menu</button>' +
  '<dialog id="menu">Menu</dialog>';

/** The control's worst and median figures, the benchmarkIndex of every run, and the budgets it misses itself. */
function printControl(control: Result[], controlTaps: number[], all: Result[]) {
  const tbt = control.map((lhr) => numeric(lhr, 'total-blocking-time'));
  const lcp = control.map((lhr) => numeric(lhr, 'largest-contentful-paint'));
  const index = all.map((lhr) => lhr.environment.benchmarkIndex);
  const ms = (values: number[]) => msAndMedian(Math.max(...values), median(values));
  const seconds = (values: number[]) => secondsAndMedian(Math.max(...values), median(values));
  console.log(
    `\ncontrol, a page with nothing on it: TBT ${ms(tbt)}, LCP ${seconds(lcp)}, first tap ${ms(controlTaps)}.` +
      `\nbenchmarkIndex of the runs: ${Math.round(Math.min(...index))}-${Math.round(Math.max(...index))} ` +
      "(Lighthouse's 4× CPU slowdown is meant for 1500-2000, a high-end desktop).",
  );
  const unjudged = [
    Math.max(...tbt) > PAGE_BUDGETS.totalBlockingTimeMs && 'TBT',
    Math.max(...lcp) > PAGE_BUDGETS.largestContentfulPaintMs && 'LCP',
    Math.max(...controlTaps) > FIRST_TAP_BUDGET_MS && 'first tap',
  ].filter((name) => name !== false);
  if (unjudged.length > 0) {
    console.log(
      `The control itself misses the budget for ${new Intl.ListFormat('en').format(unjudged)}: this machine is ` +
        'too busy now to judge the pages on it. Run the bench again when it is quiet.',
    );
  }
}

const run = (command: string, argv: string[]) => spawnSync(command, argv, { stdio: 'inherit' }).status === 0;
if (!args['skip-build'] && !run('npm', ['run', 'build', '--silent'])) process.exit(1);
const certificate = args.http2 ? localCertificate() : undefined;

// Its own process group, so stopping it stops npm and the server under it.
const preview = spawn('npm', ['run', 'preview', '--silent'], {
  env: { ...process.env, PORT: new URL(origin).port },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
const stopPreview = () => process.kill(-preview.pid!, 'SIGTERM');
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
// The headers of netlify.toml cost a page work of their own (Cross-Origin-Opener-Policy, for one, puts it
// in a new browsing context group), so the control gets those of the site's pages, once the preview is up:
// all but those about the body and the connection.
const NOT_PAGE_HEADERS =
  /^(content-(length|encoding)|transfer-encoding|vary|date|age|etag|last-modified|connection|keep-alive)$/;
let pageHeaders: Record<string, string> = {};
const controlServer = createServer((_, res) => res.writeHead(200, pageHeaders).end(CONTROL_PAGE));
await once(controlServer.listen(0), 'listening');
const controlPort = (controlServer.address() as AddressInfo).port;
// With --http2 the browsers load the pages and the control through fronts that serve them as Netlify does.
const pagesFront = certificate && (await http2Front(Number(new URL(origin).port), certificate));
const controlFront = certificate && (await http2Front(controlPort, certificate));
const served = pagesFront?.origin ?? origin;
const controlUrl = `${controlFront?.origin ?? `http://localhost:${controlPort}`}/`;
try {
  await once(preview.stdout!, 'data');
  const { headers } = await fetch(`${origin}/`, { method: 'HEAD' });
  pageHeaders = Object.fromEntries([...headers].filter(([name]) => !NOT_PAGE_HEADERS.test(name)));
  const paths = args.only ?? (await sitemapPaths());
  // The preview answers a file slowly the first time it serves it; Netlify's CDN is always warm. Each
  // page is loaded once at a phone's and at a desktop's width first, with every file it fetches.
  for (const width of [412, 1350]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const path of paths) await page.goto(`${served}${path}`, { waitUntil: 'networkidle' });
    await page.close();
  }
  console.log(
    `Lighthouse ${lighthouseVersion}, mobile (simulated throttling), ${runs} run(s) a page, worst run shown (median in brackets), ` +
      (args.http2 ? 'served over HTTP/2 and TLS, as Netlify serves.' : 'served over HTTP/1.1 without TLS.'),
  );
  const mobile = new Map<string, Result[]>(paths.map((path) => [path, []]));
  const taps = new Map<string, number[]>(paths.map((path) => [path, []]));
  const olderTaps = new Map<string, number[]>(paths.map((path) => [path, []]));
  const control: Result[] = [];
  const controlTaps: number[] = [];
  // Run by run across the pages, so a moment the machine is busy does not land on one page's every run.
  for (let round = 1; round <= runs; round++) {
    control.push(await lighthouseRun(controlUrl));
    controlTaps.push(await firstTap(browser, controlUrl));
    for (const path of paths) {
      mobile.get(path)!.push(await lighthouseRun(`${served}${path}`));
      taps.get(path)!.push(await firstTap(browser, `${served}${path}`));
      olderTaps.get(path)!.push(await firstTap(browser, `${served}${path}`, true));
      process.stderr.write(`\rrun ${round}/${runs}: ${path}`.padEnd(60));
    }
  }
  process.stderr.write('\n');
  const pages: PageFigures[] = [];
  for (const path of paths) {
    const desktop = [await lighthouseRun(`${served}${path}`, true)];
    pages.push(worst(path, mobile.get(path)!, desktop, taps.get(path)!, olderTaps.get(path)!));
  }

  mkdirSync('.lighthouse', { recursive: true });
  for (const page of pages) {
    writeFileSync(
      `.lighthouse/${page.path.slice(1).replaceAll('/', '_') || 'home'}.json`,
      JSON.stringify(page.worstReport),
    );
  }
  printTable(pages);
  console.log(
    '\nfirst tap: from a tap on the menu button to the frame showing the open menu, the CPU 4× slower as on a phone.' +
      '\nolder browser: the same tap in a browser without invoker commands (Safari before 26.2).',
  );
  const missed = pages.flatMap((page) => misses(page).map((miss) => `${page.path}: ${miss}`));
  console.log(missed.length ? `\nBudgets missed:\n${missed.join('\n')}` : '\nEvery page is within every budget.');
  printControl(control, controlTaps, [...control, ...[...mobile.values()].flat()]);
  process.exitCode = missed.length ? 1 : 0;
} finally {
  await browser.close();
  pagesFront?.close();
  controlFront?.close();
  controlServer.close();
  stopPreview();
}
