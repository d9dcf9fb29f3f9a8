// Bundled into the browser and the functions too: no `astro:*` imports here.
// The one set of quote rules. zod/mini keeps the wizard's bundle small.
import { z } from 'zod/mini';
import {
  QUOTE_FIELD_NAMES,
  valueFields,
  type DateField,
  type QuoteField,
  type QuoteFieldName,
  type QuoteValueField,
  type RequiredFieldName,
  type SelectField,
} from './fields';
import { LANGUAGES } from '../i18n/languages';
import { LIMITS } from './limits';
import type { Answers } from './answers';

// Character checks are regexes (z.regex) rather than refinements, which the wizard's bundle would carry.
/**
 * Single-line fields refuse control characters (C0, DEL, C1), unpaired surrogates, the bidi
 * embeddings, overrides and isolates that can make text read in another order, and line breaks.
 */
const SINGLE_LINE = /^[^\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069\u2028\u2029]*$/u;
/** A textarea refuses the same, except tabs and line breaks. */
const MULTI_LINE = /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069])*$/u;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** True for a YYYY-MM-DD date that exists on the calendar (no February 31). */
export function isCalendarDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && isoDay(date) === text;
}

/**
 * The preferred dates accepted at `now`, as YYYY-MM-DD. A visitor's "today" is at most one day
 * behind UTC (UTC−12) or ahead of it (UTC+14), so the window is one day wider on each side.
 */
export function preferredDateWindow(now = Date.now()): { earliest: string; latest: string } {
  const tomorrow = new Date(now + DAY_MS);
  const latest = new Date(
    Date.UTC(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth() + LIMITS.preferredDateMonths, tomorrow.getUTCDate()),
  );
  return { earliest: isoDay(new Date(now - DAY_MS)), latest: isoDay(latest) };
}

/** Each field's rule: a request cannot leave out a required one; the others may be absent. */
type FieldRules = { [K in RequiredFieldName]: z.ZodMiniType<string> } & {
  [K in Exclude<QuoteFieldName, RequiredFieldName>]: z.ZodMiniOptional<z.ZodMiniType<string>>;
};

/** A field's rule as the visitor types: what the wizard checks at each field and on submit. */
function typedRule(field: QuoteValueField): z.ZodMiniType<string | undefined> {
  // The browser offers only the options and real dates; the endpoint checks them.
  if (field.input === 'select' || field.input === 'date') return z.optional(z.string().check(z.trim()));
  const { required, tooLong } = field.messages;
  const checks =
    field.input === 'email'
      ? [z.email(field.messages.invalid), z.maxLength(field.maxLength, tooLong)]
      : [
          z.maxLength(field.maxLength, tooLong),
          z.regex(field.input === 'textarea' ? MULTI_LINE : SINGLE_LINE, field.messages.hiddenCharacters),
          ...(field.rules ?? []).map(({ pattern, message }) => z.regex(pattern, message)),
        ];
  if (!required) return z.optional(z.string().check(z.trim(), ...checks));
  return z.string(required).check(z.trim(), z.minLength(1, required), ...checks);
}

/** A select's value: absent, or one of its options. */
const choice = (field: SelectField) =>
  z.optional(
    z.enum(
      field.options.map((option) => option.value),
      field.messages.invalid,
    ),
  );

/** A date's value: absent, or a calendar date in the window. */
const windowedDate = ({ messages }: DateField) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.refine((d) => d === '' || isCalendarDate(d), { message: messages.invalid, abort: true }),
      z.refine((d) => d === '' || d >= preferredDateWindow().earliest, messages.inPast),
      z.refine((d) => d === '' || d <= preferredDateWindow().latest, messages.tooFar),
    ),
  );

/** The endpoint's rule of a field: what the visitor types, plus what a browser cannot be trusted with. */
function requestRule(field: QuoteValueField): z.ZodMiniType<string | undefined> {
  if (field.input === 'select') return choice(field);
  if (field.input === 'date') return windowedDate(field);
  return typedRule(field);
}

const rulesOf = (fields: readonly QuoteField[], rule: (field: QuoteValueField) => z.ZodMiniType<string | undefined>) =>
  Object.fromEntries(valueFields(fields).map((field) => [field.name, rule(field)])) as unknown as FieldRules;

/** Each field's rule as the visitor types, by name, saying its messages in the language of `fields`. */
export type QuoteRules = FieldRules;

/** Each field's rule as the visitor types, by name: what the wizard checks at each field and on submit. */
export const quoteRules = (fields: readonly QuoteField[]): QuoteRules => rulesOf(fields, typedRule);

/** The form's values, checked and trimmed: a required field is always there, another may be absent. */
export type Quote = { [K in RequiredFieldName]: string } & {
  [K in Exclude<QuoteFieldName, RequiredFieldName>]?: string;
};

export interface QuoteIssue {
  message: string;
  path: [QuoteFieldName];
}

