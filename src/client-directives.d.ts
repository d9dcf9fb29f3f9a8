// Types for the site's own client directives (registered in astro.config.ts, code in src/lib/islands/).
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate once the page has loaded and its largest image is on screen. */
    'client:after-load'?: boolean;
    /** Hydrate when the visitor first presses or focuses the island; the tap is replayed. */
    'client:on-tap'?: boolean;
  }
}

export {};
