import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  QUOTE_FIELD_NAMES,
  QUOTE_FIELDS,
  checkQuote,
  TOASTS,
  checkPhotoFacts as checkPhotoFactsIn,
  firstIssue,
  preferredDateWindow,
  quoteRequestSchema,
  quoteRules,
  quoteWords,
  sniffPhotoType,
  type PhotoFacts,
} from '../../src/lib/quote';

const QUOTE_RULES = quoteRules(QUOTE_FIELDS);
const checkPhotoFacts = (photos: readonly PhotoFacts[]) => checkPhotoFactsIn(photos, TOASTS);

const VALID = {
  name: 'Jordan Rivera',
  phone: '(214) 555-0199',
  email: 'jordan@example.com',
  zip: '75205',
  comments: '',
};

function firstMessage(values: Record<string, unknown>) {
  const result = checkQuote(values, QUOTE_RULES);
  return result.success ? undefined : firstIssue(result.error).error;
}

describe('the form’s rules: messages, word for word', () => {
  test.each([
    ['a blank name', { name: '   ' }, 'Name is required'],
    ['a missing name', { name: undefined }, 'Name is required'],
    ['a name of 101 characters', { name: 'N'.repeat(101) }, 'Name must be less than 100 characters'],
    ['a blank phone', { phone: ' ' }, 'Phone number is required'],
    ['a phone of 21 characters', { phone: '2'.repeat(21) }, 'Phone number too long'],
    ['a malformed email', { email: 'jordan@example' }, 'Invalid email address'],
    [
      'an email of 255 characters (SMTP takes at most 254)',
      { email: `${'a'.repeat(243)}@example.com` },
      'Email must be less than 255 characters',
    ],
    ['a ZIP of 11 characters', { zip: '75205-12345' }, 'ZIP code too long'],
    ['comments of 1001 characters', { comments: 'c'.repeat(1001) }, 'Comments must be less than 1000 characters'],
  ])('%s: %s', (_, change, message) => {
    expect(firstMessage({ ...VALID, ...change })).toBe(message);
  });

  test('limits are inclusive and values are trimmed', () => {
    const result = checkQuote(
      {
        ...VALID,
        name: ` ${'N'.repeat(100)} `,
        phone: '2'.repeat(20),
        email: `${'a'.repeat(242)}@example.com`,
        zip: '75205-1234',
        comments: 'c'.repeat(1000),
      },
      QUOTE_RULES,
    );
    expect(result.success && result.data.name).toBe('N'.repeat(100));
  });

  test('the first failing field in form order wins', () => {
    expect(firstMessage({ ...VALID, name: '', email: 'nope' })).toBe('Name is required');
  });

  test('checks the fields of the field list, in its order', () => {
    expect(Object.keys(QUOTE_RULES)).toEqual(QUOTE_FIELD_NAMES);
  });
});

describe('the form’s rules refuse what no homeowner types, with a plain message', () => {
  test.each([
    ['a name of zero-width spaces only', { name: '\u200b\u200b' }, 'Name must contain at least one letter'],
    ['a name of digits and dashes', { name: '123-456' }, 'Name must contain at least one letter'],
    [
      'a name with a right-to-left override',
      { name: 'Jane \u202eenohpemoH' },
      "Name can't contain line breaks or invisible characters",
    ],
    [
      'a name with a bidi isolate',
      { name: 'Jane \u2066x\u2069' },
      "Name can't contain line breaks or invisible characters",
    ],
    ['a name with NUL', { name: 'Jane\u0000' }, "Name can't contain line breaks or invisible characters"],
    ['a name with a C1 control', { name: 'Jane\u0085Doe' }, "Name can't contain line breaks or invisible characters"],
    [
      'a name with CR/LF inside',
      { name: 'Jane\r\nBcc: x@example.com' },
      "Name can't contain line breaks or invisible characters",
    ],
    [
      'a name with a line separator',
      { name: 'Jane\u2028Doe' },
      "Name can't contain line breaks or invisible characters",
    ],
    [
      'a name with an unpaired surrogate',
      { name: 'Jane\ud800' },
      "Name can't contain line breaks or invisible characters",
    ],
    ['a phone with 6 digits', { phone: '555-010' }, 'Phone number must have at least 7 digits'],
    ['a phone of words', { phone: 'call me' }, 'Phone number must have at least 7 digits'],
    [
      'a phone with a line break',
      { phone: '214\n555-0100' },
      "Phone number can't contain line breaks or invisible characters",
    ],
    ['an email with CR/LF inside', { email: 'jane@example.com\r\nBcc: x@example.com' }, 'Invalid email address'],
    [
      'a ZIP with a bidi override',
      { zip: '75\u202e205' },
      "ZIP code can't contain line breaks or invisible characters",
    ],
    ['a ZIP with a line break', { zip: '752\n05' }, "ZIP code can't contain line breaks or invisible characters"],
    [
      'comments with an escape sequence',
      { comments: 'red \u001b[31m text' },
      "Comments can't contain invisible characters",
    ],
    [
      'comments with a right-to-left override',
      { comments: 'see \u202etxt.exe' },
      "Comments can't contain invisible characters",
    ],
  ])('%s', (_, change, message) => {
    expect(firstMessage({ ...VALID, ...change })).toBe(message);
  });

  test('accepts what homeowners do type: accents, apostrophes, tabs and line breaks in comments', () => {
    const typed = {
      ...VALID,
      name: 'José Núñez-O’Brien',
      phone: '+1 214.555.0199',
      zip: '75205-1234',
      comments: 'Crack by the steps.\r\n\tAbout 2 ft long 👀',
    };
    expect(firstMessage(typed)).toBeUndefined();
  });
});

