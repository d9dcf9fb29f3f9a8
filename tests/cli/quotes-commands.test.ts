// The owner working leads from the CLI: show, status and its filters, delete, resend. The CLI runs
// against the test's Blobs directory and SMTP server, in process (in a shell for a terminal).
import { exec, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteRecord } from '../../netlify/lib/storage/quote-record';
import { nameOfPhotoUrl, parseOutboxKey, photoKeys, requestKeys } from '../../netlify/lib/storage/layout';
import { DAY_MS } from '../../netlify/lib/storage/periods';
import { business } from '../../src/data/business';
import { businessDateTime } from '../../src/lib/business-time';
import {
  startBlobs,
  startSmtp,
  store,
  storedPhoto,
  storedRequest,
  type Blobs,
  type Smtp,
} from '../functions/helpers/harness';
import { afterStoreLine, QUOTES_COMMAND, quotesEnv, runQuotes, saveRequest } from './helpers/quotes';

const shell = promisify(exec);
const hasScript = spawnSync('script', ['--version']).status === 0;

let blobs: Blobs;
let smtp: Smtp;
const now = Date.now();
const at = (time: number) => new Date(time).toISOString();
const dallas = (instant: string) => businessDateTime(new Date(instant));

function request(id: string, createdAt: string, overrides: Partial<QuoteRecord> = {}): QuoteRecord {
  return {
    id,
    createdAt,
    fields: { name: `Owner of ${id}`, phone: '(214) 555-0100', email: `${id.toLowerCase()}@example.com`, zip: '75205' },
    photoUrls: [],
    notified: { owner: createdAt, homeowner: createdAt },
    attempts: 1,
    lastAttemptAt: createdAt,
    ...overrides,
  };
}

/** Tue, Nov 17, 2026, 8:05 AM in Dallas (CST). */
const SHOWN_AT = '2026-11-17T14:05:00.000Z';
let photos: string[];
let shown: QuoteRecord;
const failedAt = at(now - 5 * DAY_MS);
const wonAt = { at: at(now - DAY_MS), status: 'won' as const };
const records: QuoteRecord[] = [
  request('FAILED0001', failedAt, { notified: {}, failed: { owner: '535', homeowner: '535' }, attempts: 30 }),
  request('FAILED0002', failedAt, {
    notified: {},
    failed: { owner: '535' },
    skipped: { homeowner: 'throttled' },
    attempts: 30,
  }),
  request('FAILED0003', failedAt, {
    notified: {},
    failed: { owner: 'ECONNECTION', homeowner: '550', webhook: '404' },
    skipped: { homeowner: 'refused' },
    attempts: 30,
  }),
  // Held at intake as suspected spam: the form's hidden field was filled.
  request('SPAM000001', failedAt, {
    status: 'spam',
    notified: {},
    skipped: { owner: 'spam', homeowner: 'spam', webhook: 'spam' },
  }),
  // Its owner email went out (and was lost, say); its confirmation is still owed.
  request('PENDING001', at(now - 60 * 60 * 1000), {
    notified: { owner: at(now - 60 * 60 * 1000) },
    attempts: 3,
    lastAttemptAt: at(now - 10 * 60 * 1000),
  }),
  request('RECENT0001', at(now - DAY_MS)),
  request('RECENT0002', at(now - 2 * DAY_MS)),
  request('WON0000001', at(now - 2 * DAY_MS), { status: 'won', statusHistory: [wonAt] }),
  request('OLDER00001', at(now - 20 * DAY_MS)),
  // Either side of midnight, Mar 1, 2026, in Dallas (CST, UTC-6).
  request('EVENING001', '2026-03-01T05:30:00.000Z'),
  request('MIDNIGHT01', '2026-03-01T06:30:00.000Z'),
  request('KEEP000001', at(now - 3 * DAY_MS), { fields: { name: 'Kim Keep', phone: '1', email: 'kim@example.com' } }),
  // A flood from 10 to 11 AM on Mar 8, 2026, the morning clocks went forward (CDT, UTC-5), one of
  // them a real lead already called back; one request either side of the hour.
  request('FLOODBEFOR', '2026-03-08T14:59:00.000Z'),
  request('FLOOD00001', '2026-03-08T15:00:00.000Z'),
  request('FLOODREAL1', '2026-03-08T15:30:00.000Z', { status: 'contacted' }),
  request('FLOOD00002', '2026-03-08T15:59:59.000Z'),
  request('FLOODAFTER', '2026-03-08T16:00:00.000Z'),
];

