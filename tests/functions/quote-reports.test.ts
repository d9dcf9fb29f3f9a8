// The owner's report emails, as the SMTP server receives them, with the clock fixed: the weekly
// report (a week with requests, an empty week, two runs in one Monday minute, a run stopped mid-send,
// a give-up, a post that could not go live, a week too big for the run's time). The flood summary's
// tests are in owner-email-limit.test.ts.
// A double of the live site serves its post titles and its scheduled posts.
import type { Context } from '@netlify/functions';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import publishDuePosts from '../../netlify/functions/publish-due-posts';
import retryJob from '../../netlify/functions/quote-notify-retry';
import job from '../../netlify/functions/quote-reports';
import { openPublishingStore } from '../../netlify/lib/jobs/blog-publishing';
import { createMailer } from '../../netlify/lib/email/mailer';
import { toRow, type QuoteRecord } from '../../netlify/lib/storage/quote-record';
import { weeklyReportEmail } from '../../netlify/lib/email/report-emails';
import { storeRequest } from '../../netlify/lib/storage/quote-store';
import { requestKeys } from '../../netlify/lib/storage/layout';
import { openStores } from '../../netlify/lib/storage/stores';
import { reportMonday, runWeeklyReport } from '../../netlify/lib/reports/weekly-report';
import { CLOSURE_NOTICES_PATH } from '../../src/lib/business-time';
import { POST_TITLES_PATH, SCHEDULE_PATH } from '../../src/lib/content/publication';
import type { Attribution } from '../../src/lib/quote';
import { emailState } from '../../scripts/quotes/show';
import { byHeader, openAsExcel } from '../fixtures/excel-csv';
import {
  fakeContext,
  freshEmail,
  MAILBOX_FULL,
  type Mail,
  ORIGIN,
  store,
  storedRequest,
  subjectOf,
  textPart,
  useQuoteBackend,
} from './helpers/harness';

const backend = useQuoteBackend({ smtp: true });

/** The live site: its post titles, the days its scheduled posts come due, and no closure notice to change. */
const POST_TITLE = 'Dallas Pool Leak Warning Signs';
const site = { url: '', titles: { '/blog/dallas-pool-leak-warning-signs': POST_TITLE }, dueDays: [] as string[] };
const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', site.url);
  const lists: Record<string, unknown> = {
    [POST_TITLES_PATH]: site.titles,
    [SCHEDULE_PATH]: site.dueDays,
    [CLOSURE_NOTICES_PATH]: [],
  };
  const body = lists[pathname];
  if (body) response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  else response.writeHead(404).end();
});

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  site.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.stubEnv('SMTP_URL', backend.smtp.url);
  vi.stubEnv('QUOTE_NOTIFY_TO', 'owner@example.com');
  vi.stubEnv('QUOTE_REPORT_TO', 'owner@example.com, office@example.com');
});

beforeEach(() => {
  backend.smtp.messages.length = 0;
  vi.spyOn(console, 'log').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => new Promise((done) => server.close(done)));

/** Only Date is fixed: the servers' timers run as usual. */
const setClock = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};

/** A run as Netlify starts it on the live site. */
const liveContext = () => ({ ...fakeContext().context, site: { url: site.url } }) as Context;

const runJob = async () => (await job(new Request(`${ORIGIN}/`), liveContext())).status;

/** The message with its folded header lines joined again and Unix line ends. */
const unfolded = (mail: Mail) => mail.decoded.replace(/\r?\n(?=[ \t])/g, '').replace(/\r\n/g, '\n');

/** The bytes of the attachment named `filename`, as the mail app saves it. */
function attachment(mail: Mail, filename: string): Buffer | undefined {
  const at = mail.raw.indexOf(`filename=${filename}`);
  if (at === -1) return undefined;
  const headers = mail.raw.slice(mail.raw.lastIndexOf('\r\n--', at), mail.raw.indexOf('\r\n\r\n', at));
  const body = mail.raw.slice(mail.raw.indexOf('\r\n\r\n', at) + 4, mail.raw.indexOf('\r\n--', at));
  return /Content-Transfer-Encoding: base64/i.test(headers)
    ? Buffer.from(body, 'base64')
    : Buffer.from(
        body
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      );
}

