import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import netlify from '@netlify/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { createHash } from 'node:crypto';
import { business } from './src/data/business';
import { afterLoadDirective } from './src/lib/build/client-directives';
import { localQuoteNotes } from './src/lib/build/local-quote-notes';
import { launchGuard, placeholderPagePaths } from './src/lib/launch/launch-guard';
import { withContentLastmod } from './src/lib/seo/sitemap';
import { pageCss } from './src/lib/build/page-css';
import { pageCsp } from './src/lib/build/page-csp';
import { ATTRIBUTION_SNIPPET } from './src/lib/quote/attribution';
import { sonnerStylesheet } from './src/lib/build/sonner-stylesheet';

const placeholderPages = placeholderPagePaths();

export default defineConfig({
  site: business.siteUrl,
  output: 'static',
  trailingSlash: 'never',
  // inlineStylesheets: the site CSS goes into each page (trimmed per page by pageCss()), so the
  // first round trip renders it with no render-blocking request.
  build: { format: 'file', inlineStylesheets: 'always' },
  server: { port: Number(process.env.PORT) || 4321 },
  devToolbar: { enabled: false },
  // No page shows code: no highlighter to load (Astro would also warn that Shiki's inline styles and a CSP clash).
  markdown: { syntaxHighlight: false },
  security: {
    // Content-Security-Policy as a <meta> tag whose script-src lists the SHA-256 hash of every
    // inline script Astro emits (island bootstrap, hoisted page scripts): no 'unsafe-inline' for
    // scripts. pageCsp() then keeps only the hashes of each page's own scripts. netlify.toml adds
    // the header-only directives (frame-ancestors) on top.
    csp: {
      directives: [
        "default-src 'self'",
        // data: for inline SVG/image URIs in CSS; blob: for the wizard's photo previews.
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      // The inline script every page carries (components/site/VisitAttribution.astro): Astro hashes only
      // the scripts it bundles.
      scriptDirective: { hashes: [`sha256-${createHash('sha256').update(ATTRIBUTION_SNIPPET).digest('base64')}`] },
      // Styles only: sonner (the wizard's toasts) injects a <style> element at runtime and
      // components may render style attributes; CSS cannot run script, so 'unsafe-inline' is
      // accepted here (Astro then omits style hashes, which would cancel it).
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  integrations: [
    // First, so a production build with placeholders left stops within seconds.
    launchGuard(),
    react(),
    mdx(),
    sitemap({
      // Thank-you and 404 pages are not landing pages; pages showing placeholders are noindex.
      filter: (page) => {
        const path = new URL(page).pathname;
        return !/\/(404|contact\/thank-you)$/.test(path) && !placeholderPages.includes(path);
      },
      serialize: withContentLastmod(),
    }),
    afterLoadDirective(),
    pageCss(),
    pageCsp(),
    localQuoteNotes(),
  ],
  vite: {
    // The islands' own dependencies (React comes from @astrojs/react), optimized when `npm start`
    // starts: one found later makes Vite re-optimize and reload the page mid-visit.
    optimizeDeps: { include: ['sonner', 'zod/mini'] },
    build: {
      rolldownOptions: {
        // Astro marks every MDX entry with a "use astro:head-inject" directive that it reads itself
        // before bundling; Rolldown's warning that bundling may drop it is noise (withastro/astro#18087).
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('astro:head-inject')) return;
          warn(warning);
        },
        output: {
          // React, React DOM and Astro's React renderer in one chunk instead of five: the browser
          // fetches fewer files and gzip shares one dictionary (~1.2 KiB less on /contact).
          codeSplitting: {
            groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ }],
          },
        },
      },
    },
    plugins: [
      tailwindcss(),
      // The quote wizard's toasts: sonner's CSS as a stylesheet, not a JS string (see the plugin).
      sonnerStylesheet(),
      // Serves netlify/functions and a local Blobs store under `astro dev`, fully offline.
      netlify({
        edgeFunctions: { enabled: false },
        database: { enabled: false },
        geolocation: { enabled: false },
        aiGateway: { enabled: false },
      }),
    ],
  },
});
