// What the site says about reviews follows what the business has: genuine reviews (any number, none
// included), a rating or none yet, a review link or none. Nothing stands in for what it lacks.
import type { BusinessFacts, Rating } from '../../data/business';
import type { IconName } from '../../data/icons';

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
 * The home page's reasons to trust the business: credentials, reviews, the guarantee. Without a
 * rating the reviews point gives way to the quote promise: no stars are claimed that no one gave.
 */
export function homeTrustPoints({
  claims,
  rating,
  responsePromise,
}: Pick<BusinessFacts, 'claims' | 'rating' | 'responsePromise'>): TrustPoint[] {
  const reviews: TrustPoint = rating
    ? {
        icon: 'star',
        // "5-Star" only when the average shows five stars; a lower one is named by its figure alone.
        title: Math.round(rating.value) === rating.best ? `${rating.best}-Star Reviews` : 'Customer Reviews',
        text: `Rated ${rating.display} by ${rating.countDisplay} Dallas-area pool owners.`,
      }
    : {
        icon: 'clock',
        title: 'Fast, Free Quotes',
        text: `We answer quote requests ${responsePromise}, and the assessment is free.`,
      };
  const credentials: TrustPoint[] = claims.credentials
    ? [
        {
          icon: 'shield',
          title: claims.credentials.title,
          text: `${claims.credentials.statement} for work on your pool and property.`,
        },
      ]
    : [];
  const satisfaction: TrustPoint[] = claims.satisfaction
    ? [
        {
          icon: 'award',
          title: 'Satisfaction Guarantee',
          text: `Every repair is backed by our ${claims.satisfaction} satisfaction guarantee.`,
        },
      ]
    : [];
  return [...credentials, reviews, ...satisfaction];
}

/**
 * What the business guarantees, as the about page's reason to choose it: the satisfaction guarantee
 * with the crack repair warranty, either alone, or nothing when it gives neither.
 */
export function guarantees({ satisfaction, crackRepairWarranty }: BusinessFacts['claims']): TrustPoint[] {
  const warranty = crackRepairWarranty?.statement.toLowerCase();
  if (satisfaction) {
    return [
      {
        icon: 'thumbsUp',
        title: 'Satisfaction Guarantee',
        text: `We stand behind our work with a ${satisfaction} satisfaction guarantee${warranty ? ` and a ${warranty}` : ''}.`,
      },
    ];
  }
  return warranty
    ? [{ icon: 'thumbsUp', title: 'Written Warranty', text: `Every crack repair comes with our ${warranty}.` }]
    : [];
}

/**
 * The reviews shown beside a page's call to action: those about `service` first, then the others,
 * each group in display order, `count` at most. The home page names no service and takes the first.
 */
export function reviewsBeside<T extends { service: string }>(reviews: readonly T[], service?: string, count = 2): T[] {
  const about = reviews.filter((review) => review.service === service);
  return [...about, ...reviews.filter((review) => review.service !== service)].slice(0, count);
}
