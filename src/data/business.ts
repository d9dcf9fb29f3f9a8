// Bundled into the browser and the functions too: no `astro:*` imports here.
// THE business facts. Every page, component, email and JSON-LD record reads them from here.
import { clockLabel } from '../lib/clock.ts';
import { joinWithAnd } from '../lib/content/text.ts';

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

/** The rating with its shown forms: "4.9/5" (one decimal, as Google shows it) and "127+". */
export function rated(figures: RatingFigures): Rating {
  return {
    ...figures,
    display: `${figures.value.toFixed(1)}/${figures.best}`,
    countDisplay: `${figures.count.toLocaleString('en-US')}+`,
  };
}

/** What a contractor can be, each a claim the owner confirms: a license, a surety bond, insurance. */
export type Credential = 'licensed' | 'bonded' | 'insured';

/** The credentials the business holds, with the forms visitors read, made from the list. */
export interface Credentials {
  held: readonly Credential[];
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

export interface BusinessFacts {
  name: string;
  /** Site origin without a trailing slash; Netlify's `URL` at build time. */
  siteUrl: string;
  phone: { display: string; href: `tel:${string}`; e164: string };
  email: string;
  address: { locality: string; region: string; country: string };
  /** IANA time zone of the opening hours; emails show times in it. */
  timeZone: string;
  hours: readonly OpeningHours[];
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
  /** Promise given after a quote request. */
  responsePromise: string;
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
  ownerConfirmed: { rating: boolean; credentials: boolean; crackRepairWarranty: boolean };
}

/** Hours within which a quote request made during opening hours is answered. */
export const responseHours = 2;

/** Promise given after a quote request; exported on its own so the wizard's messages import no other fact. */
export const responsePromise = `within ${responseHours} hours`;

/** The business phone in E.164 form; the tel: link is made from it. */
const PHONE_E164 = '+12145550148';

const DEFAULT_SITE_URL = 'https://dallasfiberglasspoolrepair.com';

/** Netlify sets `URL` during its builds; locally the production default is used. */
function siteUrlFromEnv(): string {
  const fromEnv = typeof process !== 'undefined' ? process.env?.URL : undefined;
  return (fromEnv || DEFAULT_SITE_URL).replace(/\/+$/, '');
}

export const business: Readonly<BusinessFacts> = {
  name: 'Dallas Fiberglass Pool Repair',
  siteUrl: siteUrlFromEnv(),
  // (214) 555-0148 is reserved for fiction: the owner replaces it and PHONE_E164 before launch (docs/launching.md).
  phone: { display: '(214) 555-0148', href: `tel:${PHONE_E164}`, e164: PHONE_E164 },
  email: 'service@dallasfiberglasspoolrepair.com',
  address: { locality: 'Dallas', region: 'TX', country: 'US' },
  timeZone: 'America/Chicago',
  // Opening and closing times on the 24-hour clock; visitors read them as "7 AM-7 PM".
  hours: [
    opening('Mon-Fri', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], '07:00', '19:00'),
    opening('Sat', ['Saturday'], '08:00', '17:00'),
    { days: 'Sun', hours: 'Emergency only', dayOfWeek: [] },
  ],
  // Delete the line when the business has no emergency line (docs/launching.md).
  emergency: { availability: '24/7', promise: 'Same-day service for urgent repairs' },
  // Delete the line while the business has no rating (docs/launching.md).
  rating: rated({ value: 4.9, best: 5, count: 127 }),
  serviceAreas: ['Highland Park', 'Lakewood', 'Plano', 'Frisco', 'McKinney', 'Richardson', 'Allen'],
  contactExtraArea: 'Greater Dallas Metro',
  projectsExtraArea: 'Dallas',
  claims: {
    // Only what the business holds today, e.g. ['insured'] (docs/launching.md).
    credentials: credentialed(['licensed', 'bonded', 'insured']),
    satisfaction: '100%',
    // The length of the written warranty, e.g. '10-year'; delete the line when there is none.
    crackRepairWarranty: crackRepairWarranty('lifetime'),
    propertyValue: '$15,000+',
  },
  responsePromise,
  // Delete the line while the business has no review link (docs/launching.md).
  reviewUrl: 'https://g.page/r/dallas-fiberglass-pool-repair/review',
  ownerConfirmed: { rating: false, credentials: false, crackRepairWarranty: false },
};
