// The CSV of stored requests, one row each, for a spreadsheet: what `npm run quotes -- export --csv`
// prints and the weekly report attaches. Written as Excel opens it right on Windows and on a Mac:
// UTF-8 with a byte order mark (without one, Excel for Windows reads "José" as "JosÃ©"), CRLF line
// ends, times on the business's clock in a column that names the zone. Imports carry `.ts`: the owner
// CLI loads this file with plain Node.
import { business } from '../../../src/data/business.ts';
import { LANGUAGE_NAMES } from '../../../src/lib/i18n/languages.ts';
import {
  AttributionSchema,
  describeLeadSource,
  QUOTE_FIELD_NAMES,
  QUOTE_VALUE_FIELDS,
  shownValue,
  visible,
} from '../../../src/lib/quote/index.ts';
import type { QuoteRow } from '../storage/quote-record.ts';

const ATTRIBUTION_KEYS = Object.keys(AttributionSchema.shape) as (keyof QuoteRow['attribution'])[];

/** The business's zone as people name it: "Central Time". */
const ZONE_NAME =
  new Intl.DateTimeFormat('en-US', { timeZone: business.timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(0)
    .find((part) => part.type === 'timeZoneName')?.value ?? business.timeZone;

const SPREADSHEET_TIME = new Intl.DateTimeFormat('en-CA', {
  timeZone: business.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-11-17 09:14": a date and time every spreadsheet app reads as one, so the column sorts and filters by date. */
function spreadsheetTime(instant: string): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    SPREADSHEET_TIME.formatToParts(new Date(instant)).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

const CSV_COLUMNS = [
  'id',
  'received',
  'status',
  'notification',
  ...QUOTE_FIELD_NAMES,
  'language',
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
  if (column === 'received') return spreadsheetTime(row.createdAt);
  if (column === 'source') return describeLeadSource(row.attribution).headline;
  if (column === 'language') return LANGUAGE_NAMES[row.language];
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

/**
 * Quotes a CSV cell. A cell starting like a formula (=, +, - or @) gets a leading apostrophe, so a
 * spreadsheet app shows it as text instead of running it; tabs and carriage returns, the other
 * characters that start one, are written out by `visible`. Line breaks stay.
 */
function csvCell(raw: string): string {
  const value = raw.replace(/\r\n?/g, '\n').split('\n').map(visible).join('\n');
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The byte order mark that tells Excel the file is UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** The header row: the column names, the time's naming its zone. */
const HEADER = CSV_COLUMNS.map((column) => (column === 'received' ? `received (${ZONE_NAME})` : column)).join(',');

export function toCsv(rows: QuoteRow[]): string {
  const lines = [HEADER, ...rows.map((row) => CSV_COLUMNS.map((c) => csvCell(cell(row, c))).join(','))];
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}
