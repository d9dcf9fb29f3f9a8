// Bundled into the browser and the functions too: no `astro:*` imports here.
// THE business facts. Every page, component, email and JSON-LD record reads them from here: the owner
// writes them in business.json (docs/business-facts.md), and this module checks them and makes the
// forms visitors read ("7 AM-7 PM", "4.9/5", the tel: link, "Licensed, bonded and insured").
import { clockLabel } from '../lib/clock.ts';
import { mistakeError, stopReport } from '../lib/content-check/mistakes.ts';
import { joinWithAnd } from '../lib/content/text.ts';
import { weekdaysOf, type BusinessFactsFile, type LocalizedText, type Weekday } from '../schemas/business.ts';
import written from './business.json' with { type: 'json' };
import { readFacts } from './facts-file.ts';
import { promiseWithin } from './promise-words.ts';

export type { LocalizedText } from '../schemas/business.ts';

/** One line of the opening hours, as shown to visitors and as schema.org opening hours. */
export interface OpeningHours {
  /** What visitors read, e.g. "Mon-Fri". */
  days: string;
  /** What visitors read, e.g. "7 AM-7 PM" or "Emergency only". */
  hours: string;
  /** schema.org days; empty when the line is not regular opening hours. */
  dayOfWeek: readonly string[];
  /** 24-hour "HH:MM", omitted for emergency-only days. */
  opens?: string;
  closes?: string;
  /** What a day without regular hours shows, by language ("Emergency only"). */
  note?: LocalizedText;
}

/** The business's rating as its Google Business Profile shows it. */
export interface RatingFigures {
  /** Average stars, e.g. 4.9. */
  value: number;
  /** Most stars a review can give: 5 on Google. */
  best: number;
  /** How many reviews the average is of. */
  count: number;
}

/** The rating with the forms visitors read, made from the figures so the two never disagree. */
export interface Rating extends RatingFigures {
  /** e.g. "4.9/5". */
  display: string;
  /** e.g. "127+": the profile's count only grows after the figure is copied here. */
  countDisplay: string;
}

/**
 * The rating with its shown forms: "4.9/5" (one decimal, as Google shows it) and "127+", or "127" when
 * the owner opts out of the "+" (`plus` false).
 */
export function rated(figures: RatingFigures, plus = true): Rating {
  return {
    ...figures,
    display: `${figures.value.toFixed(1)}/${figures.best}`,
    countDisplay: `${figures.count.toLocaleString('en-US')}${plus ? '+' : ''}`,
  };
}

/** What a contractor can be, each a claim the owner confirms: a license, a surety bond, insurance. */
export type Credential = 'licensed' | 'bonded' | 'insured';

/** The credentials the business holds, with the forms visitors read, made from the list. */
export interface Credentials {
  held: readonly Credential[];
  /** Who issued each, where the owner says so. */
  issuedBy?: Partial<Record<Credential, LocalizedText>>;
  /** e.g. "Licensed, bonded and insured". */
  statement: string;
  /**
   * A trust point's title: "Licensed & Insured" for the three (a bond is the least known of them),
   * else what is held, e.g. "Bonded & Insured" or "Insured".
   */
  title: string;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The credentials statement and title; none when the business claims none of them. */
export function credentialed(held: readonly Credential[]): Credentials | undefined {
  if (held.length === 0) return undefined;
  const ordered = (['licensed', 'bonded', 'insured'] as const).filter((credential) => held.includes(credential));
  const named = ordered.length === 3 ? ['licensed', 'insured'] : ordered;
  return { held: ordered, statement: capitalized(joinWithAnd(ordered)), title: named.map(capitalized).join(' & ') };
}

/** The written warranty on crack repair, made from its length so every sentence names the same one. */
export interface CrackRepairWarranty {
  /** e.g. "lifetime" or "10-year". */
  length: string;
  /** e.g. "Lifetime warranty on crack repair". */
  statement: string;
}

export function crackRepairWarranty(length: string): CrackRepairWarranty {
  return { length, statement: `${capitalized(length)} warranty on crack repair` };
}

/** Regular opening hours on `dayOfWeek`, as "7 AM-7 PM" for visitors and 24-hour times for search engines. */
export function opening(days: string, dayOfWeek: readonly string[], opens: string, closes: string): OpeningHours {
  return { days, hours: `${clockLabel(opens)}-${clockLabel(closes)}`, dayOfWeek, opens, closes };
}

/** Days the business is closed, first to last (YYYY-MM-DD, the same for one day), and why. */
export interface Closure {
  from: string;
  to: string;
  note?: LocalizedText;
}

/** "Mon-Fri", "Sat" or "Mon, Wed" for the weekdays written "Monday-Friday", "Saturday" or "Mon, Wed". */
function daysLabel(days: readonly Weekday[]): string {
  const short = (day: Weekday) => day.slice(0, 3);
  const runs: Weekday[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous && WEEK_ORDER.indexOf(day) === WEEK_ORDER.indexOf(previous) + 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) => (run.length > 2 ? `${short(run[0]!)}-${short(run.at(-1)!)}` : run.map(short).join(', ')))
    .join(', ');
}

