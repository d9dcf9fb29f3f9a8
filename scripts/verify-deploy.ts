// Checks a deployed preview of the site on Netlify itself, where the local emulation cannot speak for
// the platform (headers, the 404 page, the functions with real Blobs, the hourly limit across instances):
//   npm run verify-deploy -- https://deploy-preview-12--your-site.netlify.app [--limit 3] [--email you@yourdomain.com]
// Deploy previews and branch deploys keep their quote requests in stores of their own, so production is
// untouched. Its requests are named "Launch Check" and fill the form's hidden spam field, so they are
// stored, counted and answered like any request but email nobody; with --email, the first one is a real
// request from that address, whose emails test the deploy's mail settings (docs/launching.md, step 4).
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { DEFAULT_RATE_LIMIT_PER_HOUR } from '../netlify/lib/config.ts';
import { ENDPOINTS, HONEYPOT_FIELD } from '../src/lib/quote/index.ts';
import { isPreviewOrLocal } from './deploy-address.ts';
import { isCachedForAYear, securityHeaderProblems } from './security-headers.ts';

const PARALLEL_SUBMITS = 10;
const TIMEOUT_MS = 30_000;

interface Check {
  name: string;
  problems: string[];
}

const lowerCaseHeaders = (response: Response) => Object.fromEntries(response.headers);

/**
 * A valid request, told apart from real ones by its name and words. Without `email` its hidden spam field
 * is filled, so nothing is sent for it: the address at example.com receives no mail, and a bounce counts
 * against a new sender account.
 */
function launchCheckQuote(run: string, index: number, email?: string) {
  return {
    name: 'Launch Check',
    phone: '(214) 555-0100',
    email: email ?? 'launch-check@example.com',
    zip: '75201',
    issue: 'other',
    comments: `Automated launch check ${run}, request ${index}, sent by npm run verify-deploy. Please ignore.`,
    preferredTime: 'flexible',
    [HONEYPOT_FIELD]: email ? '' : 'launch check',
  };
}

/** What the run's requests send, in a line: the address given gets one request's emails, else nobody any. */
function emailsLine(run: string, email?: string): string {
  const requests = `Test requests: "Launch Check", run ${run}`;
  return email
    ? `${requests}. The first is sent as ${email}: its confirmation goes there and its owner email to the deploy's QUOTE_NOTIFY_TO. The others are held as spam and email nobody.`
    : `${requests}, held as spam: they email nobody (--email you@yourdomain.com sends one request's emails).`;
}

