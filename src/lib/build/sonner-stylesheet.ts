// Build-time only (Vite plugin, imported by astro.config.ts).
import type { Plugin } from 'vite';

const INJECTED_STYLES = /__insertCSS\("(?:[^"\\]|\\.)*"\);?/;

/**
 * Sonner injects its ~3 KiB (gzip) of CSS from JavaScript at import time. The quote wizard imports
 * `sonner/dist/styles.css` instead, so those bytes ship as a cacheable stylesheet and stay out of
 * /contact's JavaScript budget (85 KiB gzip). Fails the build if sonner's output changes shape,
 * rather than silently shipping the styles twice.
 */
export function sonnerStylesheet(): Plugin {
  return {
    name: 'sonner-stylesheet',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return undefined;
      if (!INJECTED_STYLES.test(code))
        this.error('sonner-stylesheet: sonner no longer injects its CSS the expected way');
      return { code: code.replace(INJECTED_STYLES, ''), map: null };
    },
  };
}
