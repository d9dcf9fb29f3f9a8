// Build step (Astro integration, imported by astro.config.ts).
// Each page inlines the CSS rules its HTML uses, so its first paint waits for no stylesheet. The
// whole stylesheet is only for what an island renders later (the quote wizard's other steps): its
// link is disabled, so nothing fetches it until client:after-load enables it.
import type { AstroIntegration } from 'astro';
import Beasties from 'beasties';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function criticalCss(): AstroIntegration {
  return {
    name: 'critical-css',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const beasties = new Beasties({
          path: root,
          // The link moves to the end of the body, where it is disabled below.
          preload: 'body',
          // Beasties cannot match selectors wrapped in :where() or :is(), as Tailwind writes space-y-*,
          // divide-* and the *: variant, nor a dialog's ::backdrop (the menu's, in Tailwind's reset);
          // those few rules always go in.
          allowRules: [/^:where\(/, /^:is\(/, /:has\(/, /::backdrop/],
          // Merging would put the page's CSS into the first <style>, which may be a <noscript> one.
          mergeStylesheets: false,
          logLevel: 'warn',
        });
        for (const file of await readdir(root, { recursive: true })) {
          if (!file.endsWith('.html')) continue;
          const path = join(root, file);
          // Beasties matches class attributes undecoded: [&amp;_ul]:pl-5 must read [&_ul]:pl-5.
          const html = (await readFile(path, 'utf8')).replace(/ class="[^"]*"/g, (value) =>
            value.replaceAll('&amp;', '&'),
          );
          const processed = (await beasties.process(html)).replace(
            /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)">/g,
            '<link rel="stylesheet" href="$1" disabled>',
          );
          await writeFile(path, processed);
        }
      },
    },
  };
}