async function verifyDeploy(base: URL, limit: number, run: string, email?: string): Promise<Check[]> {
  const checks: Check[] = [];
  // The local dev server takes the client's address from X-Forwarded-For, so a local run starts with an
  // hour's allowance of its own; Netlify uses the connection's real address and ignores it.
  const client = `203.0.113.${Math.floor(Math.random() * 254) + 1}`;
  const get = (path: string) => fetch(new URL(path, base), { signal: AbortSignal.timeout(TIMEOUT_MS) });
  const submit = (index: number, key = randomUUID()) =>
    fetch(new URL(ENDPOINTS.submit, base), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, 'X-Forwarded-For': client },
      body: JSON.stringify(launchCheckQuote(run, index, index === 0 ? email : undefined)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  const idOf = async (response: Response) => ((await response.json().catch(() => ({}))) as { id?: unknown }).id;

  const home = await get('/');
  const html = await home.text();
  checks.push({
    name: 'the home page answers 200 with the security headers',
    problems: [
      ...(home.status === 200 ? [] : [`status ${home.status}`]),
      ...securityHeaderProblems(lowerCaseHeaders(home)),
    ],
  });

  const asset = /["'](\/_astro\/[^"']+)["']/.exec(html)?.[1];
  const assetResponse = asset ? await get(asset) : undefined;
  checks.push({
    name: 'built assets are cached for a year',
    problems: !assetResponse
      ? ['the home page links no /_astro/ file']
      : isCachedForAYear(assetResponse.headers.get('cache-control') ?? undefined)
        ? []
        : [`${asset}: Cache-Control "${assetResponse.headers.get('cache-control')}"`],
  });

  const missing = await get(`/launch-check-${run}`);
  const missingHtml = await missing.text();
  checks.push({
    name: 'an unknown path gets the 404 page with status 404 and the security headers',
    problems: [
      ...(missing.status === 404 ? [] : [`status ${missing.status}`]),
      ...(/<title>Page Not Found/.test(missingHtml) ? [] : ['not the site’s own 404 page']),
      ...securityHeaderProblems(lowerCaseHeaders(missing)),
    ],
  });

  const key = randomUUID();
  const first = await submit(0, key);
  const firstId = await idOf(first);
  checks.push({
    name: 'a quote request is accepted',
    problems: [
      ...(first.status === 201 && typeof firstId === 'string' ? [] : [`status ${first.status}, id ${String(firstId)}`]),
      ...(first.headers.get('x-content-type-options') === 'nosniff' ? [] : ['the answer lacks nosniff']),
    ],
  });

  const replay = await submit(0, key);
  const replayId = await idOf(replay);
  checks.push({
    name: 'the same request sent again is answered with the same reference, not stored twice',
    problems: replay.status === 201 && replayId === firstId ? [] : [`status ${replay.status}, id ${String(replayId)}`],
  });

  const answers = await Promise.all(Array.from({ length: PARALLEL_SUBMITS }, (_, index) => submit(index + 1)));
  const statuses = answers.map((answer) => answer.status);
  const admitted = statuses.filter((status) => status === 201).length;
  const expected = Math.max(0, Math.min(PARALLEL_SUBMITS, limit - 1));
  const unexpected = statuses.filter((status) => status !== 201 && status !== 429);
  checks.push({
    name: `${PARALLEL_SUBMITS} requests at once admit exactly the hourly limit of ${limit}, the first one included`,
    problems: [
      ...(admitted === expected ? [] : [`${admitted} admitted, ${expected} expected`]),
      ...(unexpected.length === 0 ? [] : [`answers other than 201 or 429: ${unexpected.join(', ')}`]),
    ],
  });
  return checks;
}

{
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      limit: { type: 'string', default: String(DEFAULT_RATE_LIMIT_PER_HOUR) },
      email: { type: 'string' },
    },
  });
  const limit = Number(values.limit);
  const { email } = values;
  if (
    positionals.length !== 1 ||
    !URL.canParse(positionals[0]) ||
    !(Number.isInteger(limit) && limit > 0) ||
    (email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
  ) {
    console.error(
      'Usage: npm run verify-deploy -- <deploy preview URL> [--limit <QUOTE_RATE_LIMIT_PER_HOUR>] [--email <your address>]',
    );
    process.exit(2);
  }
  const base = new URL(positionals[0]);
  if (!isPreviewOrLocal(base)) {
    console.error(
      `verify-deploy: ${base.host} is not a deploy preview or branch deploy address (deploy-preview-12--site.netlify.app, staging--site.netlify.app); it sends test requests, so it never runs against the live site or a deploy's permalink.`,
    );
    process.exit(2);
  }
  const run = randomUUID().slice(0, 8);
  const checks = await verifyDeploy(base, limit, run, email).catch((error: unknown) => {
    // fetch says only "fetch failed"; its cause names what happened (refused, not found, timed out).
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : error;
    console.error(
      `verify-deploy: ${base.origin} did not answer (${String(cause)}): check the address and that the deploy has finished.`,
    );
    process.exit(2);
  });
  console.log(emailsLine(run, email));
  for (const check of checks) {
    console.log(`${check.problems.length === 0 ? 'ok  ' : 'FAIL'} ${check.name}`);
    for (const problem of check.problems) console.log(`       ${problem}`);
  }
  const failed = checks.filter((check) => check.problems.length > 0).length;
  console.log(failed === 0 ? `All ${checks.length} checks passed.` : `${failed} of ${checks.length} checks failed.`);
  process.exitCode = failed === 0 ? 0 : 1;
}
