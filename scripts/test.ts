// `npm test`: `npm run check` and then the browser tests' build of the site, beside the unit and function
// tests; then the browser tests. The checks, one at a time, keep about one core busy and Vitest not quite
// two, so side by side they leave none idle on a 2-core machine; the checks end before Vitest, and the
// build takes their place rather than holding up the browser tests after it. Vitest prints as it
// runs; the checks' and the build's output follow it. The browser tests run only when all three passed;
// the exit code is 1 when anything failed.
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The suite starts Node again and again (the owner CLI, builds, servers, test workers): V8’s code cache
// spares each start compiling the same modules again.
const env = {
  ...process.env,
  NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? join(tmpdir(), 'node-compile-cache'),
};

function run(
  command: string,
  { buffered = false, extraEnv = {} as Record<string, string> } = {},
): Promise<{ passed: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...env, ...extraEnv, ...(buffered && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => resolve({ passed: code === 0, output: Buffer.concat(output).toString() }));
  });
}

const NOT_RUN = { passed: true, output: '' };

const [[check, build], unit] = await Promise.all([
  run('node scripts/check.ts --one-at-a-time', { buffered: true }).then(
    async (check) => [check, check.passed ? await run('npm run build', { buffered: true }) : NOT_RUN] as const,
  ),
  run('npm run test:unit'),
]);
process.stdout.write(check.output);
process.stdout.write(build.output);
const failed = [
  !check.passed && 'npm run check',
  !build.passed && 'npm run build',
  !unit.passed && 'npm run test:unit',
].filter(Boolean);
if (failed.length > 0) {
  console.error(`\nnpm test stopped before the browser tests: ${failed.join(' and ')} failed.`);
  process.exit(1);
}
// dist/ holds this commit's build: the browser tests serve it as it is (playwright.config.ts).
process.exit((await run('npm run test:e2e', { extraEnv: { E2E_SITE_BUILT: '1' } })).passed ? 0 : 1);
