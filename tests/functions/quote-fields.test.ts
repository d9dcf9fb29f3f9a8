// Every field of the field list, followed through all that checks or shows a request. Driven by
// QUOTE_FIELDS: a field added there is checked here without a line of its own. The exact wording of
// each surface is pinned in its own tests.
import { describe, expect, it } from 'vitest';
import { homeownerConfirmation, ownerNotification } from '../../netlify/lib/email/quote-emails';
import { toRow, type QuoteRecord } from '../../netlify/lib/storage/quote-record';
import { webhookPayload } from '../../netlify/lib/delivery/webhook';
import { toCsv } from '../../netlify/lib/reports/quote-csv';
import { describeRequest } from '../../scripts/quotes/show';
import { escapeHtml } from '../../src/lib/html';
import {
  isSummaryField,
  quoteRequestSchema,
  quoteWords,
  QUOTE_VALUE_FIELDS,
  shownValue,
  type QuoteValueField,
  type TextField,
} from '../../src/lib/quote';
import { everyFieldFilled } from './helpers/harness';

const fields = everyFieldFilled();

const record: QuoteRecord = {
  id: 'EVERYFIELD',
  createdAt: new Date().toISOString(),
  fields,
  photoUrls: [],
  notified: {},
  attempts: 0,
  lastAttemptAt: new Date().toISOString(),
};

const shown = (field: QuoteValueField) => shownValue(field, fields[field.name], { sameYearAs: record.createdAt })!;
const SELECTS = QUOTE_VALUE_FIELDS.filter((field) => field.input === 'select');
const TEXTS = QUOTE_VALUE_FIELDS.filter(
  (field): field is TextField<QuoteValueField['name']> =>
    field.input === 'text' || field.input === 'tel' || field.input === 'textarea',
);

/** The CSV export of one request, as lines of cells. */
const csvLines = (request: QuoteRecord) =>
  toCsv([toRow(request)])
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((m) => m[1]?.replace(/""/g, '"') ?? m[2]),
    );

/** Each of `parts` is found in `text`, each starting after the one before. */
function expectInOrder(text: string, parts: string[]) {
  let from = 0;
  for (const part of parts) {
    const at = text.indexOf(part, from);
    expect(at, `"${part}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + 1;
  }
}

/** What the endpoint says about a request with every field filled in but `name`, which holds `value`. */
const refusals = (name: string, value: string) =>
  quoteRequestSchema(quoteWords('en'))
    .safeParse({ ...fields, [name]: value })
    .error?.issues.map(({ path, message }) => ({ field: path[0], message }));

describe('the submit endpoint', () => {
  it('accepts a request with every field filled in', () => {
    expect(quoteRequestSchema(quoteWords('en')).safeParse(fields).error?.issues).toBeUndefined();
  });

  it.each(SELECTS.map((field) => [field.name, field] as const))(
    'refuses a %s that is none of its options, with its own message',
    (name, field) => {
      expect(refusals(name, 'not-an-option')).toEqual([{ field: name, message: field.messages.invalid }]);
    },
  );

  it.each(TEXTS.map((field) => [field.name, field] as const))(
    'refuses a %s one character too long, or hiding a character, with its own messages',
    (name, field) => {
      expect(refusals(name, fields[name].padEnd(field.maxLength + 1, '0'))).toEqual([
        { field: name, message: field.messages.tooLong },
      ]);
      // A right-to-left override in place of the first character, so the length stays.
      expect(refusals(name, `\u202e${fields[name].slice(1)}`)).toEqual([
        { field: name, message: field.messages.hiddenCharacters },
      ]);
    },
  );
});

describe('every field reaches', () => {
  it('the owner email, text and HTML, as the form names it', () => {
    const { text, html } = ownerNotification(record, 'owner@example.com');
    for (const field of QUOTE_VALUE_FIELDS) {
      expect(text).toContain(shown(field));
      expect(html).toContain(escapeHtml(shown(field)));
    }
  });

  it('the homeowner’s confirmation when it is a summary field, and only then', () => {
    const { subject, text, html } = homeownerConfirmation(record);
    const summary = QUOTE_VALUE_FIELDS.filter(isSummaryField);
    expect(summary.length).toBeGreaterThan(0);
    expectInOrder(
      text,
      summary.map((field) => `\n${field.label}: ${shown(field)}\n`),
    );
    expectInOrder(
      html,
      summary.flatMap((field) => [`>${escapeHtml(field.label)}</div>`, escapeHtml(shown(field))]),
    );
    for (const field of QUOTE_VALUE_FIELDS.filter((candidate) => !isSummaryField(candidate))) {
      expect([subject, text, html].join('\n')).not.toContain(fields[field.name]);
    }
  });

  it('the webhook, as sent, with the label of every select', () => {
    const payload = webhookPayload(record);
    expect(payload.fields).toEqual(fields);
    expect(payload.labels).toEqual(
      Object.fromEntries(SELECTS.map((field) => [field.name, field.options.at(-1)!.label])),
    );
  });

  it('quotes show, as the form names it and in its order', () => {
    const section = describeRequest(record).split('\nFields\n')[1]!.split('\n\n')[0]!;
    const lines = section.split('\n').map((line) => line.trim().split(/\s{2,}/));
    // The owner reads a date with its year.
    expect(lines).toEqual(QUOTE_VALUE_FIELDS.map((field) => [field.label, shownValue(field, fields[field.name])]));
  });

  it('export --csv, in a column of its own: a select’s label, a date as YYYY-MM-DD, text as typed', () => {
    const [header, row] = csvLines(record);
    for (const field of QUOTE_VALUE_FIELDS) {
      const cell = row![header!.indexOf(field.name)];
      expect(cell, field.name).toBe(field.input === 'date' ? fields[field.name] : shown(field));
    }
  });

  it('export --csv keeps the page a visit started on and its campaign, for the marketer’s spreadsheet', () => {
    const attribution = { landingPage: '/blog/dallas-pool-leak-warning-signs', utm_campaign: 'spring-opening' };
    const [header, row] = csvLines({ ...record, attribution });
    expect([row![header!.indexOf('landingPage')], row![header!.indexOf('utm_campaign')]]).toEqual([
      '/blog/dallas-pool-leak-warning-signs',
      'spring-opening',
    ]);
  });
});