beforeAll(async () => {
  blobs = await startBlobs('0');
  smtp = await startSmtp();
  photos = await Promise.all([storedPhoto(now - 3 * DAY_MS), storedPhoto(now - 3 * DAY_MS)]);
  shown = request('SHOWN00001', SHOWN_AT, {
    status: 'contacted',
    statusHistory: [{ at: '2026-11-17T15:30:00.000Z', status: 'contacted' }],
    fields: {
      name: 'Ann \u001b[2J\u202eLee',
      phone: '(214) 555-0100',
      email: 'ann@example.com',
      zip: '75205',
      issue: 'crack',
      comments: 'Crack by the steps\nsecond line',
      preferredDate: '2026-11-24',
      preferredTime: 'morning',
    },
    attribution: {
      channel: 'wizard',
      landingPage: '/services/crack-repair',
      referrer: 'www.google.com',
      utm_source: 'google',
      utm_medium: 'cpc',
      gclid: 'abc123',
    },
    photoUrls: [photos[0]!],
    notified: { owner: '2026-11-17T14:05:02.000Z' },
    attempts: 2,
    lastAttemptAt: '2026-11-17T14:07:10.000Z',
  });
  await Promise.all([
    saveRequest(shown),
    ...records.map((record) => saveRequest(record)),
    saveRequest(request('DELETE0001', at(now - 3 * DAY_MS), { photoUrls: photos })),
    saveRequest(request('KEEP000002', at(now - 3 * DAY_MS), { photoUrls: [photos[0]!] })),
    store('requests').set(requestKeys.outbox(now + DAY_MS, 'DELETE0001'), at(now)),
  ]);
});
afterAll(async () => {
  await smtp.stop();
  await blobs.stop();
});

const quotes = (...args: string[]) =>
  runQuotes(blobs.directory, args, { SMTP_URL: smtp.url, QUOTE_NOTIFY_TO: 'owner@example.com' }).then(
    (result) => afterStoreLine(blobs.directory, result),
    (error: { code: number; stdout: string; stderr: string }) => Promise.reject(afterStoreLine(blobs.directory, error)),
  );
