// Files under public/ are served as they are; a file that code imports belongs in src/. Vite's dev
// server prints "[WARN] [vite] Assets in public directory cannot be imported from JavaScript" each
// time a browser loads a module that imports one, so `npm start` stays quiet only while none does.
import { glob, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.[^'"]+)['"]/g;

test('no source file imports a file from public/', async () => {
  const publicDir = join(root, 'public');
  const found: string[] = [];
  for await (const file of glob('src/**/*.{ts,tsx,astro,mdx}', { cwd: root })) {
    const text = await readFile(join(root, file), 'utf8');
    for (const [, specifier] of text.matchAll(IMPORT)) {
      const target = resolve(root, dirname(file), specifier!);
      if (!relative(publicDir, target).startsWith('..')) found.push(`${file} imports ${specifier}`);
    }
  }
  expect(found).toEqual([]);
});
