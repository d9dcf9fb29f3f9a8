// No module imports itself through others: a circle makes the order in which modules run depend on
// which one a bundle loads first, and means two concerns that cannot be read apart. Type-only imports
// count too, since they tie the two files' reading together all the same.
import { existsSync } from 'node:fs';
import { glob, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
// `from '…'` (imports and re-exports, type-only ones included), `import '…'` and `import('…')`.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.astro', '/index.ts'];

/** The repository file a relative specifier names, or undefined for one outside the code (an asset). */
function resolveSpecifier(fromFile: string, specifier: string): string | undefined {
  const base = resolve(root, dirname(fromFile), specifier.replace(/\.js$/, '.ts'));
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (/\.(ts|tsx|astro)$/.test(candidate) && existsSync(candidate)) return relative(root, candidate);
  }
  return undefined;
}

/** Every circle of the graph, each as its files in import order, found once (Tarjan's components). */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.unshift(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) circles.push(component);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

async function repositoryImports(): Promise<Map<string, string[]>> {
  const graph = new Map<string, string[]>();
  for await (const file of glob('{src,netlify,scripts}/**/*.{ts,tsx,astro}', { cwd: root })) {
    // Comment lines left out: a module's header may show how others import it.
    const text = (await readFile(join(root, file), 'utf8')).replace(/^\s*(\/\/|\*).*$/gm, '');
    const targets = [...text.matchAll(IMPORT)].map(([, specifier]) => resolveSpecifier(file, specifier!));
    graph.set(file, [...new Set(targets.filter((target) => target !== undefined))]);
  }
  return graph;
}

describe('import circles', () => {
  test('are found and named by their files', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ]);
    expect(importCircles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
  });

  test('none in src/, netlify/ or scripts/, type-only imports counted', async () => {
    expect(importCircles(await repositoryImports())).toEqual([]);
  });
});
