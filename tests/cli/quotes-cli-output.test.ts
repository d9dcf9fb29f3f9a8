import { exec } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteRecord } from '../../netlify/lib/storage/quote-record';
import { startBlobs, type Blobs } from '../functions/helpers/harness';
import { QUOTES_COMMAND, quotesEnv, runQuotes, saveRequest } from './helpers/quotes';

const shell = promisify(exec);
let blobs: Blobs;

/** What a hostile visitor could put in a name: colors, a cursor move, a reversed run, a forged row. */
const HOSTILE_NAME = 'Eve \u001b[31mRed\u001b[0m\u009b2J \u202Egnp.exe\u202C\r\nFORGED0001  2030-01-01';
/** Every character that could move, recolor, hide or reorder terminal text. */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

const record = (i: number, name = `Homeowner ${i}`): QuoteRecord => ({
  id: `BULK${String(i).padStart(6, '0')}`,
  createdAt: new Date(Date.UTC(2030, 0, 1, 0, 0, i)).toISOString(),
  fields: { name, phone: '(214) 555-0100', email: `h${i}@example.com`, comments: 'x'.repeat(3000) },
  photoUrls: [],
  notified: { owner: '2030-01-01T00:00:00.000Z', homeowner: '2030-01-01T00:00:00.000Z' },
  attempts: 1,
  lastAttemptAt: '2030-01-01T00:00:00.000Z',
});
// Over 256 KiB of JSON, four times a pipe's buffer: enough to be cut if the CLI exited before stdout drained.
const records = [record(0, HOSTILE_NAME), ...Array.from({ length: 99 }, (_, i) => record(i + 1))];

beforeAll(async () => {
  blobs = await startBlobs('0');
  await Promise.all(records.map((r) => saveRequest(r)));
});
afterAll(async () => {
  await blobs.stop();
});

const quotes = (...args: string[]) => runQuotes(blobs.directory, args);

describe('npm run quotes output', () => {
  it('is never cut when piped: list --json | wc -c counts all of it', async () => {
    const { stdout } = await quotes('list', '--json');
    expect(Buffer.byteLength(stdout)).toBeGreaterThan(256 * 1024);
    expect(JSON.parse(stdout)).toHaveLength(records.length);
    const { stdout: count } = await shell(`${QUOTES_COMMAND} list --json | wc -c`, { env: quotesEnv(blobs.directory) });
    expect(Number(count.trim())).toBe(Buffer.byteLength(stdout));
  });

  it('shows no control, escape or bidi character in the table, and no forged row', async () => {
    const { stdout } = await quotes('list');
    const lines = stdout.trimEnd().split('\n').slice(1);
    expect(lines).toHaveLength(records.length + 1);
    for (const line of lines) expect(line).not.toMatch(UNSAFE);
    expect(lines.some((line) => line.startsWith('FORGED'))).toBe(false);
    expect(stdout).toContain(
      'Eve \\u{001B}[31mRed\\u{001B}[0m\\u{009B}2J \\u{202E}gnp.exe\\u{202C}\\u{000D}\\u{000A}FORGED',
    );
  });

  it('keeps JSON parseable to the stored values with every such character escaped', async () => {
    const { stdout } = await quotes('list', '--json');
    expect(stdout.replace(/\n/g, '')).not.toMatch(UNSAFE);
    const rows = JSON.parse(stdout) as { id: string; name: string }[];
    expect(rows.find((row) => row.id === records[0]!.id)?.name).toBe(HOSTILE_NAME);
  });

  it('keeps CSV cells free of them, line breaks inside quoted cells aside', async () => {
    const { stdout } = await quotes('export', '--csv');
    // The byte order mark Excel needs leads; none is written anywhere else.
    expect(stdout.startsWith('\uFEFF')).toBe(true);
    expect(stdout.slice(1).replace(/\r?\n/g, '')).not.toMatch(UNSAFE);
    expect(stdout).toContain(
      '"Eve \\u{001B}[31mRed\\u{001B}[0m\\u{009B}2J \\u{202E}gnp.exe\\u{202C}\nFORGED0001  2030-01-01"',
    );
  });
});