/** Stores a request made at `at`, then sets what became of its emails and its status. */
async function storedAt(
  at: string,
  id: string,
  fields: Partial<QuoteRecord['fields']>,
  extra: { attribution?: Attribution; suspectedSpam?: boolean; record?: Partial<QuoteRecord> } = {},
) {
  const stored = await storeRequest(
    openStores('production'),
    {
      id,
      fields: { name: 'Jane Homeowner', phone: '(214) 555-0100', email: 'jane@example.com', ...fields },
      attribution: extra.attribution,
      photoNames: [],
      photoUrls: [],
      suspectedSpam: extra.suspectedSpam,
    },
    Date.parse(at),
  );
  const sentAt = new Date(Date.parse(at) + 5_000).toISOString();
  const record = { ...stored!.record, notified: { owner: sentAt, homeowner: sentAt }, ...extra.record };
  await store('requests').setJSON(requestKeys.record(id), extra.suspectedSpam ? stored!.record : record);
}

/** A title a visit claims for a post: the report names the post by the site's own title. */
const FALSE_TITLE = 'Call 555-0199 for a cheaper repair';

describe('the weekly report', () => {
  it.each([
    ['Monday 6:59 AM CST', '2026-11-23T12:59:00Z', '2026-11-16'],
    ['Monday 7:00 AM CST', '2026-11-23T13:00:00Z', '2026-11-23'],
    ['Monday 6:59 AM CDT', '2026-06-08T11:59:00Z', '2026-06-01'],
    ['Monday 7:00 AM CDT', '2026-06-08T12:00:00Z', '2026-06-08'],
    ['Sunday 11 PM CST', '2026-11-30T05:00:00Z', '2026-11-23'],
  ])('at %s is the one due on %s', (_, now, monday) => {
    expect(reportMonday(Date.parse(now))).toBe(monday);
  });

  it('lists the week’s requests, where they came from beside the three weeks before, spam and failed emails, with the CSV', async () => {
    await storedAt(
      '2026-11-17T15:14:00Z',
      'WEEKA00001',
      { name: 'José Peña', issue: 'leak', zip: '75205' },
      {
        // As visits recorded a post's title before the report took titles from the site: this one lies.
        attribution: {
          landingPage: '/blog/dallas-pool-leak-warning-signs',
          landingTitle: `${FALSE_TITLE} | Dallas Fiberglass Pool Repair`,
          referrer: 'www.google.com',
        } as Attribution,
        record: { status: 'contacted' },
      },
    );
    await storedAt(
      '2026-11-19T22:30:00Z',
      'WEEKB00001',
      { name: 'Tom Reed', issue: 'crack', zip: '75093' },
      {
        attribution: { landingPage: '/', utm_source: 'google', utm_campaign: 'spring-resurfacing', gclid: 'abc' },
        record: { notified: { owner: '2026-11-19T23:45:00Z', homeowner: '2026-11-19T22:30:05Z' } },
      },
    );
    await storedAt(
      '2026-11-21T16:00:00Z',
      'WEEKC00001',
      { name: 'Ann Bell', issue: 'tile' },
      {
        attribution: { landingPage: '/blog/dallas-pool-leak-warning-signs', referrer: 'www.google.com' },
        record: {
          notified: { owner: '2026-11-21T16:00:04Z' },
          failed: { homeowner: '550' },
          skipped: { homeowner: 'refused' },
        },
      },
    );
    await storedAt('2026-11-20T10:00:00Z', 'WEEKSPAM01', { name: 'Bot' }, { suspectedSpam: true });
    // The week before, and the Monday morning after the week: in the counts of their own weeks only.
    await storedAt(
      '2026-11-10T18:00:00Z',
      'EARLIER001',
      { name: 'Earl Lee' },
      { attribution: { referrer: 'www.google.com' } },
    );
    await storedAt('2026-11-23T12:00:00Z', 'MONDAY0001', { name: 'Mo Day' });

    setClock('2026-11-23T13:00:20Z');
    expect(await runJob()).toBe(204);

    expect(backend.smtp.messages).toHaveLength(1);
    const [mail] = backend.smtp.messages as [Mail];
    expect(mail.to).toEqual(['owner@example.com', 'office@example.com']);
    expect(subjectOf(mail)).toBe('Weekly report: 3 quote requests, Nov 16 – Nov 22');
    expect(unfolded(mail)).toContain('Auto-Submitted: auto-generated');
    expect(textPart(mail)).toBe(
      [
        'Dallas Fiberglass Pool Repair: weekly report, Nov 16 – Nov 22',
        '',
        '3 requests this week',
        'Tue, Nov 17, 9:14 AM CST: José Peña, Pool Leak (water loss), 75205 (contacted, ref WEEKA00001)',
        'Thu, Nov 19, 4:30 PM CST: Tom Reed, Fiberglass Crack, 75093 (new, ref WEEKB00001)',
        'Sat, Nov 21, 10:00 AM CST: Ann Bell, Tile & Coping Problems, no ZIP (new, ref WEEKC00001)',
        '',
        'Where they came from',
        '',
        'Ad campaign (this week; weeks of Nov 9, Nov 2, Oct 26)',
        '  No ad or campaign: 2 / 1 / 0 / 0',
        '  spring-resurfacing: 1 / 0 / 0 / 0',
        '',
        'Referring site (this week; weeks of Nov 9, Nov 2, Oct 26)',
        '  www.google.com: 2 / 1 / 0 / 0',
        '  None (typed address, bookmark or an app): 1 / 0 / 0 / 0',
        '',
        'First page (this week; weeks of Nov 9, Nov 2, Oct 26)',
        `  ${POST_TITLE}: 2 / 0 / 0 / 0`,
        '  Home page: 1 / 0 / 0 / 0',
        '  Not recorded: 0 / 1 / 0 / 0',
        '',
        'Spam: 1 request caught by the spam trap: stored, not emailed to you.',
        '',
        'Emails that failed',
        'Tom Reed (ref WEEKB00001), your email: Failed at first, sent Thu, Nov 19, 5:45 PM CST',
        'Ann Bell (ref WEEKC00001), their confirmation: Failed (550), not sent',
        '',
        "The week's requests are attached as a spreadsheet (CSV). To list them: npm run quotes -- list --since 2026-11-16 --production",
      ].join('\n'),
    );
    // The spreadsheet, opened as Excel opens it: UTF-8 by its byte order mark, CRLF records, times in Dallas.
    const csv = openAsExcel(attachment(mail, 'quote-requests-2026-11-16-to-2026-11-22.csv')!);
    expect(csv.bom).toBe(true);
    expect(new Set(csv.recordEnds)).toEqual(new Set(['\r\n']));
    const rows = byHeader(csv);
    expect(rows.map((row) => row.id)).toEqual(['WEEKA00001', 'WEEKB00001', 'WEEKSPAM01', 'WEEKC00001']);
    expect(rows[0]).toMatchObject({ name: 'José Peña', 'received (Central Time)': '2026-11-17 09:14' });
    // A visit's title is nowhere: not in the email, not in the spreadsheet.
    expect(mail.decoded).not.toContain(FALSE_TITLE);
    expect(csv.rows.flat().join('\n')).not.toContain(FALSE_TITLE);
  });

  it('goes for an empty week too, saying so', async () => {
    setClock('2026-12-14T13:05:00Z');
    expect(await runJob()).toBe(204);

    expect(backend.smtp.messages).toHaveLength(1);
    const [mail] = backend.smtp.messages as [Mail];
    expect(subjectOf(mail)).toBe('Weekly report: no quote requests, Dec 7 – Dec 13');
    const text = textPart(mail);
    expect(text).toContain('weekly report, Dec 7 – Dec 13\n\nNo requests this week\n\nWhere they came from');
    expect(text).toContain('Spam: No spam held.');
    expect(text).toContain('Emails that failed\nNone.');
    // No spreadsheet of nothing, and no word of one.
    expect(attachment(mail, 'quote-requests-2026-12-07-to-2026-12-13.csv')).toBeUndefined();
    expect(text).not.toMatch(/spreadsheet|CSV/);
  });

  it('goes once when two runs start in the same Monday minute, and not again at later runs that week', async () => {
    setClock('2026-12-21T13:00:01Z');
    expect(await Promise.all([runJob(), runJob()])).toEqual([204, 204]);
    setClock('2026-12-21T13:15:01Z');
    expect(await runJob()).toBe(204);
    setClock('2026-12-24T09:00:00Z');
    expect(await runJob()).toBe(204);

    expect(backend.smtp.messages.map(subjectOf)).toEqual(['Weekly report: no quote requests, Dec 14 – Dec 20']);
  });

  it('is tried again at the next run when the mail server refused it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setClock('2026-12-28T13:00:00Z');
    backend.smtp.down = true;
    expect(await runJob()).toBe(500);
    backend.smtp.down = false;
    setClock('2026-12-28T13:01:00Z');
    expect(await runJob()).toBe(204);

    expect(backend.smtp.messages.map(subjectOf)).toEqual(['Weekly report: no quote requests, Dec 21 – Dec 27']);
  });
});

