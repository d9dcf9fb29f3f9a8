// Bundled into the browser and the functions too: no `astro:*` imports here.
// Reading the business facts file (business.json) the owner edits in GitHub's browser editor, and
// telling each mistake in it as a post's are told: the file, the field, what was written, an example.
import { jsonSyntaxMistake } from '../lib/content-check/json-syntax.ts';
import { fieldLabel, type ContentMistake } from '../lib/content-check/mistakes.ts';
import { businessFactsSchema, type BusinessFactsFile } from '../schemas/business.ts';

/** The facts file, from the project root. */
export const FACTS_FILE = 'src/data/business.json';
/** Where each field of it is explained, with an example. */
export const FACTS_GUIDE = 'docs/business-facts.md';

/** The facts as written, checked; or every mistake in them, one per field. */
export type FactsReading =
  { kind: 'facts'; facts: BusinessFactsFile } | { kind: 'mistakes'; mistakes: ContentMistake[] };

/** Checks the facts `data` (the file's JSON); `text`, the file as written, gives each mistake its line. */
export function readFacts(data: unknown, text?: string): FactsReading {
  const result = businessFactsSchema.safeParse(data);
  if (result.success) return { kind: 'facts', facts: result.data };
  const lines = text === undefined ? new Map<string, number>() : valueLines(text);
  const byField = new Map<string, ContentMistake>();
  const add = (path: readonly PropertyKey[], message: string) => {
    const where = fieldLabel(path, 'the file');
    // A field left out has no line of its own: the group it belongs in has.
    const line = [...path.keys(), path.length]
      .reverse()
      .map((length) => lines.get(fieldLabel(path.slice(0, length), 'the file')))
      .find((found) => found !== undefined);
    if (!byField.has(where)) byField.set(where, { file: FACTS_FILE, where, text: message, ...(line ? { line } : {}) });
  };
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        add(
          [...issue.path, key],
          `this field is not one the facts file has; check its spelling against ${FACTS_GUIDE}, or delete it`,
        );
      }
    } else {
      add(issue.path, issue.message);
    }
  }
  return { kind: 'mistakes', mistakes: [...byField.values()] };
}

/** Every mistake in the facts file's `text`: where it stops being JSON, else each field the schema refuses. */
export function factsFileMistakes(text: string): ContentMistake[] {
  const syntax = jsonSyntaxMistake(text, FACTS_GUIDE);
  if (syntax) return [{ file: FACTS_FILE, where: `line ${syntax.line}`, text: syntax.text, line: syntax.line }];
  const reading = readFacts(JSON.parse(text), text);
  return reading.kind === 'mistakes' ? reading.mistakes : [];
}

/**
 * The line each value of a valid JSON text starts on, by field as mistakes name it (`hours[2].opens`),
 * so the owner finds it in GitHub's editor.
 */
export function valueLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  let at = 0;
  let line = 1;
  const skipSpace = () => {
    while (at < text.length && /\s/.test(text[at]!)) {
      if (text[at] === '\n') line += 1;
      at += 1;
    }
  };
  const readString = () => {
    const start = at;
    for (at += 1; text[at] !== '"'; at += text[at] === '\\' ? 2 : 1);
    at += 1;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const readValue = (path: PropertyKey[]) => {
    skipSpace();
    lines.set(fieldLabel(path, 'the file'), line);
    const char = text[at];
    if (char === '{' || char === '[') {
      const close = char === '{' ? '}' : ']';
      at += 1;
      for (let index = 0; ; index += 1) {
        skipSpace();
        if (text[at] === close) break;
        if (char === '{') {
          const key = readString();
          skipSpace();
          at += 1; // the colon
          readValue([...path, key]);
        } else {
          readValue([...path, index]);
        }
        skipSpace();
        if (text[at] === ',') at += 1;
      }
      at += 1;
    } else if (char === '"') {
      readString();
    } else {
      while (at < text.length && !/[\s,\]}]/.test(text[at]!)) at += 1;
    }
  };
  readValue([]);
  return lines;
}
