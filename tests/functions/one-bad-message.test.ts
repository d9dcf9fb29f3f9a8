// One bad message never holds another lead: a refusal at RCPT or at the end of DATA belongs to that
// message and that address, so the retry job's other emails still go, an owner email refused for
// its words is followed by a short one, and an owner address refused while another took the email
// is owed until it takes it. Against a local Blobs server and an SMTP server that answers each
// recipient and each message on its own.
import { afterEach, describe, expect, it, vi } from 'vitest';
import submit from '../../netlify/functions/contact-submit';
import { createMailer } from '../../netlify/lib/email/mailer';
import { deliverOutbox } from '../../netlify/lib/delivery/notifications';
import { toRow } from '../../netlify/lib/storage/quote-record';
import { RETRY_AFTER_MS, storeRequest } from '../../netlify/lib/storage/quote-store';
import { openStores } from '../../netlify/lib/storage/stores';
import { ENDPOINTS, HONEYPOT_FIELD, type Quote } from '../../src/lib/quote';
import {
  clearOutbox,
  CONTENT_REFUSAL,
  fakeContext,
  freshEmail,
  freshIp,
  jsonPost,
  MAILBOX_FULL,
  outboxDueTimes,
  store,
  storedWithNotification as record,
  subjectOf,
  textPart,
  useQuoteBackend,
  validQuote,
  type Mail,
} from './helpers/harness';

const backend = useQuoteBackend({ smtp: true });
const OWNER = 'owner@example.com';
const OFFICE = 'office@example.com';
/** What a bot typed, which the server refuses an email for. */
const BAD_LINK = 'https://claim-your-prize.example/win';

/** The job's run at `now`: one mailer for all its emails. */
async function retry(now: number) {
  const mailer = createMailer('production');
  try {
    return await deliverOutbox(store('requests'), { mailer, notifyTo: process.env.QUOTE_NOTIFY_TO!, now });
  } finally {
    mailer.close?.();
  }
}

afterEach(async () => {
  await clearOutbox();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  Object.assign(backend.smtp, { down: false, answerRcpt: undefined, answerData: undefined });
  backend.smtp.messages.length = 0;
});

