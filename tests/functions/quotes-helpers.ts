// What the owner CLI's tests share: storing a request as the intake leaves it, and running the CLI
// (`npm run quotes`) as a child process against a test's local Blobs directory.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { QuoteRecord } from '../../netlify/lib/quote-record';
import { dayOf, nameOfPhotoUrl, photoKeys, requestKeys } from '../../netlify/lib/store-layout';
import { store } from './harness';

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

/** The line every command that reads a store prints first, for a test's Blobs directory. */
export const storeLine = (directory: string) => `Store: local store (${directory})\n`;

/** The CLI's output (or failure) after the line naming the store, which quotes-cli.test.ts checks. */
export function afterStoreLine<T extends { stdout: string }>(directory: string, result: T): T {
  const line = storeLine(directory);
  return result.stdout.startsWith(line) ? { ...result, stdout: result.stdout.slice(line.length) } : result;
}

/** Stores `record` with its day index entry and its photos' notes (the photos themselves are the test's). */
export async function saveRequest(record: QuoteRecord, day = dayOf(Date.parse(record.createdAt))) {
  await Promise.all([
    store('requests').setJSON(requestKeys.record(record.id), record),
    store('requests').set(requestKeys.day(day, record.id), record.createdAt),
    ...record.photoUrls.map((url) =>
      store('photos').set(photoKeys.note(nameOfPhotoUrl(url), record.id), record.createdAt),
    ),
  ]);
}
