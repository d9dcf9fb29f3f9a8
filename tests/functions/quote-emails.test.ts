import { describe, expect, it } from 'vitest';
import { confirmationWords } from '../../netlify/lib/email/confirmation-words';
import {
  greetingName,
  homeownerConfirmation,
  ownerNotification,
  ownerShortNotification,
  telHref,
} from '../../netlify/lib/email/quote-emails';
import type { QuoteRecord } from '../../netlify/lib/storage/quote-record';
import { business } from '../../src/data/business';
import { replyPromise } from '../../src/lib/business-time';
import { spanishHours, spanishReplyPromise } from '../../src/lib/i18n/spanish-facts';
import { FIELD_WORDS_ES } from '../../src/lib/quote/es/field-words';

const PHOTOS = [1, 2].map(
  (n) => `https://quotes.test/api/contact-photos/contact-1764100000000-${n}-${'a'.repeat(32)}.jpg`,
);

function request(overrides: Partial<QuoteRecord> = {}, fields: Partial<QuoteRecord['fields']> = {}): QuoteRecord {
  return {
    id: 'ABCDE12345',
    // Tue, Nov 25, 2025, 3:42 PM in Dallas (CST).
    createdAt: '2025-11-25T21:42:00.000Z',
    fields: {
      name: "Mary-Kate O'Brien",
      phone: '(214) 555-0100',
      email: 'mk@example.com',
      zip: '75205',
      issue: 'crack',
      comments: 'Crack by the steps.\nSecond line.',
      preferredDate: '2025-12-02',
      preferredTime: 'morning',
      ...fields,
    },
    photoUrls: PHOTOS,
    attribution: {
      channel: 'wizard',
      landingPage: '/services/fiberglass-repair',
      referrer: 'www.google.com',
      utm_source: 'google',
      utm_medium: 'cpc',
      gclid: 'Cj0KCQiA',
    },
    notified: {},
    attempts: 1,
    lastAttemptAt: '2025-11-25T21:42:00.000Z',
    ...overrides,
  };
}

/** Each of `lines` is a whole line of `text`. */
function expectLines(text: string, lines: string[]) {
  for (const line of lines) expect(text.split('\n')).toContain(line);
}

