// Runs the owner CLI (`npm run quotes`) as a child process against a test's local Blobs directory.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The command line `npm run quotes` runs, for a shell pipe. */
export const QUOTES_COMMAND = `"${process.execPath}" --import ./scripts/resolve-ts.ts scripts/quotes.ts`;

export const quotesEnv = (directory: string, env: Record<string, string> = {}) => ({
  ...process.env,
  QUOTES_BLOBS_DIR: directory,
  ...env,
});

export function runQuotes(directory: string, args: string[], env: Record<string, string> = {}) {
  return run(process.execPath, ['--import', './scripts/resolve-ts.ts', 'scripts/quotes.ts', ...args], {
    env: quotesEnv(directory, env),
  });
}
