// The limits of owner emails (each network's hour, and QUOTE_OWNER_EMAILS_PER_DAY site-wide) and the
// flood summary, as the owner receives them: the functions against a local Blobs server and an SMTP server that refuses
// for a while, the scheduled jobs run as Netlify would, with only Date moved.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import submit from '../../netlify/functions/contact-submit';
import retryJob from '../../netlify/functions/quote-notify-retry';
import reportsJob from '../../netlify/functions/quote-reports';
import { ownerEmailAllowance } from '../../netlify/lib/limits/owner-email-limit';
import { toRow } from '../../netlify/lib/storage/quote-record';
import { floodKeys, ownerEmailKeys } from '../../netlify/lib/storage/layout';
import { dayOf, HOUR_MS, hourOf } from '../../netlify/lib/storage/periods';
import { DEFAULT_OWNER_EMAILS_PER_DAY } from '../../netlify/lib/config';
import { ENDPOINTS, quoteField, shownValue } from '../../src/lib/quote';
import { emailState } from '../../scripts/quotes/show';
import {
  CONTENT_REFUSAL,
  fakeContext,
  freshEmail,
  freshIp,
  jsonPost,
  MAILBOX_FULL,
  ORIGIN,
  setClock,
  store,
  storedRequest,
  subjectOf,
  textPart,
  useQuoteBackend,
  validQuote,
} from './helpers/harness';

const backend = useQuoteBackend({ smtp: true });
const OWNER = 'owner@example.com';

beforeAll(() => {
  vi.stubEnv('SMTP_URL', backend.smtp.url);
  vi.stubEnv('QUOTE_NOTIFY_TO', OWNER);
  // The weekly report goes elsewhere: only what the owner-email limit sends reaches OWNER.
  vi.stubEnv('QUOTE_REPORT_TO', 'office@example.com');
});

beforeEach(() => {
  vi.stubEnv('QUOTE_OWNER_EMAILS_PER_DAY', '3');
  backend.smtp.messages.length = 0;
  backend.smtp.down = false;
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  // Each test's flood hours are its own: a later test's summary run must not find them.
  const limits = store('rateLimits');
  const { blobs } = await limits.list({ prefix: floodKeys.prefix });
  await Promise.all(blobs.map(({ key }) => limits.delete(key)));
});

