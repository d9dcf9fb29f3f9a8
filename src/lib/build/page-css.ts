// Build-time only (Astro integration, imported by astro.config.ts).
import { Scanner } from '@tailwindcss/oxide';
import type { AstroIntegration } from 'astro';
import { transform, type Rule, type Selector, type StyleRule, type TokenOrValue } from 'lightningcss';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rewriteBuiltPages } from './built-pages';

const decodeEntities = (value: string) =>
  value.replace(
    /&(?:amp|quot|#39|#x27|lt|gt);/g,
    (entity) => ({ '&amp;': '&', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&lt;': '<', '&gt;': '>' })[entity]!,
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
      for (const inner of component.selectors as Selector[])
        requiredClasses(inner, out, negated || component.kind === 'not');
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

/** Names of the custom properties a text refers to with var(). */
export function varReferences(text: string): Set<string> {
  return new Set([...text.matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name]) => name));
}

/** The var() references in a custom property's value, nested functions and fallbacks included. */
function referencesIn(tokens: TokenOrValue[], out: string[] = []): string[] {
  for (const token of tokens) {
    if (token.type === 'var') {
      out.push(token.value.name.ident);
      if (token.value.fallback) referencesIn(token.value.fallback, out);
    } else if (token.type === 'function') {
      referencesIn(token.value.arguments, out);
    }
  }
  return out;
}

/**
 * The custom properties a stylesheet defines (declarations and @property) that nothing reads:
 * no var() outside their own definitions, in `usedElsewhere`, or in the definition of one that is
 * read. A reference this walk cannot place inside a definition counts as a read, so it can only
 * keep too much.
 */
function unreadCustomProperties(css: string, usedElsewhere: ReadonlySet<string>): Set<string> {
  const defined = new Set<string>();
  const dependencies = new Map<string, string[]>();
  const references = new Map<string, number>();
  const referencesInDefinitions = new Map<string, number>();
  const count = (counts: Map<string, number>, name: string) => counts.set(name, (counts.get(name) ?? 0) + 1);
  transform({
    filename: 'page.css',
    code: new TextEncoder().encode(css),
    visitor: {
      Declaration: {
        // lightningcss also hands properties it does not know (-webkit-tap-highlight-color) here.
        custom(property) {
          if (!property.name.startsWith('--')) return;
          defined.add(property.name);
          const read = referencesIn(property.value);
          dependencies.set(property.name, [...(dependencies.get(property.name) ?? []), ...read]);
          for (const name of read) count(referencesInDefinitions, name);
        },
      },
      Variable(variable) {
        count(references, variable.name.ident);
      },
      Rule: {
        property(rule) {
          defined.add(rule.value.name);
        },
      },
    },
  });
  const read = new Set(usedElsewhere);
  for (const [name, total] of references) if (total > (referencesInDefinitions.get(name) ?? 0)) read.add(name);
  for (const queue = [...read]; queue.length;) {
    for (const name of dependencies.get(queue.pop()!) ?? []) {
      if (read.has(name)) continue;
      read.add(name);
      queue.push(name);
    }
  }
  return new Set([...defined].filter((name) => !read.has(name)));
}

/**
 * Drops what cannot apply to a page. First the style rules that cannot match: every selector of
 * the rule needs a class and none of its classes is among `present`. Rules without classes
 * (element, attribute, :root, @property) stay. Then the custom properties nothing left reads
 * (Tailwind's theme colours and @property registrations for utilities the page does not use);
 * `usedElsewhere` names those read outside this stylesheet (style attributes, scripts).
 * Deliberately coarse (a class anywhere keeps the rule), so it can only keep too much, never too little.
 */
export function pruneCss(
  css: string,
  present: ReadonlySet<string>,
  usedElsewhere: ReadonlySet<string> = new Set(),
): string {
  const drop = (rule: Rule) => (stays(rule, present) ? undefined : []);
  const minified = (code: string, visitor: Parameters<typeof transform>[0]['visitor']) =>
    new TextDecoder().decode(
      transform({ filename: 'page.css', code: new TextEncoder().encode(code), minify: true, visitor }).code,
    );
  // Only ever removes rules: lightningcss cannot take back every declaration it hands out.
  // Rules go first, as a custom property is unread once the rules that read it are gone.
  const matching = minified(css, {
    Rule: { style: drop, media: drop, supports: drop, 'layer-block': drop, container: drop },
  });
  const unread = unreadCustomProperties(matching, usedElsewhere);
  if (!unread.size) return matching;
  return minified(matching, {
    Declaration: { custom: (property) => (unread.has(property.name) ? [] : undefined) },
    Rule: { property: (rule) => (unread.has(rule.value.name) ? [] : undefined) },
  });
}

/** The island scripts a page loads (component and renderer), as /_astro/… paths. */
export function islandScripts(html: string): string[] {
  return [...new Set([...html.matchAll(/\s(?:component|renderer)-url="([^"]+)"/g)].map(([, url]) => url))];
}

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*"(\.{1,2}\/[^"]+\.js)"/g;

/**
 * Class candidates in the JavaScript that renders the page's islands (their chunks and every
 * chunk they import), found with Tailwind's own scanner: the wizard's later steps, the open menu
 * and the toasts render classes that are not in the server HTML. Also the custom properties
 * that JavaScript reads with var().
 */
function islandUsageFinder(distDir: string) {
  const chunks = new Map<string, Promise<{ classes: string[]; customProperties: Set<string>; imports: string[] }>>();
  const chunk = (path: string) => {
    if (!chunks.has(path)) {
      chunks.set(
        path,
        readFile(`${distDir}${path}`, 'utf8').then((code) => ({
          classes: new Scanner({}).scanFiles([{ content: code, extension: 'js' }]),
          customProperties: varReferences(code),
          imports: [...code.matchAll(STATIC_IMPORT)].map(
            ([, relative]) => new URL(relative, `file://${path}`).pathname,
          ),
        })),
      );
    }
    return chunks.get(path)!;
  };
  return async (html: string) => {
    const classes = new Set<string>();
    const customProperties = new Set<string>();
    const queue = islandScripts(html);
    for (const seen = new Set(queue); queue.length;) {
      const found = await chunk(queue.shift()!);
      for (const name of found.classes) classes.add(name);
      for (const name of found.customProperties) customProperties.add(name);
      for (const next of found.imports) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    return { classes, customProperties };
  };
}

const STYLE_ELEMENT = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g;

/**
 * Astro inlines the whole site's Tailwind CSS into every page (build.inlineStylesheets), so the
 * first round trip renders the page. This trims each page's copy to the rules its markup and its
 * islands can use and the custom properties those rules read, keeping the home page's HTML and
 * CSS within one round trip (14 KiB gzip).
 */
export function pageCss(): AstroIntegration {
  return {
    name: 'page-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const islandUsage = islandUsageFinder(fileURLToPath(dir).replace(/\/$/, ''));
        let pages = 0;
        let before = 0;
        let after = 0;
        await rewriteBuiltPages(dir, async (html) => {
          const islands = await islandUsage(html);
          const present = new Set([...markupClasses(html), ...islands.classes]);
          const pruned = html.replace(
            STYLE_ELEMENT,
            (element: string, open: string, css: string, close: string, at: number) => {
              const elsewhere = varReferences(html.slice(0, at) + html.slice(at + element.length));
              return open + pruneCss(css, present, new Set([...elsewhere, ...islands.customProperties])) + close;
            },
          );
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
