import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import netlify from '@netlify/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { business } from './src/data/business';
import { pageCss } from './src/lib/build/page-css';

export default defineConfig({
  site: business.siteUrl,
  output: 'static',
  trailingSlash: 'never',
  // inlineStylesheets: the site CSS goes into each page (trimmed per page by pageCss()), so the
  // first round trip renders it with no render-blocking request.
  build: { format: 'file', inlineStylesheets: 'always' },
  server: { port: Number(process.env.PORT) || 4321 },
  devToolbar: { enabled: false },
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
      // Styles only: sonner (the wizard's toasts) injects a <style> element at runtime and
      // components may render style attributes; CSS cannot run script, so 'unsafe-inline' is
      // accepted here (Astro then omits style hashes, which would cancel it).
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  integrations: [
    react(),
    mdx(),
    sitemap({
      // Thank-you and 404 pages are not landing pages.
      filter: (page) => !/\/(404|contact\/thank-you)$/.test(new URL(page).pathname),
    }),
    {
      // client:after-load (its types: src/client-directives.d.ts).
      name: 'client-after-load',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({ name: 'after-load', entrypoint: './src/lib/islands/after-load.ts' }),
      },
    },
    pageCss(),
  ],
  vite: {
    build: {
      rolldownOptions: {
        // Sonner injects its CSS from JavaScript at import time; the quote wizard imports the same
        // CSS as a stylesheet instead (sonner/dist/styles.css), so the injecting call can go.
        treeshake: { manualPureFunctions: ['__insertCSS'] },
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
