import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import submit from '../../netlify/functions/contact-submit';
import { createMailer, type Mailer } from '../../netlify/lib/email/mailer';
import {
  deliverOutbox,
  GIVE_UP_AFTER_MS,
  nextAttemptAt,
  NOT_TRIED,
  resendRequest,
  LEAD_EMAIL_TIMEOUT_MS,
} from '../../netlify/lib/delivery/notifications';
import { toRow, type QuoteRecord } from '../../netlify/lib/storage/quote-record';
import { RETRY_AFTER_MS, setStatus } from '../../netlify/lib/storage/quote-store';
import { requestKeys } from '../../netlify/lib/storage/layout';
import { updateJSON } from '../../netlify/lib/storage/versioned';
import { ENDPOINTS } from '../../src/lib/quote';
import {
  clearOutbox,
  fakeContext,
  freshEmail,
  freshIp,
  jsonPost,
  outboxDueTimes,
  store,
  storedWithNotification as record,
  useQuoteBackend,
  validQuote,
} from './helpers/harness';

const backend = useQuoteBackend({ smtp: true });
const requests = () => store('requests');
/** The job's run: one mailer (one SMTP connection) for all its emails. */
async function retry(now = Date.now(), startBy = Infinity, mailer: Mailer = createMailer('production')) {
  try {
    return await deliverOutbox(requests(), { mailer, notifyTo: 'owner@example.com', now, startBy });
  } finally {
    mailer.close?.();
  }
}

afterAll(async () => {});
afterEach(async () => {
  await clearOutbox();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  backend.smtp.messages.length = 0;
  backend.smtp.down = false;
  backend.smtp.refused.clear();
  backend.smtp.refusedAtData.clear();
  backend.smtp.loginRefused = false;
  backend.smtp.senderRefused = false;
});