describe('a phone number with its extension', () => {
  // The owner's email dials the extension after the number (tests/functions/quote-emails.test.ts). Within
  // the 20 characters a phone may have, "extension" fits after a 7-digit number only.
  test.each(['(972) 555-0199 ext 2', '(972) 555-0199 x2', '555-0199 extension 2', '214-555-0100 ext. 12'])(
    'is accepted by the form and the submit endpoint as typed: "%s"',
    (phone) => {
      expect(firstMessage({ ...VALID, phone })).toBeUndefined();
      expect(quoteRequestSchema(quoteWords('en')).parse({ ...VALID, phone }).phone).toBe(phone);
    },
  );
});

describe('the submit endpoint: the selects', () => {
  test.each([
    ['issue', 'roof', 'Please choose the issue from the list'],
    ['preferredTime', 'midnight', 'Please choose a preferred time from the list'],
  ])('refuses a %s of "%s": "%s"', (name, value, message) => {
    const result = quoteRequestSchema(quoteWords('en')).safeParse({ ...VALID, [name]: value });
    expect(result.success ? undefined : firstIssue(result.error)).toEqual({ error: message, field: name });
  });
});

describe('the submit endpoint: the preferred date', () => {
  const firstDateMessage = (preferredDate: string) => {
    const result = quoteRequestSchema(quoteWords('en')).safeParse({ ...VALID, preferredDate });
    return result.success ? undefined : firstIssue(result.error).error;
  };

  beforeEach(() => vi.useFakeTimers({ now: new Date('2025-11-25T15:00:00Z'), toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  test.each([
    ['February 31', '2026-02-31', 'Please choose a valid date'],
    ['a 13th month', '2026-13-01', 'Please choose a valid date'],
    ['not a date', 'next week', 'Please choose a valid date'],
    ['two days ago', '2025-11-23', 'Preferred date cannot be in the past'],
    ['more than 12 months ahead', '2026-11-27', 'Preferred date must be within the next 12 months'],
    ['the year 9999', '9999-12-31', 'Preferred date must be within the next 12 months'],
  ])('%s', (_, preferredDate, message) => {
    expect(firstDateMessage(preferredDate)).toBe(message);
  });

  test('accepts today in every time zone, 12 months ahead, and no date at all', () => {
    expect(preferredDateWindow()).toEqual({ earliest: '2025-11-24', latest: '2026-11-26' });
    for (const preferredDate of ['2025-11-24', '2025-11-25', '2026-02-28', '2026-11-26', ''])
      expect(firstDateMessage(preferredDate)).toBeUndefined();
  });
});

describe('checkPhotoFacts: size, type and count, each with its toast', () => {
  const photo = (name: string, size = 1000, type = 'image/png') => ({ name, size, type });

  test('accepts up to five allowed images of at most 5,242,880 bytes', () => {
    expect(checkPhotoFacts([])).toBeUndefined();
    expect(
      checkPhotoFacts(
        ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif'].map((type, i) =>
          photo(`p${i}`, 5_242_880, type),
        ),
      ),
    ).toBeUndefined();
  });

  test('a file over 5,242,880 bytes', () => {
    expect(checkPhotoFacts([photo('ok.png'), photo('big.jpg', 5_242_881, 'image/jpeg')])).toEqual({
      title: 'File Too Large',
      description: 'big.jpg exceeds 5MB limit. Please use smaller images.',
    });
  });

  test.each(['text/plain', 'image/svg+xml', 'image/heic', ''])('a file of type "%s"', (type) => {
    expect(checkPhotoFacts([photo('x.file', 10, type)])).toEqual({
      title: 'Invalid File Type',
      description: 'x.file is not a supported image format. Use JPG, PNG, WEBP, or GIF.',
    });
  });

  test('six photos', () => {
    expect(checkPhotoFacts(Array.from({ length: 6 }, (_, i) => photo(`p${i}.png`)))).toEqual({
      title: 'Too Many Files',
      description: 'Maximum 5 photos allowed per submission.',
    });
  });

  const head = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

  test('bytes that are not one of the four formats fail the type check, whatever the name says', () => {
    expect(checkPhotoFacts([{ ...photo('pool.jpg', 10, 'image/jpeg'), head: head('\0\0\0\x18ftypheic') }])).toEqual(
      TOASTS.invalidFileType('pool.jpg'),
    );
    expect(
      checkPhotoFacts([{ ...photo('pool.jpg', 10, 'image/jpeg'), head: head('\xff\xd8\xff\xe0') }]),
    ).toBeUndefined();
  });
});

describe('sniffPhotoType', () => {
  const head = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
  test.each([
    ['JPEG', '\xff\xd8\xff\xe1\0\0Exif', 'image/jpeg'],
    ['PNG', '\x89PNG\r\n\x1a\n', 'image/png'],
    ['GIF', 'GIF89a', 'image/gif'],
    ['WEBP', 'RIFF\x24\0\0\0WEBPVP8 ', 'image/webp'],
    ['a RIFF that is not WEBP (WAV)', 'RIFF\x24\0\0\0WAVEfmt ', undefined],
    ['HEIC', '\0\0\0\x18ftypheic', undefined],
    ['PDF', '%PDF-1.7', undefined],
    ['an empty file', '', undefined],
  ])('%s', (_, bytes, type) => {
    expect(sniffPhotoType(head(bytes))).toBe(type);
  });
});
