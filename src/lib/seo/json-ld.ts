// Pure builders of schema.org records; each page embeds the ones that describe it.
import type {
  Thing,
  AggregateRating,
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  HomeAndConstructionBusiness,
  Organization,
  Service,
  WithContext,
} from 'schema-dts';
import { business, type BusinessFacts, type Closure, type Credential, type RatingFigures } from '../../data/business';
import { buildDate } from '../content/publication';
import { absoluteUrl } from './url';

/** A top-level record: schema-dts types also allow a bare string, which a record never is. */
type Record<T extends Thing> = WithContext<Exclude<T, string>>;

export const ORGANIZATION_ID = `${business.siteUrl}/#organization`;
export const LOGO_PATH = '/logo.png';

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface Crumb {
  name: string;
  /** Site path; the last crumb (the current page) may omit it. */
  path?: string;
}

/** A reference to the one organization record, for use inside other records. */
function organizationRef(): Exclude<Organization, string> {
  return { '@type': 'HomeAndConstructionBusiness', '@id': ORGANIZATION_ID, name: business.name };
}

function areaServed(facts: BusinessFacts = business) {
  return facts.serviceAreas.map((name) => ({
    '@type': 'City' as const,
    name: `${name}, ${facts.address.region}`,
  }));
}

/** What kind of credential each is, in schema.org's free-text category. */
const CREDENTIAL_CATEGORIES: { readonly [C in Credential]: string } = {
  licensed: 'license',
  bonded: 'surety bond',
  insured: 'insurance',
};

/**
 * The facts about the people and the business that the owner chose to give, and only those: the
 * owner (with the photo's site path `ownerPhoto`, already built), the year founded, each credential
 * with who issued it, the street address when shown, the profiles elsewhere.
 */
function givenFacts(facts: BusinessFacts, ownerPhoto: string | undefined) {
  const { credentials } = facts.claims;
  return {
    ...(facts.founded !== undefined ? { foundingDate: String(facts.founded) } : {}),
    ...(facts.ownerName
      ? {
          employee: {
            '@type': 'Person' as const,
            name: facts.ownerName,
            jobTitle: 'Owner',
            ...(ownerPhoto ? { image: absoluteUrl(ownerPhoto) } : {}),
          },
        }
      : {}),
    ...(credentials
      ? {
          hasCredential: credentials.held.map((credential) => {
            const issuer = credentials.issuedBy?.[credential];
            return {
              '@type': 'EducationalOccupationalCredential' as const,
              credentialCategory: CREDENTIAL_CATEGORIES[credential],
              ...(issuer ? { recognizedBy: { '@type': 'Organization' as const, name: issuer.en } } : {}),
            };
          }),
        }
      : {}),
    ...(facts.profileUrls?.length ? { sameAs: [...facts.profileUrls] } : {}),
  };
}

/** The rating for search engines; none while the business has no rating. */
export function aggregateRating(rating: RatingFigures | undefined): AggregateRating | undefined {
  return (
    rating && {
      '@type': 'AggregateRating',
      ratingValue: rating.value,
      bestRating: rating.best,
      ratingCount: rating.count,
    }
  );
}

/**
 * The business itself; every page embeds it. `withRating` adds the aggregate rating, when there is one.
 * Each closure not yet over on `today` (the build's day) is a special opening of 00:00 to 00:00, the
 * form search engines read as closed all day. `ownerPhoto` is the built owner's photo's site path.
 * `facts` are the business's unless a test gives others.
 */
export function localBusinessJsonLd(
  options: {
    withRating?: boolean;
    closures?: readonly Closure[];
    today?: string;
    ownerPhoto?: string | undefined;
    facts?: BusinessFacts;
  } = {},
): Record<HomeAndConstructionBusiness> {
  const { facts = business } = options;
  const rating = aggregateRating(facts.rating);
  const today = options.today ?? buildDate();
  const closures = (options.closures ?? facts.closures ?? []).filter((closure) => closure.to >= today);
  const { street, postalCode } = facts.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': ORGANIZATION_ID,
    name: facts.name,
    url: absoluteUrl('/'),
    telephone: facts.phone.e164,
    email: facts.email,
    logo: absoluteUrl(LOGO_PATH),
    image: absoluteUrl(LOGO_PATH),
    priceRange: '$$',
    address: {
      '@type': 'PostalAddress',
      ...(street ? { streetAddress: street } : {}),
      addressLocality: facts.address.locality,
      addressRegion: facts.address.region,
      ...(postalCode ? { postalCode } : {}),
      addressCountry: facts.address.country,
    },
    openingHoursSpecification: facts.hours
      .filter((line) => line.opens && line.closes)
      .map((line) => ({
        '@type': 'OpeningHoursSpecification' as const,
        dayOfWeek: [...line.dayOfWeek] as never,
        opens: line.opens,
        closes: line.closes,
      })),
    ...(closures.length > 0
      ? {
          specialOpeningHoursSpecification: closures.map((closure) => ({
            '@type': 'OpeningHoursSpecification' as const,
            opens: '00:00',
            closes: '00:00',
            validFrom: closure.from,
            validThrough: closure.to,
          })),
        }
      : {}),
    areaServed: areaServed(facts),
    ...givenFacts(facts, options.ownerPhoto),
    ...(options.withRating && rating ? { aggregateRating: rating } : {}),
  };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): Record<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem' as const,
      position: index + 1,
      name: crumb.name,
      ...(crumb.path ? { item: absoluteUrl(crumb.path) } : {}),
    })),
  };
}

export function faqPageJsonLd(faqs: readonly FaqEntry[]): Record<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question' as const,
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer' as const, text: faq.answer },
    })),
  };
}

export function serviceJsonLd(service: {
  name: string;
  description: string;
  path: string;
  serviceType?: string;
}): Record<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    serviceType: service.serviceType ?? service.name,
    description: service.description,
    url: absoluteUrl(service.path),
    provider: organizationRef(),
    areaServed: areaServed(),
  };
}

export function blogPostingJsonLd(post: {
  title: string;
  description: string;
  path: string;
  image: string;
  datePublished: Date;
  dateModified?: Date;
}): Record<BlogPosting> {
  const published = isoDate(post.datePublished);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    image: absoluteUrl(post.image),
    author: organizationRef(),
    publisher: { ...organizationRef(), logo: { '@type': 'ImageObject', url: absoluteUrl(LOGO_PATH) } },
    datePublished: published,
    dateModified: post.dateModified ? isoDate(post.dateModified) : published,
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(post.path) },
  };
}

/** Calendar date as YYYY-MM-DD; content dates are calendar dates, kept in UTC. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
