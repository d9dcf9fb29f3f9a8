// The owner's spreadsheet, `npm run quotes -- export --csv --out …` (the CSV the weekly report attaches
// too), opened as Excel opens a file on Windows or a Mac: its raw bytes, the byte order mark, UTF-8,
// RFC 4180 records. Names as typed, times in Dallas time with the zone named, and no cell a spreadsheet
// would run as a formula.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteRecord } from '../../netlify/lib/storage/quote-record';
import { requestKeys } from '../../netlify/lib/storage/layout';
import { dayOf } from '../../netlify/lib/storage/periods';
import { byHeader, openAsExcel } from '../fixtures/excel-csv';
import { startBlobs, store, type Blobs } from '../functions/helpers/harness';
import { runQuotes } from './helpers/quotes';

/** Names that start like a formula: a spreadsheet app must show each as text. */
const FORMULAS = ['=HYPERLINK("http://evil.example","Call me")', '+1 214 555 0100', '-2+3', '@SUM(1+1)'];

const request = (id: string, createdAt: string, fields: Partial<QuoteRecord['fields']>): QuoteRecord => ({
  id,
  createdAt,
  fields: { name: 'Jane Homeowner', phone: '(214) 555-0100', email: 'jane@example.com', ...fields },
  photoUrls: [],
  notified: { owner: createdAt, homeowner: createdAt },
  attempts: 1,
  lastAttemptAt: createdAt,
});

const REQUESTS = [
  request('WINTER0001', '2026-11-17T15:14:00.000Z', {
    name: 'José Peña',
    comments: 'Grieta en la escalera\nnear the "deep end", by the light',
  }),
  request('SUMMER0001', '2026-07-04T17:05:00.000Z', { name: 'Zoë Nguyễn' }),
  { ...request('SPANISH001', '2026-11-18T15:00:00.000Z', { name: 'María López' }), language: 'es' as const },
  ...FORMULAS.map((name, index) => request(`FORMULA00${index}`, '2026-07-05T12:00:00.000Z', { name })),
];

let blobs: Blobs;
let folder: string;
beforeAll(async () => {
  blobs = await startBlobs('0');
  folder = await mkdtemp(join(tmpdir(), 'quote-spreadsheet-'));
  const requests = store('requests');
  await Promise.all(
    REQUESTS.flatMap((record) => [
      requests.setJSON(requestKeys.record(record.id), record),
      requests.set(requestKeys.day(dayOf(Date.parse(record.createdAt)), record.id), record.createdAt),
    ]),
  );
});
afterAll(async () => {
  await blobs.stop();
  await rm(folder, { recursive: true, force: true });
});

describe('the owner’s spreadsheet', () => {
  it('opens in Excel with names as typed, times in Dallas time, and no formula run', async () => {
    const file = join(folder, 'quotes.csv');
    await runQuotes(blobs.directory, ['export', '--csv', '--out', file]);

    const csv = openAsExcel(await readFile(file));
    expect(csv.bom).toBe(true);
    expect(new Set(csv.recordEnds)).toEqual(new Set(['\r\n']));
    const rows = byHeader(csv);
    const row = (id: string) => rows.find((candidate) => candidate.id === id)!;
    expect(rows).toHaveLength(REQUESTS.length);
    expect(row('WINTER0001')).toMatchObject({
      name: 'José Peña',
      comments: 'Grieta en la escalera\nnear the "deep end", by the light',
      'received (Central Time)': '2026-11-17 09:14',
    });
    // The language the request was sent in; one stored before languages were recorded reads as English.
    expect(row('SPANISH001')).toMatchObject({ name: 'María López', language: 'Spanish' });
    expect(row('WINTER0001')).toMatchObject({ language: 'English' });
    // Daylight saving time: 5 hours behind UTC, not 6.
    expect(row('SUMMER0001')).toMatchObject({ name: 'Zoë Nguyễn', 'received (Central Time)': '2026-07-04 12:05' });
    // A cell that starts like a formula is shown as text, behind an apostrophe; no other cell starts like one.
    expect(FORMULAS.map((_, index) => row(`FORMULA00${index}`).name)).toEqual(FORMULAS.map((name) => `'${name}`));
    expect(csv.rows.flat().filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
  });
});
