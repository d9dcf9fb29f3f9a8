import type { AstroIntegration } from 'astro';
import { existsSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { SPANISH_SITE } from './spanish-site';

/** A `_redirects` line: a 404 rule answers only addresses no file matches. */
export const SPANISH_NOT_FOUND_RULE = '/es/*  /es/404  404';

/**
 * Says in the build log which Spanish pages production leaves out (with their hreflang pairs) and why;
 * a warning, never a stop: the English site deploys whatever the state of its translations.
 */
export function spanishPagesReport(leftOut: readonly string[] = SPANISH_SITE.leftOut): AstroIntegration {
  return {
    name: 'spanish-pages',
    hooks: {
      'astro:config:setup': ({ command, logger }) => {
        if (command === 'build' && leftOut.length > 0) logger.warn(leftOut.join('\n'));
      },
      // Netlify answers an unknown /es/… address with the Spanish 404, when the build has one.
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        if (existsSync(`${root}/es/404.html`)) await appendFile(`${root}/_redirects`, `${SPANISH_NOT_FOUND_RULE}\n`);
      },
    },
  };
}
