// Build step (Astro integration, imported by astro.config.ts).
import type { AstroIntegration } from 'astro';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Lists on each island hydrated `client:after-load` every JavaScript module its hydration imports
 * (`data-modules`), so the directive can have them fetched and compiled before it runs them one at a
 * time (src/lib/islands/hydration.ts). Other islands load theirs as Astro does.
 */
export function islandModules(): AstroIntegration {
  // Each browser chunk's static imports, as the bundler wrote them (file names under dist/).
  const imports = new Map<string, string[]>();
  /** `fileName` and every chunk it imports, each after the chunks it imports itself. */
  const withImports = (fileName: string, ordered: Set<string>, visiting = new Set<string>()) => {
    if (ordered.has(fileName) || visiting.has(fileName)) return;
    visiting.add(fileName);
    for (const imported of imports.get(fileName) ?? []) withImports(imported, ordered, visiting);
    ordered.add(fileName);
  };
  const modulesOf = (island: string) => {
    const ordered = new Set<string>();
    for (const [, entry] of island.matchAll(/ (?:renderer|component)-url="\/([^"]+)"/g)) withImports(entry, ordered);
    return [...ordered].map((fileName) => `/${fileName}`).join(' ');
  };

  return {
    name: 'island-modules',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'island-modules',
                applyToEnvironment: (environment) => environment.name === 'client',
                generateBundle(_options, bundle) {
                  for (const chunk of Object.values(bundle)) {
                    if (chunk.type === 'chunk') imports.set(chunk.fileName, chunk.imports);
                  }
                },
              },
            ],
          },
        });
      },
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        for (const file of await readdir(root, { recursive: true })) {
          if (!file.endsWith('.html')) continue;
          const path = join(root, file);
          const html = await readFile(path, 'utf8');
          const listed = html.replace(
            /<astro-island [^>]*client="after-load"[^>]*/g,
            (island) => `${island} data-modules="${modulesOf(island)}"`,
          );
          if (listed !== html) await writeFile(path, listed);
        }
      },
    },
  };
}
