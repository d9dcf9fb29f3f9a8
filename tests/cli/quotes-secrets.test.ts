import { EventEmitter } from 'node:events';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { netlifyToken, smtpUrl, type Keyboard } from '../../scripts/quotes/secrets';
import { runQuotes } from './helpers/quotes';

/** A terminal whose keys the test types; `raw` records each raw-mode switch. */
function terminal(isTTY = true) {
  const raw: boolean[] = [];
  const keyboard: Keyboard = Object.assign(new EventEmitter(), {
    isTTY,
    setRawMode: (on: boolean) => raw.push(on),
    setEncoding: () => {},
    resume: () => {},
    pause: () => {},
  });
  let shown = '';
  const output = { write: (text: string) => (shown += text) };
  return { keyboard, output, raw, shown: () => shown, type: (keys: string) => keyboard.emit('data', keys) };
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'token-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the secrets of the quotes CLI: the Netlify token and the SMTP URL', () => {
  it('is read from the file NETLIFY_AUTH_TOKEN_FILE names, without its line break', async () => {
    await writeFile(join(dir, 'token'), 'nfp_fromfile\n');
    const { keyboard, output } = terminal();
    expect(await netlifyToken({ env: { NETLIFY_AUTH_TOKEN_FILE: join(dir, 'token') }, input: keyboard, output })).toBe(
      'nfp_fromfile',
    );
  });

  it('names a token file it cannot read, or that is empty', async () => {
    const { keyboard, output } = terminal();
    const missing = join(dir, 'missing');
    await expect(netlifyToken({ env: { NETLIFY_AUTH_TOKEN_FILE: missing }, input: keyboard, output })).rejects.toThrow(
      `NETLIFY_AUTH_TOKEN_FILE names ${missing}, which cannot be read (ENOENT).`,
    );
    await writeFile(join(dir, 'empty'), '\n');
    await expect(
      netlifyToken({ env: { NETLIFY_AUTH_TOKEN_FILE: join(dir, 'empty') }, input: keyboard, output }),
    ).rejects.toThrow('which is empty');
  });

  it('takes NETLIFY_AUTH_TOKEN first', async () => {
    const { keyboard, output } = terminal();
    expect(
      await netlifyToken({
        env: { NETLIFY_AUTH_TOKEN: 'nfp_env', NETLIFY_AUTH_TOKEN_FILE: join(dir, 'missing') },
        input: keyboard,
        output,
      }),
    ).toBe('nfp_env');
  });

  it('otherwise asks in a terminal, showing nothing of what is typed', async () => {
    const { keyboard, output, raw, shown, type } = terminal();
    const token = netlifyToken({ env: {}, input: keyboard, output });
    type('nfp_typ');
    type('ex\u007f');
    type('d\r');
    expect(await token).toBe('nfp_typed');
    expect(shown()).toBe('Netlify personal access token (typing is not shown): \n');
    expect(raw).toEqual([true, false]);
  });

  it('stops on Ctrl+C at the prompt', async () => {
    const { keyboard, output, raw, type } = terminal();
    const token = netlifyToken({ env: {}, input: keyboard, output });
    type('nfp\u0003');
    await expect(token).rejects.toThrow('Cancelled.');
    expect(raw).toEqual([true, false]);
  });

  it('without a terminal, says where to put the token', async () => {
    const { keyboard, output } = terminal(false);
    await expect(netlifyToken({ env: {}, input: keyboard, output })).rejects.toThrow(
      'Set NETLIFY_AUTH_TOKEN_FILE to a file holding your Netlify personal access token',
    );
  });

  it('is never typed on a command line in the guides, which keep it in a file', async () => {
    const root = new URL('../../', import.meta.url);
    const docs = (await readdir(new URL('docs/', root))).filter((name) => name.endsWith('.md'));
    const guides = ['README.md', ...docs.map((name) => `docs/${name}`)];
    const text = (await Promise.all(guides.map((guide) => readFile(new URL(guide, root), 'utf8')))).join('\n');
    expect(text).toContain('NETLIFY_AUTH_TOKEN_FILE=');
    // Shell history keeps a command's variables as typed.
    expect(text.match(/NETLIFY_AUTH_TOKEN=\S*/g)).toBeNull();
  });

  it('asks for the SMTP URL the same way, and refuses anything else', async () => {
    const { keyboard, output, shown, type } = terminal();
    const url = smtpUrl({ env: {}, input: keyboard, output });
    type('smtps://user:secret@smtp.example.com:465\r');
    expect(await url).toBe('smtps://user:secret@smtp.example.com:465');
    expect(shown()).toBe('SMTP_URL, as set on Netlify (typing is not shown): \n');
    await writeFile(join(dir, 'smtp'), 'secret\n');
    await expect(smtpUrl({ env: { SMTP_URL_FILE: join(dir, 'smtp') }, input: keyboard, output })).rejects.toThrow(
      'That is not an SMTP URL: it starts with smtp:// or smtps://.',
    );
    await expect(smtpUrl({ env: {}, input: terminal(false).keyboard, output })).rejects.toThrow(
      'Set SMTP_URL_FILE to a file holding the SMTP_URL set on Netlify, or run the command in a terminal to be asked for it.',
    );
  });

  it('--help prints the usage, token sources included, and asks for nothing', { timeout: 30_000 }, async () => {
    const { stdout } = await runQuotes(dir, ['list', '--production', '--help'], { NETLIFY_SITE_ID: '' });
    expect(stdout).toMatch(/^Usage: npm run quotes -- <command>/);
    expect(stdout).toContain('NETLIFY_AUTH_TOKEN_FILE');
  });
});
