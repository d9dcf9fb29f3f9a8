// `npm run facts`: every price, figure, duration, guarantee and statistic the site and its posts
// show, the opening hours and the areas served, with file and line, grouped by page, for the owner to
// confirm before launch. Reads the sources (src/data/business.json, src/content/, src/pages/,
// components, layouts and the quote form's visit times), so it needs no build. Run
// by Node directly (it strips the types), so: no astro:* imports.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
const WORD_NUMBER = 'one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|fifty|hundred';
const UNIT =
  'years?|yrs?|months?|weeks?|days?|hours?|hrs?|minutes?|seconds?|ft|feet|foot|inch(?:es)?|gallons?|' +
  'degrees?|psi|kWh|cents?|watts?|hp|mph|times';

/** What counts as a fact to confirm: money, shares, counts, durations and sizes, ratings, promises. */
const FACT = new RegExp(
  [
    String.raw`\$${NUMBER}`,
    String.raw`${NUMBER}\s?%`,
    String.raw`\b${NUMBER}\+`,
    String.raw`\b(?:${NUMBER}|${WORD_NUMBER})(?:\s?(?:-|–|to)\s?(?:${NUMBER}|${WORD_NUMBER}))?[\s-](?:${UNIT})\b`,
    String.raw`\b\d(?:\.\d)?\s?/\s?5\b`,
    String.raw`\b24/7\b`,
    String.raw`\b\d{1,2}(?::\d\d)?\s?(?:AM|PM)\b`,
    String.raw`\b(?:warrant(?:y|ies|ied)|guarantee[sd]?|lifetime|same[- ]day|licensed|bonded|insured)\b`,
    String.raw`(?<![-\w])free\b`,
  ].join('|'),
  'i',
);

/**
 * The lines of the business facts file that state what pages and structured data show as facts: the
 * hours, the areas served, the emergency line, the reply time, the rating, the credentials and claims.
 */
