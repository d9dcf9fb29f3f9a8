import { getStore } from '@netlify/blobs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import form from '../../netlify/functions/contact-form';
import type { QuoteRecord } from '../../netlify/lib/quote-record';
import { ENDPOINTS, THANK_YOU_PATH, TOASTS, VALIDATION } from '../../src/lib/quote';
import { fakeContext, freshIp, ORIGIN, startBlobs, validQuote, type Blobs } from './harness';

let blobs: Blobs;
beforeAll(async () => {
  blobs = await startBlobs();
  vi.stubEnv('QUOTE_MAIL_DIR', `${blobs.directory}/mail`);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await blobs.stop();
});

const requests = () => getStore({ name: 'quote-requests', consistency: 'strong' });
const jpeg = () => sharp({ create: { width: 16, height: 16, channels: 3, background: '#0af' } }).jpeg().toBuffer();

function formData(fields: Record<string, unknown>, files: File[] = [new File([], '')]): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
  for (const file of files) data.append('photos', file);
  return data;
}

async function post(data: FormData, ip = freshIp()) {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  const { context, settled } = fakeContext({ ip, deployContext: 'dev' });
  const response = await form(new Request(`${ORIGIN}${ENDPOINTS.form}`, { method: 'POST', body: data }), context);
  await settled();
  return response;
}

async function records(): Promise<QuoteRecord[]> {
  const { blobs: entries } = await requests().list();
  return Promise.all(entries.map(({ key }) => requests().get(key, { type: 'json' }) as Promise<QuoteRecord>));
}

describe('POST /api/contact-form (no JavaScript)', () => {
  it('stores the request with its photos and redirects to the thank-you page', async () => {
    const response = await post(formData(validQuote({ name: 'Form Person' }), [new File([await jpeg()], 'crack.jpg', { type: 'image/jpeg' }), new File([], '')]));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(THANK_YOU_PATH);
    const stored = (await records()).find((r) => r.fields.name === 'Form Person');
    expect(stored?.photoUrls).toHaveLength(1);
    expect(stored?.photoUrls[0]).toMatch(new RegExp(`^${ORIGIN}${ENDPOINTS.photos}/contact-\\d+-0-[0-9a-f]{32}\\.jpg$`));
  });

  it('answers an invalid post with the message and the form filled in again', async () => {
    const response = await post(formData(validQuote({ email: 'nope', name: 'Keep Me' })));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain(VALIDATION.emailInvalid);
    expect(html).toContain('value="Keep Me"');
  });

  it('refuses photos of the wrong type with the spec message', async () => {
    const response = await post(formData(validQuote(), [new File(['GIF89a not really'], 'fake.png', { type: 'image/png' })]));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(TOASTS.invalidFileType('fake.png').description);
  });

  it('refuses more than five photos', async () => {
    const photo = await jpeg();
    const files = Array.from({ length: 6 }, (_, i) => new File([photo], `p${i}.jpg`, { type: 'image/jpeg' }));
    const response = await post(formData(validQuote(), files));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(TOASTS.tooManyFiles.description);
  });

  it('redirects bots that fill the honeypot without storing anything', async () => {
    const before = (await records()).length;
    const response = await post(formData(validQuote({ website: 'spam' })));
    expect(response.status).toBe(303);
    expect(await records()).toHaveLength(before);
  });

  it('answers a rate-limited client with the Too Many Requests page', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await post(formData(validQuote()), ip)).status).toBe(303);
    const response = await post(formData(validQuote()), ip);
    expect(response.status).toBe(429);
    expect(await response.text()).toContain(TOASTS.tooManyRequests.description.replace("'", '&#39;'));
  });
});
