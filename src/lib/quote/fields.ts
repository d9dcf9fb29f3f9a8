// Bundled into the browser and the functions too: no `astro:*` imports here.
// Imports carry `.ts`: the owner CLI (scripts/quotes.ts) loads this file with plain Node.
import { calendarDate } from '../clock.ts';
import { LIMITS } from './limits.ts';

export interface Option {
  value: string;
  label: string;
  /** A few words for the owner's email subject, which a phone's inbox cuts short. */
  short?: string;
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

const PHONE_DIGITS = new RegExp(`^(?:\\D*\\d){${LIMITS.phoneMinDigits}}`);

/**
 * Every field of the quote form, in the order a visitor meets them, with every word the form and the
 * server say about it. The one place a field is declared: the schemas, the wizard, the no-JS form,
 * storage, the emails, the webhook and the owner CLI all follow this list (docs/quote-backend.md).
 */
const DECLARED_FIELDS = [
  {
    name: 'name',
    label: 'Full Name',
    input: 'text',
    step: 1,
    required: true,
    autocomplete: 'name',
    maxLength: LIMITS.name,
    messages: {
      required: 'Name is required',
      tooLong: 'Name must be less than 100 characters',
      hiddenCharacters: "Name can't contain line breaks or invisible characters",
    },
    rules: [{ pattern: /\p{L}/u, message: 'Name must contain at least one letter' }],
  },
  {
    name: 'phone',
    label: 'Phone',
    input: 'tel',
    step: 1,
    required: true,
    autocomplete: 'tel',
    maxLength: LIMITS.phone,
    messages: {
      required: 'Phone number is required',
      tooLong: 'Phone number too long',
      hiddenCharacters: "Phone number can't contain line breaks or invisible characters",
    },
    rules: [{ pattern: PHONE_DIGITS, message: `Phone number must have at least ${LIMITS.phoneMinDigits} digits` }],
  },
  {
    name: 'email',
    label: 'Email',
    input: 'email',
    step: 1,
    required: true,
    autocomplete: 'email',
    maxLength: LIMITS.email,
    messages: {
      required: 'Invalid email address',
      invalid: 'Invalid email address',
      tooLong: 'Email must be less than 255 characters',
    },
  },
  {
    name: 'zip',
    label: 'ZIP Code',
    input: 'text',
    step: 1,
    // Marked required, yet the server takes a request without one: it has no `required` message.
    required: true,
    autocomplete: 'postal-code',
    inputMode: 'numeric',
    maxLength: LIMITS.zip,
    messages: {
      tooLong: 'ZIP code too long',
      hiddenCharacters: "ZIP code can't contain line breaks or invisible characters",
    },
  },
  {
    name: 'issue',
    label: 'Pool issue',
    input: 'select',
    step: 2,
    required: true,
    inSummary: true,
    placeholder: 'Select the issue',
    messages: { invalid: 'Please choose the issue from the list' },
    options: [
      { value: 'leak', label: 'Pool Leak (water loss)', short: 'Pool leak' },
      { value: 'crack', label: 'Fiberglass Crack', short: 'Fiberglass crack' },
      { value: 'gelcoat', label: 'Gelcoat/Surface Issues', short: 'Gelcoat/surface' },
      { value: 'tile', label: 'Tile & Coping Problems', short: 'Tile & coping' },
      { value: 'equipment', label: 'Equipment Repair/Upgrade', short: 'Equipment' },
      { value: 'resurfacing', label: 'Full Resurfacing Needed', short: 'Resurfacing' },
      { value: 'other', label: 'Other, please describe', short: 'Other issue' },
    ],
  },
  // Photos travel apart from the quote's fields: uploaded first, then sent as their addresses.
  { name: 'photos', label: 'Photos (optional)', input: 'photos', step: 2, accept: 'image/*' },
  {
    name: 'comments',
    label: 'Additional details',
    input: 'textarea',
    step: 2,
    maxLength: LIMITS.comments,
    messages: {
      tooLong: 'Comments must be less than 1000 characters',
      hiddenCharacters: "Comments can't contain invisible characters",
    },
  },
  {
    name: 'preferredDate',
    label: 'Preferred date',
    input: 'date',
    step: 3,
    inSummary: true,
    messages: {
      invalid: 'Please choose a valid date',
      inPast: 'Preferred date cannot be in the past',
      tooFar: `Preferred date must be within the next ${LIMITS.preferredDateMonths} months`,
    },
  },
  {
    name: 'preferredTime',
    label: 'Preferred time',
    input: 'select',
    step: 3,
    inSummary: true,
    placeholder: 'Select a time',
    messages: { invalid: 'Please choose a preferred time from the list' },
    options: [
      { value: 'morning', label: 'Morning (8 AM-12 PM)', short: 'morning' },
      { value: 'afternoon', label: 'Afternoon (12 PM-5 PM)', short: 'afternoon' },
      { value: 'evening', label: 'Evening (5 PM-7 PM)', short: 'evening' },
      { value: 'flexible', label: 'Flexible', short: 'any time' },
    ],
  },
] as const satisfies readonly (AnyField<string> | PhotosField)[];

type Declared = Exclude<(typeof DECLARED_FIELDS)[number], PhotosField>;

/** The names of the quote's own fields (all but the photos), from the list above. */
export type QuoteFieldName = Declared['name'];

/** The fields a request cannot be sent without: those with a `required` message. */
export type RequiredFieldName = Extract<Declared, { messages: { required: string } }>['name'];

/** One of the quote's own fields. */
export type QuoteValueField = AnyField<QuoteFieldName>;

export type QuoteField = QuoteValueField | PhotosField;

export const QUOTE_FIELDS: readonly QuoteField[] = DECLARED_FIELDS;

/** What the form holds before validation. */
export type QuoteDraft = Record<QuoteFieldName, string>;

export const QUOTE_VALUE_FIELDS: readonly QuoteValueField[] = QUOTE_FIELDS.filter(
  (field): field is QuoteValueField => field.input !== 'photos',
);

/** The quote's own fields (all but the photos), in form order: stored, emailed and listed in this order. */
export const QUOTE_FIELD_NAMES: readonly QuoteFieldName[] = QUOTE_VALUE_FIELDS.map((field) => field.name);

/** A draft with every field blank. */
export const EMPTY_DRAFT = Object.fromEntries(QUOTE_FIELD_NAMES.map((name) => [name, ''])) as QuoteDraft;

export function quoteField(name: QuoteFieldName): QuoteValueField {
  const field = QUOTE_VALUE_FIELDS.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`${name} is not a quote field`);
  return field;
}

