// `npm test`: `npm run check` beside the unit and function tests, then the browser tests. The checks,
// one at a time, keep about one core busy and Vitest not quite two, so side by side they leave none
// idle on a 2-core machine. Vitest prints as it runs; the checks' output follows it. The browser tests
// run only when both passed; the exit code is 1 when anything failed.
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The suite starts Node again and again (the owner CLI, builds, servers, test workers): V8’s code cache
// spares each start compiling the same modules again.
const env = {
  ...process.env,
  NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? join(tmpdir(), 'node-compile-cache'),
};

function run(command: string, { buffered = false } = {}): Promise<{ passed: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: buffered && process.stdout.isTTY ? { ...env, FORCE_COLOR: '1' } : env,
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => resolve({ passed: code === 0, output: Buffer.concat(output).toString() }));
  });
}

const [check, unit] = await Promise.all([
  run('node scripts/check.ts --one-at-a-time', { buffered: true }),
  run('npm run test:unit'),
]);
process.stdout.write(check.output);
const failed = [!check.passed && 'npm run check', !unit.passed && 'npm run test:unit'].filter(Boolean);
if (failed.length > 0) {
  console.error(`\nnpm test stopped before the browser tests: ${failed.join(' and ')} failed.`);
  process.exit(1);
}
process.exit((await run('npm run test:e2e')).passed ? 0 : 1);
