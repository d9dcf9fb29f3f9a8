// `npm run verify-deploy` against the local preview: every check passes with the preview's hourly limit,
// and the count check fails when told a different limit, so it can tell.
import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { promisify } from 'node:util';

const run = promisify(execFile);
// The preview's hourly limit, raised by playwright.config.ts.
const PREVIEW_LIMIT = process.env.QUOTE_RATE_LIMIT_PER_HOUR!;

async function verifyDeploy(baseURL: string, limit: string) {
  const args = ['--import', './scripts/resolve-ts.ts', 'scripts/verify-deploy.ts', baseURL, '--limit', limit];
  return run(process.execPath, args).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );
}

test('passes every check against the preview, and fails the count when told a wrong hourly limit', async ({
  baseURL,
}) => {
  const passing = await verifyDeploy(baseURL!, PREVIEW_LIMIT);
  expect(passing.stdout).toContain('All 6 checks passed.');
  expect(passing.code).toBe(0);

  const failing = await verifyDeploy(baseURL!, '3');
  expect(failing.stdout).toContain(
    'FAIL 10 requests at once admit exactly the hourly limit of 3, the first one included\n       10 admitted, 2 expected',
  );
  expect(failing.stdout).toContain('1 of 6 checks failed.');
  expect(failing.code).toBe(1);
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
