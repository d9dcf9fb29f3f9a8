// The owner's report emails, as the SMTP server receives them, with the clock fixed: the weekly
// report (a week with requests, an empty week, two runs in one Monday minute) and the flood summary.
import type { Context } from '@netlify/functions';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import submit from '../../netlify/functions/contact-submit';
import retryJob from '../../netlify/functions/quote-notify-retry';
import job from '../../netlify/functions/quote-reports';
import type { QuoteRecord } from '../../netlify/lib/quote-record';
import { storeRequest } from '../../netlify/lib/quote-store';
import { requestKeys } from '../../netlify/lib/store-layout';
import { openStores } from '../../netlify/lib/stores';
import { readRows } from '../../scripts/quotes/list';
import { emailState } from '../../scripts/quotes/show';
import type { OpenStores } from '../../scripts/quotes/stores';
import { reportMonday } from '../../netlify/lib/weekly-report';
import { businessMidnight } from '../../src/lib/business-time';
import { POST_TITLES_PATH } from '../../src/lib/content/publication';
import { ENDPOINTS, type Attribution } from '../../src/lib/quote';
import {
  fakeContext,
  freshEmail,
  freshIp,
  jsonPost,
  type Mail,
  ORIGIN,
  store,
  storedRequest,
  useQuoteBackend,
  validQuote,
} from './harness';

const backend = useQuoteBackend({ smtp: true });

/** The live site: its post titles. */
const POST_TITLE = 'Dallas Pool Leak Warning Signs';
const site = { url: '', titles: { '/blog/dallas-pool-leak-warning-signs': POST_TITLE } };
const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', site.url);
  if (pathname === POST_TITLES_PATH)
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(site.titles));
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

/** The Subject header, its MIME encoded words decoded. */
function subjectOf(mail: Mail): string | undefined {
  const header = /^Subject: (.*)$/m.exec(mail.raw.replace(/\r\n(?=[ \t])/g, ''))?.[1];
  return header
    ?.replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, word: string) =>
      decodeURIComponent(word.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
    );
}

/** The plain-text part of a message. */
function textPart(mail: Mail): string {
  const text = mail.decoded.replace(/\r\n/g, '\n');
  const start = text.indexOf('\n\n', text.indexOf('Content-Type: text/plain')) + 2;
  return text.slice(start, text.indexOf('\n--', start));
}

