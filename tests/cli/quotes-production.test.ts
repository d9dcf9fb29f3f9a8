// The owner CLI's production path (--production): Netlify's REST API, which answers each read or write
// of a blob with a signed URL to send it to, here the Blobs double in blobs-double.ts.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuoteRecord } from '../../netlify/lib/storage/quote-record';
import { requestKeys, STORE_NAMES } from '../../netlify/lib/storage/layout';
import { resend } from '../../scripts/quotes/resend';
import { status } from '../../scripts/quotes/status';
import { openStores } from '../../scripts/quotes/stores';
import { blobsDouble, SITE_ID, SITE_NAME, TOKEN, type BlobsDouble } from '../functions/helpers/blobs-double';
import { startSmtp } from '../functions/helpers/harness';

const ID = 'PROD000001';
const KEY = `${STORE_NAMES.requests}/${requestKeys.record(ID)}`;
const record: QuoteRecord = {
  id: ID,
  createdAt: '2030-01-01T15:00:00.000Z',
  fields: { name: 'Jane Homeowner', phone: '(214) 555-0100', email: 'jane@example.com' },
  photoUrls: [],
  notified: { homeowner: '2030-01-01T15:00:01.000Z' },
  attempts: 1,
  lastAttemptAt: '2030-01-01T15:00:00.000Z',
};

let double: BlobsDouble;
let printed: string[];
let tokenDir: string;
beforeEach(async () => {
  double = blobsDouble();
  vi.stubGlobal('fetch', double.fetch);
  vi.stubEnv('NETLIFY_BLOBS_CONTEXT', '');
  vi.stubEnv('NETLIFY_SITE_ID', SITE_ID);
  // The token kept as docs/owner-computer.md sets it up: in a file NETLIFY_AUTH_TOKEN_FILE names.
  tokenDir = await mkdtemp(join(tmpdir(), 'token-'));
  await writeFile(join(tokenDir, 'token'), `${TOKEN}\n`, { mode: 0o600 });
  vi.stubEnv('NETLIFY_AUTH_TOKEN', '');
  vi.stubEnv('NETLIFY_AUTH_TOKEN_FILE', join(tokenDir, 'token'));
  printed = [];
  vi.spyOn(process.stdout, 'write').mockImplementation(((text: string, done: () => void) => {
    printed.push(text);
    done();
    return true;
  }) as typeof process.stdout.write);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await rm(tokenDir, { recursive: true, force: true });
});

describe('npm run quotes -- status … --production', () => {
  it('sets the status by compare-and-set through signed URLs, keeping an email the job recorded meanwhile', async () => {
    double.put(KEY, record);
    // The retry job records the owner email between the CLI's read and its write.
    let rivals = 1;
    double.afterRead = (key) => {
      if (key === KEY && rivals-- > 0) {
        double.put(KEY, { ...record, notified: { ...record.notified, owner: '2030-01-01T15:02:00.000Z' } });
      }
    };
    await status(await openStores({ production: true }), [ID], 'won');

    expect(double.json(KEY)).toEqual({
      ...record,
      status: 'won',
      statusHistory: [{ at: expect.any(String), status: 'won' }],
      notified: { homeowner: '2030-01-01T15:00:01.000Z', owner: '2030-01-01T15:02:00.000Z' },
    });
    // The first write met the job's; the second, on what the job left, went through.
    expect(double.writes).toEqual([
      { key: KEY, status: 412, signed: true },
      { key: KEY, status: 200, signed: true },
    ]);
    expect(printed.join('')).toBe(`${ID}: won (was new).\n`);
  });

  it('settles a write whose answer was lost by reading what is stored, and names the store', async () => {
    double.put(KEY, record);
    // The write lands, then its answer is a server error: the Blobs client alone would send it again.
    double.lateWrites.set(KEY, { ms: 0, status: 500 });
    const stores = await openStores({ production: true });
    expect(stores.label).toBe(`production, site ${SITE_NAME}`);
    await status(stores, [ID], 'won');
    expect(double.json(KEY)).toEqual({
      ...record,
      status: 'won',
      statusHistory: [{ at: expect.any(String), status: 'won' }],
    });
    expect(printed.join('')).toBe(`${ID}: won (was new).\n`);
  });

  it('writes nothing when the request is already at that status, and refuses an unknown one', async () => {
    double.put(KEY, { ...record, status: 'won' });
    const stores = await openStores({ production: true });
    await status(stores, [ID], 'won');
    expect(printed.join('')).toBe(`${ID} is already won.\n`);
    await expect(status(stores, ['NOSUCH0001'], 'won')).rejects.toThrow('No quote request NOSUCH0001.');
    expect(double.writes).toEqual([]);
  });
});

describe('npm run quotes -- resend … --production', () => {
  it('sends with the SMTP_URL kept in the file SMTP_URL_FILE names', async () => {
    const smtp = await startSmtp();
    try {
      double.put(KEY, { ...record, failed: { owner: '535' } });
      await writeFile(join(tokenDir, 'smtp'), `${smtp.url}\n`, { mode: 0o600 });
      vi.stubEnv('SMTP_URL', '');
      vi.stubEnv('SMTP_HOST', '');
      vi.stubEnv('SMTP_URL_FILE', join(tokenDir, 'smtp'));
      vi.stubEnv('QUOTE_NOTIFY_TO', 'owner@example.com');
      await resend(await openStores({ production: true }), [ID]);
      expect(smtp.messages.map((m) => m.to[0])).toEqual(['owner@example.com']);
      expect(printed.join('')).toMatch(
        new RegExp(`^${ID} {2}owner email sent; confirmation sent Tue, Jan 1, 9:00 AM CST\n$`),
      );
    } finally {
      await smtp.stop();
    }
  });
});
