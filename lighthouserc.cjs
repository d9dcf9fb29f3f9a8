// Lighthouse CI budgets, checked by `npm run bench` (scripts/bench.ts names the pages and serves
// dist/ with `npm run preview`). Sizes are transfer bytes: gzip, as Netlify serves text, plus each
// response's headers. The bench runs a mobile pass, then a desktop pass with LHCI_DESKTOP=1.
const KiB = 1024;
const desktop = process.env.LHCI_DESKTOP === '1';
// The quote wizard's page: all its JavaScript, gzip (tests/e2e/contact-page.spec.ts checks it too).
const CONTACT_SCRIPT_BUDGET = 88 * KiB;

const mobileBudgets = [
  {
    matchingUrlPattern: '.*',
    assertions: {
      'categories:performance': ['error', { minScore: 1 }],
      'categories:accessibility': ['error', { minScore: 1 }],
      'categories:best-practices': ['error', { minScore: 1 }],
      'categories:seo': ['error', { minScore: 1 }],
      'largest-contentful-paint': ['error', { maxNumericValue: 1000 }],
      // A first render waits for the HTML alone: it inlines the CSS it needs, and no stylesheet blocks.
      'render-blocking-resources': ['error', { maxLength: 0 }],
      'resource-summary:document:size': ['error', { maxNumericValue: 20 * KiB }],
    },
  },
  {
    // The budget in at most five files. Lighthouse adds each response's
    // headers to the size: netlify.toml's and Node's, 706 bytes a script over HTTP/1.1.
    matchingUrlPattern: '/contact$',
    assertions: {
      'resource-summary:script:count': ['error', { maxNumericValue: 5 }],
      'resource-summary:script:size': ['error', { maxNumericValue: CONTACT_SCRIPT_BUDGET + 5 * 706 }],
    },
  },
];

// At desktop width only /contact (the quote wizard) loads JavaScript.
const desktopBudgets = [
  {
    matchingUrlPattern: '^(?!.*/contact$)',
    assertions: { 'resource-summary:script:count': ['error', { maxNumericValue: 0 }] },
  },
];

module.exports = {
  contactScriptBudget: CONTACT_SCRIPT_BUDGET,
  ci: {
    collect: {
      numberOfRuns: 1,
      chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      settings: {
        chromeFlags:
          '--no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
        // The desktop pass needs only the resource summary, which keeps it short.
        ...(desktop && { preset: 'desktop', onlyAudits: ['resource-summary'] }),
      },
    },
    assert: {
      assertMatrix: (desktop ? desktopBudgets : mobileBudgets).map((budget) => ({
        aggregationMethod: 'median',
        ...budget,
      })),
    },
  },
};
