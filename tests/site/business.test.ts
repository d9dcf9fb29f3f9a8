import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { business, shownFacts } from '../../src/data/business';
import { factsFileMistakes, readFacts } from '../../src/data/facts-file';

// Invariants that a change of the facts (the launch checklist) must keep.
describe('business facts', () => {
  it('phone display, tel link and E.164 form are the same number', () => {
    expect(business.phone.href).toBe(`tel:${business.phone.e164}`);
    expect(business.phone.e164).toMatch(/^\+1\d{10}$/);
    expect(business.phone.display.replace(/\D/g, '')).toBe(business.phone.e164.slice(2));
  });

  it('site URL is absolute https without a trailing slash, and the review URL, if any, absolute https', () => {
    expect(business.siteUrl).toMatch(/^https:\/\/[^/]+$/);
    if (business.reviewUrl) expect(new URL(business.reviewUrl).protocol).toBe('https:');
  });
});

/** The facts file as the owner has it, to change one field at a time. */
const FILE = readFileSync(new URL('../../src/data/business.json', import.meta.url), 'utf8');
const written = () => JSON.parse(FILE) as Record<string, unknown> & { hours: Record<string, unknown>[] };

/** The mistakes the build names in the facts file written as `facts`, field by field. */
const mistakesIn = (facts: unknown) =>
  factsFileMistakes(JSON.stringify(facts, null, 2)).map(({ where, text }) => `${where}: ${text}`);

describe('the facts file', () => {
  it('has no mistake as it is', () => {
    expect(factsFileMistakes(FILE)).toEqual([]);
  });

  it('names a curly quote typed on a phone by its line, as a post’s', () => {
    const line = FILE.split('\n').findIndex((text) => text.includes('"name"')) + 1;
    expect(factsFileMistakes(FILE.replace('"name"', '“name”'))).toEqual([
      {
        file: 'src/data/business.json',
        where: `line ${line}`,
        line,
        text: 'curly quotes “ ” (a phone or word processor types them) stand where straight quotes " belong; retype them as "',
      },
    ]);
  });

  it.each([
    ['7 PM', '"7 PM" is not a time on the 24-hour clock; write it as HH:MM, e.g. "19:00" for 7 PM'],
    ['5:30pm', '"5:30pm" is not a time on the 24-hour clock; write it as HH:MM, e.g. "17:30" for 5:30pm'],
    ['25:00', '"25:00" is not a time on the 24-hour clock; write it as HH:MM, e.g. "19:00", or "19:00" for 7 PM'],
  ])('names a mistyped hour, %s, with the time meant', (closes, text) => {
    const facts = written();
    facts.hours[0] = { days: 'Monday-Friday', opens: '07:00', closes };
    expect(mistakesIn(facts)).toEqual([`hours[1].closes: ${text}`]);
  });

  it('names each other mistake with the field, what was written and an example', () => {
    const facts = written();
    facts.hours = [
      { days: 'Monday-Friday', opens: '07:00' },
      { days: 'Satday', opens: '08:00', closes: '17:00' },
      { days: 'Sunday', opens: '09:00', closes: '08:00' },
    ];
    facts.closures = [
      { from: '2026-12-24', note: 'Christmas' },
      { from: '2026-12-31', to: '2026-12-30' },
      { from: 'December 24' },
    ];
    facts.phone = '555-0148';
    facts.replyWithinHours = '2';
    facts.timezone = 'America/Chicago';
    expect(mistakesIn(facts)).toEqual([
      'phone: "555-0148" is not a US phone number with its area code; write it as "(214) 555-0148"',
      'hours[1].closes: nothing is written; write both "opens" and "closes", e.g. "opens": "08:00", "closes": "17:00", or neither on a day without regular hours',
      'hours[2].days: "Satday" names no weekday; write the days as "Monday-Friday", "Saturday" or "Mon, Wed"',
      'hours[3].closes: "08:00" is not after "09:00"; write the closing time on the 24-hour clock, e.g. "19:00" for 7 PM',
      'closures[1].note: "Christmas" is not a group of fields; write the text with its language, e.g. { "en": "Christmas" }',
      'closures[2].to: "2026-12-30" is before "from", "2026-12-31"; write the last closed day, e.g. "2026-12-31" for one day',
      'closures[3].from: "December 24" is not a day; write it as YYYY-MM-DD, e.g. "2026-12-24"',
      'replyWithinHours: "2" is not a number; write the hours as a whole number, without quotes, e.g. 2',
      'timezone: this field is not one the facts file has; check its spelling against docs/business-facts.md, or delete it',
    ]);
  });

  it('names a text visitors read left without its Spanish, unless no Spanish page is built', () => {
    const facts = written();
    facts.contactExtraArea = { en: 'Greater Dallas Metro' };
    facts.emergency = { availability: '24/7', promise: { en: 'Same-day service for urgent repairs' } };
    const missing =
      'nothing is written, but the Spanish pages show this text; write it in Spanish beside the English, e.g. "es": "Solo emergencias"';
    expect(mistakesIn({ ...facts, spanish: 'writing' })).toEqual([
      `emergency.promise.es: ${missing}`,
      `contactExtraArea.es: ${missing}`,
    ]);
    expect(mistakesIn({ ...facts, spanish: 'not-yet' })).toEqual([]);
  });

  it('names a day written in two lines', () => {
    const facts = written();
    facts.hours = [
      { days: 'Monday-Friday', opens: '07:00', closes: '19:00' },
      { days: 'Fri, Sat', opens: '08:00', closes: '17:00' },
    ];
    expect(mistakesIn(facts)).toEqual([
      'hours[2].days: Friday is in an earlier line too; name each day in one line only',
    ]);
  });

  it('takes a closure already past, and the optional facts about the people, as no mistake', () => {
    const facts = written();
    facts.closures = [{ from: '2020-12-25', note: { en: 'Christmas', es: 'Navidad' } }];
    facts.ownerName = 'Maria Lopez';
    facts.founded = 2012;
    facts.address = { locality: 'Dallas', region: 'TX', country: 'US', street: '1234 Elm St', showStreet: true };
    facts.credentials = [{ credential: 'insured', issuedBy: { en: 'Texas Mutual', es: 'Texas Mutual' } }];
    facts.ownerPhoto = 'src/assets/people/maria-lopez.JPG';
    expect(mistakesIn(facts)).toEqual([]);
  });

  it('names an owner’s photo outside the folder the About page reads', () => {
    const facts = written();
    facts.ownerPhoto = 'maria.heic';
    expect(mistakesIn(facts)).toEqual([
      'ownerPhoto: "maria.heic" is not a photo in src/assets/people/; upload it there and write its path, e.g. "src/assets/people/owner.jpg"',
    ]);
  });
});

