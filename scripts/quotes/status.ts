// `status <id>… <status>` and `status --hour <date hour> <status>`: where the owner is with leads,
// one or many at once (a flood's junk, filed in one command).
import type { QuoteStatus } from '../../netlify/lib/storage/quote-record.ts';
import { setStatus } from '../../netlify/lib/storage/quote-store.ts';
import { businessClock, businessMidnight, calendarDate } from '../../src/lib/business-time.ts';
import { readRows } from './list.ts';
import { notFound, print, Refusal, UsageError, visible } from './output.ts';
import type { OpenStores } from './stores.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The hour a flood summary names, as the owner types it: its date and the hour it starts on the
 * business's clock, `2026-11-27 10`, `2026-11-27 10am` or `2026-11-27 3pm`. Answers its first instant.
 */
export function parseHour(text: string): number {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{1,2})(?::00)?\s*(am|pm)?$/i.exec(text.trim());
  const [, date = '', written = '', half] = match ?? [];
  const hour = half ? (Number(written) % 12) + (half.toLowerCase() === 'pm' ? 12 : 0) : Number(written);
  if (!match || !calendarDate(date) || hour > 23 || (half && (Number(written) < 1 || Number(written) > 12))) {
    throw new UsageError(
      `Unknown --hour "${visible(text)}". Use the date and the hour it starts, like 2026-11-27 10am or 2026-11-27 15.`,
    );
  }
  // Counted from midnight, then moved by the clock change, if the day has one before that hour.
  const guess = businessMidnight(date) + hour * HOUR_MS;
  return guess - (businessClock(new Date(guess)).minutes - hour * 60) * 60_000;
}

/** Sets each request's status, saying one line each; a reference not stored is named, the others set. */
export async function status(stores: OpenStores, ids: readonly string[], next: QuoteStatus) {
  const missing: string[] = [];
  for (const id of ids) {
    const before = await setStatus(stores.requests, id, next);
    if (!before) missing.push(id);
    else await print(before === next ? `${id} is already ${next}.\n` : `${id}: ${next} (was ${before}).\n`);
  }
  if (missing.length === 1 && ids.length === 1) throw notFound(stores, missing[0]!);
  if (missing.length > 0) throw new Refusal(`No quote request ${missing.join(', ')}; the others are set.`);
}

/**
 * Every request received in the hour from `start` that is still new: those the owner has not
 * worked yet (a real lead called back and filed as contacted keeps its status).
 */
export async function statusOfHour(stores: OpenStores, start: number, next: QuoteStatus) {
  const rows = (await readRows(stores, { since: start, status: 'new' })).filter(
    (row) => Date.parse(row.createdAt) < start + HOUR_MS,
  );
  if (rows.length === 0) throw new Refusal('No new quote requests in that hour.');
  await status(
    stores,
    rows.map((row) => row.id),
    next,
  );
  await print(`${rows.length === 1 ? '1 request' : `${rows.length} requests`} of that hour: ${next}.\n`);
}
