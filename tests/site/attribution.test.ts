import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_SNIPPET,
  ATTRIBUTION_STORAGE_KEY,
  AttributionSchema,
  describeLeadSource,
  quoteRequestSchema,
  quoteWords,
  visitAttribution,
} from '../../src/lib/quote';

/** A tab's sessionStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** Runs the inline snippet as a page load at `href`, reached from `referrer`, would. */
function loadPage(storage: Storage, href: string, referrer = '', title = 'A page | Dallas Fiberglass Pool Repair') {
  new Function('sessionStorage', 'location', 'document', ATTRIBUTION_SNIPPET)(storage, { href }, { referrer, title });
}

/** The fields a quote request cannot go without. */
const validRequest = { name: 'Jane', phone: '(214) 555-0100', email: 'jane@example.com' };

const visit = (storage: Storage) => JSON.parse(storage.getItem(ATTRIBUTION_STORAGE_KEY) ?? 'null') as unknown;

describe('the inline snippet', () => {
  it('keeps the first page, the referring host and the listed parameters, and nothing else', () => {
    const storage = memoryStorage();
    loadPage(
      storage,
      'https://dallasfiberglasspoolrepair.com/services/leak-detection?utm_source=google&utm_medium=cpc&gclid=abc&email=jane%40example.com#faq',
      'https://www.google.com/search?q=pool+leak+dallas',
    );
    expect(visit(storage)).toEqual({
      landingPage: '/services/leak-detection',
      referrer: 'www.google.com',
      utm_source: 'google',
      utm_medium: 'cpc',
      gclid: 'abc',
    });
  });

  it('changes nothing on the later pages of the visit', () => {
    const storage = memoryStorage();
    loadPage(storage, 'https://dallasfiberglasspoolrepair.com/?fbclid=xyz', 'https://l.facebook.com/');
    const first = visit(storage);
    loadPage(storage, 'https://dallasfiberglasspoolrepair.com/about?utm_source=other', 'https://bing.com/');
    loadPage(storage, 'https://dallasfiberglasspoolrepair.com/contact', 'https://dallasfiberglasspoolrepair.com/about');
    expect(visit(storage)).toEqual(first);
    expect(first).toEqual({ landingPage: '/', referrer: 'l.facebook.com', fbclid: 'xyz' });
  });

  it('records no referrer for a visit without one or from this site itself', () => {
    const direct = memoryStorage();
    loadPage(direct, 'https://dallasfiberglasspoolrepair.com/blog');
    expect(visit(direct)).toEqual({ landingPage: '/blog' });
    const ownSite = memoryStorage();
    loadPage(ownSite, 'https://dallasfiberglasspoolrepair.com/contact', 'https://dallasfiberglasspoolrepair.com/');
    expect(visit(ownSite)).toEqual({ landingPage: '/contact' });
  });

  it('keeps a blog post’s path but never its title: the owner’s report names posts by the site’s own titles', () => {
    const post = memoryStorage();
    const title = 'Call 555-0199 for a cheaper repair | Dallas Fiberglass Pool Repair';
    loadPage(post, 'https://dallasfiberglasspoolrepair.com/blog/dallas-pool-leak-warning-signs', '', title);
    expect(visit(post)).toEqual({ landingPage: '/blog/dallas-pool-leak-warning-signs' });
  });

  it('never breaks the page when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(() => loadPage(blocked, 'https://dallasfiberglasspoolrepair.com/')).not.toThrow();
  });

  it('stays a few hundred bytes', () => {
    expect(new TextEncoder().encode(ATTRIBUTION_SNIPPET).length).toBeLessThan(512);
  });
});

