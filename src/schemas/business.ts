// Bundled into the browser and the functions too: no `astro:*` imports here.
import { z } from 'astro/zod';
import { explain } from './field-messages.ts';

// The business facts file (src/data/business.json), as the owner writes it in GitHub's editor. Every
// field's meaning, an example and how to change it from a phone: docs/business-facts.md. What pages
// show is computed from it in src/data/business.ts.

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A weekday written in full or as its first three letters, in any case: "Saturday", "sat". */
function weekdayNamed(written: string): Weekday | undefined {
  const word = written.trim().toLowerCase();
  return WEEKDAYS.find((day) => word.length >= 3 && day.toLowerCase().startsWith(word));
}

/**
 * The weekdays of "Monday-Friday", "Saturday" or "Mon, Wed, Fri", in the week's order, or nothing
 * when a part names no weekday. A range runs forward: "Friday-Monday" is Friday to Monday.
 */
export function weekdaysOf(written: string): Weekday[] | undefined {
  const days = new Set<Weekday>();
  for (const part of written.split(',')) {
    const ends = part.split(/[-–]/).map(weekdayNamed);
    if (ends.length > 2 || ends.some((day) => !day)) return undefined;
    const [first, last = first] = ends as [Weekday, Weekday?];
    for (let at = WEEKDAYS.indexOf(first); ; at = (at + 1) % 7) {
      days.add(WEEKDAYS[at]!);
      if (WEEKDAYS[at] === last) break;
    }
  }
  return WEEKDAYS.filter((day) => days.has(day));
}

/** A time on the 24-hour clock, "07:00" or "7:00", as minutes since midnight. */
export function minutesOfClock(written: string): number | undefined {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(written.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** A real calendar day written YYYY-MM-DD. */
function isCalendarDay(written: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(written)) return false;
  const date = new Date(`${written}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === written;
}

/**
 * A text the visitor reads, by language: `{ "en": "Christmas" }`. Other languages join later beside
 * it (`"es": "Navidad"`) with nothing else moving.
 */
export const localizedText = (example: string) =>
  z.strictObject(
    {
      en: z
        .string(explain(`write the English text, e.g. "en": "${example}"`))
        .trim()
        .min(1),
      es: z.string(explain(`write the Spanish text, or delete the line`)).trim().min(1).optional(),
    },
    explain(`write the text with its language, e.g. { "en": "${example}" }`),
  );

export type LocalizedText = z.infer<ReturnType<typeof localizedText>>;

/** "17:00" for a time written "5 PM", "5:30pm" or "5 p.m.", the way visitors read it. */
function clockExample(written: unknown): string | undefined {
  const match = /^(1[0-2]|0?[1-9])(?:[:.]([0-5]\d))?\s*([ap])\.?\s*m\.?$/i.exec(String(written).trim());
  if (!match) return undefined;
  const hour = (Number(match[1]) % 12) + (match[3]!.toLowerCase() === 'p' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${match[2] ?? '00'}`;
}

const clockTime = (example: string) =>
  z
    .string(explain(`write the time on the 24-hour clock as HH:MM, e.g. "${example}"`))
    .refine((written) => minutesOfClock(written) !== undefined, {
      error: (issue) => {
        const meant = clockExample(issue.input);
        const advice = meant ? `"${meant}" for ${String(issue.input).trim()}` : `"${example}", or "19:00" for 7 PM`;
        return `${JSON.stringify(issue.input)} is not a time on the 24-hour clock; write it as HH:MM, e.g. ${advice}`;
      },
    });

const calendarDay = z.string(explain('write the day as YYYY-MM-DD, e.g. "2026-12-24"')).refine(isCalendarDay, {
  error: (issue) => `${JSON.stringify(issue.input)} is not a day; write it as YYYY-MM-DD, e.g. "2026-12-24"`,
});

/** One line of the opening hours: the days it covers, and their hours or a note instead. */
const hoursLine = z
  .strictObject(
    {
      /** "Monday-Friday", "Saturday" or "Mon, Wed". */
      days: z
        .string(explain('write the days as "Monday-Friday", "Saturday" or "Mon, Wed"'))
        .refine((written) => weekdaysOf(written) !== undefined, {
          error: (issue) =>
            `${JSON.stringify(issue.input)} names no weekday; write the days as "Monday-Friday", "Saturday" or "Mon, Wed"`,
        }),
      /** Opening time, 24-hour clock: "07:00". Leave out, with `closes`, on days without regular hours. */
      opens: clockTime('07:00').optional(),
      /** Closing time, 24-hour clock: "19:00". */
      closes: clockTime('19:00').optional(),
      /** Shown instead of hours on days without regular hours, e.g. { "en": "Emergency only" }; "Closed" when left out. */
      note: localizedText('Emergency only').optional(),
    },
    explain('write a line of hours, e.g. { "days": "Saturday", "opens": "08:00", "closes": "17:00" }'),
  )
  .superRefine((line, context) => {
    if ((line.opens === undefined) !== (line.closes === undefined)) {
      const missing = line.opens === undefined ? 'opens' : 'closes';
      context.addIssue({
        code: 'custom',
        path: [missing],
        input: undefined,
        message: `nothing is written; write both "opens" and "closes", e.g. "opens": "08:00", "closes": "17:00", or neither on a day without regular hours`,
      });
      return;
    }
    const opens = minutesOfClock(line.opens ?? '');
    const closes = minutesOfClock(line.closes ?? '');
    if (opens !== undefined && closes !== undefined && closes <= opens) {
      context.addIssue({
        code: 'custom',
        path: ['closes'],
        input: line.closes,
        message: `"${line.closes}" is not after "${line.opens}"; write the closing time on the 24-hour clock, e.g. "19:00" for 7 PM`,
      });
    }
  });

/** Days the business is closed: one day, or `from` to `to`, with an optional note the visitor reads. */
const closure = z
  .strictObject(
    {
      /** The first closed day, YYYY-MM-DD. */
      from: calendarDay,
      /** The last closed day, YYYY-MM-DD; leave out for a single day. */
      to: calendarDay.optional(),
      /** Why, shown beside it: { "en": "Christmas" }. */
      note: localizedText('Christmas').optional(),
    },
    explain('write a closure, e.g. { "from": "2026-12-24", "to": "2026-12-26", "note": { "en": "Christmas" } }'),
  )
  .superRefine((days, context) => {
    if (days.to !== undefined && days.to < days.from) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        input: days.to,
        message: `"${days.to}" is before "from", "${days.from}"; write the last closed day, e.g. "${days.from}" for one day`,
      });
    }
  });

