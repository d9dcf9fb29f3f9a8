// Bundled into the functions and the English wizard only: no `astro:*` imports here.
// The quote form's fields in English: every word the form and the server say about each field.
// Imports carry `.ts`: the owner CLI (scripts/quotes.ts) loads this file with plain Node.
import {
  quoteFields,
  valueFields,
  type FieldWords,
  type QuoteFieldName,
  type QuoteValueField,
  type SelectField,
} from './fields.ts';
import { LIMITS } from './limits.ts';

/** Each field's label, options, hint and messages in English, word for word as the form shows them. */
export const FIELD_WORDS = {
  name: {
    label: 'Full Name',
    messages: {
      required: 'Name is required',
      tooLong: `Name must be less than ${LIMITS.name} characters`,
      hiddenCharacters: "Name can't contain line breaks or invisible characters",
    },
    rules: ['Name must contain at least one letter'],
  },
  phone: {
    label: 'Phone',
    messages: {
      required: 'Phone number is required',
      tooLong: 'Phone number too long',
      hiddenCharacters: "Phone number can't contain line breaks or invisible characters",
    },
    rules: [`Phone number must have at least ${LIMITS.phoneMinDigits} digits`],
  },
  email: {
    label: 'Email',
    messages: {
      required: 'Invalid email address',
      invalid: 'Invalid email address',
      // The limit is SMTP's 254: "less than 255".
      tooLong: `Email must be less than ${LIMITS.email + 1} characters`,
    },
  },
  zip: {
    label: 'ZIP Code',
    messages: {
      tooLong: 'ZIP code too long',
      hiddenCharacters: "ZIP code can't contain line breaks or invisible characters",
    },
  },
  issue: {
    label: 'Pool issue',
    placeholder: 'Select the issue',
    messages: { invalid: 'Please choose the issue from the list' },
    options: {
      leak: 'Pool Leak (water loss)',
      crack: 'Fiberglass Crack',
      gelcoat: 'Gelcoat/Surface Issues',
      tile: 'Tile & Coping Problems',
      equipment: 'Equipment Repair/Upgrade',
      resurfacing: 'Full Resurfacing Needed',
      other: 'Other, please describe',
    },
  },
  photos: { label: 'Photos (optional)' },
  comments: {
    label: 'Additional details',
    messages: {
      tooLong: `Comments must be less than ${LIMITS.comments} characters`,
      hiddenCharacters: "Comments can't contain invisible characters",
    },
  },
  preferredDate: {
    label: 'Preferred date',
    messages: {
      invalid: 'Please choose a valid date',
      inPast: 'Preferred date cannot be in the past',
      tooFar: `Preferred date must be within the next ${LIMITS.preferredDateMonths} months`,
    },
  },
  preferredTime: {
    label: 'Preferred time',
    placeholder: 'Select a time',
    messages: { invalid: 'Please choose a preferred time from the list' },
    options: {
      morning: 'Morning (8 AM-12 PM)',
      afternoon: 'Afternoon (12 PM-5 PM)',
      evening: 'Evening (5 PM-7 PM)',
      flexible: 'Flexible',
    },
  },
} as const satisfies FieldWords;

/** The fields in English: what /contact, the owner's emails, the webhook and the owner CLI show. */
export const QUOTE_FIELDS = quoteFields(FIELD_WORDS);

export const QUOTE_VALUE_FIELDS = valueFields(QUOTE_FIELDS);

export function quoteField(name: QuoteFieldName): QuoteValueField {
  const field = QUOTE_VALUE_FIELDS.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`${name} is not a quote field`);
  return field;
}

/** A few words for each option in the owner's email subject, which a phone's inbox cuts short. */
const OPTION_SHORT: Record<string, string> = {
  leak: 'Pool leak',
  crack: 'Fiberglass crack',
  gelcoat: 'Gelcoat/surface',
  tile: 'Tile & coping',
  equipment: 'Equipment',
  resurfacing: 'Resurfacing',
  other: 'Other issue',
  morning: 'morning',
  afternoon: 'afternoon',
  evening: 'evening',
  flexible: 'any time',
};

/** The short words for a select's `value` in an email subject (its label when it has none), or undefined when it is none of the options. */
export const optionShort = (field: SelectField, value: string | undefined): string | undefined => {
  const option = field.options.find((candidate) => candidate.value === value);
  return option && (OPTION_SHORT[option.value] ?? option.label);
};
