// `npm run verify-deploy` against the local preview: every check passes with the preview's hourly limit,
// the count check fails when told a different limit, so it can tell, and its requests email nobody but
// the address it is given.
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures/shared-page';
import { outboxDir } from '../../netlify/lib/email/mailer';
import { decodeQuotedPrintable } from '../fixtures/quoted-printable';

const run = promisify(execFile);
// The preview's hourly limit, raised by playwright.config.ts.
const PREVIEW_LIMIT = process.env.QUOTE_RATE_LIMIT_PER_HOUR!;

async function verifyDeploy(baseURL: string, limit: string, ...options: string[]) {
  const args = ['--import', './scripts/resolve-ts.ts', 'scripts/verify-deploy.ts', baseURL, '--limit', limit];
  return run(process.execPath, [...args, ...options]).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );
}

/** The run named in verify-deploy's first line. */
const runOf = (stdout: string) => /^Test requests: "Launch Check", run (\w+)/.exec(stdout)?.[1] ?? '';

interface StoredRequest {
  email: string;
  comments: string;
  status: string;
}

/** The run's requests as the preview stored them, read by the owner's `quotes list --json`. */
async function storedRequests(checkRun: string): Promise<StoredRequest[]> {
  const args = ['--import', './scripts/resolve-ts.ts', 'scripts/quotes.ts', 'list', '--json', '--since', '1d'];
  const { stdout } = await run(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 });
  return (JSON.parse(stdout) as StoredRequest[]).filter((row) => row.comments?.includes(`check ${checkRun},`));
}

/** The decoded local emails that contain `text`. */
async function emailsWith(text: string): Promise<string[]> {
  const dir = outboxDir();
  const files = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const messages = await Promise.all(
    files.map(async (file) => decodeQuotedPrintable(await readFile(join(dir, file), 'utf8'))),
  );
  return messages.filter((message) => message.includes(text));
}

test('passes every check against the preview, and fails the count when told a wrong hourly limit', async ({
  baseURL,
}) => {
  const passing = await verifyDeploy(baseURL!, PREVIEW_LIMIT);
  expect(passing.stdout).toContain('All 6 checks passed.');
  expect(passing.code).toBe(0);
  // Without --email every request is held as spam: stored and counted, emailed to nobody.
  const checkRun = runOf(passing.stdout);
  expect(passing.stdout.split('\n')[0]).toBe(
    `Test requests: "Launch Check", run ${checkRun}, held as spam: they email nobody (--email you@yourdomain.com sends one request's emails).`,
  );
  const stored = await storedRequests(checkRun);
  expect(stored).toHaveLength(11);
  expect(stored.map((row) => row.status)).toEqual(Array(11).fill('spam'));

  const failing = await verifyDeploy(baseURL!, '3');
  expect(failing.stdout).toContain(
    'FAIL 10 requests at once admit exactly the hourly limit of 3, the first one included\n       10 admitted, 2 expected',
  );
  expect(failing.stdout).toContain('1 of 6 checks failed.');
  expect(failing.code).toBe(1);
});

test('with --email, sends the first request as that address and holds the others as spam', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const address = `launch-check-${Date.now()}@example.com`;
  const { code, stdout } = await verifyDeploy(baseURL!, PREVIEW_LIMIT, '--email', address);
  expect(code).toBe(0);
  const checkRun = runOf(stdout);
  expect(stdout.split('\n')[0]).toBe(
    `Test requests: "Launch Check", run ${checkRun}. The first is sent as ${address}: its confirmation goes there and its owner email to the deploy's QUOTE_NOTIFY_TO. The others are held as spam and email nobody.`,
  );
  const stored = await storedRequests(checkRun);
  expect(stored.filter((row) => row.status !== 'spam')).toEqual([
    expect.objectContaining({ email: address, status: 'new', comments: expect.stringContaining(', request 0,') }),
  ]);
  // Both emails of that one request: the confirmation to the address, the owner email naming the run.
  await expect.poll(async () => (await emailsWith(`\nTo: ${address}`)).length, { timeout: 60_000 }).toBe(1);
  await expect
    .poll(async () => (await emailsWith(`check ${checkRun}, request 0,`)).length, { timeout: 60_000 })
    .toBe(1);
});

test('never runs against an address that is not a deploy preview', async () => {
  const refused = await run(process.execPath, [
    '--import',
    './scripts/resolve-ts.ts',
    'scripts/verify-deploy.ts',
    'https://www.example.com',
  ]).catch((error: { code: number; stderr: string }) => error);
  expect('code' in refused && refused.code).toBe(2);
  expect('stderr' in refused && refused.stderr).toContain(
    'www.example.com is not a deploy preview or branch deploy address',
  );
});

test('says in one sentence when the address does not answer', async () => {
  // A port that was free a moment ago: nothing listens there.
  const server = createServer().listen(0);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  const unreachable = await run(process.execPath, [
    '--import',
    './scripts/resolve-ts.ts',
    'scripts/verify-deploy.ts',
    `http://localhost:${port}`,
  ]).catch((error: { code: number; stderr: string }) => error);
  expect('code' in unreachable && unreachable.code).toBe(2);
  expect('stderr' in unreachable && unreachable.stderr.trim()).toMatch(
    new RegExp(
      `^verify-deploy: http://localhost:${port} did not answer \\(connect ECONNREFUSED [^)]+\\): check the address and that the deploy has finished\\.$`,
    ),
  );
});
