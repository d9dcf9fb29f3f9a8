// Patched dependencies: the local function server (`npm start`, `npm run preview`), to pass photo
// uploads through intact, and detect-libc, so that bundling a function never ships the project's Node
// binary (tests/functions/function-bundle.test.ts). A new version of either must be a deliberate
// change, never a silent one.
import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

const json = async (path: string) => JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;

describe('patched dependencies', () => {
  it('are pinned to the exact version each patch was made for, and installing fails when one does not apply', async () => {
    const project = await json('package.json');
    const patches = (await readdir('patches')).filter((file) => file.endsWith('.patch'));
    expect(patches.length).toBeGreaterThan(0);
    for (const file of patches) {
      const [, name, version] = /^(.+)\+([^+]+)\.patch$/.exec(file)!;
      const pkg = name!.replace('+', '/');
      expect((project.overrides as Record<string, string>)[pkg], pkg).toBe(version);
      expect((await json(`node_modules/${pkg}/package.json`)).version, pkg).toBe(version);
    }
    expect((project.scripts as Record<string, string>).postinstall).toBe('patch-package --error-on-fail');
  });

  it('send binary request bodies to local functions base64-encoded, as Netlify does', async () => {
    const server = await readFile('node_modules/@netlify/functions-dev/dist/main.js', 'utf8');
    expect(server).toContain('Buffer.from(await request.arrayBuffer()).toString("base64")');
  });
});
