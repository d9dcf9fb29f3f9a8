// The owner's view of stored quote requests.
//   npm run quotes -- list              a table
//   npm run quotes -- list --json       a JSON array (stdout carries nothing else)
//   npm run quotes -- export --csv      CSV for a spreadsheet
// Reads the local store that `npm start` and `npm run preview` write (.netlify/blobs-serve) unless
// told otherwise: --production (NETLIFY_SITE_ID + NETLIFY_AUTH_TOKEN), --deploy <deploy id> for
// a deploy preview's or branch deploy's own store.
import { getDeployStore, getStore, type Store } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { eachBounded } from '../netlify/lib/batch.ts';
import { toRow, type QuoteRecord, type QuoteRow } from '../netlify/lib/quote-record.ts';
import { idOfDayKey, requestKeys, STORE_NAMES } from '../netlify/lib/store-layout.ts';
import { QUOTE_FIELD_NAMES } from '../src/lib/quote/fields.ts';
import { UNSAFE_CHARACTERS } from '../src/lib/quote/limits.ts';

const USAGE = `Usage: npm run quotes -- list [--json] | export --csv   [--production] [--deploy <id>]`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    json: { type: 'boolean', default: false },
    csv: { type: 'boolean', default: false },
    production: { type: 'boolean', default: false },
    deploy: { type: 'string' },
  },
});

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** The site id the local Netlify dev server uses: the linked site's, else "0". */
async function localSiteId(): Promise<string> {
  try {
    const state = JSON.parse(await readFile(`${projectRoot}.netlify/state.json`, 'utf8')) as { siteId?: string };
    return state.siteId ?? '0';
  } catch {
    return '0';
  }
}

async function openRequests(): Promise<{ store: Store; close: () => Promise<void> }> {
  const remote = values.production || values.deploy;
  if (remote) {
    const siteID = process.env.NETLIFY_SITE_ID;
    const token = process.env.NETLIFY_AUTH_TOKEN;
    if (!siteID || !token) throw new Error('Set NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN to read the site’s stores.');
    // Strong: a request stored a moment ago must show up.
    const options = { name: STORE_NAMES.requests, siteID, token, consistency: 'strong' as const };
    const store = values.deploy ? getDeployStore({ ...options, deployID: values.deploy }) : getStore(options);
    return { store, close: async () => {} };
  }
  const directory = process.env.QUOTES_BLOBS_DIR || `${projectRoot}.netlify/blobs-serve`;
  const token = 'quotes-cli';
  const server = new BlobsServer({ directory, token, logger: () => {} });
  const { port } = await server.start();
  const edgeURL = `http://127.0.0.1:${port}`;
  const store = getStore({
    name: STORE_NAMES.requests,
    siteID: await localSiteId(),
    token,
    edgeURL,
    uncachedEdgeURL: edgeURL,
    consistency: 'strong',
  });
  return { store, close: () => server.stop().then(() => undefined) };
}

async function readAll(store: Store): Promise<QuoteRow[]> {
  // Every request is indexed under the day it was stored; an entry whose storing failed has no record.
  const { blobs } = await store.list({ prefix: requestKeys.daysPrefix });
  const records: QuoteRecord[] = [];
  await eachBounded(blobs, async ({ key }) => {
    const record = (await store.get(requestKeys.record(idOfDayKey(key)), { type: 'json' })) as QuoteRecord | null;
    if (record) records.push(record);
  });
  return records.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map(toRow);
}

const COLUMNS = ['id', 'createdAt', 'status', ...QUOTE_FIELD_NAMES, 'photoUrls', 'failedEmails'] as const;

const codePoint = (char: string) => char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');

/** A value shown as text: each unsafe character written out visibly as `\u{…}`, never passed to the terminal. */
const visible = (value: string) => value.replace(UNSAFE_CHARACTERS, (char) => `\\u{${codePoint(char)}}`);

const jsonEscape = (char: string) =>
  [...Array(char.length).keys()].map((i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`).join('');

/** JSON with every unsafe character escaped (`\u001b`); it parses back to the same values. */
const safeJson = (value: unknown) =>
  JSON.stringify(value, null, 2).replace(UNSAFE_CHARACTERS, (char) => (char === '\n' ? char : jsonEscape(char)));

/** Quotes a CSV cell; cells starting like a formula are defused for spreadsheet apps. Line breaks stay. */
function csvCell(raw: string): string {
  const value = raw.replace(/\r\n?/g, '\n').split('\n').map(visible).join('\n');
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function cell(row: QuoteRow, column: (typeof COLUMNS)[number]): string {
  const value = row[column];
  return Array.isArray(value) ? value.join(' ') : (value ?? '');
}

function toCsv(rows: QuoteRow[]): string {
  const lines = [COLUMNS.join(','), ...rows.map((row) => COLUMNS.map((c) => csvCell(cell(row, c))).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

function toTable(rows: QuoteRow[]): string {
  if (rows.length === 0) return 'No quote requests stored.\n';
  const shown = ['id', 'createdAt', 'status', 'name', 'phone', 'issue', 'preferredDate'] as const;
  // A refused email means the owner has to call: say so where the owner looks.
  const status = (row: QuoteRow) =>
    row.failedEmails.length ? `${row.status} (${row.failedEmails.join(', ')} email failed)` : row.status;
  const data = rows.map((row) => [
    ...shown.map((c) => visible(c === 'status' ? status(row) : cell(row, c))),
    String(row.photoUrls.length),
  ]);
  const header = [...shown, 'photos'];
  const widths = header.map((h, i) => Math.max(h.length, ...data.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return `${[line(header), ...data.map(line)].join('\n')}\n`;
}

/** Resolves once the text is handed to the pipe or terminal, so exiting after it cuts nothing. */
const print = (text: string) =>
  new Promise<void>((resolve, reject) => process.stdout.write(text, (error) => (error ? reject(error) : resolve())));

async function main(): Promise<number> {
  const [command] = positionals;
  const format =
    command === 'list' ? (values.json ? 'json' : 'table') : command === 'export' && values.csv ? 'csv' : undefined;
  if (!format) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const { store, close } = await openRequests();
  try {
    const rows = await readAll(store);
    await print(format === 'json' ? `${safeJson(rows)}\n` : format === 'csv' ? toCsv(rows) : toTable(rows));
    return 0;
  } finally {
    await close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`quotes: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
