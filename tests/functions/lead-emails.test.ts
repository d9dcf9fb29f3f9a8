// A submitted request's two emails, as the SMTP server receives them, and its stored attribution.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import contactForm from '../../netlify/functions/contact-form';
import submit from '../../netlify/functions/contact-submit';
import { business } from '../../src/data/business';
import { ENDPOINTS } from '../../src/lib/quote';
import { FIELD_WORDS_ES } from '../../src/lib/quote/es/field-words';
import {
  fakeContext,
  freshIp,
  jsonPost,
  type Mail,
  ORIGIN,
  storedPhoto,
  storedRequest,
  useQuoteBackend,
  validQuote,
} from './helpers/harness';

const backend = useQuoteBackend({ smtp: true });

beforeAll(async () => {
  vi.stubEnv('SMTP_URL', backend.smtp.url);
  vi.stubEnv('QUOTE_NOTIFY_TO', 'owner@example.com');
});

beforeEach(() => {
  backend.smtp.messages.length = 0;
});

/** The message with its folded header lines joined again and Unix line ends. */
const unfolded = (mail: Mail | undefined) => mail?.decoded.replace(/\r?\n(?=[ \t])/g, '').replace(/\r\n/g, '\n') ?? '';

/** A header of the message as a person reads it: unfolded, its MIME encoded words (RFC 2047) decoded. */
function header(mail: Mail | undefined, name: string): string | undefined {
  const head = (mail?.raw ?? '').split(/\r?\n\r?\n/)[0]!.replace(/\r?\n(?=[ \t])/g, '');
  const line = head.split(/\r?\n/).find((candidate) => candidate.startsWith(`${name}: `));
  return line
    ?.slice(name.length + 2)
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

const ownerMessage = () => backend.smtp.messages.find((m) => m.to.includes('owner@example.com'));
const ownerMail = () => unfolded(backend.smtp.messages.find((m) => m.to.includes('owner@example.com')));
const homeownerMail = (address: string) => unfolded(backend.smtp.messages.find((m) => m.to.includes(address)));

async function submitJson(body: Record<string, unknown>) {
  const { context, settled } = fakeContext({ ip: freshIp() });
  const response = await submit(jsonPost(ENDPOINTS.submit, body), context);
  await settled();
  return { status: response.status, id: ((await response.json()) as { id: string }).id };
}

describe('the emails of a request sent by the wizard', () => {
  it('tell the owner who, what, how to reach them and where they came from', async () => {
    const photo = await storedPhoto();
    const { status, id } = await submitJson(
      validQuote({
        name: "Mary-Kate O'Brien",
        email: 'mk@example.com',
        photoUrls: [photo],
        attribution: {
          channel: 'wizard',
          landingPage: '/services/fiberglass-repair',
          referrer: 'www.google.com',
          utm_source: 'google',
          gclid: 'Cj0KCQiA',
          secret: 'not kept',
        },
      }),
    );
    expect(status).toBe(201);
    expect((await storedRequest(id))?.attribution).toEqual({
      channel: 'wizard',
      landingPage: '/services/fiberglass-repair',
      referrer: 'www.google.com',
      utm_source: 'google',
      gclid: 'Cj0KCQiA',
    });

    const owner = ownerMail();
    expect(header(ownerMessage(), 'Subject')).toMatch(
      new RegExp(`^Mary-Kate O'Brien · Fiberglass crack · 75205 · \\w{3} \\w{3} \\d{1,2}, morning · ref ${id}$`),
    );
    expect(owner).toContain('Auto-Submitted: auto-generated');
    expect(owner).toContain('Reply-To: mk@example.com');
    expect(owner).toContain('href="tel:+12145550100"');
    expect(owner).toContain('href="mailto:mk@example.com"');
    expect(owner).toContain(`<a href="${photo}"><img src="${photo}/thumbnail.jpg"`);
    expect(owner).toMatch(/Received: \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M C[SD]T/);
    expect(owner).toContain('Where they came from: Google Ads click');
    expect(owner).toContain(`First page: ${business.siteUrl}/services/fiberglass-repair`);
    expect(owner).not.toContain('not kept');
    expect(owner).toMatch(/Content-Type: text\/plain/);
    expect(owner).toMatch(/Content-Type: text\/html/);
  });

  it('give the homeowner the reference, the request and the emergency line, and none of their words', async () => {
    const { id } = await submitJson(
      validQuote({
        name: 'Prize at evil.example',
        email: 'target@example.com',
        comments: 'Your account is locked: call 1-800-555-0199',
      }),
    );
    const confirmation = homeownerMail('target@example.com');
    expect(confirmation).toContain(`Subject: We received your quote request (reference ${id})`);
    expect(confirmation).toContain('Auto-Submitted: auto-generated');
    expect(confirmation).toContain('Hello,\n');
    expect(confirmation).toContain('Pool issue: Fiberglass Crack');
    expect(confirmation).toMatch(
      /We'll text or call you (within 2 hours|by \d{1,2} [AP]M (today \(\w+day\)|\w+day, \w+ \d{1,2})) to confirm/,
    );
    expect(confirmation).toContain(
      business.emergency
        ? `Our emergency line is open ${business.emergency.availability}: ${business.phone.display}.`
        : `Questions about your request? Call us: ${business.phone.display}.`,
    );
    for (const typed of ['evil.example', 'locked', '1-800-555-0199', '(214) 555-0100', '75205']) {
      expect(confirmation).not.toContain(typed);
    }
  });

  it('store and send a request whose attribution is unusable, without it', async () => {
    const { status, id } = await submitJson(validQuote({ attribution: 'x'.repeat(5000) }));
    expect(status).toBe(201);
    const record = await storedRequest(id);
    expect(record?.id).toBe(id);
    expect(record).not.toHaveProperty('attribution');
    expect(ownerMail()).toContain('Where they came from: Not recorded\n');
  });
});

describe('a request sent from the Spanish pages', () => {
  it('confirms in Spanish with the facts, and tells the owner in English that it came in Spanish', async () => {
    const { status, id } = await submitJson(
      validQuote({ name: 'María López', email: 'maria@example.com', language: 'es' }),
    );
    expect(status).toBe(201);
    expect((await storedRequest(id))?.language).toBe('es');

    const confirmation = homeownerMail('maria@example.com');
    expect(
      header(
        backend.smtp.messages.find((m) => m.to.includes('maria@example.com')),
        'Subject',
      ),
    ).toBe(`Recibimos su solicitud de cotización (referencia ${id})`);
    expect(confirmation).toContain('<html lang="es">');
    expect(confirmation).toContain('Hola, María López:\n');
    expect(confirmation).toMatch(
      /Le enviaremos un mensaje de texto o le llamaremos (en menos de \d+ horas?|antes de las? \d{1,2}(?::\d{2})? [ap]\.m\. (de hoy \(\p{L}+\)|del \p{L}+ \d{1,2} de \p{L}+)) para confirmar su cita\./u,
    );
    expect(confirmation).toContain(`Referencia: ${id}`);
    expect(confirmation).toContain(`${FIELD_WORDS_ES.issue.label}: ${FIELD_WORDS_ES.issue.options?.crack}`);
    expect(confirmation).toContain(
      `${FIELD_WORDS_ES.preferredTime.label}: ${FIELD_WORDS_ES.preferredTime.options?.morning}`,
    );
    // Never a promise of Spanish on the phone unless someone answers it in Spanish.
    const byPhone = business.spanish === 'phone' ? 'le atendemos en español' : 'le atendemos en inglés';
    expect(confirmation).toContain(
      business.emergency
        ? `Nuestra línea de emergencias está abierta ${business.emergency.availability} (${byPhone}): ${business.phone.display}.`
        : `¿Preguntas sobre su solicitud? Llámenos (${byPhone}): ${business.phone.display}.`,
    );
    expect(confirmation).toContain(`Llamar al ${business.phone.display}`);
    expect(confirmation).not.toMatch(/We'll text|Hello|Your request/);

    expect(header(ownerMessage(), 'Subject')).toMatch(
      new RegExp(`^María López · in Spanish · Fiberglass crack · .* · ref ${id}$`),
    );
    const owner = ownerMail();
    expect(owner).toContain("Sent in Spanish, from the site's Spanish pages.");
    expect(owner).toContain('<html lang="en">');
  });

  it('stores a language the site does not have as none, and confirms in English', async () => {
    const { status, id } = await submitJson(validQuote({ email: 'klingon@example.com', language: 'tlh' }));
    expect(status).toBe(201);
    expect(await storedRequest(id)).not.toHaveProperty('language');
    expect(homeownerMail('klingon@example.com')).toContain(`Subject: We received your quote request (reference ${id})`);
    expect(header(ownerMessage(), 'Subject')).not.toContain('in Spanish');
  });
});

describe('a request sent by the form without JavaScript', () => {
  it('records that channel, and the owner reads it', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const data = new FormData();
    for (const [name, value] of Object.entries(validQuote({ name: 'Plain Form', email: 'plain@example.com' }))) {
      data.append(name, String(value));
    }
    data.append('channel', 'no-js-form');
    data.append('photos', new File([], ''));
    const { context, settled } = fakeContext({ ip: freshIp() });
    const response = await contactForm(
      new Request(`${ORIGIN}${ENDPOINTS.form}`, { method: 'POST', body: data }),
      context,
    );
    await settled();
    expect(response.status).toBe(200);
    const owner = ownerMail();
    expect(owner).toContain('Where they came from: Not recorded: the visitor had JavaScript off');
    expect(owner).toContain('Form: Form without JavaScript');
    const id = /· ref (\w+)$/.exec(header(ownerMessage(), 'Subject') ?? '')?.[1] ?? '';
    expect((await storedRequest(id))?.attribution).toEqual({ channel: 'no-js-form' });
    expect(homeownerMail('plain@example.com')).toContain('Hello Plain Form,');
  });
});