/** A request from a visitor of its own (or from `ip`), as the wizard sends it; answers its id. */
async function request(name: string, phone = '(214) 555-0100', ip = freshIp()): Promise<string> {
  const { context, settled } = fakeContext({ ip });
  const body = validQuote({ name, phone, email: freshEmail() });
  const response = await submit(jsonPost(ENDPOINTS.submit, body), context);
  await settled();
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The scheduled jobs, as Netlify starts them: the retry job, and the one that sends the flood summary. */
const runRetryJob = () =>
  retryJob(new Request(`${ORIGIN}/.netlify/functions/quote-notify-retry`), fakeContext().context);
const runReportsJob = () =>
  reportsJob(new Request(`${ORIGIN}/.netlify/functions/quote-reports`), fakeContext().context);

const ownerSubjects = () =>
  backend.smtp.messages.filter((mail) => mail.to.includes(OWNER)).map((mail) => subjectOf(mail) ?? '');

describe('the owner-email limit', () => {
  it('takes a slot in the same few calls however high the limit is set', async () => {
    const limits = store('rateLimits');
    const allowance = ownerEmailAllowance(limits, { perDay: 100_000_000, perNetwork: 100_000_000, ip: freshIp() });
    expect(await allowance('MANYSLOTS1')).toBe('send');
    const now = Date.now();
    const listed = await Promise.all(
      [ownerEmailKeys.dayPrefix(dayOf(now)), `${ownerEmailKeys.prefix}${hourOf(now)}/`].map((prefix) =>
        limits.list({ prefix }),
      ),
    );
    const blobs = listed.flatMap((listing) => listing.blobs);
    // One of the site's slots of the day, one of the network's of the hour.
    expect(blobs).toHaveLength(2);
    for (const { key } of blobs) expect(await limits.get(key, { type: 'text' })).toBe('MANYSLOTS1');
  });

  it('one network’s flood holds only its own requests: a lead from another network is emailed at once', async () => {
    setClock(Date.parse('2027-03-23T16:05:00Z'));
    // The site-wide ceiling at its default, far above one network's share; each network's share (as many
    // as one client may send) at one, so two requests make a network's flood.
    vi.stubEnv('QUOTE_OWNER_EMAILS_PER_DAY', String(DEFAULT_OWNER_EMAILS_PER_DAY));
    const perClient = process.env.QUOTE_RATE_LIMIT_PER_HOUR;
    vi.stubEnv('QUOTE_RATE_LIMIT_PER_HOUR', '1');
    try {
      // Two clients of one IPv6 /48 (two /64s, each within its own limit), then two of one IPv4 /24.
      const flood = [];
      for (const ip of ['2001:db8:48:1::1', '2001:db8:48:2::1', '192.0.2.1', '192.0.2.2']) {
        flood.push(await request(`Bot ${ip}`, undefined, ip));
      }
      const lead = await request('Real Lead');
      const records = await Promise.all(flood.map(storedRequest));
      expect(records.map((record) => record?.skipped?.owner)).toEqual([undefined, 'flood', undefined, 'flood']);
      expect((await storedRequest(lead))?.notified.owner).toBeDefined();
      expect(ownerSubjects().at(-1)).toMatch(/^Real Lead · /);
    } finally {
      vi.stubEnv('QUOTE_RATE_LIMIT_PER_HOUR', perClient);
    }
  });

  it('caps a flood spread over many networks by the day, each held request named in its hour’s summary, while a quiet network’s lead goes at once', async () => {
    // The site's day at 3 (this file's setting); each network's hour at one, so two requests make a network's flood.
    const perClient = process.env.QUOTE_RATE_LIMIT_PER_HOUR;
    vi.stubEnv('QUOTE_RATE_LIMIT_PER_HOUR', '1');
    try {
      // 9 AM in Dallas (CDT): one /24 floods. Its second request is held for its own network and takes
      // none of the site's day, so a lead from another network still goes at once.
      setClock('2027-05-04T14:10:00Z');
      const networkFlood = [
        await request('Network Bot One', undefined, '198.51.100.1'),
        await request('Network Bot Two', undefined, '198.51.100.2'),
      ];
      setClock('2027-05-04T14:20:00Z');
      const quietLead = await request('Quiet Lead');
      expect(ownerSubjects().at(-1)).toMatch(/^Quiet Lead · /);
      // 10 AM: a new network for each request. The day's third owner email goes; the rest are held,
      // in this hour and the next alike.
      const spread = [];
      for (const minute of [10, 11, 12]) {
        setClock(`2027-05-04T15:${minute}:00Z`);
        spread.push(await request(`Spread Bot ${spread.length + 1}`));
      }
      setClock('2027-05-04T16:10:00Z');
      const nextHour = await request('Next Hour Lead');
      const ids = [...networkFlood, quietLead, ...spread, nextHour];
      const records = await Promise.all(ids.map(storedRequest));
      expect(records.map((record) => record?.skipped?.owner)).toEqual([
        undefined,
        'flood',
        undefined,
        undefined,
        'flood',
        'flood',
        'flood',
      ]);
      expect(ownerSubjects()).toEqual(
        ['Network Bot One', 'Quiet Lead', 'Spread Bot 1'].map((name) => expect.stringMatching(`^${name} · `)),
      );

      setClock('2027-05-04T17:06:00Z');
      await runReportsJob();
      const summaries = backend.smtp.messages.filter((mail) => mail.to.includes(OWNER)).slice(3);
      expect(summaries.map(subjectOf)).toEqual([
        '1 more request between 9:00 and 10:00 AM — likely a flood',
        '2 more requests between 10:00 and 11:00 AM — likely a flood',
        '1 more request between 11:00 AM and 12:00 PM — likely a flood',
      ]);
      const held = [networkFlood[1]!, spread[1]!, spread[2]!, nextHour];
      const [nine, ten, eleven] = summaries.map((mail) => textPart(mail));
      expect(held.map((id) => [nine, ten, eleven].findIndex((text) => text?.includes(`(ref ${id})`)))).toEqual([
        0, 1, 1, 2,
      ]);
      expect(ten).toContain('or past the 3 requests a day the site emails you one by one');

      // The next day has its own ceiling.
      setClock('2027-05-05T14:10:00Z');
      const nextDay = await request('Next Day Lead');
      expect((await storedRequest(nextDay))?.notified.owner).toBeDefined();
    } finally {
      vi.stubEnv('QUOTE_RATE_LIMIT_PER_HOUR', perClient);
    }
  });

  it('keeps a slot when the first email fails: after an outage in a flood, held requests still come in one summary', async () => {
    setClock(Date.parse('2027-03-09T16:05:00Z'));
    backend.smtp.down = true;
    const ids = [];
    for (const name of ['Outage Flood One', 'Outage Flood Two', 'Outage Flood Three', 'Outage Flood Four']) {
      ids.push(await request(name));
    }
    backend.smtp.down = false;
    setClock(Date.parse('2027-03-09T16:30:00Z'));
    await runRetryJob();
    expect(ownerSubjects().sort()).toEqual(
      ['One', 'Three', 'Two'].map((n) => expect.stringMatching(`^Outage Flood ${n} · `)),
    );
    expect((await storedRequest(ids[3]!))?.skipped?.owner).toBe('flood');
    setClock(Date.parse('2027-03-09T17:10:00Z'));
    await runReportsJob();
    expect(ownerSubjects().at(-1)).toBe('1 more request between 10:00 and 11:00 AM — likely a flood');
  });

  it('never holds an owner email because the owner-email limit cannot be read', async () => {
    setClock(Date.parse('2027-03-16T16:05:00Z'));
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = decodeURIComponent(String(input instanceof Request ? input.url : input));
      if (url.includes(ownerEmailKeys.prefix)) return new Response(null, { status: 500 });
      return realFetch(input, init);
    });
    const id = await request('Limit Down');
    expect((await storedRequest(id))?.notified.owner).toBeDefined();
    expect(ownerSubjects()).toEqual([expect.stringMatching(/^Limit Down · /)]);
    expect(console.error).toHaveBeenCalledWith(
      `[quote-notify ${id} owner-email limit unread, emailed anyway] request - failed: BlobsInternalError`,
    );
  });

  it('after a mail outage of three hours with three requests an hour, the owner gets each as its own email, and no summary', async () => {
    // As many owner emails a day as requests come: the retry job's sends take none.
    vi.stubEnv('QUOTE_OWNER_EMAILS_PER_DAY', '9');
    const start = Date.parse('2027-03-02T16:00:00Z');
    backend.smtp.down = true;
    const ids: string[] = [];
    // Requests come at 10, 25 and 40 past each hour; the retry job tries the earlier ones on the hour.
    for (let minute = 0; minute < 3 * 60; minute += 5) {
      setClock(start + minute * 60_000);
      if ([10, 25, 40].includes(minute % 60)) ids.push(await request(`Outage Homeowner ${ids.length + 1}`));
      if (minute > 0 && minute % 60 === 0) await runRetryJob();
    }
    expect(ownerSubjects()).toEqual([]);

    // Back an hour after the last attempt: every request is due again (the longest wait is an hour).
    backend.smtp.down = false;
    setClock(start + 3 * HOUR_MS);
    await runRetryJob();
    // Past the time the last hour's summary would be due.
    setClock(start + 3 * HOUR_MS + 10 * 60_000);
    await runReportsJob();
    const records = await Promise.all(ids.map(storedRequest));
    expect(records.map((record) => record?.skipped?.owner)).toEqual(Array(9).fill(undefined));
    expect(records.every((record) => record?.notified.owner)).toBe(true);
    // One email each, named by its request: no summary.
    expect(ownerSubjects().sort()).toEqual(
      records.map((record) => expect.stringMatching(new RegExp(`^${record!.fields.name} · .* · ref ${record!.id}$`))),
    );
  });
});

