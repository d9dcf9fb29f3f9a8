// Netlify's [[headers]] rules do not apply to function answers: the functions set their own.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import form from '../../netlify/functions/contact-form';
import photos from '../../netlify/functions/contact-photos';
import submit from '../../netlify/functions/contact-submit';
import { ENDPOINTS } from '../../src/lib/quote';
import {
  fakeContext,
  freshIp,
  jsonPost,
  ORIGIN,
  startBlobs,
  storedPhoto,
  validQuote,
  type Blobs,
} from './helpers/harness';

let blobs: Blobs;
beforeAll(async () => {
  blobs = await startBlobs();
  vi.stubEnv('QUOTE_MAIL_DIR', `${blobs.directory}/mail`);
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(async () => {
  await Promise.all(running.map((settled) => settled()));
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await blobs.stop();
});

/** The emails each accepted request sends after its answer. */
const running: (() => Promise<unknown>)[] = [];
function context(params: Record<string, string> = {}) {
  const { context, settled } = fakeContext({ ip: freshIp(), params, deployContext: 'dev' });
  running.push(settled);
  return context;
}

function formPost(fields: Record<string, unknown>, headers: Record<string, string> = {}): Request {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
  return new Request(`${ORIGIN}${ENDPOINTS.form}`, { method: 'POST', body: data, headers });
}

const photoName = async () => (await storedPhoto()).split('/').pop()!;

const ANSWERS: [string, () => Promise<Response>][] = [
  ['wizard: accepted', () => submit(jsonPost(ENDPOINTS.submit, validQuote()), context())],
  ['wizard: invalid', () => submit(jsonPost(ENDPOINTS.submit, validQuote({ name: '' })), context())],
  ['wizard: wrong method', () => submit(new Request(`${ORIGIN}${ENDPOINTS.submit}`), context())],
  [
    'wizard: cross-site',
    () => submit(jsonPost(ENDPOINTS.submit, validQuote(), { Origin: 'https://evil.example' }), context()),
  ],
  ['form: accepted', () => form(formPost(validQuote()), context())],
  ['form: invalid', () => form(formPost(validQuote({ email: 'nope' })), context())],
  ['form: cross-site', () => form(formPost(validQuote(), { 'Sec-Fetch-Site': 'cross-site' }), context())],
  [
    'photos: refused type',
    () => photos(new Request(`${ORIGIN}${ENDPOINTS.photos}`, { method: 'POST', body: 'x' }), context()),
  ],
  [
    'photos: served',
    async () => {
      const key = await photoName();
      return photos(new Request(`${ORIGIN}${ENDPOINTS.photos}/${key}`), context({ key }));
    },
  ],
  ['photos: not found', () => photos(new Request(`${ORIGIN}${ENDPOINTS.photos}/nope`), context({ key: 'nope' }))],
];

describe('function answers', () => {
  it.each(ANSWERS)('%s carries X-Content-Type-Options: nosniff', async (_, answer) => {
    expect((await answer()).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    ['a refused post', () => form(formPost(validQuote({ email: 'nope' })), context())],
    ['a cross-site post', () => form(formPost(validQuote(), { 'Sec-Fetch-Site': 'cross-site' }), context())],
    [
      'an unreadable post',
      () => form(new Request(`${ORIGIN}${ENDPOINTS.form}`, { method: 'POST', body: 'x' }), context()),
    ],
  ])('the no-JS page for %s loads nothing, cannot be framed, and styles itself by hash', async (_, answer) => {
    const response = await answer();
    const csp = response.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...v]) => [name, v.join(' ')]),
    );
    expect(directives).toMatchObject({ 'default-src': "'none'", 'frame-ancestors': "'none'", 'form-action': "'self'" });
    const style = /<style>([\s\S]*?)<\/style>/.exec(await response.text())?.[1] ?? '';
    expect(directives['style-src']).toBe(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  });
});
