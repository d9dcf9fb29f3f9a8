// Types for the site's own client directive (registered in astro.config.ts).
declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate after the page has loaded, while the given media query matches or at every width
     * without one (src/lib/islands/after-load.ts).
     */
    'client:after-load'?: string | boolean;
  }
}

export {};