describe('the weekly report, whatever happens', () => {
  it('is not sent again when its run was stopped after the mail server took it; the next report says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setClock('2027-01-04T13:00:00Z');
    // The run is stopped as the server takes the email: nothing it writes after that lands.
    backend.smtp.onAccept = () => backend.blobs.failingWrites.add('quote-requests');
    try {
      expect(await runJob()).toBe(500);
    } finally {
      backend.smtp.onAccept = undefined;
      backend.blobs.failingWrites.clear();
    }
    for (const later of ['2027-01-04T13:15:00Z', '2027-01-04T13:30:00Z', '2027-01-05T13:00:00Z']) {
      setClock(later);
      expect(await runJob()).toBe(204);
    }
    expect(backend.smtp.messages.map(subjectOf)).toEqual(['Weekly report: no quote requests, Dec 28 – Jan 3']);
    expect(backend.smtp.messages[0]!.raw).toMatch(/^Message-ID: <weekly-report-2026-12-28@/m);
    expect(error.mock.calls.flat().filter((line) => String(line).includes('was stopped'))).toEqual([
      '[quote-reports] weekly report: the run sending the report due 2027-01-04 was stopped before it recorded the outcome; not sent again, it may not have arrived',
    ]);

    setClock('2027-01-11T13:00:00Z');
    expect(await runJob()).toBe(204);
    expect(textPart(backend.smtp.messages[1]!)).toContain(
      [
        "Last week's report",
        'The report for Dec 28 – Jan 3 may not have reached you: the website was stopped while sending it.',
        "To list that week's requests: npm run quotes -- list --since 2026-12-28 --production",
      ].join('\n'),
    );
  });

  it('names an email given up in its week, whatever week the request came in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Saturday evening; the mail server is down until the retry job gives up, on Tuesday.
    const createdAt = Date.parse('2027-01-16T23:30:00Z');
    const fields = { name: 'Gina Upton', phone: '(214) 555-0100', email: freshEmail() };
    await storeRequest(
      openStores('production'),
      { id: 'GIVENUP001', fields, photoNames: [], photoUrls: [] },
      createdAt,
    );
    setClock('2027-01-19T23:35:00Z');
    backend.smtp.down = true;
    try {
      await retryJob(new Request(`${ORIGIN}/`), fakeContext().context);
    } finally {
      backend.smtp.down = false;
    }
    const code = (await storedRequest('GIVENUP001'))!.failed!.owner;

    setClock('2027-01-25T13:00:00Z');
    expect(await runJob()).toBe(204);
    expect(textPart(backend.smtp.messages.at(-1)!)).toContain(
      [
        'Emails that failed',
        `Gina Upton (ref GIVENUP001, received Sat, Jan 16), your email: Failed (${code}), given up Tue, Jan 19, 5:35 PM CST`,
        `Gina Upton (ref GIVENUP001, received Sat, Jan 16), their confirmation: Failed (${code}), given up Tue, Jan 19, 5:35 PM CST`,
      ].join('\n'),
    );
  });

  it('names a scheduled post that could not go live for want of a build hook, and what to do', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubEnv('BUILD_HOOK_URL', '');
    site.dueDays = ['2027-02-02'];
    setClock('2027-02-02T12:00:00Z');
    expect((await publishDuePosts(new Request(`${ORIGIN}/`), liveContext())).status).toBe(204);
    expect(error).toHaveBeenCalledWith(
      '[publish-due-posts] A post comes due on 2027-02-02, but BUILD_HOOK_URL is not set: it goes live with the next deploy.',
    );

    setClock('2027-02-08T13:00:00Z');
    expect(await runJob()).toBe(204);
    expect(textPart(backend.smtp.messages.at(-1)!)).toContain(
      [
        'Blog posts that did not go live',
        'A blog post scheduled for Tue, Feb 2 did not go live on its day: the website could not publish it by itself, as its build hook (the BUILD_HOOK_URL setting on Netlify) is missing or wrong.',
        'To publish now: on Netlify, open the site’s Deploys page and choose Trigger deploy, then Deploy project.',
        'So that later posts go live on their own, make a new build hook: the owner’s guide shows how, under “A new email key or build hook”.',
      ].join('\n'),
    );
  });

  it('goes once, within its time, when the week holds more than the time can read, saying what it left out', async () => {
    // A week of 40 requests nobody counted yet, from a store that takes 100 ms to answer each read of one.
    const monday = '2027-03-01';
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        storeRequest(
          openStores('production'),
          {
            id: `SLOW${String(i).padStart(6, '0')}`,
            fields: { name: `Slow ${i}`, phone: '(214) 555-0100', email: 'slow@example.com' },
            photoNames: [],
            photoUrls: [],
          },
          Date.parse('2027-02-24T15:00:00Z') + i * 60_000,
        ),
      ),
    );
    const readsStarted: number[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = decodeURIComponent(String(input));
      if (url.startsWith(backend.blobs.edgeURL) && url.includes('quote-requests/request/')) {
        readsStarted.push(Date.now());
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return realFetch(input, init);
    });
    const mailer = createMailer('production');
    const run = (now: number, readsUntil: number) =>
      runWeeklyReport({
        requests: openStores('production').requests,
        publishing: openPublishingStore(),
        now,
        readsUntil,
        siteUrl: site.url,
        send: (report, to) => mailer.send(weeklyReportEmail(report, to, 'production')),
      });
    const before = backend.smtp.messages.length;
    // Reading it all takes at least 400 ms: counting them, then reading them for the list, 32 at a time.
    const deadline = Date.now() + 250;
    try {
      const line = await run(Date.parse(`${monday}T13:00:00Z`), deadline);
      expect(line).toMatch(/^sent the report due 2027-03-01: \d+ requests, some requests left out for time$/);
      expect(readsStarted.filter((at) => at > deadline)).toEqual([]);
      expect(await run(Date.parse(`${monday}T13:15:00Z`), Date.now() + 250)).toMatch(
        /^the report due 2027-03-01 went already/,
      );
    } finally {
      mailer.close?.();
    }

    const mails = backend.smtp.messages.slice(before);
    expect(mails.map(subjectOf)).toHaveLength(1);
    const text = textPart(mails[0]!);
    expect(text).toMatch(
      /\n(Only the first \d+ requests? could be checked|This week's requests were too many to check) in the time the report has\. To see each one's emails: npm run quotes -- list --since 2027-02-22 --production\n/,
    );
    expect(text).toContain(
      "This week's requests are too many to attach as a spreadsheet. To save them as one (the owner’s guide shows how, under “A spreadsheet of your requests”): npm run quotes -- export --csv --since 2027-02-22 --out ~/Documents/quotes-2027-02-22.csv --production",
    );
    expect(attachment(mails[0]!, 'quote-requests-2027-02-22-to-2027-02-28.csv')).toBeUndefined();
  });
});

