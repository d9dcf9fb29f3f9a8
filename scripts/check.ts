// `npm run check`: astro check, ESLint and Prettier's check. Alone, side by side, as each keeps one
// core busy and astro check alone lasts about as long as the other two. Beside the unit tests
// (`npm test` passes --one-at-a-time), one after another: Vitest keeps the cores busy anyway, and fewer
// processes taking turns on them finish the same work sooner. Each one's output is printed whole when
// it ends; the exit code is 1 when any of them failed.
import { spawn } from 'node:child_process';

const CHECKS = ['astro check', 'eslint --max-warnings 0 .', 'prettier --check .'];

function run(command: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n> ${command}\n${Buffer.concat(output).toString()}`);
      resolve(code === 0);
    });
  });
}

async function oneAfterAnother(commands: string[]): Promise<boolean[]> {
  const passed: boolean[] = [];
  for (const command of commands) passed.push(await run(command));
  return passed;
}

const passed = process.argv.includes('--one-at-a-time')
  ? await oneAfterAnother(CHECKS)
  : await Promise.all(CHECKS.map(run));
const failed = CHECKS.filter((_, index) => !passed[index]);
if (failed.length > 0) {
  console.error(`\nnpm run check failed: ${failed.join(', ')}`);
  process.exit(1);
}
