/**
 * What still stands in for the real business before launch, and what only the owner can vouch for: a
 * fictional phone number, a made-up review link, a rating that is the template's, impossible or not
 * yet confirmed, two claims not yet confirmed, invented testimonials, case studies and a post's story
 * of a job, illustrations that would pass for job photos, the marketer's new-post link naming no
 * repository. Pure: the launch guard (launch-guard.ts) reads the files and
 * decides whether the list stops the build.
 */
import type { BusinessFacts, RatingFigures } from '../../data/business';
import { PLACEHOLDER_RATING } from './fingerprints';

/** A content entry and whether it is a stand-in: flagged `placeholder`, or its text is one the site shipped with. */
export interface FlaggedEntry {
  /** The entry's slug: its file name without the extension. */
  id: string;
  /** Its file in the repository, as the report names it. */
  file: string;
  placeholder: boolean;
}

export interface ProjectEntry extends FlaggedEntry {
  /** Its image, when that is one of the site's illustrations rather than a photo of the job. */
  illustration?: string;
}

/** A post's section that tells a job the template invented, as the business's own. */
export interface InventedStory {
  file: string;
  /** Its heading, quoted. */
  section: string;
}

/** An illustration shown with alt text that does not say it is one. */
export interface UnlabelledIllustration {
  image: string;
  /** The file that shows it with that alt text. */
  file: string;
}

export interface LaunchContent {
  business: Pick<BusinessFacts, 'phone' | 'reviewUrl' | 'rating' | 'claims' | 'ownerConfirmed' | 'spanish'>;
  testimonials: readonly FlaggedEntry[];
  projects: readonly ProjectEntry[];
  inventedStories: readonly InventedStory[];
  unlabelledIllustrations: readonly UnlabelledIllustration[];
  /** The marketer's guide links a new post on GitHub: */
  newPostLink: {
    /** whether the link still says OWNER/REPO, */
    unset: boolean;
    /** and the repository it must name (`owner/name`), when the build knows it. */
    repository?: string;
  };
}

const FACTS = 'src/data/business.json';

/** The marketer's guide, whose link opens a new post in the site's repository on GitHub. */
export const NEW_POST_GUIDE = 'docs/writing-a-blog-post.md';
/** What the guide's link says until the site's repository is named. */
export const UNSET_REPOSITORY = 'OWNER/REPO';

/** US numbers 555-0100 to 555-0199 are reserved for fiction: no one can ever answer them. */
const FICTIONAL_US_PHONE = /^\+1\d{3}55501\d{2}$/;

/** The number visitors read, as E.164: its digits with the country code (a leading 1 is optional). */
const displayedE164 = (display: string) => `+1${display.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`;

/**
 * The two forms of link Google gives a business for its review form, each carrying the place's ID:
 * - `https://g.page/r/<ID>/review` (Business Profile's "Ask for reviews"): the ID is 11 bytes of
 *   base64url, so 15 characters, starting with `C` and with `E` third from the end;
 * - `https://search.google.com/local/writereview?placeid=<place ID>`: a business's place ID is
 *   `ChIJ` and 23 more base64url characters.
 * Anything else (a typed-in name, a maps search, a shortener) cannot be checked to lead to the form.
 */
const G_PAGE_REVIEW = /^\/r\/C[\w-]{11}E[\w-]{2}\/review\/?$/;
const PLACE_ID = /^ChIJ[\w-]{23}$/;

function isGoogleReviewUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  if (url.hostname === 'g.page') return G_PAGE_REVIEW.test(url.pathname);
  return (
    url.hostname === 'search.google.com' &&
    url.pathname === '/local/writereview' &&
    PLACE_ID.test(url.searchParams.get('placeid') ?? '')
  );
}

/** The phone, checked in the forms visitors see: the shown number and the one calls go to must be one real number. */
function phoneProblems({ display, e164 }: LaunchContent['business']['phone']): string[] {
  if (displayedE164(display) !== e164) {
    return [`Phone number ${display} (${FACTS}) is not the number calls go to, ${e164}: show the same number.`];
  }
  return FICTIONAL_US_PHONE.test(e164) ? [`Phone number ${display} (${FACTS}) is a fictional 555-01xx number.`] : [];
}

/** Why figures cannot be a rating Google shows: its average lies between 1 and best, of a whole number of reviews. */
function impossibleRating({ value, best, count }: RatingFigures): string | undefined {
  if (!Number.isInteger(best) || best < 1) return 'the best rating must be a whole number, 5 on Google';
  if (!(value >= 1 && value <= best)) return `an average lies between 1 and ${best}`;
  if (!Number.isInteger(count) || count < 1) return 'the number of reviews must be a whole number of at least 1';
  return undefined;
}

const isShippedRating = ({ value, best, count }: RatingFigures) =>
  value === PLACEHOLDER_RATING.value && best === PLACEHOLDER_RATING.best && count === PLACEHOLDER_RATING.count;

/**
 * The rating, when there is one: refused when it cannot be true, and until the owner confirms it (the
 * template's own figure is named as such). None is a state of its own: no page then shows a rating.
 */
