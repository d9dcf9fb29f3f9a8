// `list` and `export --csv`: the stored requests, oldest first, filtered by status and date.
import { DAY_MS } from '../../netlify/lib/store-layout.ts';
import { calendarDate } from '../../src/lib/business-time.ts';
import {
  isQuoteStatus,
  QUOTE_STATUSES,
  toRow,
  type QuoteRow,
  type QuoteStatus,
} from '../../netlify/lib/quote-record.ts';
import { readRequests } from '../../netlify/lib/quote-store.ts';
import { cell, toCsv } from '../../netlify/lib/quote-csv.ts';
import { businessMidnight, print, safeJson, table, UsageError, visible } from './output.ts';
import type { OpenStores } from './stores.ts';

export interface Filters {
  status?: QuoteStatus;
  /** Epoch ms: only requests received from then on. */
  since?: number;
}

const statusList = QUOTE_STATUSES.join(', ');

export function parseStatus(text: string): QuoteStatus {
  if (isQuoteStatus(text)) return text;
  throw new UsageError(`Unknown status "${visible(text)}". Use one of: ${statusList}.`);
}

/** `7d` (the last 7 days) or a date (from its midnight on the business’s clock). */
export function parseSince(text: string, now = Date.now()): number {
  const days = /^(\d{1,4})d$/.exec(text);
  if (days) return now - Number(days[1]) * DAY_MS;
  if (calendarDate(text)) return businessMidnight(text);
  throw new UsageError(
    `Unknown --since "${visible(text)}". Use a number of days, like 7d, or a date, like 2026-11-01.`,
  );
}

/** The requests that pass the filters, oldest first; only the days from `since` on are read. */
export async function readRows(stores: OpenStores, filters: Filters): Promise<QuoteRow[]> {
  const records = await readRequests(stores.requests, filters.since);
  return records
    .filter((record) => filters.since === undefined || Date.parse(record.createdAt) >= filters.since)
    .map(toRow)
    .filter((row) => !filters.status || row.status === filters.status)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** The emails' state; a refused email means the owner has to call, so it says so where the owner looks. */
const emails = (row: QuoteRow) =>
  row.failedEmails.length ? `${row.notification} (${row.failedEmails.join(', ')} email failed)` : row.notification;

function toTable(rows: QuoteRow[], filtered: boolean): string {
  if (rows.length === 0) return filtered ? 'No quote requests match.\n' : 'No quote requests stored.\n';
  const shown = ['id', 'createdAt', 'status', 'emails', 'name', 'phone', 'issue', 'preferredDate'] as const;
  const data = rows.map((row) => [
    ...shown.map((c) => visible(c === 'emails' ? emails(row) : cell(row, c))),
    String(row.photoUrls.length),
  ]);
  return table([...shown, 'photos'], data);
}

export async function list(stores: OpenStores, filters: Filters, format: 'table' | 'json' | 'csv') {
  const rows = await readRows(stores, filters);
  const filtered = filters.status !== undefined || filters.since !== undefined;
  await print(format === 'json' ? `${safeJson(rows)}\n` : format === 'csv' ? toCsv(rows) : toTable(rows, filtered));
}
