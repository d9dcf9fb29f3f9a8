import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';

/** A case study on /projects; the file name is its URL slug under /projects/. */
export const projectSchema = ({ image }: SchemaContext) =>
  z.object({
    /** Position on /projects. Lowest first. */
    order: z.number().int(),
    /** Headline of the case study. */
    title: z.string().min(1),
    /** Community, e.g. "Highland Park". */
    location: z.string().min(1),
    /** How long the work took, e.g. "2 days". */
    duration: z.string().min(1),
    /** What the homeowner faced. */
    challenge: z.string().min(1),
    /** What we did. */
    solution: z.string().min(1),
    /** How it turned out. */
    result: z.string().min(1),
    /** Photo or illustration, relative to this file. */
    image: image(),
    /** What the image shows. */
    imageAlt: z.string().min(1),
    /**
     * true while this is an invented example, not a job the business did: its page is noindex and
     * left out of the sitemap, and a production build stops until it is replaced (docs/deploying.md).
     */
    placeholder: z.boolean().default(false),
  });
