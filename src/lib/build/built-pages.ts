// Build-time only (used by the Astro integrations in this folder).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Rewrites every built HTML page under `dir` (astro:build:done's) through `rewrite`. */
export async function rewriteBuiltPages(dir: URL, rewrite: (html: string) => string | Promise<string>) {
  const root = fileURLToPath(dir);
  for (const file of await readdir(root, { recursive: true })) {
    if (!file.endsWith('.html')) continue;
    const path = join(root, file);
    const html = await readFile(path, 'utf8');
    const rewritten = await rewrite(html);
    if (rewritten !== html) await writeFile(path, rewritten);
  }
}