/**
 * A field repeated in the homeowner's confirmation: what the request is about and when. Only a
 * select or a date can be one: the confirmation goes to whatever address was typed, so it carries
 * no text the visitor wrote.
 */
export const isSummaryField = (
  field: QuoteValueField,
): field is SelectField<QuoteFieldName> | DateField<QuoteFieldName> =>
  (field.input === 'select' || field.input === 'date') && field.inSummary === true;

/** The short words for a select's `value` in an email subject (its label when it has none), or undefined when it is none of the options. */
export const optionShort = (field: SelectField, value: string | undefined): string | undefined => {
  const option = field.options.find((candidate) => candidate.value === value);
  return option?.short ?? option?.label;
};

/** The label a select shows for `value`, or undefined when it is none of the options. */
export const optionLabel = (field: SelectField, value: string | undefined): string | undefined =>
  field.options.find((option) => option.value === value)?.label;

/**
 * A field's value as a person reads it: a select's option label, a date as "Tue, Dec 2, 2025" (its
 * year left out when it is the year of `sameYearAs`, an ISO date or instant), text as typed.
 * Undefined when blank; a value no option or calendar knows is shown as stored.
 */
export function shownValue(
  field: QuoteValueField,
  value: string | undefined,
  options: { sameYearAs?: string } = {},
): string | undefined {
  if (!value) return undefined;
  if (field.input === 'select') return optionLabel(field, value) ?? value;
  if (field.input === 'date') {
    return calendarDate(value, { withYear: value.slice(0, 4) !== options.sameYearAs?.slice(0, 4) }) ?? value;
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
export function honeypotHtml(form: string): string {
  const id = `${form}-${HONEYPOT_FIELD}`;
  return `<div class="sr-only" aria-hidden="true"><label for="${id}">Leave this field empty</label><input id="${id}" name="${HONEYPOT_FIELD}" type="text" tabindex="-1" autocomplete="off" data-1p-ignore data-lpignore="true" data-bwignore data-form-type="other"></div>`;
}