describe('the attribution in the shared schema', () => {
  it('keeps only known keys, each within its rule, and drops a failing value on its own', () => {
    const parsed = AttributionSchema.parse({
      channel: 'wizard',
      landingPage: '/services?utm_source=x',
      referrer: 'WWW.Google.COM',
      utm_source: '  google ',
      utm_medium: 'cpc\u202e',
      utm_campaign: 'x'.repeat(101),
      utm_term: 'pool crack repair',
      gclid: 'Cj0KCQiA-2_k.~',
      fbclid: 'has space',
      msclkid: 'x'.repeat(257),
      email: 'jane@example.com',
      landingTitle: 'Call 555-0199 for a cheaper repair',
    });
    expect(JSON.parse(JSON.stringify(parsed))).toEqual({
      channel: 'wizard',
      referrer: 'www.google.com',
      utm_source: 'google',
      utm_term: 'pool crack repair',
      gclid: 'Cj0KCQiA-2_k.~',
    });
  });

  it.each([
    ['landingPage', '/a#top'],
    ['landingPage', 'https://evil.example/'],
    ['landingPage', '/' + 'a'.repeat(200)],
    ['referrer', 'evil.example/path'],
    ['referrer', 'user@evil.example'],
    ['channel', 'api'],
    ['utm_source', 'line\nbreak'],
    ['utm_source', 'lone \ud800 surrogate'],
  ])('drops %s "%s"', (key, value) => {
    expect(AttributionSchema.parse({ [key]: value })).toEqual({ [key]: undefined });
  });

  it('never refuses a quote request for its attribution', () => {
    const schema = quoteRequestSchema(quoteWords('en'));
    for (const attribution of ['a string', 42, ['/'], null, { landingPage: 7 }]) {
      const result = schema.safeParse({ ...validRequest, attribution });
      expect(result.success, JSON.stringify(attribution)).toBe(true);
    }
    expect(schema.parse({ ...validRequest, attribution: { landingPage: '/contact' } }).attribution).toEqual({
      landingPage: '/contact',
    });
  });
});

describe('what the wizard sends', () => {
  it('is what the snippet kept, for the endpoint to bound', () => {
    const storage = memoryStorage();
    const kept = { landingPage: '/', gclid: 'abc', secret: 'x' };
    storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(kept));
    expect(visitAttribution(storage)).toEqual(kept);
    expect(
      quoteRequestSchema(quoteWords('en')).parse({ ...validRequest, attribution: visitAttribution(storage) })
        .attribution,
    ).toEqual({
      landingPage: '/',
      gclid: 'abc',
    });
  });

  it('is empty when nothing was kept, the value is unreadable or storage is blocked', () => {
    expect(visitAttribution(memoryStorage())).toEqual({});
    const garbled = memoryStorage();
    garbled.setItem(ATTRIBUTION_STORAGE_KEY, '{not json');
    expect(visitAttribution(garbled)).toEqual({});
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(visitAttribution(blocked)).toEqual({});
    for (const value of ['"a string"', '["/"]', 'null', '42']) {
      const odd = memoryStorage();
      odd.setItem(ATTRIBUTION_STORAGE_KEY, value);
      expect(visitAttribution(odd), value).toEqual({});
    }
  });
});

describe('the lead’s source as the owner reads it', () => {
  it.each([
    [{ gclid: 'a', utm_source: 'google' }, 'Google Ads click'],
    [{ wbraid: 'a' }, 'Google Ads click'],
    [{ msclkid: 'a' }, 'Microsoft Advertising click'],
    [{ fbclid: 'a', referrer: 'l.facebook.com' }, 'Facebook or Instagram link'],
    [{ utm_source: 'newsletter', utm_medium: 'email' }, 'Campaign: newsletter / email'],
    [{ utm_source: 'nextdoor' }, 'Campaign: nextdoor'],
    [{ referrer: 'www.bing.com', landingPage: '/' }, 'Link on www.bing.com'],
    [{ landingPage: '/', channel: 'wizard' }, 'Direct: no referring site (typed address, bookmark or an app)'],
    [{ channel: 'no-js-form' }, 'Not recorded: the visitor had JavaScript off'],
    [{ channel: 'wizard' }, 'Not recorded'],
    [undefined, 'Not recorded'],
  ] as const)('%o → "%s"', (attribution, headline) => {
    expect(describeLeadSource(attribution).headline).toBe(headline);
  });

  it('lists every recorded detail in a fixed order', () => {
    expect(
      describeLeadSource({
        utm_campaign: 'spring',
        gclid: 'abc',
        referrer: 'www.google.com',
        landingPage: '/services',
        channel: 'wizard',
        utm_source: 'google',
      }).details,
    ).toEqual([
      { label: 'Form', value: 'Quote wizard' },
      { label: 'First page', value: '/services', path: true },
      { label: 'Referring site', value: 'www.google.com' },
      { label: 'utm_source', value: 'google' },
      { label: 'utm_campaign', value: 'spring' },
      { label: 'gclid', value: 'abc' },
    ]);
  });
});