/** The CLI's failure: its exit code and what it said. */
const refusal = (...args: string[]) =>
  quotes(...args).then(
    () => expect.unreachable('the command should fail'),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describe('npm run quotes -- show', () => {
  it('prints every field, the photo links, the lead’s source, the emails and the status history', async () => {
    const { stdout } = await quotes('show', 'shown00001');
    // Each field on a line of its own (tests/functions/quote-fields.test.ts follows every field of the list).
    const [head, tail] = stdout.split('\nFields\n');
    const fields = tail!.slice(0, tail!.indexOf('\n\n'));
    for (const line of [
      /^ {2}Full Name +Ann \\u\{001B\}\[2J\\u\{202E\}Lee$/m,
      /^ {2}Phone +\(214\) 555-0100$/m,
      /^ {2}Email +ann@example\.com$/m,
      /^ {2}ZIP Code +75205$/m,
      /^ {2}Pool issue +Fiberglass Crack$/m,
      // A value's second line lines up under its first.
      /^ {2}Additional details( +)Crack by the steps\n {20}\1second line$/m,
      /^ {2}Preferred date +Tue, Nov 24, 2026$/m,
      /^ {2}Preferred time +Morning \(8 AM-12 PM\)$/m,
    ]) {
      expect(fields).toMatch(line);
    }
    expect(head).toBe(
      [
        'Quote request SHOWN00001',
        '  Status    contacted',
        '  Received  Tue, Nov 17, 8:05 AM CST',
        // Stored before languages were recorded: English.
        '  Language  English',
        '',
      ].join('\n'),
    );
    expect(tail!.slice(fields.length)).toBe(
      [
        '',
        '',
        'Photos: 1',
        `  ${photos[0]}`,
        '',
        'Where they came from: Google Ads click',
        '  Form            Quote wizard',
        `  First page      ${business.siteUrl}/services/crack-repair`,
        '  Referring site  www.google.com',
        '  utm_source      google',
        '  utm_medium      cpc',
        '  gclid           abc123',
        '',
        'Emails',
        '  Owner email   sent Tue, Nov 17, 8:05 AM CST',
        '  Confirmation  pending, next attempt Tue, Nov 17, 8:11 AM CST',
        '  Attempts      2, the last Tue, Nov 17, 8:07 AM CST',
        '',
        'Status history',
        '  Tue, Nov 17, 9:30 AM CST  contacted',
        '',
      ].join('\n'),
    );
  });

  it('says why an email failed or was not sent', async () => {
    const emails = async (id: string) => (await quotes('show', id)).stdout.split('\nEmails\n')[1]!.split('\n\n')[0];
    expect(await emails('FAILED0002')).toBe(
      [
        '  Owner email   notification-failed: SMTP login refused (535)',
        '  Confirmation  not sent: this mailbox got a confirmation in the last 24 hours',
        `  Attempts      30, the last ${dallas(failedAt)}`,
      ].join('\n'),
    );
    expect(await emails('FAILED0003')).toBe(
      [
        '  Owner email   notification-failed: SMTP server unreachable (ECONNECTION)',
        '  Confirmation  not sent: address refused (550); call them',
        '  CRM webhook   failed: refused by the receiver or unreachable for three days (404)',
        `  Attempts      30, the last ${dallas(failedAt)}`,
      ].join('\n'),
    );
    const spam = 'not sent: held as suspected spam (the form’s hidden field was filled)';
    expect(await emails('SPAM000001')).toContain(
      `  Owner email   ${spam}\n  Confirmation  ${spam}\n  CRM webhook   not sent: held as suspected spam\n`,
    );
  });

  it('answers an unknown reference with one line and exit code 1', async () => {
    expect(await refusal('show', 'NOSUCH0001')).toMatchObject({
      code: 1,
      stderr:
        'No quote request NOSUCH0001.\n' +
        "That is the local store on this computer. For the live site's quote requests, add --production:\n" +
        '  npm run quotes -- show NOSUCH0001 --production\n',
    });
  });
});

describe('npm run quotes -- status, and list filters', () => {
  it('stores the status with the request and its history, keeping everything else', async () => {
    const before = await storedRequest('OLDER00001');
    expect((await quotes('status', 'older00001', 'lost')).stdout).toBe('OLDER00001: lost (was new).\n');
    expect((await quotes('status', 'OLDER00001', 'lost')).stdout).toBe('OLDER00001 is already lost.\n');
    const after = await storedRequest('OLDER00001');
    expect(after).toEqual({ ...before, status: 'lost', statusHistory: [{ at: expect.any(String), status: 'lost' }] });
  });

  it('files many requests at once: a list of references, or every request of an hour still new', async () => {
    const statusOf = async (id: string) => (await storedRequest(id))?.status ?? 'new';
    expect((await quotes('status', 'recent0001', 'RECENT0002', 'lost')).stdout).toBe(
      'RECENT0001: lost (was new).\nRECENT0002: lost (was new).\n',
    );
    expect(await refusal('status', 'RECENT0001', 'NOSUCH0001', 'new')).toMatchObject({
      code: 1,
      stdout: 'RECENT0001: new (was lost).\n',
      stderr: 'No quote request NOSUCH0001; the others are set.\n',
    });
    await quotes('status', 'RECENT0002', 'new');

    expect((await quotes('status', '--hour', '2026-03-08 10am', 'spam')).stdout).toBe(
      'FLOOD00001: spam (was new).\nFLOOD00002: spam (was new).\n2 requests of that hour: spam.\n',
    );
    const flood = ['FLOODBEFOR', 'FLOOD00001', 'FLOODREAL1', 'FLOOD00002', 'FLOODAFTER'];
    expect(await Promise.all(flood.map(statusOf))).toEqual(['new', 'spam', 'contacted', 'spam', 'new']);
    // The same hour on the 24-hour clock; nothing new is left in it.
    expect(await refusal('status', '--hour', '2026-03-08 10', 'spam')).toMatchObject({
      code: 1,
      stderr: 'No new quote requests in that hour.\n',
    });
    expect(await refusal('status', '--hour', '2026-03-08 13pm', 'spam')).toMatchObject({
      code: 2,
      stderr:
        'Unknown --hour "2026-03-08 13pm". Use the date and the hour it starts, like 2026-11-27 10am or 2026-11-27 15.\n',
    });
  });

  it('shows the status in the list, the JSON and the CSV', async () => {
    const table = (await quotes('list')).stdout.split('\n');
    expect(table.find((line) => line.startsWith('WON0000001'))).toMatch(/^WON0000001 .+ C[SD]T\s+won\s+notified\s/);
    expect(table.find((line) => line.startsWith('RECENT0001'))).toMatch(/^RECENT0001 .+ C[SD]T\s+new\s+notified\s/);
    const rows = JSON.parse((await quotes('list', '--json')).stdout) as Record<string, unknown>[];
    expect(rows.find((row) => row.id === 'WON0000001')).toMatchObject({ status: 'won', statusHistory: [wonAt] });
    const csv = (await quotes('export', '--csv')).stdout.split('\r\n');
    const status = csv[0]!.split(',').indexOf('status');
    expect(csv.find((line) => line.startsWith('WON0000001'))?.split(',')[status]).toBe('won');
  });

  it('filters by status and by days or a date (midnight in Dallas)', async () => {
    const ids = async (...args: string[]) =>
      (JSON.parse((await quotes('list', '--json', ...args)).stdout) as { id: string }[]).map((row) => row.id).sort();
    expect(await ids('--status', 'new', '--since', '7d')).toEqual([
      'DELETE0001',
      'FAILED0001',
      'FAILED0002',
      'FAILED0003',
      'KEEP000001',
      'KEEP000002',
      'PENDING001',
      'RECENT0001',
      'RECENT0002',
    ]);
    const since = await ids('--since', '2026-03-01');
    expect(since).toContain('MIDNIGHT01');
    expect(since).not.toContain('EVENING001');
    expect(since).toContain('RECENT0001');
  });

  it('finds a homeowner’s requests by address in any letter case, and saves their CSV to a file under ~', async () => {
    const rows = JSON.parse((await quotes('list', '--json', '--email', 'Kim@Example.com')).stdout) as { id: string }[];
    expect(rows.map((row) => row.id)).toEqual(['KEEP000001']);
    const home = await mkdtemp(join(tmpdir(), 'home-'));
    try {
      const args = ['export', '--csv', '--email', 'kim@example.com', '--out', '~/quotes.csv'];
      const saved = afterStoreLine(blobs.directory, await runQuotes(blobs.directory, args, { HOME: home }));
      const file = join(home, 'quotes.csv');
      expect(saved.stdout).toBe(`Saved 1 quote request to ${file}.\n`);
      expect((await readFile(file, 'utf8')).split('\r\n')[1]).toMatch(/^KEEP000001,/);
      // Customers' personal data: readable by the owner alone.
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    } finally {
      await rm(home, { recursive: true, force: true });
    }
  });

  it('refuses a bad status or duration with one line and exit code 2', async () => {
    const badStatus = 'Unknown status "done". Use one of: new, contacted, scheduled, won, lost, spam.\n';
    const badSince = 'Unknown --since "last week". Use a number of days, like 7d, or a date, like 2026-11-01.\n';
    expect(await refusal('list', '--status', 'done')).toMatchObject({ code: 2, stderr: badStatus });
    expect(await refusal('status', 'RECENT0001', 'done')).toMatchObject({ code: 2, stderr: badStatus });
    expect(await refusal('list', '--since', 'last week')).toMatchObject({ code: 2, stderr: badSince });
    expect(await refusal('list', '--since', '2026-02-30')).toMatchObject({
      code: 2,
      stderr: 'Unknown --since "2026-02-30". Use a number of days, like 7d, or a date, like 2026-11-01.\n',
    });
  });
});

describe('npm run quotes -- delete', () => {
  it('deletes the request, the photos no other request lists, their notes, its index and outbox entries', async () => {
    expect((await quotes('delete', 'DELETE0001', '--yes')).stdout).toBe(
      'Deleted request DELETE0001 and 1 of its 2 photos; the other is kept: requests KEEP000002, SHOWN00001 use it too.\n',
    );
    const requests = store('requests');
    const keys = async (name: 'requests' | 'photos') => (await store(name).list()).blobs.map(({ key }) => key);
    expect((await keys('requests')).filter((key) => key.includes('DELETE0001'))).toEqual([]);
    expect(await requests.get(requestKeys.record('DELETE0001'))).toBeNull();
    const photoKeysLeft = await keys('photos');
    const [shared, own] = photos.map(nameOfPhotoUrl) as [string, string];
    expect(photoKeysLeft).not.toContain(photoKeys.photo(own));
    for (const name of [shared, own]) expect(photoKeysLeft).not.toContain(photoKeys.note(name, 'DELETE0001'));
    expect(await storedRequest('KEEP000002')).toMatchObject({ id: 'KEEP000002' });
    expect(photoKeysLeft).toContain(photoKeys.photo(shared));
    expect(photoKeysLeft).toContain(photoKeys.note(shared, 'KEEP000002'));
  });

  it('without --yes and without a terminal refuses with one line and deletes nothing', async () => {
    expect(await refusal('delete', 'KEEP000001')).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'Not deleted: no terminal to confirm on; run again with --yes.\n',
    });
    expect(await storedRequest('KEEP000001')).toMatchObject({ id: 'KEEP000001' });
  });

  // `script` gives the CLI a terminal, as the owner's shell does.
  it.skipIf(!hasScript)('on a terminal asks first, with the reference and name, and deletes only on yes', async () => {
    const answer = async (reply: string, id: string) => {
      const command = `printf '${reply}\n' | script -qec "${QUOTES_COMMAND} delete ${id}" /dev/null`;
      const { stdout } = await shell(command, { env: quotesEnv(blobs.directory) }).catch(
        (error: { stdout: string }) => error,
      );
      return stdout.replace(/\r\n/g, '\n');
    };
    const declined = await answer('n', 'KEEP000001');
    expect(declined).toContain('Delete request KEEP000001 from Kim Keep? [y/N] ');
    expect(declined).toContain('Not deleted.\n');
    expect(await storedRequest('KEEP000001')).toMatchObject({ id: 'KEEP000001' });
    const confirmed = await answer('y', 'KEEP000002');
    expect(confirmed).toContain('Delete request KEEP000002 from Owner of KEEP000002? [y/N] ');
    expect(confirmed).toContain('Deleted request KEEP000002; its photo is kept: request SHOWN00001 uses it too.\n');
    expect(await storedRequest('KEEP000002')).toBeNull();
  });
});

