import { z } from 'astro/zod';
import { reference, type SchemaContext } from 'astro:content';
import { faqSchema } from './shared';

export const BLOG_CATEGORIES = ['Maintenance', 'Repair', 'Equipment', 'Resurfacing', 'Materials'] as const;

/** Frontmatter of a blog post (src/content/blog/<slug>.mdx). See docs/writing-a-blog-post.md. */
export const blogSchema = ({ image }: SchemaContext) =>
  z.object({
    /** The headline. */
    title: z.string().min(1),
    /** One sentence for search results and link previews (about 150 characters). */
    description: z.string().min(1),
    /** Two or three sentences for the card on /blog. */
    excerpt: z.string().min(1),
    /** Publication date, YYYY-MM-DD. */
    pubDate: z.coerce.date(),
    /** Date of the last real change, YYYY-MM-DD; defaults to pubDate. */
    updatedDate: z.coerce.date().optional(),
    /** One of: Maintenance, Repair, Equipment, Resurfacing, Materials. */
    category: z.enum(BLOG_CATEGORIES),
    /** Minutes to read; computed from the text when left out. */
    readTime: z.number().int().positive().optional(),
    /** Hero image, relative to the post file. */
    heroImage: image(),
    /** What the hero image shows, for people who cannot see it. */
    heroAlt: z.string().min(1),
    /** Slugs of services this post relates to (file names in src/content/services). */
    relatedServices: z.array(reference('services')).default([]),
    /** Questions and answers shown at the end and emitted as FAQPage JSON-LD. */
    faqs: z.array(faqSchema).default([]),
    /** true keeps the post out of production builds. */
    draft: z.boolean().default(false),
  });