async function submitQuote(overrides: Record<string, unknown> = {}): Promise<string> {
  const { context, settled } = fakeContext({ ip: freshIp() });
  const response = await submit(jsonPost(ENDPOINTS.submit, validQuote({ email: freshEmail(), ...overrides })), context);
  await settled();
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

let backlogs = 0;

/**
 * Four requests whose first sending failed in an outage, stored a second apart and owed to the job,
 * as the intake leaves them; `refused` is the one whose comments hold a link.
 */
async function backlog(refusedAt: number) {
  vi.stubEnv('SMTP_URL', backend.smtp.url);
  vi.stubEnv('QUOTE_NOTIFY_TO', OWNER);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  backlogs++;
  const ids: string[] = [];
  for (let index = 0; index < 4; index++) {
    const id = `BACKLOG${backlogs}${index}`.padEnd(10, '0');
    const comments = index === refusedAt ? `Call me ${BAD_LINK}` : 'Crack near the steps';
    const { [HONEYPOT_FIELD]: _trap, ...fields } = validQuote({ email: freshEmail(), comments });
    await storeRequest(
      openStores('production'),
      { id, fields: fields as Quote, photoNames: [], photoUrls: [] },
      Date.now() + index * 1000,
    );
    ids.push(id);
  }
  return { ids, refused: ids[refusedAt]!, due: Date.now() + 3000 + RETRY_AFTER_MS };
}

const ownerEmails = () => backend.smtp.messages.filter((mail) => mail.to.includes(OWNER));
const naming = (id: string) => (mail: Mail) => subjectOf(mail)?.includes(`ref ${id}`);

describe('one bad message', () => {
  it('after an outage, an owner email refused for its content holds none of the others: every lead reaches the owner', async () => {
    const { ids, refused, due } = await backlog(1);
    backend.smtp.answerData = (mail) => (mail.decoded.includes(BAD_LINK) ? CONTENT_REFUSAL : undefined);
    const report = await retry(due);
    expect(report).toMatchObject({ delivered: 4, stillPending: 0 });
    for (const id of ids) {
      expect(ownerEmails().filter(naming(id))).toHaveLength(1);
      expect(await record(id)).toMatchObject({ notification: 'notified', notified: { homeowner: expect.any(String) } });
      expect(await outboxDueTimes(id)).toEqual([]);
    }
    expect(await record(refused)).toMatchObject({ ownerEmailShortened: String(CONTENT_REFUSAL.code) });
    expect((await record(ids[2]!)).ownerEmailShortened).toBeUndefined();
  });

  it('the short owner email leaves the visitor’s words out and keeps the reference, the name and a phone to tap', async () => {
    const { refused, due } = await backlog(0);
    backend.smtp.answerData = (mail) => (mail.decoded.includes(BAD_LINK) ? CONTENT_REFUSAL : undefined);
    await retry(due);
    const [short] = ownerEmails().filter(naming(refused));
    const { fields } = await record(refused);
    expect(subjectOf(short!)).toBe(`${fields.name} · ref ${refused} · short version`);
    expect(short!.decoded).not.toContain(BAD_LINK);
    expect(short!.decoded).not.toContain(fields.email);
    expect(textPart(short!)).toContain('Phone: (214) 555-0100');
    expect(short!.decoded).toContain('href="tel:+12145550100"');
  });

  it('a name holding a link is left out of the short email too', async () => {
    vi.stubEnv('SMTP_URL', backend.smtp.url);
    vi.stubEnv('QUOTE_NOTIFY_TO', OWNER);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.smtp.answerData = (mail) => (mail.decoded.includes('prize.example') ? CONTENT_REFUSAL : undefined);
    const id = await submitQuote({ name: 'Win at prize.example' });
    const [short] = ownerEmails();
    expect(subjectOf(short!)).toBe(`New quote request · ref ${id} · short version`);
    expect(textPart(short!)).toContain('Name: left out');
    expect(await record(id)).toMatchObject({ notification: 'notified', ownerEmailShortened: '552' });
  });

  it('when the short email is refused too it counts as the server’s failure, and the refused request moves behind the others', async () => {
    const { ids, refused, due } = await backlog(0);
    // The server refuses every email that names this request.
    backend.smtp.answerData = (mail) => (subjectOf(mail)?.includes(refused) ? CONTENT_REFUSAL : undefined);
    const report = await retry(due);
    expect(report).toMatchObject({ delivered: 0, stillPending: 4 });
    expect(await record(refused)).toMatchObject({ notification: 'notification-pending', attempts: 2 });
    expect((await record(refused)).failed).toBeUndefined();
    for (const id of ids.slice(1)) expect((await record(id)).attempts).toBe(1);

    const report2 = await retry(due + 1000);
    expect(report2).toMatchObject({ delivered: 3, stillPending: 1 });
    for (const id of ids.slice(1)) expect(await record(id)).toMatchObject({ notification: 'notified' });
  });

  it('a confirmation refused at the end of DATA with a 4xx, or refused for its content, fails none of the run’s other emails', async () => {
    const { ids, due } = await backlog(-1);
    const [deferred, blocked] = [(await record(ids[1]!)).fields.email, (await record(ids[2]!)).fields.email];
    backend.smtp.answerData = (mail) =>
      mail.to.includes(deferred)
        ? { code: 451, reply: '4.7.1 Try again later' }
        : mail.to.includes(blocked)
          ? CONTENT_REFUSAL
          : undefined;
    const report = await retry(due);
    expect(report).toMatchObject({ delivered: 3, stillPending: 1 });
    for (const id of ids) expect(ownerEmails().filter(naming(id))).toHaveLength(1);
    expect(await record(ids[1]!)).toMatchObject({
      notification: 'notification-pending',
      notified: { owner: expect.any(String) },
    });
    expect((await record(ids[1]!)).failed).toBeUndefined();
    expect(await record(ids[2]!)).toMatchObject({ notification: 'notified', failed: { homeowner: '552' } });
  });

  it('a 421 at the end of DATA is the server’s: the run stops there and leaves the others untried', async () => {
    const { ids, due } = await backlog(-1);
    backend.smtp.answerData = () => ({ code: 421, reply: '4.7.0 Try again later, closing connection' });
    const report = await retry(due);
    expect(report).toMatchObject({ delivered: 0, stillPending: 4 });
    expect((await record(ids[0]!)).attempts).toBe(2);
    for (const id of ids.slice(1)) expect((await record(id)).attempts).toBe(1);
  });

  it('a second owner address refused at RCPT stays owed and is retried alone, the first never emailed twice', async () => {
    vi.stubEnv('SMTP_URL', backend.smtp.url);
    vi.stubEnv('QUOTE_NOTIFY_TO', `Owner <${OWNER}>, ${OFFICE}`);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.smtp.answerRcpt = (address) => (address === OFFICE ? MAILBOX_FULL : undefined);
    const id = await submitQuote();
    const stored = await record(id);
    expect(stored).toMatchObject({ notification: 'notification-pending', ownerSentTo: [OWNER] });
    expect(stored.notified.owner).toBeUndefined();
    expect(toRow(stored).failedEmails).toEqual([]);

    backend.smtp.answerRcpt = undefined;
    await retry(Date.now() + RETRY_AFTER_MS + 1000);
    const owned = backend.smtp.messages.filter(naming(id));
    expect(owned.map((mail) => mail.to)).toEqual([[OWNER], [OFFICE]]);
    expect(await record(id)).toMatchObject({ notification: 'notified' });
    expect((await record(id)).ownerSentTo).toBeUndefined();
    expect(await outboxDueTimes(id)).toEqual([]);
  });
});
