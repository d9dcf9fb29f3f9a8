import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { calendarDate, explain, isoDate } from './field-messages';
import { faqSchema } from './shared';
import { MAX_TITLE_LENGTH } from '../lib/seo/meta';

/** The only categories a post may have; each is shown as a label on cards and in the breadcrumb. */
export const BLOG_CATEGORIES = ['Maintenance', 'Repair', 'Equipment', 'Resurfacing', 'Materials'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

// Plain names, not Astro's reference(): the schema then loads outside Astro too, for the content check
// that runs before the build loads content; that check (and getRelatedServices) finds a name matching no service.
const RELATED_SERVICES_HINT =
  'write the file names of services in src/content/services without .mdx, in brackets, e.g. [leak-detection, fiberglass-repair]';

/** The fields of every post, English or Spanish. */
const blogFields = ({ image }: Pick<SchemaContext, 'image'>) =>
  z.object({
    /** The headline: the page's h1, the card title and the browser tab. Aim for about 60 characters; 70 at most, as search results cut longer titles. */
    title: z
      .string(
        explain(
          `write the headline in ${MAX_TITLE_LENGTH} characters or fewer (about 60 reads best; search results cut longer titles off), e.g. "5 Warning Signs Your Dallas Pool Is Leaking"`,
        ),
      )
      .min(1)
      .max(MAX_TITLE_LENGTH),
    /** One sentence for search results and link previews, 50-160 characters. */
    description: z
      .string(
        explain(
          'write one sentence of 50 to 160 characters for search results and link previews, e.g. "Five signs your pool is leaking and how to tell a leak from normal Dallas evaporation."',
        ),
      )
      .min(50)
      .max(160),
    /** Two or three sentences shown on the card on /blog. */
    excerpt: z
      .string(
        explain(
          'write two or three sentences for the card on /blog, e.g. "Every pool loses some water to the Texas sun, but a pool that drops more than 1/4 inch a day is probably leaking."',
        ),
      )
      .min(1),
    /** Publication date, written YYYY-MM-DD, e.g. 2025-09-18. A later date than today schedules the post: it goes live at 6 AM Dallas time that day. */
    pubDate: calendarDate((example) => `write it as YYYY-MM-DD, e.g. ${example}`),
    /** Date of the last real change, YYYY-MM-DD. Leave it out until the post is revised; it then equals pubDate. */
    updatedDate: calendarDate(
      (example) => `write it as YYYY-MM-DD, e.g. ${example}, or delete the line until the post is revised`,
    ).optional(),
    /** Exactly one of: Maintenance, Repair, Equipment, Resurfacing, Materials. */
    category: z.enum(BLOG_CATEGORIES, explain(`write exactly one of ${BLOG_CATEGORIES.join(', ')}`)),
    /** Minutes to read, e.g. 5. Leave it out to have it computed from the text (200 words a minute). */
    readTime: z
      .number(explain('write the minutes as a whole number, e.g. 6, or delete the line to have them counted'))
      .int()
      .min(1)
      .optional(),
    /** Hero image, a path relative to this file, e.g. ../../assets/blog/my-post.png (1200×800 or larger). */
    heroImage: image(),
    /** What the hero image shows, for people who cannot see it, e.g. "Technician patching a crack on a pool step". */
    heroAlt: z
      .string(
        explain(
          'write what the image shows, for people who cannot see it, e.g. "Technician patching a crack on a pool step"',
        ),
      )
      .min(1),
    /** Services this post is about: file names in src/content/services, e.g. [leak-detection]. A wrong name fails the build. */
    relatedServices: z.array(z.string(explain(RELATED_SERVICES_HINT)), explain(RELATED_SERVICES_HINT)).default([]),
    /** Questions and answers shown at the end of the post and given to search engines as an FAQ. */
    faqs: z
      .array(
        faqSchema,
        explain('write each question and answer under faqs: as "- question: …" and "  answer: …", or delete faqs'),
      )
      .default([]),
    /** true while the post is being written: shown, marked, on deploy previews and under `npm start`; never on the live site. */
    draft: z
      .boolean(explain('write true while the post is being written, or delete the line to publish'))
      .default(false),
  });

/** The rules of every post's dates: a revision is dated on or after publication, and pages read one "last modified" date. */
function withPostDates<Post extends { pubDate: Date; updatedDate?: Date | undefined }, Input>(
  fields: z.ZodType<Post, Input>,
) {
  return (
    fields
      .superRefine((post, context) => {
        if (post.updatedDate && post.updatedDate < post.pubDate) {
          const published = isoDate(post.pubDate);
          context.addIssue({
            code: 'custom',
            path: ['updatedDate'],
            input: post.updatedDate,
            message: `${isoDate(post.updatedDate)} is before pubDate, ${published}; write the date of the last real change, on or after ${published}, or delete the line until the post is revised`,
          });
        }
      })
      // Pages read one date field for "last modified": the publication date until a revision is dated.
      .transform((post) => ({ ...post, updatedDate: post.updatedDate ?? post.pubDate }))
  );
}

/**
 * Frontmatter of a blog post (src/content/blog/<slug>.mdx; the file name is the URL).
 * Every field is explained in docs/writing-a-blog-post.md too.
 */
export const blogSchema = (context: Pick<SchemaContext, 'image'>) => withPostDates(blogFields(context));

/**
 * Frontmatter of a Spanish post (src/content/es/blog/<slug>.mdx, at /es/blog/<slug>): an English post's
 * fields, the English post it translates, if any, and the sign-off of a person who reads Spanish.
 */
export const spanishBlogSchema = (context: Pick<SchemaContext, 'image'>) =>
  withPostDates(
    blogFields(context).extend({
      /** The English post this one translates: its file name in src/content/blog without .mdx, e.g. dallas-pool-leak-warning-signs. The two pages then link to each other. Leave it out for a post only in Spanish. */
      translationOf: z
        .string(
          explain(
            'write the file name of the English post in src/content/blog without .mdx, e.g. dallas-pool-leak-warning-signs, or delete the line for a post only in Spanish',
          ),
        )
        .min(1)
        .optional(),
      /** Who read the Spanish text (against its English original) and approved it, when, and the English text's fingerprint then. Written by `npm run spanish -- sign-off /es/blog/<slug> --by "Name"`; never by hand. */
      signOff: z
        .object(
          {
            by: z.string().min(1),
            on: calendarDate((example) => `write it as YYYY-MM-DD, e.g. ${example}`),
            english: z.string().optional(),
          },
          explain('let npm run spanish -- sign-off write it, or delete it until the post is signed off'),
        )
        .optional(),
    }),
  );

export type BlogFrontmatter = z.infer<ReturnType<typeof blogSchema>>;