async function submitQuote(deployContext = 'production', body = validQuote({ email: freshEmail() })): Promise<string> {
  const { context, settled } = fakeContext({ ip: freshIp(), deployContext });
  const response = await submit(jsonPost(ENDPOINTS.submit, body), context);
  await settled();
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe('quote notifications', () => {
  it('keeps the request pending while SMTP is down, then the retry job delivers each email once', async () => {
    vi.stubEnv('SMTP_URL', backend.smtp.url);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.smtp.down = true;
    const id = await submitQuote();
    expect(await record(id)).toMatchObject({ notification: 'notification-pending', notified: {} });

    expect(await outboxDueTimes(id)).toHaveLength(1);
    backend.smtp.down = false;
    const tooSoon = await retry();
    expect(tooSoon.delivered).toBe(0);
    expect(backend.smtp.messages).toHaveLength(0);

    const later = Date.now() + RETRY_AFTER_MS + 1000;
    const report = await retry(later);
    expect(report.delivered).toBe(1);
    expect(await record(id)).toMatchObject({ notification: 'notified', attempts: 2 });
    expect(backend.smtp.messages.map((m) => m.to[0]).sort()).toEqual([
      (await record(id)).fields.email,
      'owner@example.com',
    ]);

    await retry(later + RETRY_AFTER_MS * 2);
    expect(backend.smtp.messages).toHaveLength(2);
    expect(await outboxDueTimes(id)).toEqual([]);
  });

  it('sends a request’s two emails, and all emails of one job run, over a single SMTP connection', async () => {
    vi.stubEnv('SMTP_URL', backend.smtp.url);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let connections = backend.smtp.connections;
    await submitQuote();
    expect(backend.smtp.messages).toHaveLength(2);
    expect(backend.smtp.connections - connections).toBe(1);

    backend.smtp.down = true;
    const ids = [await submitQuote(), await submitQuote(), await submitQuote()];
    backend.smtp.down = false;
    backend.smtp.messages.length = 0;
    connections = backend.smtp.connections;
    const report = await retry(Date.now() + RETRY_AFTER_MS + 1000);
    expect(report.delivered).toBe(3);
    expect(backend.smtp.messages).toHaveLength(6);
    expect(backend.smtp.connections - connections).toBe(1);
    for (const id of ids) expect(await outboxDueTimes(id)).toEqual([]);
  });

  it('waits longer after each failed attempt and starts nothing past its time budget', async () => {
    vi.stubEnv('SMTP_URL', backend.smtp.url);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.smtp.down = true;
    const id = await submitQuote();
    const second = Date.now() + RETRY_AFTER_MS + 1000;
    await retry(second);
    expect((await record(id)).attempts).toBe(2);
    // The third attempt waits twice as long as the second did: the outbox entry moved on.
    expect(await outboxDueTimes(id)).toEqual([second + 2 * RETRY_AFTER_MS]);
    await retry(second + RETRY_AFTER_MS + 1000);
    expect((await record(id)).attempts).toBe(2);
    const third = second + 2 * RETRY_AFTER_MS + 1000;
    backend.smtp.down = false;
    const late = await retry(third, Date.now() - 1);
    expect(late.delivered).toBe(0);
    expect(backend.smtp.messages).toHaveLength(0);
    await retry(third);
    expect(await record(id)).toMatchObject({ notification: 'notified', attempts: 3 });
    expect(await outboxDueTimes(id)).toEqual([]);
  });

  it('sends the owner email when the homeowner address is refused for good, and says so', async () => {
    vi.stubEnv('SMTP_URL', backend.smtp.url);
    vi.stubEnv('QUOTE_NOTIFY_TO', 'owner@example.com');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.smtp.refused.add('typo@example.com');
    const id = await submitQuote('production', validQuote({ email: 'typo@example.com' }));
    const stored = await record(id);
    expect(stored.notification).toBe('notified');
    expect(stored.failed).toEqual({ homeowner: '550' });
    expect(toRow(stored).failedEmails).toEqual(['homeowner']);
    expect(backend.smtp.messages.map((m) => m.to[0])).toEqual(['owner@example.com']);
    expect(await outboxDueTimes(id)).toEqual([]);
    expect(error.mock.calls.flat().join(' ')).toContain('550');
    expect(error.mock.calls.flat().join(' ')).not.toContain('typo@example.com');
  });

  it('takes a homeowner address refused at the end of DATA (554) after the owner email went through as refused for good', async () => {
    vi.stubEnv('SMTP_URL', backend.smtp.url);
    vi.stubEnv('QUOTE_NOTIFY_TO', 'owner@example.com');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const unverified = freshEmail();
    backend.smtp.refusedAtData.add(unverified);
    const id = await submitQuote('production', validQuote({ email: unverified }));
    expect(await record(id)).toMatchObject({ notification: 'notified', failed: { homeowner: '554' } });
    expect(backend.smtp.messages.map((m) => m.to[0])).toEqual(['owner@example.com']);
    expect(await outboxDueTimes(id)).toEqual([]);
  });

  /** Three requests stored while SMTP was down, owed to the job; the server now refuses the first's address at the end of DATA. */
  async function oneRefusedAtDataAmongThree() {
    vi.stubEnv('SMTP_URL', backend.smtp.url);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.smtp.down = true;
    const unverified = freshEmail();
    const refused = await submitQuote('production', validQuote({ email: unverified }));
    const others = [await submitQuote(), await submitQuote()];
    backend.smtp.down = false;
    backend.smtp.refusedAtData.add(unverified);
    return { refused, others };
  }

  it('in a job run, a homeowner address refused at the end of DATA fails none of the run’s other emails', async () => {
    const { refused, others } = await oneRefusedAtDataAmongThree();
    const report = await retry(Date.now() + RETRY_AFTER_MS + 1000);
    expect(report).toMatchObject({ delivered: 3, stillPending: 0 });
    expect(await record(refused)).toMatchObject({ notification: 'notified', failed: { homeowner: '554' } });
    for (const id of others) expect(await record(id)).toMatchObject({ notification: 'notified' });
    expect(backend.smtp.messages).toHaveLength(5);
  });

  it('in a job run, a confirmation alone refused at the end of DATA fails none of the run’s other emails', async () => {
    const { refused, others } = await oneRefusedAtDataAmongThree();
    // Its owner email went out on an earlier attempt: only the confirmation is owed.
    await updateJSON<QuoteRecord>(requests(), requestKeys.record(refused), (current) => ({
      ...current!,
      notified: { owner: new Date().toISOString() },
    }));
    const report = await retry(Date.now() + RETRY_AFTER_MS + 1000);
    expect(report).toMatchObject({ delivered: 2, stillPending: 1 });
    for (const id of others) expect(await record(id)).toMatchObject({ notification: 'notified' });
    expect(backend.smtp.messages).toHaveLength(4);
    expect((await record(refused)).notified.homeowner).toBeUndefined();
  });

  it('retries while the SMTP login is refused (535) and delivers each email once when it works again', async () => {
    vi.stubEnv('SMTP_URL', backend.smtp.urlWithLogin);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.smtp.loginRefused = true;
    const id = await submitQuote();
    const second = Date.now() + RETRY_AFTER_MS + 1000;
    await retry(second);
    expect(await record(id)).toMatchObject({ notification: 'notification-pending', notified: {}, attempts: 2 });
    expect((await record(id)).failed).toBeUndefined();
    expect(error.mock.calls.flat().join(' ')).toContain('535');

    backend.smtp.loginRefused = false;
    const [due] = await outboxDueTimes(id);
    await retry(due);
    expect(await record(id)).toMatchObject({ notification: 'notified', attempts: 3 });
    expect(backend.smtp.messages.map((m) => m.to[0]).sort()).toEqual([
      (await record(id)).fields.email,
      'owner@example.com',
    ]);
    expect(await outboxDueTimes(id)).toEqual([]);
  });

  it('retries a refused sender (550 on MAIL FROM), a refused owner address and an unreachable server', async () => {
    vi.stubEnv('SMTP_URL', backend.smtp.url);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.smtp.senderRefused = true;
    const senderRefused = await submitQuote();
    backend.smtp.senderRefused = false;
    vi.stubEnv('QUOTE_NOTIFY_TO', 'nobody@example.com');
    backend.smtp.refused.add('nobody@example.com');
    const ownerRefused = await submitQuote();
    vi.stubEnv('SMTP_URL', 'smtp://127.0.0.1:1?ignoreTLS=true');
    const unreachable = await submitQuote();
    for (const id of [senderRefused, ownerRefused, unreachable]) {
      expect(await record(id)).toMatchObject({ notification: 'notification-pending', notified: {} });
      expect((await record(id)).failed).toBeUndefined();
      expect(await outboxDueTimes(id)).toHaveLength(1);
    }
  });

  it('after three days of failures leaves the request notification-failed, and says so in the list', async () => {
    vi.stubEnv('SMTP_URL', backend.smtp.urlWithLogin);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.smtp.loginRefused = true;
    const id = await submitQuote();
    const createdAt = Date.parse((await record(id)).createdAt);
    await retry(createdAt + GIVE_UP_AFTER_MS - 60_000);
    expect((await record(id)).notification).toBe('notification-pending');

    const report = await retry(createdAt + GIVE_UP_AFTER_MS + 2 * 60 * 60 * 1000);
    expect(report.failed).toBe(1);
    const stored = await record(id);
    // The confirmation was never tried behind the refused login: no code of another send is its own.
    expect(stored).toMatchObject({
      notification: 'notification-failed',
      failed: { owner: '535', homeowner: NOT_TRIED },
    });
    expect(toRow(stored)).toMatchObject({ notification: 'notification-failed', failedEmails: ['owner', 'homeowner'] });
    expect(await outboxDueTimes(id)).toEqual([]);
    backend.smtp.loginRefused = false;
    await retry(createdAt + GIVE_UP_AFTER_MS + 4 * 60 * 60 * 1000);
    expect(backend.smtp.messages).toHaveLength(0);
  });

  it('resend: an owner email sent before a server failure is recorded, and the job sends the confirmation left owed', async () => {
    vi.stubEnv('SMTP_URL', backend.smtp.url);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.smtp.down = true;
    const id = await submitQuote();
    const createdAt = Date.parse((await record(id)).createdAt);
    await retry(createdAt + GIVE_UP_AFTER_MS + 60_000);
    expect(await record(id)).toMatchObject({ notification: 'notification-failed' });
    backend.smtp.down = false;

    const mailer = createMailer('production');
    const connectionLost = Object.assign(new Error('Connection closed'), { code: 'ECONNECTION' });
    // The connection drops after the owner email.
    const dropping: Mailer = {
      send: (email, options) =>
        email.to === 'owner@example.com' ? mailer.send(email, options) : Promise.reject(connectionLost),
    };
    const attempt = await resendRequest(requests(), id, { mailer: dropping, notifyTo: 'owner@example.com' });
    mailer.close?.();
    expect(attempt).toMatchObject({ owed: { homeowner: 'ECONNECTION' }, mailServerError: connectionLost });
    const resent = await record(id);
    expect(resent).toMatchObject({ notification: 'notification-pending', notified: { owner: expect.any(String) } });
    expect(resent.failed).toEqual({});
    expect(backend.smtp.messages.map((m) => m.to[0])).toEqual(['owner@example.com']);

    const [due] = await outboxDueTimes(id);
    await retry(due);
    expect(await record(id)).toMatchObject({ notification: 'notified' });
    expect(backend.smtp.messages.map((m) => m.to[0])).toEqual(['owner@example.com', resent.fields.email]);
    expect(await outboxDueTimes(id)).toEqual([]);
  });

  it('while the login is refused tries one request a run, the others left first in line, and gives each up with its own code', async () => {
    vi.stubEnv('SMTP_URL', backend.smtp.urlWithLogin);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.smtp.loginRefused = true;
    const ids = [await submitQuote(), await submitQuote(), await submitQuote()];
    let connections = backend.smtp.connections;
    const first = Date.now() + RETRY_AFTER_MS + 1000;
    const report = await retry(first);
    expect(report).toMatchObject({ delivered: 0, failed: 0, stillPending: 3 });
    expect(backend.smtp.connections - connections).toBe(1);
    expect((await record(ids[0]!)).attempts).toBe(2);
    expect(await outboxDueTimes(ids[0]!)).toEqual([nextAttemptAt(await record(ids[0]!))]);
    for (const id of ids.slice(1)) {
      // Never tried: no attempt counted, no code, still due before the one tried.
      expect(await record(id)).toMatchObject({ notification: 'notification-pending', attempts: 1 });
      expect((await record(id)).failed).toBeUndefined();
      expect((await outboxDueTimes(id))[0]).toBeLessThan(first);
    }
    await retry(first + 1000);
    expect((await record(ids[1]!)).attempts).toBe(2);
    expect((await record(ids[2]!)).attempts).toBe(1);

    connections = backend.smtp.connections;
    const createdAt = Date.parse((await record(ids[2]!)).createdAt);
    const late = createdAt + GIVE_UP_AFTER_MS + 2 * 60 * 60 * 1000;
    for (const run of [0, 1, 2]) expect(await retry(late + run)).toMatchObject({ failed: 1 });
    expect(backend.smtp.connections - connections).toBe(3);
    for (const id of ids)
      expect(await record(id)).toMatchObject({ notification: 'notification-failed', failed: { owner: '535' } });
  });

  it('ends a send at the run’s end however long the SMTP server stalls, and the run carries on', async () => {
    vi.stubEnv('SMTP_URL', backend.smtp.url);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.smtp.down = true;
    const ids = [await submitQuote(), await submitQuote()];
    // Accepts connections and never says a word.
    const stalling = net.createServer(() => {});
    await new Promise<void>((done) => stalling.listen(0, '127.0.0.1', done));
    vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${(stalling.address() as AddressInfo).port}?ignoreTLS=true`);
    const started = Date.now();
    const mailer = createMailer('production');
    try {
      const report = await deliverOutbox(requests(), {
        mailer,
        notifyTo: 'owner@example.com',
        now: Date.now() + RETRY_AFTER_MS + 1000,
        endBy: started + 1000,
      });
      expect(report).toMatchObject({ delivered: 0, stillPending: 2 });
    } finally {
      mailer.close?.();
      stalling.close();
    }
    // Sooner than any of the SMTP client's own 10-second timeouts could have ended it.
    expect(Date.now() - started).toBeLessThan(LEAD_EMAIL_TIMEOUT_MS);
    // The stalled send was given up at the run's end; the run started nothing after it.
    expect(await record(ids[0]!)).toMatchObject({ notification: 'notification-pending', attempts: 2 });
    expect(await record(ids[1]!)).toMatchObject({ notification: 'notification-pending', attempts: 1 });
    for (const id of ids) expect(await outboxDueTimes(id)).toHaveLength(1);
  });

  it('leaves a request that keeps changing while it is notified to the next run, and delivers the others', async () => {
    vi.stubEnv('SMTP_URL', backend.smtp.url);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.smtp.down = true;
    const [busy, other] = [await submitQuote(), await submitQuote()];
    backend.smtp.down = false;
    backend.smtp.messages.length = 0;
    const store = requests();
    const setJSON = store.setJSON.bind(store);
    let busyWrites = 0;
    // Another instance wins every write of `busy` after the job's claim.
    vi.spyOn(store, 'setJSON').mockImplementation(async (key, data, options) =>
      key === requestKeys.record(busy) && ++busyWrites > 1 ? { modified: false } : setJSON(key, data, options),
    );
    const now = Date.now() + RETRY_AFTER_MS + 1000;
    const mailer = createMailer('production');
    try {
      const report = await deliverOutbox(store, { mailer, notifyTo: 'owner@example.com', now });
      expect(report).toMatchObject({ delivered: 1, stillPending: 1 });
    } finally {
      mailer.close?.();
    }
    expect(await record(other)).toMatchObject({ notification: 'notified' });
    expect(await record(busy)).toMatchObject({ notification: 'notification-pending' });
    expect(await outboxDueTimes(busy)).toHaveLength(1);

    vi.restoreAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await retry(now + 1);
    expect(await record(busy)).toMatchObject({ notification: 'notified' });
  });

  it('keeps a change made to the request while its email was sent', async () => {
    vi.stubEnv('SMTP_URL', backend.smtp.url);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.smtp.down = true;
    const id = await submitQuote();
    backend.smtp.down = false;
    const mailer = createMailer('production');
    const noting: Mailer = {
      async send(email, options) {
        // The owner working the lead from the CLI meanwhile.
        await setStatus(requests(), id, 'contacted');
        return mailer.send(email, options);
      },
    };
    await retry(Date.now() + RETRY_AFTER_MS + 1000, Infinity, noting);
    mailer.close?.();
    expect(await record(id)).toMatchObject({
      notification: 'notified',
      status: 'contacted',
      statusHistory: [{ status: 'contacted' }],
      notified: { owner: expect.any(String), homeowner: expect.any(String) },
    });
    expect(backend.smtp.messages).toHaveLength(2);
  });

  it('marks email from deploy previews, which go to the real owner too', async () => {
    vi.stubEnv('SMTP_URL', backend.smtp.url);
    const email = {
      to: 'owner@example.com',
      replyTo: 'a@example.com',
      subject: 'New quote request X',
      text: 'x',
      html: 'x',
    };
    for (const deployContext of ['deploy-preview', 'production']) {
      const mailer = createMailer(deployContext);
      await mailer.send(email);
      mailer.close?.();
    }
    expect(backend.smtp.messages.map((m) => /^Subject: (.*)$/m.exec(m.decoded)?.[1])).toEqual([
      '[Preview] New quote request X',
      'New quote request X',
    ]);
  });

  it('locally without SMTP writes both emails as .eml files to a printed folder', async () => {
    const outbox = await mkdtemp(join(tmpdir(), 'quote-mail-'));
    vi.stubEnv('SMTP_URL', '');
    vi.stubEnv('QUOTE_MAIL_DIR', outbox);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const id = await submitQuote('dev');
    const files = await readdir(outbox);
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(2);
    const contents = await Promise.all(files.map((f) => readFile(join(outbox, f), 'utf8')));
    expect(contents.join('\n')).toContain(id);
    expect(log.mock.calls.flat().join(' ')).toContain(outbox);
    expect((await record(id)).notification).toBe('notified');
    await rm(outbox, { recursive: true, force: true });
  });

  it('in production without SMTP logs an error and keeps the request stored as pending', async () => {
    vi.stubEnv('SMTP_URL', '');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const id = await submitQuote('production');
    expect((await record(id)).notification).toBe('notification-pending');
    expect(error.mock.calls.flat().join(' ')).toMatch(/SMTP is not configured/);
    expect(error.mock.calls.flat().join(' ')).not.toContain((await record(id)).fields.email);
  });
});
