// The business facts a page's words may name, in the page's language, and the words with them filled
// in. The words are src/content/pages/<page>/<language>.json; the facts are the facts file's.
import { PROMISE_WITHIN } from '../../data/promise-words';
import type { BusinessFacts } from '../../data/business';
import type { Language } from '../i18n/languages';
import { joinWithAnd } from './text';
import { credentialsStatement } from './trust';

/** What a text can name in braces, e.g. "Serving {areas}"; undefined where the business has no such fact. */
export interface PageFacts {
  /** The business's name. */
  name: string | undefined;
  /** The city of its address, e.g. "Dallas". */
  locality: string | undefined;
  /** The areas served, with commas: "Dallas, Plano, Frisco". */
  areas: string | undefined;
  /** The areas served, the last after "and": "Dallas, Plano and Frisco". */
  areasWithAnd: string | undefined;
  /** The credentials held as a sentence: "Licensed, bonded and insured". */
  credentials: string | undefined;
  /** The same, lowercase, for the middle of a sentence. */
  credentialsLower: string | undefined;
  /** The credentials as a heading: "Licensed & Insured". */
  credentialsTitle: string | undefined;
  /** The satisfaction guarantee's figure, e.g. "100%". */
  satisfaction: string | undefined;
  /** The crack repair warranty, lowercase: "lifetime warranty on crack repair". */
  warranty: string | undefined;
  /** The rating, e.g. "4.9/5", its count of reviews, e.g. "127+", and its best, e.g. "5". */
  rating: string | undefined;
  ratingCount: string | undefined;
  ratingBest: string | undefined;
  /** How soon quote requests are answered: "within 2 hours". */
  responsePromise: string | undefined;
  /** The same in hours, e.g. "2". */
  replyWithinHours: string | undefined;
  /** When the emergency line is open, e.g. "24/7". */
  emergencyAvailability: string | undefined;
}

/** The facts a text needs; a caller giving a few (a trust point's) leaves the others out. */
export type FactSource = Pick<BusinessFacts, 'claims'> &
  Partial<
    Pick<BusinessFacts, 'name' | 'address' | 'serviceAreas' | 'rating' | 'replyWithinHours' | 'emergency' | 'inSpanish'>
  >;

/** The facts in `language`'s words: the credentials and the warranty have a Spanish form; figures stay. */
export function pageFacts(business: FactSource, language: Language = 'en'): PageFacts {
  const { claims, rating } = business;
  const held = claims.credentials;
  const credentials = held && credentialsStatement(held, language);
  const warranty = language === 'es' ? business.inSpanish?.crackRepairWarranty : claims.crackRepairWarranty?.statement;
  return {
    name: business.name,
    locality: business.address?.locality,
    areas: business.serviceAreas?.join(', '),
    areasWithAnd: business.serviceAreas && joinWithAnd(business.serviceAreas),
    credentials,
    credentialsLower: credentials?.toLowerCase(),
    credentialsTitle: held && (language === 'es' ? credentials : held.title),
    satisfaction: claims.satisfaction,
    warranty: warranty?.toLowerCase(),
    rating: rating?.display,
    ratingCount: rating?.countDisplay,
    ratingBest: rating && String(rating.best),
    responsePromise:
      business.replyWithinHours === undefined ? undefined : PROMISE_WITHIN[language](business.replyWithinHours),
    replyWithinHours: business.replyWithinHours?.toString(),
    emergencyAvailability: business.emergency?.availability,
  };
}

const PART = /\[([^\]]*)\]|\{(\w+)\}/g;
const FACT = /\{(\w+)\}/g;

/**
 * `text` with each "{fact}" filled in, and each "[…]" kept, filled, only when the business has every
 * fact it names. A fact the business lacks outside brackets, or a name no fact has, stops the build
 * with the text: the page would otherwise say something untrue or print the braces.
 */
export function fillIn(text: string, facts: PageFacts): string {
  const fact = (name: string): string | undefined => {
    if (!Object.hasOwn(facts, name)) throw new Error(`"${text}" names {${name}}, which is no fact a page can show`);
    return facts[name as keyof PageFacts];
  };
  return text.replace(PART, (_, optional: string | undefined, name: string | undefined) => {
    if (name !== undefined) {
      const value = fact(name);
      if (value === undefined) throw new Error(`"${text}" names {${name}}, which the business has not given`);
      return value;
    }
    const names = [...optional!.matchAll(FACT)].map(([, inner]) => inner!);
    const values = names.map(fact);
    return values.every((value) => value !== undefined)
      ? optional!.replace(FACT, (__, inner: string) => fact(inner)!)
      : '';
  });
}
