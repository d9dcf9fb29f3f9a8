// The owner's guides run as written: docs/owner.md, read on a phone, asks for no terminal; every
// `npm run quotes` command the code blocks of docs/owner-computer.md show reads the live site
// (--production), and runs against a local store holding the guide's example request, in process;
// with --help, as on the owner's computer, it reads nothing.
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QuoteRecord } from '../../netlify/lib/storage/quote-record';
import { startBlobs, type Blobs } from '../functions/helpers/harness';
import { runQuotes, saveRequest, storeLine, type QuotesOutput } from './helpers/quotes';

const phoneGuide = await readFile(new URL('../../docs/owner.md', import.meta.url), 'utf8');
const guide = await readFile(new URL('../../docs/owner-computer.md', import.meta.url), 'utf8');
/** The command lines of the guide's code blocks (fences may be indented in a list), in order. */
const commandLines = [...guide.matchAll(/^( *)```\w*\n([\s\S]*?)^\1```/gm)]
  .flatMap(([, , body]) => body!.split('\n'))
  .map((line) => line.trim())
  .filter((line) => /^npm run (-s )?quotes -- /.test(line));
/** What follows `quotes --`, up to a pipe or a redirection, as the shell splits it (quotes kept together). */
const argsOf = (line: string) =>
  [
    ...line
      .slice(line.indexOf(' -- ') + 4)
      .split(/ [|>] /)[0]!
      .matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g),
  ].map(([, double, single, bare]) => (double ?? single ?? bare)!);

const EXAMPLE = '7K3M9Q2X1A';
const request = (id: string, overrides: Partial<QuoteRecord>): QuoteRecord => ({
  id,
  createdAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
  fields: { name: 'Maria Lopez', phone: '(214) 555-0100', email: `${id.toLowerCase()}@example.com`, zip: '75205' },
  photoUrls: [],
  notified: { owner: new Date().toISOString(), homeowner: new Date().toISOString() },
  attempts: 1,
  lastAttemptAt: new Date().toISOString(),
  ...overrides,
});

let blobs: Blobs;
let mail: string;
/** The owner's home folder, with its Documents folder, where the guide saves a CSV. */
let home: string;
beforeAll(async () => {
  blobs = await startBlobs('0');
  mail = await mkdtemp(join(tmpdir(), 'owner-guide-mail-'));
  home = await mkdtemp(join(tmpdir(), 'owner-guide-home-'));
  await mkdir(join(home, 'Documents'));
  await Promise.all([
    saveRequest(request(EXAMPLE, {})),
    // The flood the guide files as spam: by their references, and by their hour.
    ...['5H93ZP9SH3', '2B6T4R8W0C'].map((id) => saveRequest(request(id, {}))),
    saveRequest(request('FLOOD00001', { createdAt: '2026-11-27T16:20:00.000Z' })),
    saveRequest(request('FAILED0001', { notified: {}, failed: { owner: '535', homeowner: '535' }, attempts: 30 })),
  ]);
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterAll(async () => {
  vi.restoreAllMocks();
  await blobs.stop();
  await Promise.all([mail, home].map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Runs one command line in process: its exit code, and what it printed on stdout and stderr. */
const run = (args: string[]) =>
  runQuotes(blobs.directory, args, { QUOTE_MAIL_DIR: mail, SMTP_URL: '', SMTP_HOST: '', HOME: home }).then(
    (output) => ({ code: 0, ...output }),
    (failure: QuotesOutput & { code: number }) => failure,
  );

describe('the owner’s guide', () => {
  it('on the phone asks for no terminal, and at the computer puts every command after a cd into the project', () => {
    expect(phoneGuide).toContain('## Every day');
    expect(phoneGuide).toContain('## Every Monday');
    expect(phoneGuide).not.toContain('```');
    expect(phoneGuide).not.toMatch(/npm run/);
    const cd = guide.indexOf('\n   cd ~/dallas-fiberglass-pool-repair\n');
    expect(cd).toBeGreaterThan(0);
    expect(cd).toBeLessThan(guide.indexOf('npm run quotes'));
    // Both startup files, and how to open them.
    for (const step of ['open -e ~/.zshrc', 'notepad $PROFILE']) expect(guide).toContain(step);
    // A command named in the text reads the live site too.
    const named = [...guide.matchAll(/`((?:list|show|status|delete|resend) [^`]*|export --csv[^`]*)`/g)].map(
      ([, text]) => text!,
    );
    expect(named.length).toBeGreaterThan(0);
    for (const text of named) expect(text).toContain('--production');
  });

  it('sets the same settings on a Mac and on Windows, the sender and recipient resend sends with among them', () => {
    const mac = [...guide.matchAll(/^ *export (\w+)=/gm)].map(([, name]) => name);
    const windows = [...guide.matchAll(/^ *\$env:(\w+) = /gm)].map(([, name]) => name);
    expect(windows).toEqual(mac);
    // Without MAIL_FROM, resend sends from business.email, which Resend refuses off the verified domain.
    expect(mac).toEqual(expect.arrayContaining(['NETLIFY_SITE_ID', 'SMTP_URL_FILE', 'QUOTE_NOTIFY_TO', 'MAIL_FROM']));
  });

  it('shows each command with --production, and each runs with --help, reading nothing', async () => {
    expect(commandLines.length).toBeGreaterThanOrEqual(12);
    for (const line of commandLines) {
      const args = argsOf(line);
      expect(args, line).toContain('--production');
      const { code, stdout } = await run([...args, '--help']);
      expect({ line, code }).toEqual({ line, code: 0 });
      expect(stdout).toMatch(/^Usage: npm run quotes -- <command>/);
    }
  });

  it('runs each command against a local store, which each answer names first', async () => {
    for (const line of commandLines) {
      const args = argsOf(line).filter((arg) => arg !== '--production');
      const { code, stdout, stderr } = await run(args);
      const machineReadable = args[0] === 'export' && !args.includes('--out');
      expect(machineReadable ? stderr : stdout, line).toMatch(
        new RegExp(`^${RegExp.escape(storeLine(blobs.directory))}`),
      );
      if (args[0] === 'delete') {
        // No terminal to confirm on here; the owner's terminal asks.
        expect({ line, code, stderr }).toEqual({
          line,
          code: 1,
          stderr: 'Not deleted: no terminal to confirm on; run again with --yes.\n',
        });
      } else {
        expect({ line, code, stderr: machineReadable ? '' : stderr }).toEqual({ line, code: 0, stderr: '' });
      }
    }
  });
});
