// Bundled into the browser and the functions too: no `astro:*` imports here, and no words: each
// language's words for the fields are a module of their own (field-words.ts, es/field-words.ts), so a
// page's wizard carries its own language's only.
// Imports carry `.ts`: the owner CLI (scripts/quotes.ts) loads this file with plain Node.
import { calendarDate } from '../clock.ts';
import { escapeHtml } from '../html.ts';
import { LIMITS } from './limits.ts';

export interface Option {
  value: string;
  label: string;
}

/** A rule a text field's value must also pass, and what a value that fails it is told. */
export interface TextRule {
  pattern: RegExp;
  message: string;
}

interface FieldBase<Name extends string> {
  /** What it is sent, stored and exported as. */
  name: Name;
  label: string;
  /** The wizard step that asks for it; the no-JS form groups its fields the same way. */
  step: 1 | 2 | 3;
  /**
   * Marked required in every form, and the wizard's Next Step waits for it. The server insists only
   * on a text field with a `required` message.
   */
  required?: boolean;
}

/** A field typed into an `<input>`: the browser's autofill and keyboard hints, and its length. */
interface TypedFieldBase<Name extends string> extends FieldBase<Name> {
  autocomplete?: string;
  inputMode?: 'numeric';
  /** Enforced by the no-JS forms; the wizard lets a visitor type past it and names the limit on submit. */
  maxLength: number;
}

/**
 * Text as the visitor types it. Checked trimmed, in this order: given (`required`), `maxLength`,
 * no characters that hide or reorder text (line breaks are allowed in a textarea), then `rules`.
 */
export interface TextField<Name extends string = string> extends TypedFieldBase<Name> {
  input: 'text' | 'tel' | 'textarea';
  messages: { required?: string; tooLong: string; hiddenCharacters: string };
  rules?: readonly TextRule[];
}

/** An email address: given (`required`), an address (`invalid`), then `maxLength`. */
export interface EmailField<Name extends string = string> extends TypedFieldBase<Name> {
  input: 'email';
  messages: { required?: string; invalid: string; tooLong: string };
}

/**
 * One of the options, or nothing. The server refuses any other value with `messages.invalid`
 * (the form offers nothing else).
 */
export interface SelectField<Name extends string = string> extends FieldBase<Name> {
  input: 'select';
  options: readonly Option[];
  /** The first option's text; it holds the empty value. */
  placeholder: string;
  messages: { invalid: string };
  /** Repeated to the homeowner (see `isSummaryField`). */
  inSummary?: boolean;
}

/**
 * A calendar date from today (in any time zone) to `LIMITS.preferredDateMonths` months on, or nothing.
 * The date picker offers only those; the server checks them.
 */
export interface DateField<Name extends string = string> extends FieldBase<Name> {
  input: 'date';
  messages: { invalid: string; inPast: string; tooFar: string };
  /** Repeated to the homeowner (see `isSummaryField`). */
  inSummary?: boolean;
}

export interface PhotosField extends FieldBase<'photos'> {
  input: 'photos';
  accept: string;
}

type AnyField<Name extends string> = TextField<Name> | EmailField<Name> | SelectField<Name> | DateField<Name>;

/** What a field of each kind says, in one language: everything but its shape. */
type WordsOf<Field> = Field extends { input: 'select' }
  ? { label: string; placeholder: string; messages: { invalid: string }; options: Record<string, string> }
  : Field extends { input: 'photos' }
    ? { label: string }
    : Field extends { rules: readonly RegExp[] }
      ? { label: string; messages: MessagesOf<Field>; rules: readonly string[] }
      : { label: string; messages: MessagesOf<Field> };

type MessagesOf<Field> = Field extends { input: 'date' }
  ? { invalid: string; inPast: string; tooFar: string }
  : (Field extends { input: 'email' }
      ? { invalid: string; tooLong: string }
      : { tooLong: string; hiddenCharacters: string }) &
      (Field extends { serverRequired: true } ? { required: string } : unknown);

const PHONE_DIGITS = new RegExp(`^(?:\\D*\\d){${LIMITS.phoneMinDigits}}`);

/**
 * Every field of the quote form, in the order a visitor meets them, without its words. The one place
 * a field is declared: the schemas, the wizard, the no-JS form, storage, the emails, the webhook and
 * the owner CLI all follow this list (docs/quote-backend.md); each language's words for it are in its
 * `FieldWords` (field-words.ts, es/field-words.ts).
 */
const DECLARED_FIELDS = [
  {
    name: 'name',
    input: 'text',
    step: 1,
    required: true,
    serverRequired: true,
    autocomplete: 'name',
    maxLength: LIMITS.name,
    rules: [/\p{L}/u],
  },
  {
    name: 'phone',
    input: 'tel',
    step: 1,
    required: true,
    serverRequired: true,
    autocomplete: 'tel',
    maxLength: LIMITS.phone,
    rules: [PHONE_DIGITS],
  },
  {
    name: 'email',
    input: 'email',
    step: 1,
    required: true,
    serverRequired: true,
    autocomplete: 'email',
    maxLength: LIMITS.email,
  },
  // Marked required, yet the server takes a request without one.
  {
    name: 'zip',
    input: 'text',
    step: 1,
    required: true,
    autocomplete: 'postal-code',
    inputMode: 'numeric',
    maxLength: LIMITS.zip,
  },
  {
    name: 'issue',
    input: 'select',
    step: 2,
    required: true,
    inSummary: true,
    options: ['leak', 'crack', 'gelcoat', 'tile', 'equipment', 'resurfacing', 'other'],
  },
  // Photos travel apart from the quote's fields: uploaded first, then sent as their addresses.
  { name: 'photos', input: 'photos', step: 2, accept: 'image/*' },
  { name: 'comments', input: 'textarea', step: 2, maxLength: LIMITS.comments },
  { name: 'preferredDate', input: 'date', step: 3, inSummary: true },
  {
    name: 'preferredTime',
    input: 'select',
    step: 3,
    inSummary: true,
    options: ['morning', 'afternoon', 'evening', 'flexible'],
  },
] as const;

