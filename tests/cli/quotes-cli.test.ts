import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import submit from '../../netlify/functions/contact-submit';
import { ENDPOINTS, QUOTE_FIELD_NAMES } from '../../src/lib/quote';
import type { QuoteRecord } from '../../netlify/lib/storage/quote-record';
import { requestKeys } from '../../netlify/lib/storage/layout';
import {
  fakeContext,
  freshIp,
  jsonPost,
  startBlobs,
  store,
  storedPhoto,
  validQuote,
  type Blobs,
} from '../functions/helpers/harness';
import { runQuotes, storeLine } from './helpers/quotes';

let blobs: Blobs;
const ids: string[] = [];
let photo: string;
/** Stored as the mail job leaves a request whose owner address was refused. */
const refused: QuoteRecord = {
  id: 'FAILED0001',
  createdAt: '2030-01-01T00:00:00.000Z',
  fields: { name: 'Refused Owner', phone: '1', email: 'r@example.com' },
  photoUrls: [],
  notified: { homeowner: '2030-01-01T00:00:01.000Z' },
  failed: { owner: '550' },
  attempts: 1,
  lastAttemptAt: '2030-01-01T00:00:00.000Z',
};

beforeAll(async () => {
  blobs = await startBlobs('0');
  vi.stubEnv('QUOTE_MAIL_DIR', `${blobs.directory}/mail`);
  vi.spyOn(console, 'log').mockImplementation(() => {});
  photo = await storedPhoto();
  const bodies = [
    validQuote({ name: 'First, "Quoted" Person', photoUrls: [photo] }),
    validQuote({ name: '=HYPERLINK("x")', comments: 'line one\nline two', language: 'es' }),
  ];
  for (const body of bodies) {
    const { context, settled } = fakeContext({ ip: freshIp(), deployContext: 'dev' });
    const response = await submit(jsonPost(ENDPOINTS.submit, body), context);
    await settled();
    ids.push(((await response.json()) as { id: string }).id);
  }
  const requests = store('requests');
  await requests.setJSON(requestKeys.record(refused.id), refused);
  await requests.set(requestKeys.day('2030-01-01', refused.id), refused.createdAt);
  // An index entry whose request failed to store: not a request.
  await requests.set(requestKeys.day('2030-01-01', 'NEVERSTORED'), refused.createdAt);
  ids.push(refused.id);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await blobs.stop();
});

const quotes = (...args: string[]) => runQuotes(blobs.directory, args);

describe('npm run quotes', () => {
  it('list --json prints every stored request with all fields as clean JSON, the store named on stderr', async () => {
    const { stdout, stderr } = await quotes('list', '--json');
    expect(stderr).toBe(storeLine(blobs.directory));
    const rows = JSON.parse(stdout) as Record<string, unknown>[];
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(rows.find((r) => r.name === 'First, "Quoted" Person')).toMatchObject({
      status: 'new',
      notification: 'notified',
      phone: '(214) 555-0100',
      email: 'jane@example.com',
      zip: '75205',
      issue: 'crack',
      preferredTime: 'morning',
      photoUrls: [photo],
      language: 'en',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // Sent from the Spanish pages; stored before languages were recorded, English.
    expect(rows.find((r) => r.name === '=HYPERLINK("x")')?.language).toBe('es');
    expect(rows.find((r) => r.id === refused.id)?.language).toBe('en');
  });

  it('list prints a table with one line per request, received in Central time, under the store’s name', async () => {
    const { stdout } = await quotes('list');
    const [store, ...lines] = stdout.trim().split('\n');
    expect(`${store}\n`).toBe(storeLine(blobs.directory));
    expect(lines[0]).toMatch(/^id\s+received\s+status\s+emails\s+name/);
    expect(lines).toHaveLength(4);
    // The other requests were received now, so the column is as wide as now's time makes it.
    expect(lines.find((line) => line.startsWith(refused.id))).toMatch(
      /^FAILED0001 {2}Mon, Dec 31, 6:00 PM CST {2,}new /,
    );
    expect(stdout).toContain(ids[0]);
    expect(lines.find((line) => line.startsWith(refused.id))).toContain('notification-failed (owner email failed)');
    expect(lines[0]).toMatch(/\slanguage\s+photos$/);
    expect(lines.find((line) => line.startsWith(refused.id))).toMatch(/\sEnglish\s+0$/);
    expect(lines.find((line) => line.includes('=HYPERLINK'))).toMatch(/\sSpanish\s+0$/);
  });

  it('export --csv quotes commas, quotes and line breaks and defuses formulas, the store named on stderr', async () => {
    const { stdout, stderr } = await quotes('export', '--csv');
    expect(stderr).toBe(storeLine(blobs.directory));
    // The byte order mark first: Excel for Windows reads the file as UTF-8.
    expect(stdout.split('\r\n')[0]).toBe(
      [
        '\uFEFFid,received (Central Time),status,notification',
        ...QUOTE_FIELD_NAMES,
        'language,photoUrls,failedEmails',
      ].join(',') +
        ',source,channel,landingPage,referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content,' +
        'gclid,gbraid,wbraid,msclkid,fbclid',
    );
    // A select's label, not its value.
    expect(stdout).toContain(',Fiberglass Crack,');
    expect(stdout).toContain('"First, ""Quoted"" Person"');
    expect(stdout).toContain(`"'=HYPERLINK(""x"")"`);
    expect(stdout).toContain('"line one\nline two"');
    expect(stdout).toContain(photo);
  });

  it('names the store before show’s answer; an empty local store says how to read the live one', async () => {
    const { stdout } = await quotes('show', refused.id);
    expect(stdout).toMatch(new RegExp(`^${RegExp.escape(storeLine(blobs.directory))}Quote request ${refused.id}\n`));
    expect(stdout).toMatch(/\n {2}Language +English\n/);
    // The second request was sent from the Spanish pages.
    expect((await quotes('show', ids[1]!)).stdout).toMatch(/\n {2}Language +Spanish\n/);
    const empty = await mkdtemp(join(tmpdir(), 'quotes-empty-'));
    try {
      expect((await runQuotes(empty, ['resend', '--failed'])).stdout).toBe(
        `${storeLine(empty)}No quote requests with a failed owner email.\n` +
          "That is the local store on this computer. For the live site's quote requests, add --production:\n" +
          '  npm run quotes -- resend --failed --production\n',
      );
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('refuses an unknown command with usage and a failing exit code', async () => {
    await expect(quotes('frobnicate')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage') });
  });
});
