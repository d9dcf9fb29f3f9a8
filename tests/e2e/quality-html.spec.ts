/**
 * HTML gate: html-validate (.htmlvalidate.json, html-validate:recommended) and the W3C Nu Html Checker
 * over every dist/**\/*.html of the build the Playwright webServer just made. Zero errors. And no class
 * in them without a rule.
 *
 * Why each relaxed rule is relaxed (.htmlvalidate.json cannot hold comments):
 * - elements `style: { flow: true }`: Astro writes its island <style> (astro-island
 *   { display: contents }) where the first island renders, inside <body>; we cannot move it.
 * - valid-id relaxed: React's useId() yields ids like `_r1R_0_` (valid HTML: non-empty, no
 *   whitespace); the strict form wants a leading letter.
 * - attribute-empty-style off: React renders `hidden=""`, Astro renders bare `hidden`; both are
 *   valid HTML, the rule only enforces one spelling.
 * - attr-case, attribute-boolean-style, void-style off: React's server renderer writes
 *   `autoComplete`, `required=""` and `<input/>` in the wizard's markup; all valid HTML, only spelling.
 * - no-raw-characters relaxed: astro-seo writes titles like "Tile & Coping" with a bare `&`
 *   followed by a space, which is unambiguous and valid.
 * - tel-non-breaking ignores `.whitespace-nowrap`: a phone link that cannot wrap (PhoneLink and
 *   the mobile menu set it) meets the rule's intent without &nbsp; in the visible number.
 */
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures/shared-page';
import { decode } from './helpers/html';
import { DIST, distHtmlFiles, readDist } from './helpers/quality-support';

test('every built HTML file is valid (html-validate, zero errors)', async () => {
  const files = distHtmlFiles();
  expect(files.length, 'no HTML in dist/: did the build run?').toBeGreaterThan(0);
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const reports = await Promise.all(files.map((file) => validator.validateFile(join(DIST, file))));
  const failing = reports.filter((report) => !report.valid);
  const text = failing.length ? formatterFactory('stylish')(failing.flatMap((report) => report.results)) : '';
  expect(failing.length, `html-validate errors:\n${text}`).toBe(0);
});

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * The Nu checker's CSS parser lags behind browsers: it reports these in the CSS a page inlines
 * (Tailwind's @property rules, container queries, margin-trim, custom properties transitioned). Only
 * these exact messages are left out; any other CSS error still fails.
 */
const CSS_PARSER_LAG: (string | RegExp)[] = [
  'CSS: Unrecognized at-rule “@property”',
  'CSS: Unrecognized at-rule “@container”',
  "CSS: “container-type”: Property “container-type” doesn't exist.",
  "CSS: “margin-trim”: Property “margin-trim” doesn't exist.",
  /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value\.$/,
];

interface NuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
}

test('every built HTML file passes the W3C Nu Html Checker (vnu), zero errors', () => {
  const files = distHtmlFiles();
  // One Java process for every page. A run this short spends most of its CPU compiling: the quick
  // compiler alone (C1) and the serial collector halve that; the schema's recursion needs a 2 MB stack.
  const java = ['-Xss2m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', VNU_JAR];
  const run = spawnSync('java', [...java, '--format', 'json', '--errors-only', '--no-langdetect', ...files], {
    cwd: DIST,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw new Error('The Nu Html Checker needs Java: npm run test:e2e says how to install it.');
  if (!run.stderr.startsWith('{')) throw new Error(`The Nu Html Checker failed: ${run.stderr}`);
  const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] };
  const lagging = (message: string) =>
    CSS_PARSER_LAG.some((known) => (typeof known === 'string' ? message === known : known.test(message)));
  const errors = messages
    .filter((message) => !lagging(message.message))
    .map(
      (message) =>
        `${message.url && relative(DIST, fileURLToPath(message.url))}:${message.lastLine}: ${message.message}`,
    );
  expect(errors).toEqual([]);
});

// Tailwind writes a rule only for the class names it finds whole in the source; one glued to a
// template expression (`h-full${…}`) is missed, and the element silently loses that style.
test('every class a built page uses has a rule in its stylesheet or its own styles', () => {
  const stylesheets = readdirSync(join(DIST, '_astro'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => readDist(`_astro/${file}`))
    .join('');
  const selector = (name: string) => `.${name.replace(/[^\w-]/g, (character) => `\\${character}`)}`;
  const unstyled = distHtmlFiles().flatMap((file) => {
    const html = readDist(file);
    const css =
      stylesheets + [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
    const names = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => decode(match[1]).split(/\s+/)));
    return [...names].filter((name) => name && !css.includes(selector(name))).map((name) => `${file}: ${name}`);
  });
  expect(unstyled).toEqual([]);
});
