import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { explain } from './field-messages';

/**
 * A case study on /projects; the file name is its URL slug under /projects/. Below the frontmatter,
 * the written case study in Markdown, shown on its page; without it the page says one is coming soon.
 */
export const projectSchema = ({ image }: Pick<SchemaContext, 'image'>) =>
  z.object({
    /** Position on /projects. Lowest first. */
    order: z.number(explain('write the position on /projects as a whole number, e.g. 4')).int(),
    /** Headline of the case study. */
    title: z.string(explain('write the case study\'s headline, e.g. "Highland Park Fiberglass Crack Repair"')).min(1),
    /** Community, e.g. "Highland Park". */
    location: z.string(explain('write the community, e.g. "Highland Park"')).min(1),
    /** How long the work took, e.g. "2 days". */
    duration: z.string(explain('write how long the work took, e.g. "2 days"')).min(1),
    /** What the homeowner faced. */
    challenge: z.string(explain('write a few sentences on what the homeowner faced')).min(1),
    /** What we did. */
    solution: z.string(explain('write a few sentences on what we did')).min(1),
    /** How it turned out. */
    result: z.string(explain('write a few sentences on how it turned out')).min(1),
    /** Photo or illustration, relative to this file. */
    image: image(),
    /** What the image shows. */
    imageAlt: z
      .string(
        explain('write what the image shows, for people who cannot see it, e.g. "A repaired crack on a pool floor"'),
      )
      .min(1),
    /**
     * true while this is an invented example, not a job the business did: its page is noindex and
     * left out of the sitemap, and a production build stops until it is replaced (docs/deploying.md).
     */
    placeholder: z
      .boolean(explain('write true on an invented example, or delete the line on a real job'))
      .default(false),
  });