type Declared = (typeof DECLARED_FIELDS)[number];

/** The names of the quote's own fields (all but the photos), from the list above. */
export type QuoteFieldName = Exclude<Declared, { input: 'photos' }>['name'];

/** The fields a request cannot be sent without: those with a `required` message. */
export type RequiredFieldName = Extract<Declared, { serverRequired: true }>['name'];

/** One of the quote's own fields. */
export type QuoteValueField = AnyField<QuoteFieldName>;

export type QuoteField = QuoteValueField | PhotosField;

/** What the form holds before validation. */
export type QuoteDraft = Record<QuoteFieldName, string>;

/** Each field's words in one language, by field name: what field-words.ts writes in English. */
export type FieldWords = { [Field in Declared as Field['name']]: WordsOf<Field> };

/** The fields with `words`: what the forms show and the schema says, in that language. */
export function quoteFields(words: FieldWords): readonly QuoteField[] {
  return DECLARED_FIELDS.map((shape) => {
    const { serverRequired: _, ...field } = { serverRequired: undefined, ...shape };
    const said = words[shape.name] as { label: string; options?: Record<string, string>; rules?: readonly string[] };
    if (field.input === 'select')
      return { ...field, ...said, options: field.options.map((value) => ({ value, label: said.options![value]! })) };
    if ('rules' in field)
      return {
        ...field,
        ...said,
        rules: field.rules.map((pattern, index) => ({ pattern, message: said.rules![index]! })),
      };
    return { ...field, ...said };
  }) as unknown as readonly QuoteField[];
}

/** The quote's own fields (all but the photos) of a language's field list. */
export const valueFields = (fields: readonly QuoteField[]): readonly QuoteValueField[] =>
  fields.filter((field): field is QuoteValueField => field.input !== 'photos');

/** The quote's own fields' names (all but the photos), in form order: stored, emailed and listed in this order. */
export const QUOTE_FIELD_NAMES: readonly QuoteFieldName[] = DECLARED_FIELDS.flatMap((field) =>
  field.input === 'photos' ? [] : [field.name],
);

/** The wizard step asking for a field (`photos` included). */
export const stepOf = (name: PropertyKey | undefined): QuoteField['step'] | undefined =>
  DECLARED_FIELDS.find((field) => field.name === name)?.step;

/** A draft with every field blank. */
export const EMPTY_DRAFT = Object.fromEntries(QUOTE_FIELD_NAMES.map((name) => [name, ''])) as QuoteDraft;

/**
 * A field repeated in the homeowner's confirmation: what the request is about and when. Only a
 * select or a date can be one: the confirmation goes to whatever address was typed, so it carries
 * no text the visitor wrote.
 */
export const isSummaryField = (
  field: QuoteValueField,
): field is SelectField<QuoteFieldName> | DateField<QuoteFieldName> =>
  (field.input === 'select' || field.input === 'date') && field.inSummary === true;

/** The label a select shows for `value`, or undefined when it is none of the options. */
export const optionLabel = (field: SelectField, value: string | undefined): string | undefined =>
  field.options.find((option) => option.value === value)?.label;

/**
 * A field's value as a person reads it: a select's option label, a date as "Tue, Dec 2, 2025" (its
 * year left out when it is the year of `sameYearAs`, an ISO date or instant; in `locale`), text as typed.
 * Undefined when blank; a value no option or calendar knows is shown as stored.
 */
export function shownValue(
  field: QuoteValueField,
  value: string | undefined,
  options: { sameYearAs?: string; locale?: 'en-US' | 'es-US' } = {},
): string | undefined {
  if (!value) return undefined;
  if (field.input === 'select') return optionLabel(field, value) ?? value;
  if (field.input === 'date') {
    const withYear = value.slice(0, 4) !== options.sameYearAs?.slice(0, 4);
    return calendarDate(value, { withYear, locale: options.locale }) ?? value;
  }
  return value;
}

/**
 * Name of the hidden field people never see; bots fill it. A name no browser autofill or password
 * manager fills (as they do `website`, `url`, `company` and anything with name, email, phone or address).
 */
export const HONEYPOT_FIELD = 'subject';

/**
 * The honeypot every form renders, its id made from `form`: out of sight, out of the accessibility
 * tree and the Tab order, and opted out of autofill and of 1Password, LastPass, Bitwarden and Dashlane.
 */
export function honeypotHtml(form: string, label: string): string {
  const id = `${form}-${HONEYPOT_FIELD}`;
  return `<div class="sr-only" aria-hidden="true"><label for="${id}">${escapeHtml(label)}</label><input id="${id}" name="${HONEYPOT_FIELD}" type="text" tabindex="-1" autocomplete="off" data-1p-ignore data-lpignore="true" data-bwignore data-form-type="other"></div>`;
}
