// The CSV of stored requests, one row each, for a spreadsheet: what `npm run quotes -- export --csv`
// prints and the weekly report attaches. Imports carry `.ts`: the owner CLI loads this file with plain Node.
import {
  AttributionSchema,
  describeLeadSource,
  QUOTE_FIELD_NAMES,
  QUOTE_VALUE_FIELDS,
  shownValue,
  visible,
} from '../../src/lib/quote/index.ts';
import type { QuoteRow } from './quote-record.ts';

const ATTRIBUTION_KEYS = Object.keys(AttributionSchema.shape) as (keyof QuoteRow['attribution'])[];

const CSV_COLUMNS = [
  'id',
  'createdAt',
  'status',
  'notification',
  ...QUOTE_FIELD_NAMES,
  'photoUrls',
  'failedEmails',
  'source',
  ...ATTRIBUTION_KEYS,
] as const;

type Column = (typeof CSV_COLUMNS)[number];

const isAttributionKey = (column: string): column is (typeof ATTRIBUTION_KEYS)[number] =>
  (ATTRIBUTION_KEYS as readonly string[]).includes(column);

const fieldOf = (column: string) => QUOTE_VALUE_FIELDS.find((field) => field.name === column);

export function cell(row: QuoteRow, column: Column): string {
  if (column === 'source') return describeLeadSource(row.attribution).headline;
  const field = fieldOf(column);
  if (field) {
    const value = row[field.name];
    // A select's label, not its value (a value such as `5-15` opens in a spreadsheet as a date);
    // a date stays YYYY-MM-DD, which spreadsheets read and sort as a date.
    return (field.input === 'date' ? value : shownValue(field, value)) ?? '';
  }
  const value = isAttributionKey(column) ? row.attribution[column] : row[column];
  return Array.isArray(value) ? value.join(' ') : (value ?? '');
}

/** Quotes a CSV cell; cells starting like a formula are defused for spreadsheet apps. Line breaks stay. */
function csvCell(raw: string): string {
  const value = raw.replace(/\r\n?/g, '\n').split('\n').map(visible).join('\n');
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: QuoteRow[]): string {
  const lines = [CSV_COLUMNS.join(','), ...rows.map((row) => CSV_COLUMNS.map((c) => csvCell(cell(row, c))).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