/**
 * The form's values checked by their rules, field by field in the field list's order, so the first
 * issue is the first field a visitor sees wrong: what a zod object of `rules` would answer, without
 * its code in the wizard's bundle. The endpoint's zod object (quoteRequestSchema) is built from the same rules.
 */
export function checkQuote(
  values: Partial<Record<QuoteFieldName, unknown>>,
  rules: QuoteRules,
): { success: true; data: Quote } | { success: false; error: { issues: QuoteIssue[] } } {
  const data: Partial<Quote> = {};
  const issues: QuoteIssue[] = [];
  for (const name of QUOTE_FIELD_NAMES) {
    const result = rules[name].safeParse(values[name]);
    if (!result.success)
      issues.push(...result.error.issues.map(({ message }) => ({ message, path: [name] as [QuoteFieldName] })));
    else if (result.data !== undefined) data[name] = result.data;
  }
  return issues.length ? { success: false, error: { issues } } : { success: true, data: data as Quote };
}

/** How a request reached us: the wizard, or the plain form shown without JavaScript. */
export const LEAD_CHANNELS = ['wizard', 'no-js-form'] as const;

/** Campaign tags a landing page's address may carry (the UTM convention of ad and analytics tools). */
export const CAMPAIGN_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** Ad-click ids: Google Ads (gclid; gbraid and wbraid from iOS), Microsoft Advertising (msclkid), Meta (fbclid). */
export const CLICK_ID_PARAMS = ['gclid', 'gbraid', 'wbraid', 'msclkid', 'fbclid'] as const;

/** A value that fails its rule is dropped, never the request: attribution is the owner's aid, not the visitor's task. */
const kept = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(schema), undefined);

/** The same rule for each of `keys`. */
function sameFor<K extends string, T extends z.core.SomeType>(keys: readonly K[], schema: T) {
  return Object.fromEntries(keys.map((key) => [key, kept(schema)])) as Record<K, ReturnType<typeof kept<T>>>;
}

/** A URL path: RFC 3986 path characters only, so never a query string or fragment. */
const PATH = /^\/[\w\-.~%!$&'()*+,;=:@/]*$/;
/** A host name (as `URL.hostname` gives it): letters, digits, hyphens, dots. */
const HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;
/** Free text without control, format (bidi among them), unpaired surrogate or line-separator characters. */
const PLAIN_TEXT = /^[^\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]+$/u;
/** Click ids are URL-safe tokens. */
const TOKEN = /^[\w.~-]+$/;

/**
 * Where a lead came from, as the visit's first page saw it; stored beside the request's fields.
 * Only these keys are kept, each bounded; a value that breaks its rule is dropped on its own.
 */
export const AttributionSchema = z.object({
  /** The form that sent the request. */
  channel: kept(z.enum(LEAD_CHANNELS)),
  /** The path of the visit's first page on this site, without its query string. */
  landingPage: kept(z.string().check(z.maxLength(200), z.regex(PATH))),
  /** The host of the site that linked to that first page, e.g. `www.google.com`. */
  referrer: kept(z.string().check(z.toLowerCase(), z.maxLength(253), z.regex(HOST))),
  ...sameFor(CAMPAIGN_PARAMS, z.string().check(z.trim(), z.minLength(1), z.maxLength(100), z.regex(PLAIN_TEXT))),
  ...sameFor(CLICK_ID_PARAMS, z.string().check(z.maxLength(256), z.regex(TOKEN))),
});

export type Attribution = z.infer<typeof AttributionSchema>;

/**
 * The submit endpoint's rules: the form's checks plus what the browser cannot be trusted with, saying
 * its messages in the language of `words`. Built by a call, so the wizard's bundle leaves it out.
 */
export function quoteRequestSchema({ fields, answers }: { fields: readonly QuoteField[]; answers: Answers }) {
  const said = answers.requestValidation;
  return z.object({
    ...rulesOf(fields, requestRule),
    photoUrls: z.optional(z.array(z.string()).check(z.maxLength(LIMITS.maxPhotos, said.photosTooMany))),
    attribution: kept(AttributionSchema),
    /**
     * The language of the page the request was sent from, beside the quote's fields (it is not one);
     * absent, or any other value, is English: like attribution, it never costs a lead.
     */
    language: kept(z.enum(LANGUAGES)),
  });
}

/** The first failing message and its field, as the wizard and the endpoint report it. */
export function firstIssue(error: { issues: readonly { message: string; path: PropertyKey[] }[] }): {
  error: string;
  field: string | undefined;
} {
  const issue = error.issues[0];
  return { error: issue?.message ?? 'Invalid request', field: issue?.path[0]?.toString() };
}

/** Drops fields left blank so optional rules see them as absent (the wizard and the no-JS form both send blanks). */
export function withoutBlanks<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => !(typeof v === 'string' && v.trim() === '')),
  ) as Partial<T>;
}