describe('npm run quotes -- resend', () => {
  it('resends one request’s owner email, with the confirmation it never got, and records both', async () => {
    smtp.messages.length = 0;
    const sentBefore = (await storedRequest('PENDING001'))?.notified.owner ?? '';
    const { stdout } = await quotes('resend', 'pending001');
    expect(stdout).toMatch(
      /^PENDING001 {2}owner email sent; confirmation sent \w{3}, \w{3} \d+, \d+:\d{2} [AP]M C[SD]T\n$/,
    );
    expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual(['owner@example.com', 'pending001@example.com']);
    expect(smtp.messages.find((m) => m.to[0] === 'owner@example.com')?.decoded).toContain('Reference: PENDING001');
    const after = await storedRequest('PENDING001');
    expect(Date.parse(after?.notified.owner ?? '')).toBeGreaterThan(Date.parse(sentBefore));
    expect(after?.notified.homeowner).toEqual(expect.any(String));
    const outbox = (await store('requests').list({ prefix: requestKeys.outboxPrefix })).blobs;
    expect(outbox.filter(({ key }) => parseOutboxKey(key)?.id === 'PENDING001')).toEqual([]);
  });

  it('sends the owner email of a request held as spam, and no confirmation', async () => {
    smtp.messages.length = 0;
    const { stdout } = await quotes('resend', 'SPAM000001');
    expect(stdout).toBe(
      'SPAM000001  owner email sent; confirmation not sent: held as suspected spam (the form’s hidden field was filled)\n',
    );
    expect(smtp.messages.map((m) => m.to[0])).toEqual(['owner@example.com']);
    const resent = await storedRequest('SPAM000001');
    expect(resent).toMatchObject({ status: 'spam', notified: { owner: expect.any(String) } });
    expect(resent?.skipped).toEqual({ homeowner: 'spam', webhook: 'spam' });
  });

  it('--failed stops at a server failure and changes nothing, then sends each owner email over one connection', async () => {
    smtp.messages.length = 0;
    smtp.senderRefused = true;
    const failed = await refusal('resend', '--failed');
    smtp.senderRefused = false;
    const stopped = 'not tried: the SMTP server failed above, refused by the SMTP server (550)';
    expect(failed).toMatchObject({
      code: 1,
      stdout:
        'FAILED0001  not sent: refused by the SMTP server (550)\n' +
        `FAILED0002  ${stopped}\n` +
        `FAILED0003  ${stopped}\n`,
      stderr: '3 of 3 not sent.\n',
    });
    expect(smtp.messages).toEqual([]);
    expect(await storedRequest('FAILED0001')).toMatchObject({ failed: { owner: '535', homeowner: '535' } });

    const connections = smtp.connections;
    const { stdout } = await quotes('resend', '--failed');
    const lines = stdout.split('\n');
    expect(lines[0]).toMatch(
      /^FAILED0001 {2}owner email sent; confirmation sent \w{3}, \w{3} \d+, \d+:\d{2} [AP]M C[SD]T$/,
    );
    expect(lines.slice(1)).toEqual([
      'FAILED0002  owner email sent; confirmation not sent: this mailbox got a confirmation in the last 24 hours',
      'FAILED0003  owner email sent; confirmation not sent: address refused (550); call them',
      '',
    ]);
    expect(smtp.messages.map((m) => m.to[0])).toEqual([
      'owner@example.com',
      'failed0001@example.com',
      'owner@example.com',
      'owner@example.com',
    ]);
    expect(smtp.connections - connections).toBe(1);
    expect(await storedRequest('FAILED0001')).toMatchObject({
      notified: { owner: expect.any(String), homeowner: expect.any(String) },
      failed: {},
    });
    expect((await quotes('resend', '--failed')).stdout).toBe(
      'No quote requests with a failed owner email.\n' +
        "That is the local store on this computer. For the live site's quote requests, add --production:\n" +
        '  npm run quotes -- resend --failed --production\n',
    );
  });
});