/** The attachment named `filename`, decoded. */
function attachment(mail: Mail, filename: string): string | undefined {
  const at = mail.raw.indexOf(`filename=${filename}`);
  if (at === -1) return undefined;
  const headers = mail.raw.slice(mail.raw.lastIndexOf('\r\n--', at), mail.raw.indexOf('\r\n\r\n', at));
  const body = mail.raw.slice(mail.raw.indexOf('\r\n\r\n', at) + 4, mail.raw.indexOf('\r\n--', at));
  return /Content-Transfer-Encoding: base64/i.test(headers)
    ? Buffer.from(body, 'base64').toString('utf8')
    : body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
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
      { name: 'Maria Lopez', issue: 'leak', zip: '75205' },
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
        'Tue, Nov 17, 9:14 AM CST: Maria Lopez, Pool Leak (water loss), 75205 (contacted, ref WEEKA00001)',
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
    const csv = attachment(mail, 'quote-requests-2026-11-16-to-2026-11-22.csv')!;
    const ids = csv
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(ids).toEqual(['WEEKA00001', 'WEEKB00001', 'WEEKSPAM01', 'WEEKC00001']);
    // A visit's title is nowhere: not in the email, not in the spreadsheet.
    expect(mail.decoded).not.toContain(FALSE_TITLE);
    expect(csv).not.toContain(FALSE_TITLE);
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
    expect(attachment(mail, 'quote-requests-2026-12-07-to-2026-12-13.csv')).toMatch(
      /^\uFEFFid,received \(Central Time\),status,[^\n]*\r\n$/,
    );
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

describe('a flood', () => {
  it('past QUOTE_OWNER_EMAILS_PER_HOUR stores and lists every request, emailing the rest in one summary after the hour', async () => {
    vi.stubEnv('QUOTE_OWNER_EMAILS_PER_HOUR', '3');
    // The weekly report of this week went already.
    await store('requests').setJSON(requestKeys.weeklyReport('2026-11-23'), { sentAt: '2026-11-23T13:00:00Z' });
    setClock('2026-11-27T16:20:00Z');
    const names = ['Flood One', 'Flood Two', 'Flood Three', 'Flood Four', 'Flood Five'];
    const ids = await Promise.all(
      names.map(async (name) => {
        const { context, settled } = fakeContext({ ip: freshIp() });
        const response = await submit(jsonPost(ENDPOINTS.submit, validQuote({ name, email: freshEmail() })), context);
        await settled();
        return ((await response.json()) as { id: string }).id;
      }),
    );
    const ownerEmails = () => backend.smtp.messages.filter((mail) => mail.to.includes('owner@example.com'));
    expect(ownerEmails()).toHaveLength(3);
    expect(backend.smtp.messages.filter((mail) => mail.to[0]!.startsWith('jane.'))).toHaveLength(5);
    const records = await Promise.all(ids.map(storedRequest));
    expect(records.map((record) => record?.fields.name).sort()).toEqual([...names].sort());
    const listed = await readRows({ requests: store('requests') } as OpenStores, {
      since: businessMidnight('2026-11-27'),
    });
    expect(listed.map((row) => row.name).sort()).toEqual([...names].sort());
    const held = records.filter((record) => record?.skipped?.owner === 'flood');
    expect(held).toHaveLength(2);
    expect(emailState(held[0]!, 'owner')).toBe(
      'not sent one by one: past the hour’s owner emails, listed in its flood summary',
    );

    setClock('2026-11-27T16:45:00Z');
    expect(await runJob()).toBe(204);
    expect(ownerEmails()).toHaveLength(3);

    setClock('2026-11-27T17:00:05Z');
    await Promise.all([runJob(), runJob()]);
    setClock('2026-11-27T17:15:05Z');
    await runJob();
    const summaries = ownerEmails().slice(3);
    expect(summaries.map(subjectOf)).toEqual(['2 more requests between 10:00 and 11:00 AM — likely a flood']);
    expect(textPart(summaries[0]!)).toBe(
      [
        '2 more requests between 10:00 and 11:00 AM — likely a flood',
        '',
        "On Fri, Nov 27 (Central time), the hour's first 3 requests were emailed to you one by one, as always. These 2 more were stored as always but not emailed one by one, so they cannot use up the mail account's sending limit. Nothing is lost.",
        'Many requests in one hour are usually a bot. Look through them; answer the real ones as usual.',
        '',
        'To list them: npm run quotes -- list --since 2026-11-27 --production',
      ].join('\n'),
    );
  });
  it('never holds an owner email because the hourly limit cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setClock('2026-11-27T18:00:00Z');
    await storeRequest(
      openStores('production'),
      { id: 'LIMITDOWN1', fields: validQuote() as QuoteRecord['fields'], photoNames: [], photoUrls: [] },
      Date.now() - 10 * 60 * 1000,
    );
    backend.blobs.failingStores.add('quote-rate-limits');
    try {
      await retryJob(new Request(`${ORIGIN}/`), fakeContext().context);
    } finally {
      backend.blobs.failingStores.delete('quote-rate-limits');
    }
    expect(backend.smtp.messages.filter((mail) => mail.to.includes('owner@example.com'))).toHaveLength(1);
    expect((await storedRequest('LIMITDOWN1'))?.notified.owner).toBeDefined();
    expect(error).toHaveBeenCalledWith(
      '[quote-notify LIMITDOWN1 owner-email limit unread, emailed anyway] request - failed: BlobsInternalError',
    );
  });
});
