import { getStore } from '@netlify/blobs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import submit from '../../netlify/functions/contact-submit';
import retryJob from '../../netlify/functions/quote-notify-retry';
import { createMailer } from '../../netlify/lib/mailer';
import { PENDING_PREFIX, RETRY_AFTER_MS, retryPendingNotifications } from '../../netlify/lib/notifications';
import { UNUSED_PHOTO_TTL_MS } from '../../netlify/lib/photos';
import { toRow, type QuoteRecord } from '../../netlify/lib/quote-record';
import { RATE_WINDOW_MS } from '../../netlify/lib/rate-limit';
import { ENDPOINTS } from '../../src/lib/quote';
import {
  fakeContext,
  freshIp,
  jsonPost,
  startBlobs,
  startSmtp,
  storedPhoto,
  validQuote,
  type Blobs,
  type Smtp,
} from './harness';

let blobs: Blobs;
let smtp: Smtp;
const requests = () => getStore({ name: 'quote-requests', consistency: 'strong' });

beforeAll(async () => {
  blobs = await startBlobs();
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.stop();
  await blobs.stop();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  smtp.messages.length = 0;
  smtp.down = false;
  smtp.refused.clear();
  blobs.failingStores.clear();
});

async function submitQuote(deployContext = 'production', body = validQuote()): Promise<string> {
  const { context, settled } = fakeContext({ ip: freshIp(), deployContext });
  const response = await submit(jsonPost(ENDPOINTS.submit, body), context);
  await settled();
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const record = async (id: string) => (await requests().get(id, { type: 'json' })) as QuoteRecord;
const isMarkedPending = async (id: string) =>
  (await requests().list({ prefix: PENDING_PREFIX })).blobs.some((b) => b.key === `${PENDING_PREFIX}${id}`);

describe('quote notifications', () => {
  it('keeps the request pending while SMTP is down, then the retry job delivers each email once', async () => {
    vi.stubEnv('SMTP_URL', smtp.url);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    smtp.down = true;
    const id = await submitQuote();
    expect(await record(id)).toMatchObject({ status: 'notification-pending', notified: {} });

    smtp.down = false;
    const mailer = createMailer('production');
    const tooSoon = await retryPendingNotifications(requests(), mailer, 'owner@example.com');
    expect(tooSoon.delivered).toBe(0);
    expect(smtp.messages).toHaveLength(0);

    const later = Date.now() + RETRY_AFTER_MS + 1000;
    const report = await retryPendingNotifications(requests(), mailer, 'owner@example.com', later);
    expect(report.delivered).toBe(1);
    expect(await record(id)).toMatchObject({ status: 'notified', attempts: 2 });
    expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual(['jane@example.com', 'owner@example.com']);

    await retryPendingNotifications(requests(), mailer, 'owner@example.com', later + RETRY_AFTER_MS * 2);
    expect(smtp.messages).toHaveLength(2);
    expect(await isMarkedPending(id)).toBe(false);
  });

  it('waits longer after each failed attempt and starts nothing past its time budget', async () => {
    vi.stubEnv('SMTP_URL', smtp.url);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    smtp.down = true;
    const id = await submitQuote();
    const mailer = createMailer('production');
    const second = Date.now() + RETRY_AFTER_MS + 1000;
    await retryPendingNotifications(requests(), mailer, 'owner@example.com', second);
    expect((await record(id)).attempts).toBe(2);
    // The third attempt waits twice as long as the second did.
    await retryPendingNotifications(requests(), mailer, 'owner@example.com', second + RETRY_AFTER_MS + 1000);
    expect((await record(id)).attempts).toBe(2);
    const third = second + 2 * RETRY_AFTER_MS + 1000;
    smtp.down = false;
    const late = await retryPendingNotifications(requests(), mailer, 'owner@example.com', third, Date.now() - 1);
    expect(late.delivered).toBe(0);
    expect(smtp.messages).toHaveLength(0);
    await retryPendingNotifications(requests(), mailer, 'owner@example.com', third);
    expect(await record(id)).toMatchObject({ status: 'notified', attempts: 3 });
  });

  it('sends the owner email when the homeowner address is refused for good, and says so', async () => {
    vi.stubEnv('SMTP_URL', smtp.url);
    vi.stubEnv('QUOTE_NOTIFY_TO', 'owner@example.com');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    smtp.refused.add('typo@example.com');
    const id = await submitQuote('production', validQuote({ email: 'typo@example.com' }));
    const stored = await record(id);
    expect(stored.status).toBe('notified');
    expect(stored.failed).toEqual({ homeowner: '550' });
    expect(toRow(stored).failedEmails).toEqual(['homeowner']);
    expect(smtp.messages.map((m) => m.to[0])).toEqual(['owner@example.com']);
    expect(await isMarkedPending(id)).toBe(false);
    expect(error.mock.calls.flat().join(' ')).toContain('550');
    expect(error.mock.calls.flat().join(' ')).not.toContain('typo@example.com');
  });

  it('marks a request notification-failed when the owner address is refused for good, and never retries it', async () => {
    vi.stubEnv('SMTP_URL', smtp.url);
    vi.stubEnv('QUOTE_NOTIFY_TO', 'nobody@example.com');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    smtp.refused.add('nobody@example.com');
    const id = await submitQuote();
    expect(await record(id)).toMatchObject({ status: 'notification-failed', failed: { owner: '550' } });
    expect(smtp.messages.map((m) => m.to[0])).toEqual(['jane@example.com']);
    const later = Date.now() + 10 * RETRY_AFTER_MS;
    await retryPendingNotifications(requests(), createMailer('production'), 'nobody@example.com', later);
    expect(smtp.messages).toHaveLength(1);
  });

  it('marks email from deploy previews, which go to the real owner too', async () => {
    vi.stubEnv('SMTP_URL', smtp.url);
    const email = {
      to: 'owner@example.com',
      replyTo: 'a@example.com',
      subject: 'New quote request X',
      text: 'x',
      html: 'x',
    };
    await createMailer('deploy-preview').send(email);
    await createMailer('production').send(email);
    expect(smtp.messages.map((m) => /^Subject: (.*)$/m.exec(m.decoded)?.[1])).toEqual([
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
    expect((await record(id)).status).toBe('notified');
    await rm(outbox, { recursive: true, force: true });
  });

  it('in production without SMTP logs an error and keeps the request stored as pending', async () => {
    vi.stubEnv('SMTP_URL', '');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const id = await submitQuote('production');
    expect((await record(id)).status).toBe('notification-pending');
    expect(error.mock.calls.flat().join(' ')).toMatch(/SMTP is not configured/);
    expect(error.mock.calls.flat().join(' ')).not.toContain('jane@example.com');
  });

  it('the scheduled job purges rate limits and unused old photos even when the email retry fails', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const rateLimits = getStore({ name: 'quote-rate-limits', consistency: 'strong' });
    await rateLimits.setJSON('submit/expired', { hits: [Date.now() - RATE_WINDOW_MS - 1000] });
    const dayAgo = Date.now() - UNUSED_PHOTO_TTL_MS - 1000;
    const unused = await storedPhoto(dayAgo);
    const used = await storedPhoto(dayAgo);
    const recent = await storedPhoto();
    vi.stubEnv('QUOTE_MAIL_DIR', `${blobs.directory}/mail`);
    await submitQuote('dev', validQuote({ photoUrls: [used] }));

    blobs.failingStores.add('quote-requests');
    const response = await retryJob(new Request('https://quotes.test/'), fakeContext().context);
    expect(response.status).toBe(500);
    expect(await rateLimits.get('submit/expired')).toBeNull();
    const photos = getStore({ name: 'contact-photos', consistency: 'strong' });
    const keyOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
    expect(await photos.getMetadata(keyOf(unused))).toBeNull();
    expect(await photos.getMetadata(keyOf(used))).not.toBeNull();
    expect(await photos.getMetadata(keyOf(recent))).not.toBeNull();
  });
});