function ratingProblems({ rating, ownerConfirmed }: LaunchContent['business']): string[] {
  if (!rating) return [];
  const named = `Rating ${rating.value} out of ${rating.best} from ${rating.count} reviews (${FACTS}; pages and their structured data for search engines show it)`;
  const impossible = impossibleRating(rating);
  if (impossible) return [`${named} cannot be true: ${impossible}.`];
  if (ownerConfirmed.rating) return [];
  if (isShippedRating(rating)) {
    return [
      `${named} is the template's stand-in: copy the business's rating from its Google Business Profile, or delete the rating while it has none.`,
    ];
  }
  return [`${named} is not confirmed by the owner.`];
}

const SPANISH_SERVICE = {
  phone: 'someone answers the phone in Spanish',
  writing: 'requests written in Spanish are answered in Spanish, calls in English',
} as const;

/** What the Spanish pages promise about who answers, until the owner confirms it; "not-yet" promises nothing. */
function spanishProblems({ spanish, ownerConfirmed }: LaunchContent['business']): string[] {
  if (spanish === 'not-yet' || ownerConfirmed.spanish) return [];
  return [
    `How the business serves Spanish speakers, "${spanish}" (${SPANISH_SERVICE[spanish]}; ${FACTS}), is not confirmed by the owner: the Spanish pages tell visitors so. Write "phone", "writing" or "not-yet", then set "spanish" to true in "ownerConfirmed".`,
  ];
}

/** The rating and the claims the owner has not confirmed yet; a claim the business does not make needs none. */
function unconfirmed(business: LaunchContent['business']): string[] {
  const { claims, ownerConfirmed } = business;
  return [
    ...ratingProblems(business),
    ...(['credentials', 'crackRepairWarranty'] as const)
      .filter((claim) => claims[claim] && !ownerConfirmed[claim])
      .map((claim) => `Claim "${claims[claim]?.statement}" (${FACTS}) is not confirmed by the owner.`),
    ...spanishProblems(business),
  ];
}

/**
 * The repository as `owner/name` from a Git URL as Netlify reports it in REPOSITORY_URL
 * (`https://github.com/acme/pool-site`, with `.git` or a sign-in before the host, or
 * `git@github.com:acme/pool-site.git`); none for anything else. Only the name is kept: the URL may
 * carry a token.
 */
export function repositoryName(url: string | undefined): string | undefined {
  const path = /^(?:https?:\/\/(?:[^@/]*@)?[^/]+\/|git@[^:]+:)([^/]+\/[^/]+?)(?:\.git)?\/?$/.exec(url ?? '')?.[1];
  return path && /^[\w.-]+\/[\w.-]+$/.test(path) ? path : undefined;
}

/** The new-post link's item: the repository it must name, from the build or as an example. */
function newPostLinkItem({ repository }: LaunchContent['newPostLink']): string {
  const fix = repository
    ? `replace ${UNSET_REPOSITORY} with ${repository} in ${NEW_POST_GUIDE}`
    : `replace ${UNSET_REPOSITORY} in ${NEW_POST_GUIDE} with the GitHub account and repository the site lives in, e.g. maria-lopez/dallas-fiberglass-pool-repair`;
  return `The marketer's link to a new post on GitHub still says ${UNSET_REPOSITORY}: ${fix}.`;
}

/** One line per item still to replace or confirm, in the order docs/launching.md clears them. */
export function launchPlaceholders(content: LaunchContent): string[] {
  const { business, testimonials, projects, inventedStories, unlabelledIllustrations, newPostLink } = content;
  return [
    ...phoneProblems(business.phone),
    // No review link is a state of its own: no page then offers to leave a review.
    ...(business.reviewUrl === undefined || isGoogleReviewUrl(business.reviewUrl)
      ? []
      : [`Review link ${business.reviewUrl} (${FACTS}) is not the business's Google review link.`]),
    ...unconfirmed(business),
    ...testimonials
      .filter((entry) => entry.placeholder)
      .map(({ file }) => `Testimonial ${file} is a placeholder, not a genuine customer review.`),
    ...projects.flatMap(({ file, placeholder, illustration }) => {
      if (placeholder) return [`Project ${file} is a placeholder, not a job the business did.`];
      return illustration ? [`Project ${file} shows the illustration ${illustration}, not a photo of the job.`] : [];
    }),
    ...inventedStories.map(
      ({ file, section }) =>
        `Post ${file} tells the template's invented job ${section}: rewrite the section with a job the business did, or delete it.`,
    ),
    ...unlabelledIllustrations.map(
      ({ image, file }) =>
        `Image ${image} in ${file} is an illustration, but its alt text does not say so: visitors would take it for a photo of a real job.`,
    ),
    ...(newPostLink.unset ? [newPostLinkItem(newPostLink)] : []),
  ];
}

/** "17 items to replace or confirm before launch". */
export function launchItemCount(count: number): string {
  return `${count} item${count === 1 ? '' : 's'} to replace or confirm before launch`;
}

/** The list as the build prints it: a heading, one bullet per item, where to read how to clear them. */
export function formatLaunchReport(placeholders: readonly string[]): string {
  return [
    `${launchItemCount(placeholders.length)}:`,
    ...placeholders.map((item) => `  - ${item}`),
    'How to clear each: docs/launching.md, step 1.',
  ].join('\n');
}