const BUSINESS_FACT_LINE =
  /^\s*(?:\{ "days"|"(?:replyWithinHours|rating|emergency|serviceAreas|contactExtraArea|projectsExtraArea|credentials|satisfaction|crackRepairWarranty|propertyValue|claims)":)/;

/**
 * A figure as a file states it, e.g. "$200-400", "50-90%", "1-2 days" or "1/4 to 1/2 inch": what the
 * service pages' test finds on each page.
 */
export const FIGURE = new RegExp(
  [
    String.raw`\$\d[\d,]*(?:\+|\s?(?:-|–|to)\s?\$?\d[\d,]*)?`,
    String.raw`\b\d+(?:\.\d+)?(?:\s?(?:-|–|to)\s?\d+(?:\.\d+)?)?\s?%`,
    String.raw`\b\d+(?:\/\d+)?(?:\s?(?:-|–|to)\s?\d+(?:\/\d+)?)?[\s-](?:years?|months?|weeks?|days?|hours?|inch(?:es)?|gallons?|mph)\b`,
  ].join('|'),
  'g',
);

/** A dollar amount or a percentage as a page shows it, e.g. "$4,000" or "80%": what the built-page test compares. */
export const MONEY_OR_SHARE = /\$\d+(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?%/g;

export interface Fact {
  /** The page, e.g. "/blog/gelcoat-vs-plaster", or a group of pages. */
  page: string;
  /** File relative to the project, e.g. "src/content/blog/gelcoat-vs-plaster.mdx". */
  file: string;
  line: number;
  /** The sentences of the line that state a fact, with Markdown and code around them removed. */
  text: string;
}

const BUSINESS_FACTS = 'src/data/business.json';
const EVERY_PAGE = 'Every page (the business facts)';
const SHARED = 'Several pages (components and layouts)';

/** The page a source file feeds, e.g. src/content/services/leak-detection.mdx → /services/leak-detection. */
function pageOf(file: string): string {
  if (file === BUSINESS_FACTS) return EVERY_PAGE;
  if (/^src\/(?:components|layouts|lib)\//.test(file)) return SHARED;
  // A page's words: src/content/pages/home/es.json is /es, pages/about/en.json is /about.
  const words = /^src\/content\/pages\/(\w+)\/(\w+)\.json$/.exec(file);
  if (words) return `${words[2] === 'en' ? '' : `/${words[2]}`}${words[1] === 'home' ? '' : `/${words[1]}`}` || '/';
  const content = /^src\/content\/(\w+)\/(.+)\.\w+$/.exec(file);
  // A review shows on /reviews, and beside the calls to action of the home page and its service's page.
  if (content)
    return content[1] === 'testimonials' ? '/reviews, / and the service page' : `/${content[1]}/${content[2]}`;
  const page = file
    .replace(/^src\/pages/, '')
    .replace(/\.\w+$/, '')
    .replace(/\/index$/, '/')
    .replace(/\[\w+\]/, '* (every one)');
  return page || '/';
}

/** The files whose text visitors read. */
function sourceFiles(): string[] {
  const under = (dir: string, pattern: RegExp) =>
    readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && pattern.test(entry.name) && entry.name !== 'README.md')
      .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
  return [
    BUSINESS_FACTS,
    ...under('src/content', /\.(mdx?|json|ya?ml)$/),
    ...under('src/pages', /\.(astro|mdx?)$/),
    ...under('src/components', /\.(astro|tsx)$/),
    ...under('src/layouts', /\.astro$/),
    // The quote form's visit times.
    'src/lib/quote/field-words.ts',
    'src/lib/quote/es/field-words.ts',
  ];
}

/** A source line as readers see it: no key, attribute name, quotes, Markdown links, emphasis or tags. */
function readable(line: string): string {
  const text = line
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, (tag) => [...tag.matchAll(/"([^"]*)"/g)].map((value) => ` ${value[1]} `).join(''))
    .replace(/\*\*|__/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:[-*] )?(?:"?[\w.]+"? ?[:=] ?)?/, '')
    .replace(/[,;]$/, '')
    .replace(/^\{ ?(.*?) ?\}$/, '$1');
  return /^(["'`])(.*)\1$/.exec(text)?.[2] ?? text;
}

/** Lines that are code visitors never read: imports, comments, class lists. */
const NOT_COPY = /^\s*(?:import\b|export\s+(?:interface|type)\b|\/\/|\/?\*|<!--|\{\/\*)|class(?:Name)?=/;

/** Every fact stated in one source file. */
export function factsIn(file: string, source: string): Fact[] {
  const page = pageOf(file);
  const facts: Fact[] = [];
  source.split('\n').forEach((raw, index) => {
    if (file === BUSINESS_FACTS) {
      // The business facts keep their names (`"propertyValue": "$15,000+"`): the value alone says too little.
      // A line that only opens a group (`"claims": {`) states nothing itself: its lines below do.
      if (BUSINESS_FACT_LINE.test(raw) && !/[{[]\s*$/.test(raw))
        facts.push({ page, file, line: index + 1, text: raw.trim().replace(/,$/, '') });
      return;
    }
    if (NOT_COPY.test(raw)) return;
    // A JSON line that only opens a group states nothing itself: its lines below do.
    if (file.endsWith('.json') && /[{[]\s*$/.test(raw)) return;
    // In code, a bare number (`maxPhotos = 5`) is a fact too.
    const codeFact = file.endsWith('.ts') && /^export const \w+ = \d/.test(raw);
    if (!codeFact && !FACT.test(raw)) return;
    // Code keeps its names (`maxPhotos = 5`): the value alone says too little.
    const text = file.endsWith('.ts') ? raw.trim().replace(/[,;]$/, '') : readable(raw);
    const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z"(])/).filter((sentence) => codeFact || FACT.test(sentence));
    facts.push({ page, file, line: index + 1, text: sentences.join(' ') || text });
  });
  return facts;
}

/** Every fact the site states, business facts first, then page by page in address order. */
export function siteFacts(): Fact[] {
  const facts = sourceFiles().flatMap((file) => factsIn(file, readFileSync(join(ROOT, file), 'utf8')));
  const rank = (page: string) => (page === EVERY_PAGE ? 0 : page === SHARED ? 1 : 2);
  return facts.sort((a, b) => rank(a.page) - rank(b.page) || a.page.localeCompare(b.page));
}

/** The list as the owner reads it: a heading per page, then each fact with its file and line. */
export function formatFacts(facts: readonly Fact[]): string {
  const lines = [
    `${facts.length} statements of fact for the owner to confirm before launch: every price, figure, duration,`,
    'guarantee and statistic the site and its posts show, the hours and the areas served. Correct a wrong one in the file at the line shown.',
  ];
  let page = '';
  for (const fact of facts) {
    if (fact.page !== page) {
      page = fact.page;
      lines.push('', page);
    }
    lines.push(`  ${fact.file}:${fact.line}  ${fact.text}`);
  }
  return lines.join('\n');
}

if (import.meta.main) console.log(formatFacts(siteFacts()));
