// A corpus of requests no homeowner sends: each is refused, with the field's plain message, by
// both endpoints, and none is stored.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import form from '../../netlify/functions/contact-form';
import submit from '../../netlify/functions/contact-submit';
import { escapeHtml } from '../../src/lib/html';
import { ENDPOINTS, LIMITS } from '../../src/lib/quote';
import { fakeContext, freshIp, jsonPost, ORIGIN, storedRequests, useQuoteBackend, validQuote } from './helpers/harness';

const backend = useQuoteBackend();
beforeAll(async () => {
  vi.stubEnv('QUOTE_MAIL_DIR', `${backend.blobs.directory}/mail`);
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const CORPUS: [what: string, change: Record<string, string>, message: string][] = [
  ['a name of zero-width spaces', { name: '\u200b\u200b\u200b' }, 'Name must contain at least one letter'],
  ['a name of punctuation', { name: '!!! ---' }, 'Name must contain at least one letter'],
  [
    'a name with a right-to-left override',
    { name: 'Jane \u202egnp.exe' },
    "Name can't contain line breaks or invisible characters",
  ],
  [
    'a name with a bidi isolate',
    { name: 'Jane \u2067Doe\u2069' },
    "Name can't contain line breaks or invisible characters",
  ],
  ['a name with NUL', { name: 'Jane\u0000Doe' }, "Name can't contain line breaks or invisible characters"],
  ['a name with a C1 control', { name: 'Jane\u009bDoe' }, "Name can't contain line breaks or invisible characters"],
  [
    'a name with a terminal escape',
    { name: 'Jane\u001b[2J' },
    "Name can't contain line breaks or invisible characters",
  ],
  [
    'a name with CR/LF header injection',
    { name: 'Jane\r\nBcc: victim@example.com' },
    "Name can't contain line breaks or invisible characters",
  ],
  ['a name with a tab', { name: 'Jane\tDoe' }, "Name can't contain line breaks or invisible characters"],
  ['a phone of letters', { phone: 'call me maybe' }, 'Phone number must have at least 7 digits'],
  ['a phone of 6 digits', { phone: '555 010' }, 'Phone number must have at least 7 digits'],
  [
    'a phone with a line break',
    { phone: '(214) 555\n0100' },
    "Phone number can't contain line breaks or invisible characters",
  ],
  ['a phone with DEL', { phone: '214555\u007f0100' }, "Phone number can't contain line breaks or invisible characters"],
  [
    'an email with CR/LF header injection',
    { email: 'jane@example.com\r\nBcc: victim@example.com' },
    'Invalid email address',
  ],
  ['an email with NUL', { email: 'jane\u0000@example.com' }, 'Invalid email address'],
  [
    'an email of 255 characters',
    { email: `${'a'.repeat(LIMITS.email - 11)}@example.com` },
    'Email must be less than 255 characters',
  ],
  [
    'a ZIP with a right-to-left override',
    { zip: '\u202e50257' },
    "ZIP code can't contain line breaks or invisible characters",
  ],
  ['a ZIP with a line break', { zip: '752\r\n05' }, "ZIP code can't contain line breaks or invisible characters"],
  ['comments with NUL', { comments: 'Crack\u0000by the steps' }, "Comments can't contain invisible characters"],
  [
    'comments with a right-to-left override',
    { comments: 'invoice \u202efdp.exe' },
    "Comments can't contain invisible characters",
  ],
  [
    'comments with a terminal escape',
    { comments: 'see \u001b]8;;https://evil.example\u0007here' },
    "Comments can't contain invisible characters",
  ],
  ['February 31', { preferredDate: '2030-02-31' }, 'Please choose a valid date'],
  ['a 13th month', { preferredDate: '2030-13-01' }, 'Please choose a valid date'],
  ['the year 9999', { preferredDate: '9999-12-31' }, 'Preferred date must be within the next 12 months'],
  ['more than 12 months ahead', { preferredDate: inDays(370) }, 'Preferred date must be within the next 12 months'],
  ['a date last week', { preferredDate: inDays(-7) }, 'Preferred date cannot be in the past'],
];

async function viaWizard(body: Record<string, unknown>) {
  const response = await submit(jsonPost(ENDPOINTS.submit, body), fakeContext({ ip: freshIp() }).context);
  return { status: response.status, says: ((await response.json()) as { error?: string }).error ?? '' };
}

async function viaForm(body: Record<string, unknown>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(body)) data.append(name, String(value));
  const request = new Request(`${ORIGIN}${ENDPOINTS.form}`, { method: 'POST', body: data });
  const response = await form(request, fakeContext({ ip: freshIp(), deployContext: 'dev' }).context);
  return { status: response.status, says: await response.text() };
}

describe.each([
  // The wizard's toast shows the answer's error as it is; the no-JS page shows it in its alert.
  ['the wizard', viaWizard, (message: string) => message],
  ['the no-JS form', viaForm, (message: string) => expect.stringContaining(`role="alert">${escapeHtml(message)}</p>`)],
])('hostile requests to %s', (_, send, shown) => {
  it.each(CORPUS)('refuses %s', async (__, change, message) => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { status, says } = await send(validQuote(change));
    expect(status).toBe(400);
    expect(says).toEqual(shown(message));
  });

  it(`stores none of the ${CORPUS.length}`, async () => {
    expect(await storedRequests()).toEqual([]);
  });
});
