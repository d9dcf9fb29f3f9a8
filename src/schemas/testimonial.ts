import { z } from 'astro/zod';

/**
 * One customer review on /reviews (src/content/testimonials/<any-name>.json). The current
 * `placeholder-NN.json` entries are invented: replace them with genuine customer reviews before
 * launch (src/content/testimonials/README.md; README launch checklist).
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
});