/** Monday first, as visitors read a week. */
const WEEK_ORDER: readonly Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A line of the facts file's hours as visitors and search engines read it; a day without hours shows its note. */
function hoursLineOf(line: BusinessFactsFile['hours'][number]): OpeningHours {
  const days = WEEK_ORDER.filter((day) => weekdaysOf(line.days)?.includes(day));
  const zeroPadded = (time: string) => time.trim().padStart(5, '0');
  if (line.opens && line.closes) return opening(daysLabel(days), days, zeroPadded(line.opens), zeroPadded(line.closes));
  return {
    days: daysLabel(days),
    hours: line.note?.en ?? 'Closed',
    dayOfWeek: [],
    ...(line.note ? { note: line.note } : {}),
  };
}

/**
 * How the business serves Spanish speakers: someone answers the phone in Spanish, or written requests
 * are answered in Spanish (calls in English), or not yet (no Spanish page, no language switch).
 */
export type SpanishService = 'phone' | 'writing' | 'not-yet';

export interface BusinessFacts {
  name: string;
  /** Site origin without a trailing slash; Netlify's `URL` at build time. */
  siteUrl: string;
  phone: { display: string; href: `tel:${string}`; e164: string };
  email: string;
  /** Where the business is; the street and ZIP only when the owner lets visitors read them (`showStreet`). */
  address: {
    locality: string;
    region: string;
    country: string;
    street?: string;
    postalCode?: string;
  };
  /** IANA time zone of the opening hours; emails show times in it. */
  timeZone: string;
  hours: readonly OpeningHours[];
  /** Days the business is closed, past ones included (each reader leaves those out), earliest first. */
  closures?: readonly Closure[];
  /** Absent when the business has no emergency line: no page or email then offers one. */
  emergency?: { availability: string; promise: string };
  /** Absent while the business has no rating yet: no page then shows a rating, stars or a count. */
  rating?: Rating;
  /** The seven named communities, in the order the site lists them. */
  serviceAreas: readonly string[];
  /** Extra area named only on the contact page. */
  contactExtraArea: string;
  /** Extra area named only in the projects list. */
  projectsExtraArea: string;
  claims: {
    /** Absent when the business claims no license, bond or insurance: no page then names any. */
    credentials?: Credentials;
    /** Absent when the business gives no satisfaction guarantee: no page then promises one. */
    satisfaction?: string;
    /** Absent when the business gives no written warranty on crack repair: no page then promises one. */
    crackRepairWarranty?: CrackRepairWarranty;
    /** What resurfacing can add to a property's value; absent when the owner does not state a figure. */
    propertyValue?: string;
  };
  spanish: SpanishService;
  /** The free text of the facts in Spanish, for the Spanish pages (the file requires it once `spanish` is not "not-yet"). */
  inSpanish: {
    emergencyPromise?: string;
    contactExtraArea?: string;
    /** e.g. "Garantía de por vida en la reparación de grietas". */
    crackRepairWarranty?: string;
  };
  /** Promise given after a quote request. */
  responsePromise: string;
  /** Hours within which a request made during opening hours is answered. */
  replyWithinHours: number;
  /** The business's profiles elsewhere (Google, Facebook), for search engines. */
  profileUrls?: readonly string[];
  /** The first of them on Google (its Business Profile on Maps), linked beside the reviews. */
  googleProfileUrl?: string;
  /** The owner's name. */
  ownerName?: string;
  /** The owner's photo as the facts file names it, e.g. "src/assets/people/owner.jpg". */
  ownerPhoto?: string;
  /** The year the business was founded. */
  founded?: number;
  /**
   * External page where customers leave a review; opens in a new tab. Absent while the business has
   * none: no page then offers to leave a review.
   */
  reviewUrl?: string;
  /**
   * Set each to true once the owner has confirmed it holds today; until then a production build stops
   * (src/lib/launch/). The rating is shown on pages and given to search engines; the claims are
   * promises to customers.
   */
  ownerConfirmed: { rating: boolean; credentials: boolean; crackRepairWarranty: boolean; spanish: boolean };
}

