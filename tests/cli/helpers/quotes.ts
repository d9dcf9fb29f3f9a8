// What the owner CLI's tests share: storing a request as the intake leaves it, and running the CLI
// (`npm run quotes`) against a test's local Blobs directory: in process, or in a shell for a pipe
// or a terminal.
import { vi } from 'vitest';
import type { QuoteRecord } from '../../../netlify/lib/storage/quote-record';
import { nameOfPhotoUrl, photoKeys, requestKeys } from '../../../netlify/lib/storage/layout';
import { dayOf } from '../../../netlify/lib/storage/periods';
import { quotes } from '../../../scripts/quotes/cli';
import { store } from '../../functions/helpers/harness';

/** The command line `npm run quotes` runs, for a shell pipe. */
export const QUOTES_COMMAND = `"${process.execPath}" --import ./scripts/resolve-ts.ts scripts/quotes.ts`;

export const quotesEnv = (directory: string, env: Record<string, string> = {}) => ({
  ...process.env,
  QUOTES_BLOBS_DIR: directory,
  ...env,
});

/** What a command printed; a failed one rejects with its exit code too, as a child process would. */
export interface QuotesOutput {
  stdout: string;
  stderr: string;
}

/**
 * Runs one command line as `npm run quotes --` does, against the local store in `directory`, in
 * process (a process each costs a Node start): the environment given, and stdout and stderr
 * captured, for the command's time only.
 */
export async function runQuotes(
  directory: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<QuotesOutput> {
  const set = { QUOTES_BLOBS_DIR: directory, ...env };
  const before = Object.fromEntries(Object.keys(set).map((name) => [name, process.env[name]]));
  Object.assign(process.env, set);
  const printed = { stdout: [] as string[], stderr: [] as string[] };
  const capture = (into: string[]) =>
    ((text: string, done?: () => void) => {
      into.push(text);
      done?.();
      return true;
    }) as typeof process.stdout.write;
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(capture(printed.stdout));
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(capture(printed.stderr));
  let code: number;
  try {
    code = await quotes(args);
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  const output = { stdout: printed.stdout.join(''), stderr: printed.stderr.join('') };
  if (code === 0) return output;
  throw Object.assign(new Error(`quotes ${args.join(' ')}: exit code ${code}`), { code, ...output });
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
