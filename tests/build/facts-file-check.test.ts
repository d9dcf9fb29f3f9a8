// The check astro.config.ts imports first: a facts file that is not JSON stops `astro build` and
// `npm start` in plain words, before anything imports the file and its parser's words stop them.
import * as fs from 'node:fs';
import { afterEach, expect, it, vi } from 'vitest';

vi.mock('node:fs', async (original) => {
  const actual = await original<typeof fs>();
  return { ...actual, readFileSync: vi.fn(actual.readFileSync) };
});

const FILE = new URL('../../src/data/business.json', import.meta.url);
const asWritten = fs.readFileSync(FILE, 'utf8');

afterEach(() => {
  vi.resetModules();
});

it('stops the build on a curly quote typed by a phone, naming the file, the line and the fix', async () => {
  const line = asWritten.split('\n').findIndex((text) => text.includes('"phone"')) + 1;
  vi.mocked(fs.readFileSync).mockReturnValueOnce(asWritten.replace('"phone"', '“phone”'));
  await expect(import('../../src/lib/build/facts-file-check')).rejects.toThrow(
    [
      'Build stopped: 1 mistake in src/data/business.json — below with its fix.',
      '',
      'src/data/business.json',
      `  - line ${line}: curly quotes “ ” (a phone or word processor types them) stand where straight quotes " belong; retype them as "`,
    ].join('\n'),
  );
});

it('lets the facts file as it is through', async () => {
  await expect(import('../../src/lib/build/facts-file-check')).resolves.toBeDefined();
});
