/**
 * HTML gate: html-validate (.htmlvalidate.json, html-validate:recommended) over every
 * dist/**\/*.html of the build the Playwright webServer just made. Zero errors. And no class in them
 * without a rule.
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
import { expect, test } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { decode } from './html';
import { DIST, distHtmlFiles, readDist } from './quality-support';

test('every built HTML file is valid (html-validate, zero errors)', async () => {
  const files = distHtmlFiles();
  expect(files.length, 'no HTML in dist/: did the build run?').toBeGreaterThan(0);
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const reports = await Promise.all(files.map((file) => validator.validateFile(join(DIST, file))));
  const failing = reports.filter((report) => !report.valid);
  const text = failing.length ? formatterFactory('stylish')(failing.flatMap((report) => report.results)) : '';
  expect(failing.length, `html-validate errors:\n${text}`).toBe(0);
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
