// Bundled into the browser and the functions too: no `astro:*` imports here.
// Imports carry `.ts`: the owner CLI (scripts/quotes.ts) loads this file with plain Node.
import { LIMITS } from './limits.ts';
import type { Quote, QuoteDraft } from './schema.ts';

export interface Option {
  value: string;
  label: string;
}

interface FieldBase {
  label: string;
  /** The wizard step that asks for it; the no-JS form groups its fields the same way. */
  step: 1 | 2 | 3;
  /** Marked required in every form (the schema decides what the server insists on). */
  required?: boolean;
}

export type TextField = FieldBase & {
  name: keyof Quote;
  input: 'text' | 'tel' | 'email' | 'date';
  autocomplete?: string;
  inputMode?: 'numeric';
  /** Enforced by the no-JS forms; the wizard lets a visitor type past it and names the limit on submit. */
  maxLength?: number;
};

export type SelectField = FieldBase & {
  name: keyof Quote;
  input: 'select';
  options: readonly Option[];
  /** The first option's text; it holds the empty value. */
  placeholder: string;
  /** What the server answers when the value is none of the options. */
  invalid: string;
};

export type TextAreaField = FieldBase & { name: keyof Quote; input: 'textarea'; maxLength?: number };

export type PhotosField = FieldBase & { name: 'photos'; input: 'photos'; accept: string };

export type QuoteField = TextField | SelectField | TextAreaField | PhotosField;

/** Every field of the quote form, in the order a visitor meets them (the schema keeps this order too). */
export const QUOTE_FIELDS: readonly QuoteField[] = [
  {
    name: 'name',
    label: 'Full Name',
    input: 'text',
    step: 1,
    required: true,
    autocomplete: 'name',
    maxLength: LIMITS.name,
  },
  {
    name: 'phone',
    label: 'Phone',
    input: 'tel',
    step: 1,
    required: true,
    autocomplete: 'tel',
    maxLength: LIMITS.phone,
  },
  {
    name: 'email',
    label: 'Email',
    input: 'email',
    step: 1,
    required: true,
    autocomplete: 'email',
    maxLength: LIMITS.email,
  },
  {
    name: 'zip',
    label: 'ZIP Code',
    input: 'text',
    step: 1,
    required: true,
    autocomplete: 'postal-code',
    inputMode: 'numeric',
    maxLength: LIMITS.zip,
  },
  {
    name: 'issue',
    label: 'Pool issue',
    input: 'select',
    step: 2,
    required: true,
    placeholder: 'Select the issue',
    invalid: 'Please choose the issue from the list',
    options: [
      { value: 'leak', label: 'Pool Leak (water loss)' },
      { value: 'crack', label: 'Fiberglass Crack' },
      { value: 'gelcoat', label: 'Gelcoat/Surface Issues' },
      { value: 'tile', label: 'Tile & Coping Problems' },
      { value: 'equipment', label: 'Equipment Repair/Upgrade' },
      { value: 'resurfacing', label: 'Full Resurfacing Needed' },
      { value: 'other', label: 'Other, please describe' },
    ],
  },
  // Photos travel apart from the quote's fields: uploaded first, then sent as their addresses.
  { name: 'photos', label: 'Photos (optional)', input: 'photos', step: 2, accept: 'image/*' },
  { name: 'comments', label: 'Additional details', input: 'textarea', step: 2, maxLength: LIMITS.comments },
  { name: 'preferredDate', label: 'Preferred date', input: 'date', step: 3 },
  {
    name: 'preferredTime',
    label: 'Preferred time',
    input: 'select',
    step: 3,
    placeholder: 'Select a time',
    invalid: 'Please choose a preferred time from the list',
    options: [
      { value: 'morning', label: 'Morning (8 AM-12 PM)' },
      { value: 'afternoon', label: 'Afternoon (12 PM-5 PM)' },
      { value: 'evening', label: 'Evening (5 PM-7 PM)' },
      { value: 'flexible', label: 'Flexible' },
    ],
  },
];

/** The quote's own fields (all but the photos), in form order: stored, emailed and listed in this order. */
export const QUOTE_FIELD_NAMES = QUOTE_FIELDS.flatMap((field) => (field.input === 'photos' ? [] : [field.name]));

/** A draft with every field blank. */
export const EMPTY_DRAFT = Object.fromEntries(QUOTE_FIELD_NAMES.map((name) => [name, ''])) as QuoteDraft;

export function selectField(name: keyof Quote): SelectField {
  const field = QUOTE_FIELDS.find((candidate) => candidate.name === name);
  if (field?.input !== 'select') throw new Error(`${name} is not a select`);
  return field;
}

/** The label a select shows for `value`, or undefined when it is none of the options. */
export function optionLabel(name: keyof Quote, value: string | undefined): string | undefined {
  return selectField(name).options.find((option) => option.value === value)?.label;
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