const credential = z.strictObject(
  {
    /** "licensed", "bonded" or "insured". */
    credential: z.enum(
      ['licensed', 'bonded', 'insured'],
      explain('write "licensed", "bonded" or "insured", in lowercase'),
    ),
    /** Who issued it, e.g. { "en": "Texas Department of Licensing and Regulation" }; shown beside it. */
    issuedBy: localizedText('Texas Department of Licensing and Regulation').optional(),
  },
  explain('write a credential the business holds today, e.g. { "credential": "insured" }'),
);

/** Where the owner's photo is uploaded: a JPG, PNG or WebP in src/assets/people/, the folder the About page reads. */
export const OWNER_PHOTO_PATH = /^src\/assets\/people\/[^/]+\.(jpe?g|png|webp)$/i;

const httpsUrl = (example: string) =>
  z
    .string(explain(`write the whole address, starting https://, e.g. "${example}"`))
    .refine((written) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(written), {
      error: (issue) => `${JSON.stringify(issue.input)} is not a web address; write it whole, e.g. "${example}"`,
    });

/** Every fact about the business its owner may change, as src/data/business.json holds them. */
export const businessFactsSchema = z
  .strictObject({
    /** The business's name as visitors read it. */
    name: z.string(explain('write the business name, e.g. "Dallas Fiberglass Pool Repair"')).trim().min(1),
    /** The business phone, as visitors read it: "(214) 555-0148". */
    phone: z
      .string(explain('write the phone with its area code, e.g. "(214) 555-0148"'))
      .refine((written) => /^\+?1?\D*(\d\D*){10}$/.test(written) && /^[\d\s()+.-]+$/.test(written), {
        error: (issue) =>
          `${JSON.stringify(issue.input)} is not a US phone number with its area code; write it as "(214) 555-0148"`,
      }),
    /** The email address visitors may write to. */
    email: z.email(explain('write the email address, e.g. "service@dallasfiberglasspoolrepair.com"')),
    address: z.strictObject(
      {
        /** The city the business is in: "Dallas". */
        locality: z.string(explain('write the city, e.g. "Dallas"')).trim().min(1),
        /** The state, two letters: "TX". */
        region: z.string(explain('write the state as two letters, e.g. "TX"')).regex(/^[A-Z]{2}$/),
        /** The country, two letters: "US". */
        country: z.string(explain('write the country as two letters, e.g. "US"')).regex(/^[A-Z]{2}$/),
        /** The street address, e.g. "1234 Elm St"; optional, shown only with `showStreet` true. */
        street: z.string(explain('write the street address, e.g. "1234 Elm St"')).trim().min(1).optional(),
        /** The ZIP code, e.g. "75201"; optional, shown with the street. */
        postalCode: z
          .string(explain('write the five-digit ZIP code, e.g. "75201"'))
          .regex(/^\d{5}$/)
          .optional(),
        /** Whether visitors may read the street address: true or false. */
        showStreet: z.boolean(explain('write true or false, without quotes')).optional(),
      },
      explain('write the address, e.g. { "locality": "Dallas", "region": "TX", "country": "US" }'),
    ),
    /** The time zone the hours are in: "America/Chicago". */
    timeZone: z.string(explain('write the time zone, e.g. "America/Chicago"')).refine(
      (written) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: written });
          return true;
        } catch {
          return false;
        }
      },
      { error: (issue) => `${JSON.stringify(issue.input)} is not a time zone; write e.g. "America/Chicago"` },
    ),
    /** The opening hours, a line per group of days, in the order visitors read them. */
    hours: z
      .array(hoursLine, explain('write the hours as a list in [ ], e.g. [{ "days": "Monday-Friday", … }]'))
      .min(1)
      .superRefine((lines, context) => {
        const seen = new Set<string>();
        lines.forEach((line, index) => {
          for (const day of weekdaysOf(line.days) ?? []) {
            if (seen.has(day)) {
              context.addIssue({
                code: 'custom',
                path: [index, 'days'],
                input: line.days,
                message: `${day} is in an earlier line too; name each day in one line only`,
              });
            }
            seen.add(day);
          }
        });
        if (!lines.some((line) => line.opens)) {
          context.addIssue({
            code: 'custom',
            path: [],
            input: lines,
            message: 'no line has opening hours; give at least one day "opens" and "closes"',
          });
        }
      }),
    /** Days the business is closed (holidays); past ones are ignored. */
    closures: z.array(closure, explain('write the closures as a list in [ ], or [] for none')).default([]),
    /** The emergency line; delete it when the business has none. */
    emergency: z
      .strictObject(
        {
          /** When it answers: "24/7". */
          availability: z.string(explain('write when the emergency line answers, e.g. "24/7"')).trim().min(1),
          /** What it promises. */
          promise: localizedText('Same-day service for urgent repairs'),
        },
        explain('write the emergency line, e.g. { "availability": "24/7", "promise": { "en": "…" } }'),
      )
      .optional(),
    /** Hours within which a request made during opening hours is answered: 2. */
    replyWithinHours: z
      .number(explain('write the hours as a whole number, without quotes, e.g. 2'))
      .int()
      .min(1)
      .max(24),
    /** The Google rating; delete it while the business has none. */
    rating: z
      .strictObject(
        {
          /** Average stars, e.g. 4.9. */
          value: z.number(explain('write the average stars as a number, without quotes, e.g. 4.9')),
          /** Most stars a review can give: 5 on Google. */
          best: z.number(explain('write the most stars a review can give, without quotes: 5 on Google')).int(),
          /** How many reviews, e.g. 127. */
          count: z.number(explain('write how many reviews, as a whole number without quotes, e.g. 127')).int(),
          /** false shows the count as it is ("127"); true, or left out, as "127+". */
          countPlus: z.boolean(explain('write true or false, without quotes')).optional(),
        },
        explain('write the rating, e.g. { "value": 4.9, "best": 5, "count": 127 }'),
      )
      .optional(),
    /** Where customers leave a review; delete it while there is none. */
    reviewUrl: httpsUrl('https://g.page/r/CabcdefghijkEAE/review').optional(),
    /** The business's profiles elsewhere (Google, Facebook, Yelp); the Google one is linked beside the reviews. */
    profileUrls: z
      .array(httpsUrl('https://www.facebook.com/dallasfiberglasspoolrepair'), explain('write a list in [ ]'))
      .optional(),
    /** The seven named communities, in the order the site lists them. */
    serviceAreas: z
      .array(z.string(explain('write the community, e.g. "Plano"')).trim().min(1), explain('write a list in [ ]'))
      .min(1),
    /** Extra area named only on the contact page: { "en": "Greater Dallas Metro" }. */
    contactExtraArea: localizedText('Greater Dallas Metro'),
    /** Extra area named only in the projects list: "Dallas". */
    projectsExtraArea: z.string(explain('write the area, e.g. "Dallas"')).trim().min(1),
    /** The licenses, bonds and insurance the business holds today; [] for none. */
    credentials: z.array(credential, explain('write a list in [ ], or [] for none')),
    claims: z.strictObject(
      {
        /** "100%"; delete it when the business gives no satisfaction guarantee. */
        satisfaction: z.string(explain('write the figure, e.g. "100%"')).trim().min(1).optional(),
        /** The length of the written warranty on crack repair, e.g. { "en": "lifetime" } or { "en": "10-year" }. */
        crackRepairWarranty: localizedText('lifetime').optional(),
        /** What resurfacing can add to a property's value, e.g. "$15,000+". */
        propertyValue: z.string(explain('write the figure, e.g. "$15,000+"')).trim().min(1).optional(),
      },
      explain('write the claims, e.g. { "satisfaction": "100%" }'),
    ),
    /**
     * How the business serves Spanish speakers: "phone" (someone answers the phone in Spanish), "writing"
     * (requests and emails written in Spanish are answered in Spanish, calls in English) or "not-yet" (no
     * Spanish page is built). "not-yet" when left out.
     */
    spanish: z
      .enum(['phone', 'writing', 'not-yet'], explain('write "phone", "writing" or "not-yet", in lowercase'))
      .default('not-yet'),
    /** The owner's name, shown on the About page. */
    ownerName: z.string(explain('write the owner\'s name, e.g. "Maria Lopez"')).trim().min(1).optional(),
    /** The owner's photo, uploaded to src/assets/people/ (docs/photos.md): "src/assets/people/owner.jpg". */
    ownerPhoto: z
      .string(explain('write the photo\'s path, e.g. "src/assets/people/owner.jpg"'))
      .refine((written) => OWNER_PHOTO_PATH.test(written), {
        error: (issue) =>
          `${JSON.stringify(issue.input)} is not a photo in src/assets/people/; upload it there and write its path, e.g. "src/assets/people/owner.jpg"`,
      })
      .optional(),
    /** The year the business was founded, shown on the About page. */
    founded: z.number(explain('write the year, without quotes, e.g. 2012')).int().min(1900).max(2100).optional(),
    /** true once the owner has confirmed each holds today; a production build stops until then. */
    ownerConfirmed: z.strictObject(
      {
        rating: z.boolean(explain('write true or false, without quotes')),
        credentials: z.boolean(explain('write true or false, without quotes')),
        crackRepairWarranty: z.boolean(explain('write true or false, without quotes')),
        /** How the business serves Spanish speakers ("spanish"); false when left out. */
        spanish: z.boolean(explain('write true or false, without quotes')).optional(),
      },
      explain('write { "rating": false, "credentials": false, "crackRepairWarranty": false }'),
    ),
  })
  .superRefine((facts, context) => {
    if (facts.spanish !== 'not-yet') {
      for (const path of untranslated(facts)) {
        context.addIssue({
          code: 'custom',
          path: [...path, 'es'],
          input: undefined,
          message:
            'nothing is written, but the Spanish pages show this text; write it in Spanish beside the English, e.g. "es": "Solo emergencias"',
        });
      }
    }
    if (facts.address.showStreet && !facts.address.street) {
      context.addIssue({
        code: 'custom',
        path: ['address', 'street'],
        input: undefined,
        message: 'nothing is written, but "showStreet" is true; write the street address, e.g. "1234 Elm St"',
      });
    }
  });

