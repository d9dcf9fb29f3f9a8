// What the site says about reviews follows what the business has: genuine reviews (any number, none
// included), a rating or none yet, a review link or none. Nothing stands in for what it lacks.
import type { BusinessFacts, Rating } from '../../data/business';
import type { IconName } from '../../data/icons';
import type { GuaranteeCopy, HomeTrustCopy } from '../../schemas/page-copy';
import ENGLISH_ABOUT from '../../content/pages/about/en.json' with { type: 'json' };
import ENGLISH_HOME from '../../content/pages/home/en.json' with { type: 'json' };
import type { Language } from '../i18n/languages';
import { fillIn, pageFacts, type FactSource, type PageFacts } from './page-copy';

export const REVIEWS_PATH = '/reviews';

/**
 * /reviews has something to show: a review, or the business's rating. Without either it is still
 * built, so links to it keep working, but it is left out of the menus, the sitemap and search results.
 */
export function hasReviewsToShow(reviewCount: number, rating: Rating | undefined): boolean {
  return reviewCount > 0 || rating !== undefined;
}

/** Site paths of pages built with nothing to show yet: out of the menus and the sitemap, noindex. */
export function emptyPagePaths(reviewCount: number, rating: Rating | undefined): string[] {
  return hasReviewsToShow(reviewCount, rating) ? [] : [REVIEWS_PATH];
}

/**
 * Review cards two to a row from tablet width; with an odd number the first spans the row, so no row
 * is half empty and a single review reads as a quote rather than a missing neighbor. Whole class
 * names, so Tailwind finds them here.
 */
export function reviewGrid(count: number): { list: string; first: string } {
  return { list: count > 1 ? 'sm:grid-cols-2' : '', first: count % 2 === 1 && count > 1 ? 'sm:col-span-2' : '' };
}

export interface TrustPoint {
  icon: IconName;
  title: string;
  text: string;
}

/**
 * The home page's reasons to trust the business: credentials, reviews, the guarantee, in the words of
 * `copy` (the English home page's unless given) with the facts in `language`'s. Without a rating the
 * reviews point gives way to the quote promise: no stars are claimed that no one gave.
 */
export function homeTrustPoints(
  business: FactSource,
  copy: HomeTrustCopy = ENGLISH_HOME.trust,
  language: Language = 'en',
): TrustPoint[] {
  const { claims, rating } = business;
  const facts = pageFacts(business, language);
  const point = (icon: IconName, words: PointCopy, title = words.title) => trustPoint(icon, { ...words, title }, facts);
  // "5-Star" only when the average shows five stars; a lower one is named by its figure alone.
  const reviews = rating
    ? point('star', copy.rating, Math.round(rating.value) === rating.best ? copy.rating.topTitle : copy.rating.title)
    : point('clock', copy.noRating);
  return [
    ...(claims.credentials ? [point('shield', copy.credentials)] : []),
    reviews,
    ...(claims.satisfaction ? [point('award', copy.satisfaction)] : []),
  ];
}

/**
 * What the business guarantees, as the about page's reason to choose it: the satisfaction guarantee
 * with the crack repair warranty, either alone, or nothing when it gives neither. In the English about
 * page's words unless `copy` is given.
 */
export function guarantees(
  claims: BusinessFacts['claims'],
  copy: GuaranteeCopy = ENGLISH_ABOUT.strengths.guarantee,
  facts: PageFacts = pageFacts({ claims }),
): TrustPoint[] {
  const words = claims.satisfaction ? copy.satisfaction : facts.warranty ? copy.warrantyOnly : undefined;
  return words ? [trustPoint('thumbsUp', words, facts)] : [];
}

/** A point's title and text as written in a page's copy, facts in braces. */
export interface PointCopy {
  title: string;
  text: string;
}

/** A trust point from its copy, with the facts filled in. */
export function trustPoint(icon: IconName, words: PointCopy, facts: PageFacts): TrustPoint {
  return { icon, title: fillIn(words.title, facts), text: fillIn(words.text, facts) };
}

/**
 * The reviews shown beside a page's call to action: those about `service` first, then the others,
 * each group in display order, `count` at most. The home page names no service and takes the first.
 */
export function reviewsBeside<T extends { service: string }>(reviews: readonly T[], service?: string, count = 2): T[] {
  const about = reviews.filter((review) => review.service === service);
  return [...about, ...reviews.filter((review) => review.service !== service)].slice(0, count);
}
