// The budgets `npm run bench` holds every page of the sitemap to, each for the worst of its runs.
// The page's size is its transfer bytes (gzip, as Netlify serves text, plus the response's headers); the
// JavaScript's is its gzip bytes alone.
import { spanishPathOf } from '../src/lib/i18n/languages.ts';

const KiB = 1024;

/** Lighthouse, mobile: every category's score, and the figures a visitor feels. */
export const PAGE_BUDGETS = {
  score: 100,
  largestContentfulPaintMs: 1000,
  totalBlockingTimeMs: 100,
  documentBytes: 20 * KiB,
};

/** From a first tap on the menu button to the frame showing the open menu, with a phone's CPU (4× slower). */
export const FIRST_TAP_BUDGET_MS = 200;

/** The quote wizard's pages, in each language: at desktop width no other page loads JavaScript. */
export const QUOTE_PAGES: readonly string[] = ['/contact', spanishPathOf('/contact')];

/**
 * Each quote wizard's page: all its JavaScript, gzip, at most five files (tests/e2e/contact-page.spec.ts
 * checks it too).
 */
export const CONTACT_SCRIPT_BUDGET = 82 * KiB;
export const CONTACT_SCRIPT_FILES = 5;

/** What Lighthouse counts in a script's size for its response headers (netlify.toml's and Node's, HTTP/1.1). */
export const SCRIPT_HEADER_BYTES = 706;
