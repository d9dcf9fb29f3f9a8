import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// A native package (Tailwind's oxide, Astro's compiler, Rolldown, sharp…) ships one optional package
// per platform; npm installs only the one that fits the machine, so the lockfile must list them all.
// An `npm install` over an existing node_modules can drop the others (npm/cli#4828): `npm run lockfile`
// re-resolves them.

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

const ROOT = new URL('../../', import.meta.url);

/** Where Node would find `name` from the package at `location`: its own node_modules, then each parent's. */
function resolveFrom(packages: Record<string, LockEntry>, location: string, name: string): string | undefined {
  for (let dir = location; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')))) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
  }
}

/** Each optional dependency the lockfile lacks, or holds at another version than the exact one asked for. */
function missingOptionalDependencies(packages: Record<string, LockEntry>): string[] {
  return Object.entries(packages).flatMap(([location, entry]) =>
    Object.entries(entry.optionalDependencies ?? {}).flatMap(([name, range]) => {
      const found = resolveFrom(packages, location, name);
      const exact = /^\d+\.\d+\.\d+$/.test(range);
      if (found && (!exact || packages[found]!.version === range)) return [];
      return [`${location} needs ${name}@${range}${found ? `, finds ${packages[found]!.version}` : ''}`];
    }),
  );
}

const lockfile = async () =>
  (JSON.parse(await readFile(new URL('package-lock.json', ROOT), 'utf8')) as { packages: Record<string, LockEntry> })
    .packages;

describe('package-lock.json', () => {
  it('lists every platform package of every native dependency, at the version it asks for', async () => {
    expect(missingOptionalDependencies(await lockfile())).toEqual([]);
  });

  it('the check names a platform package the lockfile lacks', async () => {
    const packages = await lockfile();
    const withoutMac = Object.fromEntries(
      Object.entries(packages).filter(([location]) => location !== 'node_modules/@tailwindcss/oxide-darwin-arm64'),
    );
    expect(missingOptionalDependencies(withoutMac)).toContain(
      `node_modules/@tailwindcss/oxide needs @tailwindcss/oxide-darwin-arm64@${packages['node_modules/@tailwindcss/oxide']!.version}`,
    );
  });

  it.each([
    ['macOS', 'darwin', 'arm64'],
    ['Windows', 'win32', 'x64'],
    ['Linux', 'linux', 'x64'],
  ])('npm ci accepts it on %s (%s %s)', { timeout: 60_000 }, async (_system, os, cpu) => {
    const dir = await mkdtemp(join(tmpdir(), 'lockfile-'));
    try {
      for (const file of ['package.json', 'package-lock.json']) await copyFile(new URL(file, ROOT), join(dir, file));
      const npm = process.env.npm_execpath;
      const args = ['ci', '--dry-run', '--offline', '--ignore-scripts', `--os=${os}`, `--cpu=${cpu}`];
      const { stdout } = await promisify(execFile)(npm ? process.execPath : 'npm', npm ? [npm, ...args] : args, {
        cwd: dir,
      });
      expect(stdout).toMatch(/^added \d+ packages/m);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
