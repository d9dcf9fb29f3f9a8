// `list` and `export --csv`: the stored requests, oldest first, filtered by status, date and address.
import { writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { DAY_MS } from '../../netlify/lib/storage/periods.ts';
import { calendarDate } from '../../src/lib/business-time.ts';
import {
  isQuoteStatus,
  QUOTE_STATUSES,
  toRow,
  type QuoteRow,
  type QuoteStatus,
} from '../../netlify/lib/storage/quote-record.ts';
import { readRequests } from '../../netlify/lib/storage/quote-store.ts';
import { cell, toCsv } from '../../netlify/lib/reports/quote-csv.ts';
import { businessMidnight, dallasTime, liveHint, print, safeJson, table, UsageError, visible } from './output.ts';
import type { OpenStores } from './stores.ts';

export interface Filters {
  status?: QuoteStatus;
  /** Epoch ms: only requests received from then on. */
  since?: number;
  /** Only the requests sent from this address, in any letter case (a privacy request's). */
  email?: string;
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
    .filter((row) => !filters.email || row.email?.trim().toLowerCase() === filters.email.trim().toLowerCase())
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** The emails' state; a refused email means the owner has to call, so it says so where the owner looks. */
const emails = (row: QuoteRow) =>
  row.failedEmails.length ? `${row.notification} (${row.failedEmails.join(', ')} email failed)` : row.notification;

const TABLE_COLUMNS = [
  'id',
  'received',
  'status',
  'emails',
  'name',
  'phone',
  'issue',
  'preferredDate',
  'language',
] as const;

/** A table cell: the time received on the business's clock, the emails' state, or the row's value. */
function shownCell(row: QuoteRow, column: (typeof TABLE_COLUMNS)[number]): string {
  if (column === 'received') return dallasTime(row.createdAt);
  if (column === 'emails') return emails(row);
  return cell(row, column);
}

function toTable(rows: QuoteRow[]): string {
  const data = rows.map((row) => [
    ...TABLE_COLUMNS.map((column) => visible(shownCell(row, column))),
    String(row.photoUrls.length),
  ]);
  return table([...TABLE_COLUMNS, 'photos'], data);
}

/** `~/…` as the home folder's: PowerShell passes it to a program as typed. */
const expandHome = (path: string) => (/^~[/\\]/.test(path) ? join(homedir(), path.slice(2)) : path);

export async function list(stores: OpenStores, filters: Filters, format: 'table' | 'json' | 'csv', out?: string) {
  const rows = await readRows(stores, filters);
  const filtered = Object.values(filters).some((value) => value !== undefined);
  if (format === 'csv' && out !== undefined) {
    // A file of the program's own, not a shell redirection: PowerShell's `>` writes UTF-16.
    const file = resolve(expandHome(out));
    // Customers' personal data: for the owner's eyes only.
    await writeFile(file, toCsv(rows), { mode: 0o600 });
    const saved = rows.length === 1 ? '1 quote request' : `${rows.length} quote requests`;
    await print(`Saved ${saved} to ${file}.\n${rows.length ? '' : liveHint(stores)}`);
    return;
  }
  if (format !== 'table') {
    await print(format === 'json' ? `${safeJson(rows)}\n` : toCsv(rows));
    // Beside the machine-readable output, never in it.
    if (rows.length === 0) process.stderr.write(liveHint(stores));
    return;
  }
  if (rows.length > 0) return print(toTable(rows));
  await print(`${filtered ? 'No quote requests match.' : 'No quote requests stored.'}\n${liveHint(stores)}`);
}