/**
 * The facts as the owner wrote them, checked: a mistake stops whatever loads this module (the build
 * first) with the file, the field and an example, as a post's mistakes are told.
 */
function checkedFacts(data: unknown): BusinessFactsFile {
  const reading = readFacts(data);
  if (reading.kind === 'mistakes') {
    throw mistakeError(stopReport(reading.mistakes));
  }
  return reading.facts;
}

const facts = checkedFacts(written);

const DEFAULT_SITE_URL = 'https://dallasfiberglasspoolrepair.com';

/** Netlify sets `URL` during its builds; locally the production default is used. */
function siteUrlFromEnv(): string {
  const fromEnv = typeof process !== 'undefined' ? process.env?.URL : undefined;
  return (fromEnv || DEFAULT_SITE_URL).replace(/\/+$/, '');
}

/** The phone as visitors read it, "(214) 555-0148", and as E.164, "+12145550148", from however it was written. */
function phoneOf(writtenPhone: string): BusinessFacts['phone'] {
  const digits = writtenPhone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  const e164 = `+1${digits}`;
  return { display: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`, href: `tel:${e164}`, e164 };
}

/** Whichever of these the owner wrote, leaving out the rest (no key with an undefined value). */
const present = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };

/** Hosts of the links Google gives to a Business Profile (Maps, Search, its share and short links). */
const GOOGLE_PROFILE_HOST = /(^|\.)(google\.[a-z.]+|g\.page|goo\.gl|g\.co|share\.google)$/;

/** The first of `urls` that leads to the business's profile on Google; its review link is not one. */
export function googleProfile(urls: readonly string[] = []): string | undefined {
  return urls.find((url) => {
    const { hostname, pathname } = new URL(url);
    return GOOGLE_PROFILE_HOST.test(hostname) && !/review\/?$/.test(pathname);
  });
}

/** The address visitors may read: the street and ZIP only when the owner chose to show them. */
function shownAddress({ showStreet, street, postalCode, ...place }: BusinessFactsFile['address']) {
  return showStreet ? { ...place, ...present({ street, postalCode }) } : place;
}

/** What pages, emails and structured data show, made from the facts as written. */
export function shownFacts(file: BusinessFactsFile): BusinessFacts {
  const held = file.credentials.map((entry) => entry.credential);
  const issuers = Object.fromEntries(
    file.credentials.flatMap((entry) => (entry.issuedBy ? [[entry.credential, entry.issuedBy]] : [])),
  );
  const credentials = credentialed(held);
  return {
    name: file.name,
    siteUrl: siteUrlFromEnv(),
    phone: phoneOf(file.phone),
    email: file.email,
    address: shownAddress(file.address),
    timeZone: file.timeZone,
    hours: file.hours.map(hoursLineOf),
    closures: file.closures
      .map((closure) => ({ ...closure, to: closure.to ?? closure.from }))
      .sort((a, b) => a.from.localeCompare(b.from)),
    ...present({
      emergency: file.emergency && { availability: file.emergency.availability, promise: file.emergency.promise.en },
      rating:
        file.rating &&
        rated(
          { value: file.rating.value, best: file.rating.best, count: file.rating.count },
          file.rating.countPlus ?? true,
        ),
      reviewUrl: file.reviewUrl,
      profileUrls: file.profileUrls,
      googleProfileUrl: googleProfile(file.profileUrls),
      ownerName: file.ownerName,
      ownerPhoto: file.ownerPhoto,
      founded: file.founded,
    }),
    serviceAreas: file.serviceAreas,
    contactExtraArea: file.contactExtraArea.en,
    projectsExtraArea: file.projectsExtraArea,
    claims: present({
      credentials:
        credentials && (Object.keys(issuers).length > 0 ? { ...credentials, issuedBy: issuers } : credentials),
      satisfaction: file.claims.satisfaction,
      crackRepairWarranty: file.claims.crackRepairWarranty && crackRepairWarranty(file.claims.crackRepairWarranty.en),
      propertyValue: file.claims.propertyValue,
    }),
    spanish: file.spanish,
    inSpanish: present({
      emergencyPromise: file.emergency?.promise.es,
      contactExtraArea: file.contactExtraArea.es,
      crackRepairWarranty:
        file.claims.crackRepairWarranty?.es &&
        `Garantía ${file.claims.crackRepairWarranty.es} en la reparación de grietas`,
    }),
    responsePromise: promiseWithin(file.replyWithinHours),
    replyWithinHours: file.replyWithinHours,
    ownerConfirmed: { ...file.ownerConfirmed, spanish: file.ownerConfirmed.spanish ?? false },
  };
}

export const business: Readonly<BusinessFacts> = shownFacts(facts);
