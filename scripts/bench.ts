// `npm run bench`: builds, serves dist/ with `npm run preview` and runs Lighthouse CI on every page
// of the sitemap, mobile then desktop, asserting the budgets of lighthouserc.cjs; prints a table of
// the figures and exits 1 when a budget is missed. Mobile reports stay in .lighthouseci/.
//
//   npm run bench -- --only /contact   one page (repeatable); --skip-build reuses dist/
//   npm run bench -- --runs 3          runs per page; the assertions and the table take each figure's median
//
// Environment: BENCH_PORT (default 4468), CHROME_PATH.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string', multiple: true },
    'skip-build': { type: 'boolean' },
    runs: { type: 'string', default: '1' },
  },
});
const origin = `http://localhost:${Number(process.env.BENCH_PORT) || 4468}`;

interface Lhr {
  requestedUrl: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;
}

const run = (command: string, argv: string[], env: Record<string, string> = {}) =>
  spawnSync(command, argv, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

/** Runs one Lighthouse CI pass and returns its results with whether every budget held. */
function lighthouseCi(urls: string[], env: Record<string, string> = {}) {
  const collected = run(
    'npx',
    ['lhci', 'collect', `--numberOfRuns=${args.runs}`, ...urls.map((url) => `--url=${url}`)],
    env,
  );
  if (!collected) throw new Error('lhci collect failed');
  const met = run('npx', ['lhci', 'assert'], env);
  const lhrs = readdirSync('.lighthouseci')
    .filter((file) => /^lhr-\d+\.json$/.test(file))
    .map((file) => JSON.parse(readFileSync(`.lighthouseci/${file}`, 'utf8')) as Lhr);
  return { met, lhrs };
}

async function sitemapPaths(): Promise<string[]> {
  const locs = async (url: string) =>
    [...(await (await fetch(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  const paths = await Promise.all(
    (await locs(`${origin}/sitemap-index.xml`)).map((sitemap) => locs(`${origin}${sitemap}`)),
  );
  return paths.flat();
}

/** A figure of a page: the median over its runs, as the assertions take it. */
function figure(lhrs: Lhr[], url: string, read: (lhr: Lhr) => number) {
  const values = lhrs
    .filter((lhr) => lhr.requestedUrl === url)
    .map(read)
    .sort((a, b) => a - b);
  const middle = (values.length - 1) / 2;
  return (values[Math.floor(middle)] + values[Math.ceil(middle)]) / 2;
}

const score = (id: string) => (lhr: Lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const audit = (id: string) => (lhr: Lhr) => lhr.audits[id]?.numericValue ?? NaN;
const bytes = (type: string) => (lhr: Lhr) =>
  Number(lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === type)?.transferSize);
const kib = (value: number) => `${(value / 1024).toFixed(1)} KiB`;

function printTable(urls: string[], mobile: Lhr[], desktop: Lhr[]) {
  const header = ['page', 'perf', 'a11y', 'bp', 'seo', 'LCP', 'CLS', 'TBT', 'JS mobile', 'JS desktop', 'HTML'];
  const rows = urls.map((url) => {
    const of = (read: (lhr: Lhr) => number) => figure(mobile, url, read);
    return [
      new URL(url).pathname,
      ...['performance', 'accessibility', 'best-practices', 'seo'].map((id) => String(of(score(id)))),
      `${(of(audit('largest-contentful-paint')) / 1000).toFixed(2)} s`,
      of(audit('cumulative-layout-shift')).toFixed(3),
      `${Math.round(of(audit('total-blocking-time')))} ms`,
      kib(of(bytes('script'))),
      kib(figure(desktop, url, bytes('script'))),
      kib(of(bytes('document'))),
    ];
  });
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  for (const row of [header, ...rows]) {
    console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
  }
}

if (!args['skip-build'] && !run('npm', ['run', 'build', '--silent'])) process.exit(1);

// Its own process group, so stopping it stops npm and the server under it.
const preview = spawn('npm', ['run', 'preview', '--silent'], {
  env: { ...process.env, PORT: new URL(origin).port },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
const stopPreview = () => process.kill(-preview.pid!, 'SIGTERM');
try {
  await once(preview.stdout!, 'data');
  // The preview's first answer takes about a second; Netlify's CDN is always warm.
  await fetch(origin);
  const urls = (args.only ?? (await sitemapPaths())).map((path) => `${origin}${path}`);
  const desktop = lighthouseCi(urls, { LHCI_DESKTOP: '1' });
  const mobile = lighthouseCi(urls);
  printTable(urls, mobile.lhrs, desktop.lhrs);
  const met = desktop.met && mobile.met;
  console.log(met ? '\nEvery page is within every budget.' : '\nSome budgets are missed: see the assertions above.');
  process.exitCode = met ? 0 : 1;
} finally {
  stopPreview();
}
