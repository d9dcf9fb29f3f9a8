import { getStore } from '@netlify/blobs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import submit from '../../netlify/functions/contact-submit';
import { createMailer } from '../../netlify/lib/mailer';
import { RETRY_AFTER_MS, retryPendingNotifications } from '../../netlify/lib/notifications';
import type { QuoteRecord } from '../../netlify/lib/quote-record';
import { ENDPOINTS } from '../../src/lib/quote';
import { fakeContext, freshIp, jsonPost, startBlobs, startSmtp, validQuote, type Blobs, type Smtp } from './harness';

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
});

async function submitQuote(deployContext = 'production'): Promise<string> {
  const { context, settled } = fakeContext({ ip: freshIp(), deployContext });
  const response = await submit(jsonPost(ENDPOINTS.submit, validQuote()), context);
  await settled();
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const record = async (id: string) => (await requests().get(id, { type: 'json' })) as QuoteRecord;

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
});
