// A corpus of requests no homeowner sends: each is refused, with the field's plain message, by
// both endpoints, and none is stored.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import form from '../../netlify/functions/contact-form';
import submit from '../../netlify/functions/contact-submit';
import { escapeHtml } from '../../src/lib/html';
import { ENDPOINTS, LIMITS, REQUEST_VALIDATION, VALIDATION } from '../../src/lib/quote';
import { fakeContext, freshIp, jsonPost, ORIGIN, storedRequests, useQuoteBackend, validQuote } from './harness';

const backend = useQuoteBackend();
beforeAll(async () => {
  vi.stubEnv('QUOTE_MAIL_DIR', `${backend.blobs.directory}/mail`);
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const CORPUS: [what: string, change: Record<string, string>, message: string][] = [
  ['a name of zero-width spaces', { name: '\u200b\u200b\u200b' }, VALIDATION.nameWithoutLetters],
  ['a name of punctuation', { name: '!!! ---' }, VALIDATION.nameWithoutLetters],
  ['a name with a right-to-left override', { name: 'Jane \u202egnp.exe' }, VALIDATION.nameHiddenCharacters],
  ['a name with a bidi isolate', { name: 'Jane \u2067Doe\u2069' }, VALIDATION.nameHiddenCharacters],
  ['a name with NUL', { name: 'Jane\u0000Doe' }, VALIDATION.nameHiddenCharacters],
  ['a name with a C1 control', { name: 'Jane\u009bDoe' }, VALIDATION.nameHiddenCharacters],
  ['a name with a terminal escape', { name: 'Jane\u001b[2J' }, VALIDATION.nameHiddenCharacters],
  ['a name with CR/LF header injection', { name: 'Jane\r\nBcc: victim@example.com' }, VALIDATION.nameHiddenCharacters],
  ['a name with a tab', { name: 'Jane\tDoe' }, VALIDATION.nameHiddenCharacters],
  ['a phone of letters', { phone: 'call me maybe' }, VALIDATION.phoneTooFewDigits],
  ['a phone of 6 digits', { phone: '555 010' }, VALIDATION.phoneTooFewDigits],
  ['a phone with a line break', { phone: '(214) 555\n0100' }, VALIDATION.phoneHiddenCharacters],
  ['a phone with DEL', { phone: '214555\u007f0100' }, VALIDATION.phoneHiddenCharacters],
  [
    'an email with CR/LF header injection',
    { email: 'jane@example.com\r\nBcc: victim@example.com' },
    VALIDATION.emailInvalid,
  ],
  ['an email with NUL', { email: 'jane\u0000@example.com' }, VALIDATION.emailInvalid],
  ['an email of 255 characters', { email: `${'a'.repeat(LIMITS.email - 11)}@example.com` }, VALIDATION.emailTooLong],
  ['a ZIP with a right-to-left override', { zip: '\u202e50257' }, VALIDATION.zipHiddenCharacters],
  ['a ZIP with a line break', { zip: '752\r\n05' }, VALIDATION.zipHiddenCharacters],
  ['comments with NUL', { comments: 'Crack\u0000by the steps' }, VALIDATION.commentsHiddenCharacters],
  [
    'comments with a right-to-left override',
    { comments: 'invoice \u202efdp.exe' },
    VALIDATION.commentsHiddenCharacters,
  ],
  [
    'comments with a terminal escape',
    { comments: 'see \u001b]8;;https://evil.example\u0007here' },
    VALIDATION.commentsHiddenCharacters,
  ],
  ['February 31', { preferredDate: '2030-02-31' }, REQUEST_VALIDATION.dateInvalid],
  ['a 13th month', { preferredDate: '2030-13-01' }, REQUEST_VALIDATION.dateInvalid],
  ['the year 9999', { preferredDate: '9999-12-31' }, REQUEST_VALIDATION.dateTooFar],
  ['more than 12 months ahead', { preferredDate: inDays(370) }, REQUEST_VALIDATION.dateTooFar],
  ['a date last week', { preferredDate: inDays(-7) }, REQUEST_VALIDATION.dateInPast],
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
