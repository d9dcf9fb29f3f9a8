import { z } from 'astro/zod';
import { reference, type SchemaContext } from 'astro:content';
import { faqSchema } from './shared';
import { MAX_TITLE_LENGTH } from '../lib/seo/meta';

/** The only categories a post may have; each is shown as a label on cards and in the breadcrumb. */
export const BLOG_CATEGORIES = ['Maintenance', 'Repair', 'Equipment', 'Resurfacing', 'Materials'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/**
 * Frontmatter of a blog post (src/content/blog/<slug>.mdx; the file name is the URL).
 * Every field is explained in docs/writing-a-blog-post.md too.
 */
export const blogSchema = ({ image }: Pick<SchemaContext, 'image'>) =>
  z
    .object({
      /** The headline: the page's h1, the card title and the browser tab. Aim for about 60 characters; 70 at most, as search results cut longer titles. */
      title: z
        .string()
        .min(1)
        .max(MAX_TITLE_LENGTH, {
          message: `Keep the title to ${MAX_TITLE_LENGTH} characters or fewer (about 60 is best): search results cut longer titles off`,
        }),
      /** One sentence for search results and link previews, 50-160 characters. */
      description: z.string().min(50).max(160),
      /** Two or three sentences shown on the card on /blog. */
      excerpt: z.string().min(1),
      /** Publication date, written YYYY-MM-DD, e.g. 2025-09-18. */
      pubDate: z.coerce.date(),
      /** Date of the last real change, YYYY-MM-DD. Leave it out until the post is revised; it then equals pubDate. */
      updatedDate: z.coerce.date().optional(),
      /** Exactly one of: Maintenance, Repair, Equipment, Resurfacing, Materials. */
      category: z.enum(BLOG_CATEGORIES),
      /** Minutes to read, e.g. 5. Leave it out to have it computed from the text (200 words a minute). */
      readTime: z.number().int().positive().optional(),
      /** Hero image, a path relative to this file, e.g. ../../assets/blog/my-post.png (1200×800 or larger). */
      heroImage: image(),
      /** What the hero image shows, for people who cannot see it, e.g. "Technician patching a crack on a pool step". */
      heroAlt: z.string().min(1),
      /** Services this post is about: file names in src/content/services, e.g. [leak-detection]. A wrong name fails the build. */
      relatedServices: z.array(reference('services')).default([]),
      /** Questions and answers shown at the end of the post and given to search engines as an FAQ. */
      faqs: z.array(faqSchema).default([]),
      /** true while the post is being written: visible under `npm start`, left out of the published site. */
      draft: z.boolean().default(false),
    })
    // Pages read one date field for "last modified": the publication date until a revision is dated.
    .transform((post) => ({ ...post, updatedDate: post.updatedDate ?? post.pubDate }));

export type BlogFrontmatter = z.infer<ReturnType<typeof blogSchema>>;
