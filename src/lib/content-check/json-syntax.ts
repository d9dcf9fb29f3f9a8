/**
 * Where a JSON file a marketer edited stops being JSON, and what to type instead, in words rather
 * than a parser's ("Expected double-quoted property name in JSON at position 12"): the mistakes a
 * browser editor or a phone keyboard make — a comma left after the last field, one missing between
 * fields, curly quotes, a quote inside a text, a text left unquoted or running over a line.
 */

export interface JsonSyntaxMistake {
  /** The line of the file to fix, counted from 1 as GitHub's editor shows it. */
  line: number;
  text: string;
}

interface Token {
  kind: 'text' | 'word' | 'mark';
  value: string;
  line: number;
}

const CURLY_QUOTES = /[\u201c\u201d\u201e\u2018\u2019]/;
const MARKS = '{}[]:,';
const LITERAL = /^(true|false|null|-?\d+(\.\d+)?([eE][+-]?\d+)?)$/;

/**
 * Why the file cannot be read, as the first thing to fix, or nothing when it is valid JSON. `example`
 * names where a valid file is shown, e.g. src/content/testimonials/README.md.
 */
export function jsonSyntaxMistake(json: string, example: string): JsonSyntaxMistake | undefined {
  try {
    JSON.parse(json);
    return undefined;
  } catch (error) {
    if (json.trim() === '') return { line: 1, text: `the file is empty; copy the example in ${example}` };
    return (
      scan(json) ?? {
        line: reportedLine(error),
        text: `this is not valid JSON; compare the file with the example in ${example}`,
      }
    );
  }
}

/** The line V8's message names ("… (line 3 column 1)"), else the first. */
function reportedLine(error: unknown): number {
  return Number(/\(line (\d+) column \d+\)/.exec(String((error as Error).message))?.[1] ?? 1);
}

/** Reads the text token by token and answers the first mistake it knows. */
function scan(json: string): JsonSyntaxMistake | undefined {
  let line = 1;
  let previous: Token | undefined;
  let beforePrevious: Token | undefined;
  for (let index = 0; index < json.length; index += 1) {
    const char = json[index]!;
    if (char === '\n') line += 1;
    if (/\s/.test(char)) continue;
    let token: Token;
    if (CURLY_QUOTES.test(char)) {
      return {
        line,
        text: 'curly quotes “ ” (a phone or word processor types them) stand where straight quotes " belong; retype them as "',
      };
    } else if (char === '"') {
      const start = index;
      for (index += 1; index < json.length && json[index] !== '"'; index += json[index] === '\\' ? 2 : 1) {
        if (json[index] === '\n') {
          return { line, text: 'the text in quotes does not end on this line; close it with a straight quote (")' };
        }
      }
      token = { kind: 'text', value: json.slice(start, index + 1), line };
    } else if (MARKS.includes(char)) {
      token = { kind: 'mark', value: char, line };
    } else {
      const start = index;
      while (index + 1 < json.length && !/[\s"{}[\]:,]/.test(json[index + 1]!)) index += 1;
      token = { kind: 'word', value: json.slice(start, index + 1), line };
    }
    const mistake = mistakeAt(previous, token, beforePrevious);
    if (mistake) return mistake;
    beforePrevious = previous;
    previous = token;
  }
  return undefined;
}

const endsValue = (token: Token) => token.kind !== 'mark' || token.value === '}' || token.value === ']';
const startsValue = (token: Token) => token.kind !== 'mark' || token.value === '{' || token.value === '[';

/** The mistake `token` shows after `previous` (and the token before it), if any. */
function mistakeAt(previous: Token | undefined, token: Token, beforePrevious: Token | undefined) {
  if (token.kind === 'word' && !LITERAL.test(token.value)) {
    if (previous?.kind === 'text' && beforePrevious?.value === ':') {
      return {
        line: token.line,
        text: 'a straight quote (") inside the text ends it early; write that quote as \\" or as “ ”',
      };
    }
    return { line: token.line, text: `${token.value} needs straight double quotes around it: "${token.value}"` };
  }
  if (!previous) return undefined;
  if (previous.value === ',' && (token.value === '}' || token.value === ']')) {
    return { line: previous.line, text: 'a comma ends this line, but no field follows it; delete that comma' };
  }
  if (endsValue(previous) && startsValue(token)) {
    return { line: previous.line, text: 'this line needs a comma at its end, as another field follows; add one' };
  }
  return undefined;
}