describe('the owner’s email', () => {
  const email = ownerNotification(request(), 'owner@example.com');

  it('goes to the owner with Reply-To the homeowner', () => {
    expect(email).toMatchObject({ to: 'owner@example.com', replyTo: 'mk@example.com' });
  });

  it.each([
    [{}, "Mary-Kate O'Brien · Fiberglass crack · 75205 · Tue Dec 2, morning · ref ABCDE12345"],
    [
      { name: 'Maria Lopez', issue: 'leak', preferredDate: '2025-11-30', preferredTime: 'flexible' },
      'Maria Lopez · Pool leak · 75205 · Sun Nov 30, any time · ref ABCDE12345',
    ],
    [
      { zip: undefined, issue: undefined, preferredDate: undefined, preferredTime: undefined },
      "Mary-Kate O'Brien · Issue not chosen · no ZIP · no day given · ref ABCDE12345",
    ],
    [
      { preferredDate: '2026-01-05', preferredTime: 'evening' },
      "Mary-Kate O'Brien · Fiberglass crack · 75205 · Mon Jan 5, 2026, evening · ref ABCDE12345",
    ],
    [
      { name: 'Jane\r\nBcc: victim@example.com' },
      'Jane Bcc: victim@example.com · Fiberglass crack · 75205 · Tue Dec 2, morning · ref ABCDE12345',
    ],
    [
      { name: 'Jane\u202eevil\u200b Doe' },
      'Jane evil Doe · Fiberglass crack · 75205 · Tue Dec 2, morning · ref ABCDE12345',
    ],
    [{ name: 'A'.repeat(100) }, `${'A'.repeat(39)}… · Fiberglass crack · 75205 · Tue Dec 2, morning · ref ABCDE12345`],
  ])('has the subject of %o on one line: "%s"', (fields, subject) => {
    expect(ownerNotification(request({}, fields), 'owner@example.com').subject).toBe(subject);
  });

  it('gives the received time on the Dallas clock, and the preferred date and time as the form names them', () => {
    for (const part of [email.text, email.html]) {
      for (const shown of ['Tue, Nov 25, 3:42 PM CST', 'Tue, Dec 2', 'Morning (8 AM-12 PM)']) {
        expect(part).toContain(shown);
      }
    }
    const summer = ownerNotification(
      request({ createdAt: '2026-07-03T23:05:00.000Z' }, { preferredDate: '2027-01-04', preferredTime: 'flexible' }),
      'owner@example.com',
    );
    // The year only when it is not the year the request arrived.
    expectLines(summer.text, ['Received: Fri, Jul 3, 6:05 PM CDT', 'Preferred: Mon, Jan 4, 2027 · Flexible']);
    const dstStart = ownerNotification(
      request({ createdAt: '2030-03-10T08:30:00.000Z' }, { preferredDate: undefined, preferredTime: 'evening' }),
      'owner@example.com',
    );
    expectLines(dstStart.text, ['Received: Sun, Mar 10, 3:30 AM CDT', 'Preferred: Evening (5 PM-7 PM)']);
    const noWish = ownerNotification(
      request({}, { preferredDate: undefined, preferredTime: undefined }),
      'x@example.com',
    );
    expectLines(noWish.text, ['Preferred: Not given']);
  });

  it('calls, texts and emails the homeowner in one tap, each a button of its own', () => {
    const buttons = [
      ...email.html.matchAll(/<td[^>]*bgcolor="#0369a1"[^>]*><a href="([^"]+)"[^>]*>([^<]+)<\/a><\/td>/g),
    ];
    expect(buttons.map(([, href, label]) => [label, href])).toEqual([
      ['Call', 'tel:+12145550100'],
      ['Text', 'sms:+12145550100'],
      ['Reply', 'mailto:mk@example.com?subject=Your%20quote%20request%20ABCDE12345'],
    ]);
    expect(email.html).toContain('<a href="tel:+12145550100" style="color:#0369a1">(214) 555-0100</a>');
    expect(email.html).toContain('href="mailto:mk@example.com"');
  });

  it.each([
    ['(214) 555-0100', 'tel:+12145550100'],
    ['214.555.0100', 'tel:+12145550100'],
    ['1-214-555-0100', 'tel:+12145550100'],
    ['(972) 555-0199 ext 2', 'tel:+19725550199,2'],
    ['(972) 555-0199 x2', 'tel:+19725550199,2'],
    ['972-555-0199 extension 2', 'tel:+19725550199,2'],
    ['214-555-0100 ext. 12', 'tel:+12145550100,12'],
    ['214-555-0100 #12', 'tel:+12145550100,12'],
    ['+44 20 7946 0958', 'tel:+442079460958'],
    ['555-0100', 'tel:5550100'],
    ['555-0199 extension 2', 'tel:5550199,2'],
    ['555-01', undefined],
    ['555-01 ext 2345', undefined],
    ['call me', undefined],
  ])('dials %s as %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it('dials a typed extension, texts the number alone, and shows the number as typed', () => {
    const withExtension = ownerNotification(request({}, { phone: '(972) 555-0199 ext 2' }), 'owner@example.com');
    expect(withExtension.html).toContain('<a href="tel:+19725550199,2" style="display:block;');
    expect(withExtension.html).toContain('<a href="sms:+19725550199" style="display:block;');
    expect(withExtension.html).toContain('<a href="tel:+19725550199,2" style="color:#0369a1">(972) 555-0199 ext 2</a>');
    expectLines(withExtension.text, ['Phone: (972) 555-0199 ext 2']);
  });

  it('shows the phone as text, with no link, when it cannot be dialled', () => {
    const undialable = ownerNotification(request({}, { phone: 'ask by email' }), 'owner@example.com');
    expect(undialable.html).not.toMatch(/href="(tel|sms):/);
    expect(undialable.html).toContain('ask by email');
  });

  it('shows each photo as a JPEG thumbnail linked to the full photo, and lists the links in the text', () => {
    PHOTOS.forEach((url, i) => {
      expect(email.html).toContain(
        `<a href="${url}"><img src="${url}/thumbnail.jpg" width="240" alt="Photo ${i + 1} of 2, opens the full photo"`,
      );
      expect(email.html).toContain(`<a href="${url}" style="color:#0369a1">Photo ${i + 1}</a>`);
    });
    expect(email.html).not.toContain(`src="${PHOTOS[0]}"`);
    expect(email.text).toContain(['Photos: 2 photos', ...PHOTOS].join('\n'));
    const none = ownerNotification(request({ photoUrls: [] }), 'owner@example.com');
    expect(none.text).toContain('Photos: No photos');
    expect(none.html).not.toContain('<img');
  });

  it('says where the lead came from, with the first page as a link on the site', () => {
    expect(email.text).toContain(
      [
        'Where they came from: Google Ads click',
        '  Form: Quote wizard',
        `  First page: ${business.siteUrl}/services/fiberglass-repair`,
        '  Referring site: www.google.com',
        '  utm_source: google',
        '  utm_medium: cpc',
        '  gclid: Cj0KCQiA',
      ].join('\n'),
    );
    expect(email.html).toContain(`href="${business.siteUrl}/services/fiberglass-repair"`);
    expect(email.html).toContain('Google Ads click');
    const noJs = ownerNotification(request({ attribution: { channel: 'no-js-form' } }), 'owner@example.com');
    expect(noJs.text).toContain(
      'Where they came from: Not recorded: the visitor had JavaScript off\n  Form: Form without JavaScript',
    );
    const older = ownerNotification(request({ attribution: undefined }), 'owner@example.com');
    expect(older.text).toContain('Where they came from: Not recorded\n');
  });

  it('carries the same facts in its plain-text part', () => {
    expect(email.text).toContain(
      [
        "Mary-Kate O'Brien",
        'Fiberglass Crack · ZIP 75205',
        'Preferred: Tue, Dec 2 · Morning (8 AM-12 PM)',
        'Phone: (214) 555-0100',
        'Email: mk@example.com',
        '',
        'Additional details:',
        'Crack by the steps.',
        'Second line.',
      ].join('\n'),
    );
    expectLines(email.text, ['Received: Tue, Nov 25, 3:42 PM CST', 'Reference: ABCDE12345']);
    expect(email.text).toContain("Reply to this email to answer Mary-Kate O'Brien.");
    const blank = ownerNotification(request({}, { comments: undefined, zip: undefined }), 'owner@example.com');
    expectLines(blank.text, ['Additional details: Not given']);
    expect(blank.text).toContain("Mary-Kate O'Brien\nFiberglass Crack · No ZIP given\n");
  });

  it('says each fact once: no row repeats the name, contact, issue, ZIP or day shown at the top', () => {
    for (const label of ['Full Name', 'Phone', 'Email', 'ZIP Code', 'Pool issue', 'Preferred date', 'Preferred time']) {
      expect(email.text.match(new RegExp(`^${label}:`, 'gm'))?.length ?? 0).toBeLessThanOrEqual(1);
      expect(email.html).not.toContain(`>${label}</div>`);
    }
    for (const fact of ["Mary-Kate O'Brien\n", '75205', 'Tue, Dec 2', 'Fiberglass Crack', '(214) 555-0100']) {
      expect(email.text.split(fact)).toHaveLength(2);
    }
  });

  it('opens in the inbox, after the subject, with where the lead came from and their words', () => {
    expect(email.html).toContain('>Google Ads click · Crack by the steps. Second line.</div>');
  });

  it('escapes everything the visitor typed and drops characters that hide or reorder text', () => {
    const hostile = ownerNotification(
      request(
        {},
        {
          name: '<img src=x onerror=alert(1)>',
          phone: '"><script>alert(2)</script>',
          zip: '<b>75205',
          comments: '</td></tr><script>alert(3)</script> & "quoted" \u202eevil\u2066 text\u0007',
        },
      ),
      'owner@example.com',
    );
    expect(hostile.html).not.toMatch(/<script|<img src=x|<b>75205|<\/td><\/tr><script/);
    expect(hostile.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(hostile.html).toContain('&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(hostile.html).toContain(
      '&lt;/td&gt;&lt;/tr&gt;&lt;script&gt;alert(3)&lt;/script&gt; &amp; &quot;quoted&quot; evil text',
    );
    expect(hostile.text).toContain('</td></tr><script>alert(3)</script> & "quoted" evil text\n');
    for (const hidden of ['\u202e', '\u2066', '\u0007']) expect(hostile.html + hostile.text).not.toContain(hidden);
  });

  it('is one centered table column without external CSS or scripts', () => {
    expect(email.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(email.html).toContain('max-width:600px');
    expect(email.html).not.toMatch(/<link|<script|<style/);
  });
});

describe('the homeowner’s confirmation', () => {
  /** Tue, Nov 25, 2025, 10:00 AM in Dallas: open. */
  const open = new Date('2025-11-25T16:00:00.000Z');
  const email = homeownerConfirmation(request({ photoUrls: PHOTOS }), open);

  it('goes to the homeowner under a fixed subject with the reference, Reply-To the business', () => {
    expect(email).toMatchObject({
      to: 'mk@example.com',
      replyTo: business.email,
      subject: 'We received your quote request (reference ABCDE12345)',
    });
  });

  it('repeats what they asked for, with the reference', () => {
    for (const part of [email.text, email.html]) {
      expect(part).toContain("Hello Mary-Kate O'Brien,".replace("'", part === email.html ? '&#39;' : "'"));
    }
    expect(email.text).toContain('\nYour request\nReference: ABCDE12345\n');
    expectLines(email.text, [
      'Pool issue: Fiberglass Crack',
      'Preferred date: Tue, Dec 2',
      'Preferred time: Morning (8 AM-12 PM)',
      'Photos: 2 photos',
    ]);
    const nothingChosen = homeownerConfirmation(request({}, { issue: undefined, preferredDate: undefined }), open);
    expectLines(nothingChosen.text, ['Pool issue: Not given', 'Preferred date: Not given']);
    const onePhoto = homeownerConfirmation(request({ photoUrls: PHOTOS.slice(0, 1) }), open);
    expect(onePhoto.text).toContain('Photos: 1 photo\n');
  });

  // When the reply is due under the opening hours is replyPromise's to work out (business-time.test.ts).
  it.each([
    ['2025-11-25T16:00:00.000Z', 'Tuesday 10 AM in Dallas'],
    ['2025-11-28T08:49:00.000Z', 'Friday 2:49 AM'],
    ['2025-11-29T03:30:00.000Z', 'Friday 9:30 PM'],
    ['2025-11-29T22:00:00.000Z', 'Saturday 4 PM'],
  ])('sent at %s (%s), says when they will hear back', (sentAt) => {
    const when = replyPromise(new Date(sentAt));
    const sentence = `Thank you for your quote request. We'll text or call you ${when} to confirm your appointment.`;
    const confirmation = homeownerConfirmation(request(), new Date(sentAt));
    expect(confirmation.text).toContain(sentence);
    expect(confirmation.html).toContain(sentence.replace("'", '&#39;'));
  });

  it('gives the emergency line to call, or the phone for questions when there is none', () => {
    expect(email.text).toContain(
      business.emergency
        ? `Urgent problem, like a fast leak? Our emergency line is open ${business.emergency.availability}: ${business.phone.display}.`
        : `Questions about your request? Call us: ${business.phone.display}.`,
    );
    expect(email.html).toContain(`href="${business.phone.href}"`);
    expect(email.html).toContain(`Call ${business.phone.display}`);
  });

  it('gives the opening hours, each line of them kept whole on a phone', () => {
    const lines = business.hours.map((line) => `${line.days}: ${line.hours}`);
    expect(email.text).toContain(`\nOur hours: ${lines.join(' · ')}.\n`);
    expect(email.html).toContain(`Our hours: ${lines.map((line) => line.replaceAll(' ', '&nbsp;')).join(' · ')}.`);
  });

  it('carries nothing the visitor typed but a greeting name that passes the check', () => {
    const typed = {
      name: 'Claim your prize at evil.example',
      phone: '(214) 555-0177',
      zip: '75999',
      comments: 'Your account is locked, call 1-800-555-0199 now',
    };
    const confirmation = homeownerConfirmation(request({}, typed), open);
    const everything = [confirmation.subject, confirmation.text, confirmation.html].join('\n');
    for (const value of [...Object.values(typed), 'mk@example.com', 'evil.example', '555-0177', '1-800']) {
      expect(everything).not.toContain(value);
    }
    expect(confirmation.text).toContain('\n\nHello,\n');
  });

  it('opens with the business’s name, city and phone number', () => {
    expect(email.text.startsWith(`${business.name}\nDallas, TX · ${business.phone.display}\n\nHello Mary-Kate`)).toBe(
      true,
    );
    const body = email.html.slice(email.html.indexOf('<table'));
    expect(body.indexOf(business.name)).toBeLessThan(body.indexOf('Hello'));
    expect(body).toContain(
      `Dallas, TX · <a href="${business.phone.href}" style="color:#0369a1">${business.phone.display}</a>`,
    );
  });

  it.each([
    ['Jane', 'Jane'],
    ["Mary-Kate O'Brien", "Mary-Kate O'Brien"],
    ['O’Connor', 'O’Connor'],
    ['José Núñez', 'José Núñez'],
    // Accents typed as combining marks are composed.
    ['Jose\u0301 Nun\u0303ez', 'José Nuñez'],
    ['Dr. Jane Smith', 'Dr. Jane Smith'],
    ['J.R. Smith', 'J.R. Smith'],
    ['  Jane   Doe  ', 'Jane Doe'],
    ['李小龍', '李小龍'],
    ['A'.repeat(40), 'A'.repeat(40)],
  ])('greets "%s" as "%s"', (name, greeting) => {
    expect(greetingName(name)).toBe(greeting);
  });

  it.each([
    '',
    '   ',
    'A'.repeat(41),
    'Jane2',
    'Agent 007',
    'evil.example',
    'Visit www.evil.example',
    'https://evil.example',
    'jane@example.com',
    '<b>Jane</b>',
    'Jane, call us',
    'Jane!',
    "- ' .",
    'Jane\u202eevil',
    'Jane\u200b',
    'Jane\nDoe',
    'Jane\tDoe',
    'Jane 😀',
    undefined,
  ])('says just "Hello" to %j', (name) => {
    expect(greetingName(name)).toBeUndefined();
    expect(homeownerConfirmation(request({}, { name: name as string }), open).text).toContain('\n\nHello,\n');
  });
});

describe('a request sent from the Spanish pages', () => {
  /** Tue, Nov 25, 2025, 10:00 AM in Dallas: open. */
  const open = new Date('2025-11-25T16:00:00.000Z');
  const spanish = request({ language: 'es' }, { name: 'María López' });
  const email = homeownerConfirmation(spanish, open);

  it('confirms in Spanish: its subject, greeting, reply time and request, the page marked Spanish', () => {
    expect(email.subject).toBe('Recibimos su solicitud de cotización (referencia ABCDE12345)');
    expect(email.html).toContain('<html lang="es">');
    // Gmail's apps drop the <html> tag: the column says it too.
    expect(email.html).toMatch(/<table role="presentation" lang="es" width="100%"[^>]*bgcolor="#ffffff"/);
    expect(email.html).not.toContain('lang="en"');
    expectLines(email.text, [
      'Hola, María López:',
      `Gracias por su solicitud de cotización. Le enviaremos un mensaje de texto o le llamaremos ${spanishReplyPromise(open)} para confirmar su cita.`,
      'Su solicitud',
      'Referencia: ABCDE12345',
      `${FIELD_WORDS_ES.issue.label}: ${FIELD_WORDS_ES.issue.options?.crack}`,
      `${FIELD_WORDS_ES.preferredDate.label}: mar, 2 de dic`,
      `${FIELD_WORDS_ES.preferredTime.label}: ${FIELD_WORDS_ES.preferredTime.options?.morning}`,
      'Fotos: 2 fotos',
    ]);
    const nothingChosen = homeownerConfirmation({ ...spanish, fields: { ...spanish.fields, issue: undefined } }, open);
    expectLines(nothingChosen.text, [`${FIELD_WORDS_ES.issue.label}: No indicado`]);
    for (const english of ['Hello', 'Your request', 'Reference', 'Not given', 'Photos', 'Our hours', 'Call ']) {
      expect(`${email.text}\n${email.html}`).not.toContain(english);
    }
  });

  it('gives the facts from the facts file, the hours in Spanish', () => {
    expect(email.text.startsWith(`${business.name}\nDallas, TX · ${business.phone.display}\n`)).toBe(true);
    expect(email.text).toContain(`: ${business.phone.display}.\n`);
    expect(email.html).toContain(`href="${business.phone.href}"`);
    expect(email.html).toContain(`Llamar al ${business.phone.display}`);
    const { days, hours } = spanishHours(business.hours[0]!);
    expect(email.text).toContain(`Nuestro horario: ${days}: ${hours}`);
    // On a phone a line of the hours never breaks inside ("sáb: 8 / a.m.-5 p.m."), only between lines.
    for (const line of business.hours.map(spanishHours)) {
      expect(email.html).toContain(`${line.days}: ${line.hours}`.replaceAll(' ', '&nbsp;'));
    }
    if (business.emergency) {
      expect(email.text).toContain(`Nuestra línea de emergencias está abierta ${business.emergency.availability}`);
    }
  });

  it.each([
    ['phone', 'Le atendemos en español, por teléfono y por escrito.', '(le atendemos en español)'],
    [
      'writing',
      'Le respondemos por escrito en español; por teléfono le atendemos en inglés.',
      '(le atendemos en inglés)',
    ],
  ] as const)('with Spanish by %s, promises only that', (level, service, byPhone) => {
    const words = confirmationWords('es', level);
    expect(words.service).toBe(service);
    expect(words.callLead.endsWith(byPhone)).toBe(true);
  });

  it('says the business’s own Spanish service, from the facts', () => {
    expectLines(email.text, [confirmationWords('es', business.spanish as 'phone' | 'writing').service!]);
  });

  it('confirms in English while the business does not serve Spanish speakers', () => {
    expect(confirmationWords('es', 'not-yet')).toBe(confirmationWords('en'));
  });

  it('tells the owner, in English, in the subject and a line, as does the short version', () => {
    const owner = ownerNotification(spanish, 'owner@example.com');
    expect(owner.subject).toBe(
      'María López · in Spanish · Fiberglass crack · 75205 · Tue Dec 2, morning · ref ABCDE12345',
    );
    expectLines(owner.text, ["Sent in Spanish, from the site's Spanish pages."]);
    expect(owner.html).toContain('<html lang="en">');
    expect(owner.html).toContain('Sent in Spanish, from the site&#39;s Spanish pages.');
    // Their reply opens in the homeowner's language.
    expect(owner.html).toContain(
      `href="mailto:mk@example.com?subject=${encodeURIComponent('Su solicitud de cotización ABCDE12345')}"`,
    );
    const short = ownerShortNotification(spanish, 'owner@example.com');
    expect(short.subject).toBe('María López · in Spanish · ref ABCDE12345 · short version');
    expectLines(short.text, ["Sent in Spanish, from the site's Spanish pages."]);
  });

  it('reads a request stored before languages were recorded as English', () => {
    const old = request();
    expect(old).not.toHaveProperty('language');
    expect(homeownerConfirmation(old, open).subject).toBe('We received your quote request (reference ABCDE12345)');
    expect(ownerNotification(old, 'o@example.com').subject).not.toContain('Spanish');
    expect(ownerShortNotification(old, 'o@example.com').text).not.toContain('Spanish');
  });
});
