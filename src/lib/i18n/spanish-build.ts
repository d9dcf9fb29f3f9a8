import type { AstroIntegration } from 'astro';
import { SPANISH_SITE } from './spanish-site';

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
    },
  };
}
