/**
 * Curly quotes typed where a post needs straight ones. iPhones (and Macs) type “ ” ‘ ’ for " and '
 * (Smart Punctuation): around a frontmatter value they become part of the text, or stop YAML; in an
 * `import` line or a component's props, MDX cannot read them and Astro stops with "Invalid
 * Character". In the post's own words, and inside a value, they are right and never named.
 */
import { frontmatterBlock } from './frontmatter';
import { lineAt } from './mdx-images';

/** Said once below a list that names curly quotes. */
export const STRAIGHT_QUOTES_HOW_TO =
  'How to type straight quotes on an iPhone: turn off Settings › General › Keyboard › Smart Punctuation while you edit (turn it on again afterwards); the quotes you type then are straight. Curly quotes and apostrophes in the text itself are right: keep them.';

export interface CurlyQuotes {
  /** The field they are around, when in the frontmatter. */
  field?: string;
  line: number;
  text: string;
}

/** `title: “…”`, `- question: ‘…’`, `relatedServices: [‘a’, ‘b’]`: a value (or a list's item) opened or closed by one. */
const FRONTMATTER_VALUE = /^\s*(?:-\s+)?(\w+):\s*(.+?)\s*$/;
const AROUND_VALUE = /^[“‘]|”$|^\[.*(?:[[,]\s*[“‘]|[”’]\s*[,\]])/;
/** Opening or closing a string in a prop (`title=“…”`) or in a prop's expression (`{[‘a’, ‘b’]}`). */
const AROUND_PROP = /=\s*[“‘]|[{[(,:]\s*[“‘]|[”’]\s*[,}\]):]/;

/** The end of the component tag opening at `start`: its first `>` outside braces. */
function tagEnd(text: string, start: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index++) {
    const char = text[index];
    if (char === '{') depth++;
    else if (char === '}') depth--;
    else if (char === '>' && depth <= 0) return index;
  }
  return text.length;
}

/** Every place in an MDX file where curly quotes stand for straight ones, top to bottom. */
export function curlyQuotesIn(text: string): CurlyQuotes[] {
  const frontmatter = frontmatterBlock(text);
  const bodyStart = frontmatter ? text.indexOf('\n---', 3) + 4 : 0;
  const found: CurlyQuotes[] = [];
  frontmatter.split('\n').forEach((written, index) => {
    const [, field, value = ''] = FRONTMATTER_VALUE.exec(written) ?? [];
    if (!field || !AROUND_VALUE.test(value)) return;
    found.push({
      field,
      line: index + 2,
      text: value.startsWith('[')
        ? `its items are between curly quotes ‘ ’ (or “ ”), which the build cannot read; write them without quotes, e.g. ${field}: [first-item, second-item]`
        : `written between curly quotes “ ” (or ‘ ’), which would show on the page or stop the build; put straight quotes " around the text instead, e.g. ${field}: "…"`,
    });
  });
  const body = text.slice(bodyStart);
  const fenced = [...body.matchAll(/^```[\s\S]*?^```/gm)].map((match) => [match.index, match.index + match[0].length]);
  const inCode = (index: number) => fenced.some(([from, to]) => index >= from! && index < to!);
  for (const match of body.matchAll(/^import\s[^\n]*$/gm)) {
    if (!inCode(match.index) && /[“”‘’]/.test(match[0])) {
      found.push({
        line: lineAt(text, bodyStart + match.index),
        text: `the import line has curly quotes ‘ ’ (or “ ”) around its path, which MDX cannot read; write straight quotes ' instead, e.g. import { Callout } from '../../components/mdx';`,
      });
    }
  }
  for (const match of body.matchAll(/<([A-Z][\w.]*)/g)) {
    if (inCode(match.index)) continue;
    // Straight-quoted text may hold curly quotes of its own: blanked, keeping each position.
    const tag = body
      .slice(match.index, tagEnd(body, match.index))
      .replace(/"[^"\n]*"|'[^'\n]*'/g, (quoted) => ' '.repeat(quoted.length));
    const curly = AROUND_PROP.exec(tag);
    if (!curly) continue;
    found.push({
      line: lineAt(text, bodyStart + match.index + curly.index),
      text: `<${match[1]}> has curly quotes “ ” (or ‘ ’) around a prop's text, which MDX cannot read; write straight quotes " (or ') around each, e.g. title="A tip"`,
    });
  }
  return found.sort((a, b) => a.line - b.line);
}
