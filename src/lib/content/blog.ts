import { getCollection, getEntries, type CollectionEntry } from 'astro:content';
import { mistakeError, mistakesByFile } from '../content-check/mistakes';
import type { Language } from '../i18n/languages';
import { ENGLISH_BLOG_PATH, SPANISH_BLOG_PATH } from '../i18n/spanish-posts';
import { DATE_LOCALES } from './blog-words';
import { buildDate, isPreviewBuild, postStatus, type PostStatus } from './publication';
import { unknownServices } from './services';

export type BlogPost = CollectionEntry<'blog'>;
export type SpanishPost = CollectionEntry<'spanishBlog'>;
/** A post in either language: the list, card and page of each are drawn by the same components. */
export type AnyPost = BlogPost | SpanishPost;

/** Words a visitor reads in a minute; the usual figure for web copy. */
const WORDS_PER_MINUTE = 200;

/** Site path of a post: /blog/<file name>, or /es/blog/<file name> for a Spanish one. */
export function postPath(post: Pick<AnyPost, 'id' | 'collection'>): string {
  return `${post.collection === 'spanishBlog' ? SPANISH_BLOG_PATH : ENGLISH_BLOG_PATH}/${post.id}`;
}

/** The language a post is written in. */
export const postLanguage = (post: Pick<AnyPost, 'collection'>): Language =>
  post.collection === 'spanishBlog' ? 'es' : 'en';

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

/** "September 18, 2025", "18 de septiembre de 2025"; content dates are calendar dates kept in UTC. */
export function formatPostDate(date: Date, language: Language = 'en'): string {
  return date.toLocaleDateString(DATE_LOCALES[language], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The services a post links to. The content check stops a build on a name that matches no service
 * before any page is built; under `npm start` it is caught here, with the same sentence.
 */
export async function getRelatedServices(post: AnyPost): Promise<CollectionEntry<'services'>[]> {
  const services = await getEntries(post.data.relatedServices.map((id) => ({ collection: 'services' as const, id })));
  if (services.some((service) => !service)) {
    const ids = (await getCollection('services')).map((service) => service.id);
    throw mistakeError(mistakesByFile(unknownServices(post.filePath ?? post.id, post.data.relatedServices, ids)));
  }
  return services;
}
