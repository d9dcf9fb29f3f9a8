import { z } from 'astro/zod';
import { explain } from './field-messages';

// A plain name, not Astro's reference(): the schema then loads outside Astro too, for the content check
// that runs before the build loads content; that check (and getTestimonials) finds a name matching no service.
const SERVICE_HINT = 'write the file name of the service in src/content/services without .mdx, e.g. "leak-detection"';
const SERVICE_FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * One customer review on /reviews (src/content/testimonials/<any-name>.json); the home page and its
 * service's page show it beside their calls to action too. The current
 * `placeholder-NN.json` entries are invented and flagged: replace them with genuine customer reviews
 * before launch (src/content/testimonials/README.md; docs/deploying.md).
 */
export const testimonialSchema = z.object({
  /** Position on /reviews. Lowest first; the home page shows the first two. */
  order: z.number(explain('write the position on /reviews as a whole number, without quotes, e.g. 3')).int(),
  /** Customer name as they agreed to be shown, e.g. "Sarah M.". */
  name: z.string(explain('write the name the customer agreed to show, e.g. "Sarah M."')).min(1),
  /** Their community, e.g. "Plano"; leave the line out when the review names none. */
  location: z
    .string(explain('write the customer\'s community, e.g. "Plano", or delete the line when the review names none'))
    .min(1)
    .optional(),
  /** Stars given, 1 to 5. */
  rating: z
    .number(explain('write the stars the customer gave as a whole number from 1 to 5, without quotes, e.g. 5'))
    .int()
    .min(1)
    .max(5),
  /** The review in the customer's words. */
  text: z.string(explain("write the review in the customer's own words")).min(1),
  /**
   * The service it was about: the service's file name in src/content/services without .mdx, e.g.
   * "leak-detection". That service's page shows the review first; a name matching no service stops the build.
   */
  service: z.string(explain(SERVICE_HINT)).regex(SERVICE_FILE_NAME),
  /**
   * true on an invented example review: /reviews is then noindex and out of the sitemap, and a
   * production build stops until it is replaced by a genuine review. Leave it out on real reviews.
   */
  placeholder: z
    .boolean(explain('write true on an invented example review, or delete the line on a genuine one'))
    .default(false),
});
