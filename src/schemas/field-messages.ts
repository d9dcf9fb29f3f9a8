import { z } from 'astro/zod';

// How a frontmatter field answers a bad value, in words a marketer can act on: what was written,
// what is wrong with it, then the field's hint (the expected form and an example). The file and the
// field's name are added by the content check (src/lib/content-check/frontmatter-check.ts), which knows them.

/** The expected form and an example, e.g. `write it as YYYY-MM-DD, e.g. 2025-09-18`; may depend on what was written. */
type FieldHint = string | ((written: unknown) => string);

type Issue = z.core.$ZodRawIssue;

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  date: 'a date',
  array: 'a list',
  object: 'a group of fields',
};

/** A value as the author wrote it: text in quotes, a date as YYYY-MM-DD, a list by its length. */
export function describeWritten(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof Date) return isoDate(value);
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object' && value !== null) return 'a group of fields';
  return String(value);
}

/** What is wrong with the value, after it has been described. */
function problem(issue: Issue): string {
  const written = describeWritten(issue.input);
  switch (issue.code) {
    case 'invalid_type':
      return `${written} is not ${KINDS[issue.expected] ?? issue.expected}`;
    case 'too_small':
    case 'too_big': {
      const limit = issue.code === 'too_small' ? issue.minimum : issue.maximum;
      if (issue.origin === 'string') {
        const bound = issue.code === 'too_small' ? 'fewer than' : 'more than';
        return `${written} is ${String(issue.input).length} characters, ${bound} ${limit}`;
      }
      if (issue.origin === 'array') {
        const count = (issue.input as unknown[]).length;
        const bound = issue.exact ? 'not' : issue.code === 'too_small' ? 'fewer than' : 'more than';
        return `the list has ${count} ${count === 1 ? 'item' : 'items'}, ${bound} ${limit}`;
      }
      return `${written} is ${issue.code === 'too_small' ? 'less' : 'more'} than ${limit}`;
    }
    case 'invalid_value':
      return `${written} is not on the list`;
    default:
      return `${written} is not accepted`;
  }
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Zod's `error` parameter for one field: every mistake in it (missing, wrong kind, too long, not on
 * the list…) is answered with what was written, what is wrong, and `hint`. Give it to the field's
 * own schema, e.g. `z.string(explain('write …')).max(70)`: its checks answer with it too.
 */
export function explain(hint: FieldHint): { error: (issue: Issue) => string } {
  return {
    error: (issue) => {
      const advice = typeof hint === 'function' ? hint(issue.input) : hint;
      return `${isBlank(issue.input) ? 'nothing is written' : problem(issue)}; ${advice}`;
    },
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD of a calendar date (content dates are kept in UTC). */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Fallback example of a date, when what was written names none. */
const EXAMPLE_DATE = '2025-09-18';

/**
 * The date an author meant, as YYYY-MM-DD, for the example in a message: "November 3rd, 2026" →
 * 2026-11-03. The example date when the text names no year or no date that exists.
 */
export function dateExample(written: unknown): string {
  if (typeof written !== 'string' || !/\b\d{4}\b/.test(written) || ISO_DATE.test(written.trim())) return EXAMPLE_DATE;
  const date = new Date(written.replace(/(\d)(st|nd|rd|th)\b/gi, '$1'));
  if (Number.isNaN(date.getTime())) return EXAMPLE_DATE;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A YYYY-MM-DD string that names a real day, as that day; anything else as it was written. */
function fromIsoDate(value: unknown): unknown {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return value;
  const date = new Date(value);
  return !Number.isNaN(date.getTime()) && isoDate(date) === value ? date : value;
}

/**
 * A calendar date written YYYY-MM-DD, quoted or not (YAML reads an unquoted one as a date). Any other
 * form is refused, so "March 4" never becomes a day in 2001 and "04/03/2026" is never read two ways.
 */
export function calendarDate(hint: (example: string) => string) {
  return z.preprocess(fromIsoDate, z.date(explain((written) => hint(dateExample(written)))));
}
