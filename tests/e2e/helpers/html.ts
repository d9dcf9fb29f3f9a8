/**
 * A page's HTML as the preview serves it, read without a browser: for checks of what the markup says
 * (status, title, meta tags, landmarks, links, text), which need no styles, scripts or images. Parsed
 * by html-validate, which the HTML gate runs too.
 */
import type { APIRequestContext } from '@playwright/test';
import { Parser, StaticConfigLoader, type HtmlElement } from 'html-validate';

export type { HtmlElement };

let parser: Parser | undefined;

/** The page at `path`: its status, its HTML and its document. */
export async function fetchPage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  parser ??= new Parser(await new StaticConfigLoader({ extends: [] }).getConfigFor('page.html'));
  return { status: response.status(), html, document: parser.parseHtml(html) };
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', copy: '©' };

/** Character references decoded; one the table lacks stays as written, so a check on it fails. */
export function decode(html: string): string {
  return html.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return NAMED[name] ?? reference;
  });
}

/** An element's text as a reader gets it: references decoded, white space collapsed. */
export function text(element: HtmlElement): string {
  return decode(element.textContent).replace(/\s+/g, ' ').trim();
}

/** An attribute's value with its references decoded; null when the element lacks it. */
export function attribute(element: HtmlElement, name: string): string | null {
  const value = element.getAttributeValue(name);
  return value === null ? null : decode(value);
}

/**
 * Whether the markup leaves `element` to be seen and read: not inside a closed dialog, nor under
 * `hidden` or `aria-hidden="true"`. What CSS hides only a browser can tell.
 */
export function shown(element: HtmlElement): boolean {
  for (let node: HtmlElement | null = element; node; node = node.parent) {
    if (node.is('dialog') && !node.hasAttribute('open')) return false;
    if (node.hasAttribute('hidden') || node.getAttributeValue('aria-hidden') === 'true') return false;
  }
  return true;
}

/** The page's banner (its <header>) or content information (its <footer>): outside any sectioning element. */
export function landmarks(document: HtmlElement, role: 'banner' | 'contentinfo'): HtmlElement[] {
  return document
    .querySelectorAll(role === 'banner' ? 'header' : 'footer')
    .filter((element) => !element.parent?.closest('article, aside, main, nav, section'));
}
