import { z } from 'astro/zod';

/**
 * One customer review on /reviews (src/content/testimonials/<any-name>.json). The current
 * `placeholder-NN.json` entries are invented and flagged: replace them with genuine customer reviews
 * before launch (src/content/testimonials/README.md; docs/deploying.md).
 */
export const testimonialSchema = z.object({
  /** Position on /reviews. Lowest first. */
  order: z.number().int(),
  /** Customer name as they agreed to be shown, e.g. "Sarah M.". */
  name: z.string().min(1),
  /** Their community, e.g. "Plano". */
  location: z.string().min(1),
  /** Stars given, 1 to 5. */
  rating: z.number().int().min(1).max(5),
  /** The review in the customer's words. */
  text: z.string().min(1),
  /** Which service it was about, e.g. "Leak Detection". */
  service: z.string().min(1),
  /**
   * true on an invented example review: /reviews is then noindex and out of the sitemap, and a
   * production build stops until it is replaced by a genuine review. Leave it out on real reviews.
   */
  placeholder: z.boolean().default(false),
});
