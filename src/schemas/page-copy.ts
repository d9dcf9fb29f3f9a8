import { z } from 'astro/zod';
import { explain } from './field-messages';

// The words of the home, services and about pages, one file per page and language
// (src/content/pages/<page>/<language>.json), rendered by one composition per page. A text may name a
// business fact in braces, e.g. "Serving {areas}", and put words that need a fact the business may
// not have in square brackets, e.g. "[ {credentials}.]": they are left out when it has none
// (src/lib/content/page-copy.ts lists the facts).

const text = (example: string) => z.string(explain(`write the text, e.g. "${example}"`)).min(1);

/** A reason to trust or choose the business: its heading and its sentence. */
const pointSchema = z.object({
  title: text('Satisfaction Guarantee'),
  text: text('Every repair is backed by our {satisfaction} satisfaction guarantee.'),
});

/** The closing call to action; its text and button are the interface's own unless given. */
const closingSchema = z.object({
  heading: text('Get Your Free Repair Quote'),
  text: text('Tell us what you see and we will reply {responsePromise}.').optional(),
  quoteLabel: text('Request Service Quote').optional(),
});

/** A picture's alt text: a drawing's begins "Illustration" ("Ilustración"), which tags it as one. */
const altText = text('Illustration of a backyard fiberglass pool');

/** The hero: a line above the headline, the headline, a sentence under it and the quote button's label. */
const heroSchema = z.object({
  eyebrow: text('Serving {areas}').optional(),
  headline: text('Fiberglass Pool Repair Services in Dallas'),
  intro: text('From a single crack to a complete new finish, we repair fiberglass pools.'),
  cta: text('Request Repair'),
});

/**
 * What every page has: its title in search results (the site's own unless given; also the page's
 * breadcrumb), its description, its hero and its closing call to action.
 */
const pageFields = {
  title: text('Pool Repair Services').optional(),
  description: text('Every fiberglass pool service we offer in Dallas.'),
  hero: heroSchema,
  closing: closingSchema,
};

/** The guarantee: the satisfaction guarantee (with the crack repair warranty when given), or the warranty alone. */
export const guaranteeCopySchema = z.object({ satisfaction: pointSchema, warrantyOnly: pointSchema });

/** The home page's reasons to trust: credentials, the rating (or, without one, the free quote), the guarantee. */
export const homeTrustCopySchema = z.object({
  credentials: pointSchema,
  /** The rating, titled `topTitle` when its average shows the full stars. */
  rating: pointSchema.extend({ topTitle: text('{ratingBest}-Star Reviews') }),
  noRating: pointSchema,
  satisfaction: pointSchema,
});

export const homePageSchema = z.object({
  ...pageFields,
  hero: heroSchema.extend({ imageAlt: altText }),
  services: z.object({ heading: text('Fiberglass Pool Services'), intro: text('Everything a fiberglass pool needs.') }),
  beforeAfter: z.object({
    heading: text('See the Difference'),
    intro: text('Illustrations of what a repair can do.'),
    beforeAlt: altText,
    afterAlt: altText,
  }),
  trust: homeTrustCopySchema.extend({ heading: text('Why Dallas Homeowners Trust Us') }),
  /** Asks past customers for a review, beside the review link; left out, the link is too. */
  reviewInvite: text('Had us out to your pool? Your review helps your neighbors choose.').optional(),
});

export const servicesPageSchema = z.object({
  ...pageFields,
  title: text('Pool Repair Services'),
  gridHeading: text('Our Services'),
  /** Said before a link to the English list when some services have no page in this language. */
  untranslatedNote: text('Los demás servicios se describen en inglés:').optional(),
});

export const aboutPageSchema = z.object({
  ...pageFields,
  title: text('About Us'),
  mission: z.object({
    heading: text('Our Mission'),
    paragraphs: z.array(text('Fiberglass pools are built to last.')).min(1),
  }),
  strengths: z.object({
    heading: text('Why Homeowners Choose Us'),
    /** The credentials; `textForOne` when the business holds a single one. */
    credentials: pointSchema.extend({ textForOne: text('{credentials}. Read what that word means below.').optional() }),
    guarantee: guaranteeCopySchema,
    response: pointSchema,
    team: pointSchema,
  }),
});

export type AboutPageCopy = z.infer<typeof aboutPageSchema>;
export type HomeTrustCopy = z.infer<typeof homeTrustCopySchema>;
export type GuaranteeCopy = z.infer<typeof guaranteeCopySchema>;
