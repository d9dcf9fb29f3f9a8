/**
 * What still stands in for the real business before launch: a fictional phone number, a made-up
 * review link, testimonials and case studies flagged `placeholder: true`. Pure: the launch guard
 * (launch-guard.ts) reads the files and decides whether the list stops the build.
 */

/** A content entry and its `placeholder` flag. */
export interface FlaggedEntry {
  /** The entry's slug: its file name without the extension. */
  id: string;
  /** Its file in the repository, as the report names it. */
  file: string;
  placeholder: boolean;
}

export interface LaunchContent {
  business: { phone: { display: string; e164: string }; reviewUrl: string };
  testimonials: readonly FlaggedEntry[];
  projects: readonly FlaggedEntry[];
}

/** US numbers 555-0100 to 555-0199 are reserved for fiction: no one can ever answer them. */
const FICTIONAL_US_PHONE = /^\+1\d{3}55501\d{2}$/;

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

/** One line per placeholder still in the site, in the order docs/deploying.md clears them. */
export function launchPlaceholders({ business, testimonials, projects }: LaunchContent): string[] {
  const found: string[] = [];
  if (FICTIONAL_US_PHONE.test(business.phone.e164)) {
    found.push(`Phone number ${business.phone.display} (src/data/business.ts) is a fictional 555-01xx number.`);
  }
  if (!isGoogleReviewUrl(business.reviewUrl)) {
    found.push(`Review link ${business.reviewUrl} (src/data/business.ts) is not the business's Google review link.`);
  }
  for (const { file } of testimonials.filter((entry) => entry.placeholder)) {
    found.push(`Testimonial ${file} is a placeholder, not a genuine customer review.`);
  }
  for (const { file } of projects.filter((entry) => entry.placeholder)) {
    found.push(`Project ${file} is a placeholder, not a job the business did.`);
  }
  return found;
}

/** The list as the build prints it: a heading, one bullet per item, where to read how to clear them. */
export function formatLaunchReport(placeholders: readonly string[]): string {
  return [
    `${placeholders.length} placeholder${placeholders.length === 1 ? '' : 's'} must be replaced before launch:`,
    ...placeholders.map((item) => `  - ${item}`),
    'How to replace each: docs/deploying.md, "Before launch: replace the placeholders".',
  ].join('\n');
}