/** Where a text visitors read has no Spanish form: the Spanish pages would show it in English. */
function untranslated(facts: {
  hours: readonly { note?: LocalizedText }[];
  closures: readonly { note?: LocalizedText }[];
  emergency?: { promise: LocalizedText };
  credentials: readonly { issuedBy?: LocalizedText }[];
  contactExtraArea: LocalizedText;
  claims: { crackRepairWarranty?: LocalizedText };
}): (string | number)[][] {
  const texts: [(string | number)[], LocalizedText | undefined][] = [
    ...facts.hours.map((line, index): [(string | number)[], LocalizedText | undefined] => [
      ['hours', index, 'note'],
      line.note,
    ]),
    ...facts.closures.map((day, index): [(string | number)[], LocalizedText | undefined] => [
      ['closures', index, 'note'],
      day.note,
    ]),
    [['emergency', 'promise'], facts.emergency?.promise],
    ...facts.credentials.map((held, index): [(string | number)[], LocalizedText | undefined] => [
      ['credentials', index, 'issuedBy'],
      held.issuedBy,
    ]),
    [['contactExtraArea'], facts.contactExtraArea],
    [['claims', 'crackRepairWarranty'], facts.claims.crackRepairWarranty],
  ];
  return texts.filter(([, text]) => text && !text.es).map(([path]) => path);
}

export type BusinessFactsFile = z.infer<typeof businessFactsSchema>;
