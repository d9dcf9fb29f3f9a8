// Build-time only (Astro integration, imported by astro.config.ts).
import { Scanner } from '@tailwindcss/oxide';
import type { AstroIntegration } from 'astro';
import { transform, type Rule, type Selector, type StyleRule } from 'lightningcss';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rewriteBuiltPages } from './built-pages';

const decodeEntities = (value: string) =>
  value.replace(/&(?:amp|quot|#39|#x27|lt|gt);/g, (entity) =>
    ({ '&amp;': '&', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&lt;': '<', '&gt;': '>' })[entity]!,
  );

/** Every class name in a page's markup. Astro writes attribute values in double quotes. */
export function markupClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeEntities(value).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The class names a selector needs on some element: those under :not() are left out. */
function requiredClasses(selector: Selector, out: string[] = [], negated = false): string[] {
  for (const component of selector) {
    if (component.type === 'class' && !negated) out.push(component.name);
    if (component.type === 'pseudo-class' && 'selectors' in component && Array.isArray(component.selectors)) {
      for (const inner of component.selectors as Selector[]) requiredClasses(inner, out, negated || component.kind === 'not');
    }
  }
  return out;
}

/** Whether a style rule can match a page: some selector needs no class, or a class it needs is present. */
const canMatch = (rule: StyleRule, present: ReadonlySet<string>) =>
  rule.selectors.some((selector) => {
    const classes = requiredClasses(selector);
    return classes.length === 0 || classes.some((name) => present.has(name));
  });

/** Whether a rule stays: a style rule that can match, a grouping rule with a rule that stays, any other rule. */
function stays(rule: Rule, present: ReadonlySet<string>): boolean {
  if (rule.type === 'style') return canMatch(rule.value, present);
  if (rule.type === 'media' || rule.type === 'supports' || rule.type === 'layer-block' || rule.type === 'container') {
    return rule.value.rules.some((inner) => stays(inner, present));
  }
  return true;
}

/**
 * Drops the style rules that cannot match a page: every selector of the rule needs a class and
 * none of its classes is among `present`. Rules without classes (element, attribute, :root,
 * @property) always stay. Deliberately coarse (a class anywhere keeps the rule), so it can only
 * keep too much, never too little.
 */
export function pruneCss(css: string, present: ReadonlySet<string>): string {
  const drop = (rule: Rule) => (stays(rule, present) ? undefined : []);
  const { code } = transform({
    filename: 'page.css',
    code: new TextEncoder().encode(css),
    minify: true,
    // Only ever removes rules: lightningcss cannot take back every declaration it hands out.
    visitor: { Rule: { style: drop, media: drop, supports: drop, 'layer-block': drop, container: drop } },
  });
  return new TextDecoder().decode(code);
}

/** The island scripts a page loads (component and renderer), as /_astro/… paths. */
export function islandScripts(html: string): string[] {
  return [...new Set([...html.matchAll(/\s(?:component|renderer)-url="([^"]+)"/g)].map(([, url]) => url))];
}

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*"(\.{1,2}\/[^"]+\.js)"/g;

/**
 * Class candidates in the JavaScript that renders the page's islands (their chunks and every
 * chunk they import), found with Tailwind's own scanner: the wizard's later steps, the open menu
 * and the toasts render classes that are not in the server HTML.
 */
function islandClassFinder(distDir: string) {
  const chunks = new Map<string, Promise<{ classes: string[]; imports: string[] }>>();
  const chunk = (path: string) => {
    if (!chunks.has(path)) {
      chunks.set(
        path,
        readFile(`${distDir}${path}`, 'utf8').then((code) => ({
          classes: new Scanner({}).scanFiles([{ content: code, extension: 'js' }]),
          imports: [...code.matchAll(STATIC_IMPORT)].map(([, relative]) => new URL(relative, `file://${path}`).pathname),
        })),
      );
    }
    return chunks.get(path)!;
  };
  return async (html: string) => {
    const classes = new Set<string>();
    const queue = islandScripts(html);
    for (const seen = new Set(queue); queue.length; ) {
      const { classes: found, imports } = await chunk(queue.shift()!);
      for (const name of found) classes.add(name);
      for (const next of imports) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    return classes;
  };
}

const STYLE_ELEMENT = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g;

/**
 * Astro inlines the whole site's Tailwind CSS into every page (build.inlineStylesheets), so the
 * first round trip renders the page. This trims each page's copy to the rules its markup and its
 * islands can use, keeping the home page's HTML and CSS within one round trip (14 KiB gzip).
 */
export function pageCss(): AstroIntegration {
  return {
    name: 'page-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const islandClasses = islandClassFinder(fileURLToPath(dir).replace(/\/$/, ''));
        let pages = 0;
        let before = 0;
        let after = 0;
        await rewriteBuiltPages(dir, async (html) => {
          const present = new Set([...markupClasses(html), ...(await islandClasses(html))]);
          const pruned = html.replace(STYLE_ELEMENT, (_, open: string, css: string, close: string) => open + pruneCss(css, present) + close);
          pages += 1;
          before += gzipSync(html).length;
          after += gzipSync(pruned).length;
          return pruned;
        });
        const kib = (bytes: number) => (bytes / pages / 1024).toFixed(1);
        logger.info(`trimmed inline CSS on ${pages} pages: HTML ${kib(before)} → ${kib(after)} KiB gzip on average`);
      },
    },
  };
}
