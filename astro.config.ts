// First: a mistake in the business facts file stops the build in plain words before anything reads it.
import './src/lib/build/facts-file-check';
import { defineConfig, sharpImageService } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { createHash } from 'node:crypto';
import { business } from './src/data/business';
import { clientDirectives } from './src/lib/build/client-directives';
import { criticalCss } from './src/lib/build/critical-css';
import { islandModules } from './src/lib/build/island-modules';
import { localQuoteNotes } from './src/lib/build/local-quote-notes';
import { launchGuard } from './src/lib/build/launch-guard';
import { settingsCheck } from './src/lib/build/settings-check';
import { spanishPagesReport } from './src/lib/i18n/spanish-build';
import { unlistedPagePaths, unlistedPostPaths, withContentLastmod } from './src/lib/seo/sitemap';
import { ATTRIBUTION_SNIPPET } from './src/lib/quote/attribution';

// Serves netlify/functions and a local Blobs store under `astro dev`, fully offline. Loaded only there
// (Astro sets NODE_ENV to development before it loads this file): a build has no use for it, and
// loading it costs each build seconds of CPU.
const netlifyDev = process.env.NODE_ENV === 'development' ? (await import('@netlify/vite-plugin')).default : undefined;

const unlistedPages = unlistedPagePaths();
const unlistedPosts = unlistedPostPaths();

export default defineConfig({
  site: business.siteUrl,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file' },
  server: { port: Number(process.env.PORT) || 4321 },
  devToolbar: { enabled: false },
  // AVIF at effort 2, not sharp's 4: a fresh clone's first build (each CI run) encodes every image, and 4
  // takes seven times as long for files a sixth smaller.
  image: { service: sharpImageService({ avif: { effort: 2 } }) },
  // No page shows code: no highlighter to load (Astro would also warn that Shiki's inline styles and a CSP clash).
  markdown: { syntaxHighlight: false },
  security: {
    // Content-Security-Policy as a <meta> tag whose script-src lists the SHA-256 hash of every
    // inline script Astro emits (island bootstrap, hoisted page scripts): no 'unsafe-inline' for
    // scripts. netlify.toml adds the header-only directives (frame-ancestors) on top.
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
      // Styles only: each page's critical CSS is an inline <style> (critical-css below) and
      // components may render style attributes; CSS cannot run script, so 'unsafe-inline' is
      // accepted here (Astro then omits style hashes, which would cancel it).
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
      scriptDirective: {
        hashes: [
          // The visit-attribution snippet every page carries (components/site/VisitAttribution.astro).
          `sha256-${createHash('sha256').update(ATTRIBUTION_SNIPPET).digest('base64')}`,
        ],
      },
    },
  },
  integrations: [
    // First, so a setting the functions cannot use or a production build with placeholders left stops within seconds.
    settingsCheck(),
    // Before the launch guard, which may stop the build: the log says which Spanish pages production leaves out.
    spanishPagesReport(),
    launchGuard(),
    react(),
    mdx(),
    sitemap({
      // The 404 page is no landing page; pages showing placeholders or nothing yet, drafts and scheduled
      // posts (deploy previews build them) are noindex.
      filter: (page) => {
        const path = new URL(page).pathname;
        return !/\/404$/.test(path) && !unlistedPages.includes(path) && !unlistedPosts.includes(path);
      },
      serialize: withContentLastmod(),
    }),
    clientDirectives(),
    criticalCss(),
    islandModules(),
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
        // Sonner injects its CSS from JavaScript at import time; the quote wizard imports the same
        // CSS as a stylesheet instead (sonner/dist/styles.css), so the injecting call can go.
        treeshake: { manualPureFunctions: ['__insertCSS'] },
        output: {
          // React, React DOM and Astro's React renderer in one chunk instead of five: the browser
          // fetches fewer files and gzip shares one dictionary.
          codeSplitting: {
            groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ }],
          },
        },
      },
    },
    plugins: [
      tailwindcss(),
      netlifyDev?.({
        edgeFunctions: { enabled: false },
        database: { enabled: false },
        geolocation: { enabled: false },
        aiGateway: { enabled: false },
      }),
    ],
  },
});