describe('what pages show, made from the facts file', () => {
  const shown = (change: (facts: ReturnType<typeof written>) => void) => {
    const facts = written();
    change(facts);
    const reading = readFacts(facts);
    if (reading.kind === 'mistakes') throw new Error(JSON.stringify(reading.mistakes));
    return shownFacts(reading.facts);
  };

  it('makes the phone’s forms from the number however it is written', () => {
    expect(shown((facts) => (facts.phone = '214.867.5309')).phone).toEqual({
      display: '(214) 867-5309',
      href: 'tel:+12148675309',
      e164: '+12148675309',
    });
  });

  it('shows the hours as visitors read them, and as schema.org days and 24-hour times', () => {
    const { hours } = shown((facts) => {
      facts.hours = [
        { days: 'monday-friday', opens: '7:30', closes: '18:00' },
        { days: 'Sat, Sun', opens: '09:00', closes: '13:00' },
      ];
    });
    expect(hours).toEqual([
      {
        days: 'Mon-Fri',
        hours: '7:30 AM-6 PM',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '07:30',
        closes: '18:00',
      },
      { days: 'Sat, Sun', hours: '9 AM-1 PM', dayOfWeek: ['Saturday', 'Sunday'], opens: '09:00', closes: '13:00' },
    ]);
  });

  it('writes the count "127+" unless the owner opts out of the "+"', () => {
    const rating = { value: 4.9, best: 5, count: 1270 };
    expect(shown((facts) => (facts.rating = rating)).rating).toMatchObject({
      display: '4.9/5',
      countDisplay: '1,270+',
    });
    expect(shown((facts) => (facts.rating = { ...rating, countPlus: false })).rating?.countDisplay).toBe('1,270');
  });

  it('shows the street and ZIP only when the owner chooses to', () => {
    const address = { locality: 'Dallas', region: 'TX', country: 'US', street: '1234 Elm St', postalCode: '75201' };
    expect(shown((facts) => (facts.address = address)).address).toEqual({
      locality: 'Dallas',
      region: 'TX',
      country: 'US',
    });
    expect(shown((facts) => (facts.address = { ...address, showStreet: true })).address).toEqual(address);
  });

  it('links the Google profile among the profiles, never the review link, and none without one', () => {
    const profiles = (urls?: string[]) =>
      shown((facts) => {
        if (urls) facts.profileUrls = urls;
        else delete facts.profileUrls;
      }).googleProfileUrl;
    const maps = 'https://maps.app.goo.gl/u2XkQ8rT1sYvW3pA6';
    expect(profiles(['https://www.facebook.com/pools', 'https://g.page/r/CQx7bKz3mV2dEBM/review', maps])).toBe(maps);
    expect(profiles(['https://www.google.com/maps/place/Dallas+Fiberglass+Pool+Repair'])).toBe(
      'https://www.google.com/maps/place/Dallas+Fiberglass+Pool+Repair',
    );
    expect(profiles(['https://www.yelp.com/biz/pools', 'https://example-google.com/x'])).toBeUndefined();
    expect(profiles()).toBeUndefined();
  });

  it('keeps the closures, a single day as its own last day, earliest first', () => {
    const { closures } = shown((facts) => {
      facts.closures = [
        { from: '2027-01-01' },
        { from: '2026-12-24', to: '2026-12-26', note: { en: 'Christmas', es: 'Navidad' } },
      ];
    });
    expect(closures).toEqual([
      { from: '2026-12-24', to: '2026-12-26', note: { en: 'Christmas', es: 'Navidad' } },
      { from: '2027-01-01', to: '2027-01-01' },
    ]);
  });
});
