import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// Exported quote requests hold customers' names, phones and addresses: they must never be committed.
const ROOT = new URL('../../', import.meta.url);

describe('quote exports', () => {
  it.each(['quotes.csv', 'exports/leads-2026.csv'])('%s in the project is ignored by Git', async (path) => {
    const { stdout } = await promisify(execFile)('git', ['check-ignore', '--no-index', path], { cwd: ROOT });
    expect(stdout.trim()).toBe(path);
  });

  it('the guides write every CSV export outside the project', async () => {
    const guides = ['README.md', ...(await readdir(new URL('docs/', ROOT))).map((name) => `docs/${name}`)];
    const targets: string[] = [];
    for (const guide of guides.filter((name) => name.endsWith('.md'))) {
      const text = await readFile(new URL(guide, ROOT), 'utf8');
      for (const [, target] of text.matchAll(/export --csv[^>\n]*?(?:>|--out)\s*(\S+)/g))
        targets.push(`${guide}: ${target}`);
    }
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((target) => !/: (~\/|\$HOME\/)/.test(target))).toEqual([]);
  });
});
