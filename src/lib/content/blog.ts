import { getCollection, getEntries, type CollectionEntry } from 'astro:content';
import { mistakeError, mistakesByFile } from '../content-check/mistakes';
import { buildDate, isPreviewBuild, postStatus, type PostStatus } from './publication';
import { unknownServices } from './services';

export type BlogPost = CollectionEntry<'blog'>;

/** Name and summary of the blog, shared by /blog and the RSS feed. */
export const BLOG_TITLE = 'Pool Care Insights';
export const BLOG_DESCRIPTION =
  'Practical advice for Dallas fiberglass pool owners: leaks, cracks, pumps, resurfacing and finishes.';

/** Words a visitor reads in a minute; the usual figure for web copy. */
const WORDS_PER_MINUTE = 200;

/** Where blog posts live. */
const BLOG_POST_PREFIX = '/blog/';

/** Site path of a post. */
export function postPath(post: Pick<BlogPost, 'id'>): string {
  return `${BLOG_POST_PREFIX}${post.id}`;
}

/** The fields that decide when a post is public. */
type PostDating = { data: { draft: boolean; pubDate: Date } };

/** What a post is in this build: published, a draft, or scheduled for a later day. */
export function statusOf(post: PostDating, today: string = buildDate()): PostStatus {
  return postStatus(post.data, today);
}

/**
 * Whether a post has a page and a card in the site being built: a published one always; a draft or a
 * scheduled post under `npm start` and on deploy previews, where the marketer checks it (marked there).
 */
export function isShown(post: PostDating, preview: boolean = import.meta.env.DEV || isPreviewBuild()): boolean {
  return preview || statusOf(post) === 'published';
}

/** Whether a post is in the RSS feed (and the sitemap): only once published. */
export function isListed(post: PostDating): boolean {
  return statusOf(post) === 'published';
}

/** Newest first; posts of the same day by title, so the order never depends on file order. */
export function sortPosts<T extends { data: { pubDate: Date; title: string } }>(posts: readonly T[]): T[] {
  return [...posts].sort(
    (a, b) => b.data.pubDate.getTime() - a.data.pubDate.getTime() || a.data.title.localeCompare(b.data.title),
  );
}

/**
 * Minutes to read a text at 200 words a minute. MDX import lines, tag names and prop names are
 * skipped; the words inside component props (table cells, timeline steps) count, as readers read them.
 */
export function readingMinutes(mdx: string): number {
  const text = mdx
    .replace(/^(import|export)\s.*$/gm, ' ')
    .replace(/<\/?[A-Za-z][\w.]*|\/?>|\b\w+(?==[{"'])|\b\w+(?=: ['"[{])/g, ' ');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** The stated read time, else one computed from what the page shows: the body and the FAQ. */
export function readTime(post: {
  body?: string;
  data: { readTime?: number; faqs: readonly { question: string; answer: string }[] };
}): number {
  if (post.data.readTime) return post.data.readTime;
  const faqText = post.data.faqs.map((faq) => `${faq.question} ${faq.answer}`).join(' ');
  return readingMinutes(`${post.body ?? ''} ${faqText}`);
}

/** "September 18, 2025"; content dates are calendar dates kept in UTC. */
export function formatPostDate(date: Date): string {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/**
 * The services a post links to. The content check stops a build on a name that matches no service
 * before any page is built; under `npm start` it is caught here, with the same sentence.
 */
export async function getRelatedServices(post: BlogPost): Promise<CollectionEntry<'services'>[]> {
  const services = await getEntries(post.data.relatedServices.map((id) => ({ collection: 'services' as const, id })));
  if (services.some((service) => !service)) {
    const ids = (await getCollection('services')).map((service) => service.id);
    throw mistakeError(mistakesByFile(unknownServices(post.filePath ?? post.id, post.data.relatedServices, ids)));
  }
  return services;
}
