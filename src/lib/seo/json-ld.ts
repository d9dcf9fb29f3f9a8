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
import { business, type Closure, type RatingFigures } from '../../data/business';
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

function areaServed() {
  return business.serviceAreas.map((name) => ({
    '@type': 'City' as const,
    name: `${name}, ${business.address.region}`,
  }));
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
 * form search engines read as closed all day.
 */
export function localBusinessJsonLd(
  options: { withRating?: boolean; closures?: readonly Closure[]; today?: string } = {},
): Record<HomeAndConstructionBusiness> {
  const rating = aggregateRating(business.rating);
  const today = options.today ?? buildDate();
  const closures = (options.closures ?? business.closures ?? []).filter((closure) => closure.to >= today);
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': ORGANIZATION_ID,
    name: business.name,
    url: absoluteUrl('/'),
    telephone: business.phone.e164,
    email: business.email,
    logo: absoluteUrl(LOGO_PATH),
    image: absoluteUrl(LOGO_PATH),
    priceRange: '$$',
    address: {
      '@type': 'PostalAddress',
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      addressCountry: business.address.country,
    },
    openingHoursSpecification: business.hours
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
    areaServed: areaServed(),
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