describe('the flood summary', () => {
  it('after a flood of three times the limit lists every other request, sent once though the hour after is a mail outage', async () => {
    // 10:20 to 10:28 AM in Dallas (CST): the first three are emailed one by one.
    const start = Date.parse('2027-02-23T16:20:00Z');
    const ids: string[] = [];
    for (let i = 1; i <= 9; i++) {
      setClock(start + (i - 1) * 60_000);
      ids.push(await request(`Flood Homeowner ${i}`, `(214) 555-01${10 + i}`));
    }
    expect(ownerSubjects()).toEqual([1, 2, 3].map((i) => expect.stringMatching(`^Flood Homeowner ${i} · `)));
    const held = (await Promise.all(ids.map(storedRequest))).slice(3);
    expect(held.map((record) => record?.skipped?.owner)).toEqual(Array(6).fill('flood'));
    // In the list and the weekly report's spreadsheet, each says why it got no email of its own.
    expect(held.map((record) => toRow(record!).notification)).toEqual(Array(6).fill('held-in-flood'));
    expect(emailState(held[0]!, 'owner')).toBe(
      'not sent one by one: held in a flood, listed in its hour’s flood summary',
    );

    // The next hour the mail server refuses: the summary waits.
    backend.smtp.down = true;
    for (const minute of [5, 50]) {
      setClock(Date.parse('2027-02-23T17:00:00Z') + minute * 60_000);
      await runReportsJob();
    }
    backend.smtp.down = false;
    for (const at of ['2027-02-23T18:05:00Z', '2027-02-23T18:20:00Z']) {
      setClock(at);
      await runReportsJob();
    }

    const summaries = backend.smtp.messages.filter((mail) => mail.to.includes(OWNER)).slice(3);
    expect(summaries.map(subjectOf)).toEqual(['6 more requests between 10:00 and 11:00 AM — likely a flood']);
    const issue = shownValue(quoteField('issue'), 'crack');
    expect(textPart(summaries[0]!)).toBe(
      [
        '6 more requests between 10:00 and 11:00 AM — likely a flood',
        '',
        "On Tue, Feb 23 (Central time), these 6 came in from a network that sent more requests that hour than one visitor may, or past the 3 requests a day the site emails you one by one: stored as always, but not emailed one by one, so a flood cannot use up the mail account's sending limit.",
        'Many requests in one hour are usually a bot. Call the real ones back as usual.',
        '',
        ...held.map(
          (record, i) =>
            `10:2${i + 3} AM CST: Flood Homeowner ${i + 4}, ${issue}, 75205, (214) 555-01${i + 14} (ref ${record!.id})`,
        ),
        '',
        'The next weekly report’s spreadsheet marks each held-in-flood. On a computer, this lists them: npm run quotes -- list --since 2027-02-23 --production',
      ].join('\n'),
    );
    const html = summaries[0]!.decoded;
    // Kept a day after it went, then forgotten; it never goes again.
    setClock('2027-02-24T17:05:00Z');
    await runReportsJob();
    expect((await store('rateLimits').list({ prefix: floodKeys.prefix })).blobs).toEqual([]);
    expect(backend.smtp.messages.filter((mail) => mail.to.includes(OWNER))).toHaveLength(4);

    // Each with a button that calls it from a phone.
    for (const [i, record] of held.entries()) {
      expect(html).toContain(`Flood Homeowner ${i + 4}</div>`);
      expect(html).toContain(`ref ${record!.id}`);
      expect(html).toContain(`href="tel:+121455501${i + 14}"`);
    }
  });

  it('one hour’s refused summary holds no other hour’s, and one refused twice gives way to its requests’ own emails', async () => {
    const OFFICE = 'office2@example.com';
    vi.stubEnv('QUOTE_NOTIFY_TO', `${OWNER}, ${OFFICE}`);
    vi.stubEnv('QUOTE_OWNER_EMAILS_PER_DAY', '1');
    try {
      // 9 to 10 AM CDT: the second request, a bot's, is held; 10 to 11 AM: a real lead is held.
      const ids: Record<string, string> = {};
      for (const [hour, names] of [
        ['14', ['Early One', 'Win at prize.example']],
        ['15', ['Held Lead']],
      ] as const) {
        for (const [i, name] of names.entries()) {
          setClock(`2027-04-06T${hour}:1${i}:00Z`);
          ids[name] = await request(name);
        }
      }
      backend.smtp.messages.length = 0;
      backend.smtp.answerData = (mail) => (mail.decoded.includes('prize.example') ? CONTENT_REFUSAL : undefined);
      // The office's mailbox is full for the first run.
      backend.smtp.answerRcpt = (address) => (address === OFFICE ? MAILBOX_FULL : undefined);
      setClock('2027-04-06T16:06:00Z');
      expect(await runReportsJob()).toHaveProperty('status', 500);
      // Within 20 minutes of its hour, whatever the hour before it does.
      expect(ownerSubjects()).toEqual(['1 more request between 10:00 and 11:00 AM — likely a flood']);

      backend.smtp.answerRcpt = undefined;
      setClock('2027-04-06T16:21:00Z');
      await runReportsJob();
      expect((await storedRequest(ids['Win at prize.example']!))?.skipped?.owner).toBeUndefined();
      await runRetryJob();
      const bot = ids['Win at prize.example']!;
      expect(ownerSubjects()).toEqual([
        '1 more request between 10:00 and 11:00 AM — likely a flood',
        `New quote request · ref ${bot} · short version`,
      ]);
      // The office got the summary once, at the run after its mailbox refused it, then the short email.
      expect(backend.smtp.messages.filter((mail) => mail.to.includes(OFFICE)).map(subjectOf)).toEqual([
        '1 more request between 10:00 and 11:00 AM — likely a flood',
        `New quote request · ref ${bot} · short version`,
      ]);
      expect(await storedRequest(bot)).toMatchObject({ ownerEmailShortened: '552' });

      setClock('2027-04-06T16:36:00Z');
      expect(await runReportsJob()).toHaveProperty('status', 204);
      expect(ownerSubjects()).toHaveLength(2);
    } finally {
      backend.smtp.answerData = undefined;
      backend.smtp.answerRcpt = undefined;
      vi.stubEnv('QUOTE_NOTIFY_TO', OWNER);
    }
  });
});