describe('the weekly report, never forgotten and to every address', () => {
  afterEach(() => {
    backend.smtp.answerRcpt = undefined;
    backend.smtp.down = false;
  });

  it('goes at the next run to an address refused while another took it, to that one alone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.smtp.answerRcpt = (address) => (address === 'office@example.com' ? MAILBOX_FULL : undefined);
    setClock('2027-04-05T12:00:00Z');
    expect(await runJob()).toBe(500);
    backend.smtp.answerRcpt = undefined;
    for (const later of ['2027-04-05T12:15:00Z', '2027-04-05T12:30:00Z']) {
      setClock(later);
      expect(await runJob()).toBe(204);
    }
    expect(backend.smtp.messages.map((mail) => [mail.to, subjectOf(mail)])).toEqual([
      [['owner@example.com'], 'Weekly report: no quote requests, Mar 29 – Apr 4'],
      [['office@example.com'], 'Weekly report: no quote requests, Mar 29 – Apr 4'],
    ]);
  });

  it('refused until the next Monday, still goes, saying so, and the next week’s report after it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.smtp.down = true;
    for (const at of ['2027-04-12T12:00:00Z', '2027-04-15T18:00:00Z']) {
      setClock(at);
      expect(await runJob()).toBe(500);
    }
    backend.smtp.down = false;
    // Monday 7 AM CDT.
    for (const at of ['2027-04-19T12:00:00Z', '2027-04-19T12:15:00Z', '2027-04-19T12:30:00Z']) {
      setClock(at);
      expect(await runJob()).toBe(204);
    }
    expect(backend.smtp.messages.map(subjectOf)).toEqual([
      'Weekly report: no quote requests, Apr 5 – Apr 11',
      'Weekly report: no quote requests, Apr 12 – Apr 18',
    ]);
    expect(textPart(backend.smtp.messages[0]!)).toContain(
      'Sent late\nThis report was due Mon, Apr 12, but the mail server refused it until now. The report for the week after comes next.',
    );
    expect(textPart(backend.smtp.messages[1]!)).not.toContain('Sent late');
  });

  it('reads requests stored before owner emails were counted per address beside those stored after: list, CSV and report', async () => {
    // As stored before: an owner email given up with its code, no field of the per-address count.
    await storedAt(
      '2027-04-20T15:00:00Z',
      'OLDSHAPE01',
      { name: 'Old Shape' },
      {
        record: { notified: { homeowner: '2027-04-20T15:00:05Z' }, failed: { owner: '552' } },
      },
    );
    await storedAt(
      '2027-04-21T15:00:00Z',
      'SHORTENED1',
      { name: 'Short Sent' },
      {
        record: { ownerEmailShortened: '552' },
      },
    );
    await storedAt(
      '2027-04-22T15:00:00Z',
      'PARTLY0001',
      { name: 'Partly Sent' },
      {
        record: { notified: { homeowner: '2027-04-22T15:00:05Z' }, ownerSentTo: ['owner@example.com'] },
      },
    );
    const records = (await Promise.all(['OLDSHAPE01', 'SHORTENED1', 'PARTLY0001'].map(storedRequest))) as QuoteRecord[];
    expect(records.map((record) => toRow(record).notification)).toEqual([
      'notification-failed',
      'notified',
      'notification-pending',
    ]);
    expect(records.map((record) => emailState(record, 'owner'))).toEqual([
      'notification-failed: mailbox or sending quota full (552)',
      expect.stringMatching(
        /^sent .*, a short version: the full email was refused for what the visitor wrote \(552\)$/,
      ),
      expect.stringMatching(/^sent to owner@example\.com only; pending for the others, next attempt /),
    ]);

    setClock('2027-04-26T12:00:00Z');
    expect(await runJob()).toBe(204);
    const [mail] = backend.smtp.messages as [Mail];
    expect(textPart(mail)).toContain(
      [
        'Emails that failed',
        'Old Shape (ref OLDSHAPE01), your email: Failed (552), not sent',
        'Short Sent (ref SHORTENED1), your email: Refused for what the visitor wrote (552): a short email went instead',
        'Partly Sent (ref PARTLY0001), your email: Failed so far: still being retried',
      ].join('\n'),
    );
    const rows = byHeader(openAsExcel(attachment(mail, 'quote-requests-2027-04-19-to-2027-04-25.csv')!));
    expect(rows.map((row) => [row.id, row.notification, row.failedEmails])).toEqual([
      ['OLDSHAPE01', 'notification-failed', 'owner'],
      ['SHORTENED1', 'notified', ''],
      ['PARTLY0001', 'notification-pending', ''],
    ]);
  });
});
