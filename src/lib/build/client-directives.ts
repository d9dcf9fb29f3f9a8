// Build-time only (Astro integration, imported by astro.config.ts).
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

/** Registers `client:after-load` (src/lib/islands/after-load.ts). */
export function afterLoadDirective(): AstroIntegration {
  return {
    name: 'client-after-load',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'after-load',
          entrypoint: fileURLToPath(new URL('../islands/after-load.ts', import.meta.url)),
        });
      },
    },
  };
}
