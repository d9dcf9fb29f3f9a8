// Build step (Astro integration, imported by astro.config.ts).
// client:after-load and client:on-tap (their types: src/client-directives.d.ts).
import type { AstroIntegration } from 'astro';

export function clientDirectives(): AstroIntegration {
  return {
    name: 'client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'after-load', entrypoint: './src/lib/islands/after-load.ts' });
        addClientDirective({ name: 'on-tap', entrypoint: './src/lib/islands/on-tap.ts' });
      },
    },
  };
}
