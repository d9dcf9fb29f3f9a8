import type { SitemapItem } from '@astrojs/sitemap';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { business, type BusinessFacts } from '../../data/business';
import { frontmatterBlock, frontmatterField } from '../content-check/frontmatter';
import { buildDate } from '../content/publication';
import { ENGLISH_BLOG_PATH, SPANISH_BLOG_PATH, SPANISH_POSTS_DIR } from '../i18n/spanish-posts';
import { emptyPagePaths } from '../content/reviews';
import { placeholderPagePaths, readLaunchContent } from '../build/launch-guard';

/** A blog post's dates as its frontmatter gives them (YYYY-MM-DD). */
export interface PostDates {
  id: string;
  pubDate: string;
  updatedDate?: string;
}

/**
 * Last-modified date of each page whose content is dated: a post's revision (else publication)
 * date, and the blog index's newest post. Undated pages get none rather than an invented one.
 */
export function contentLastmod(posts: readonly PostDates[], blogPath = ENGLISH_BLOG_PATH): Map<string, Date> {
  const dates = new Map(posts.map((post) => [`${blogPath}/${post.id}`, new Date(post.updatedDate ?? post.pubDate)]));
  const newest = Math.max(...[...dates.values()].map(Number));
  if (Number.isFinite(newest)) dates.set(blogPath, new Date(newest));
  return dates;
}

/** Every post in a blog folder of the project being built, read before Astro loads content. */
function readPosts(dir: string): (PostDates & { draft: boolean })[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => ({
      id: name.slice(0, -'.mdx'.length),
      block: frontmatterBlock(readFileSync(join(dir, name), 'utf8')),
    }))
    .filter(({ block }) => frontmatterField(block, 'pubDate'))
    .map(({ id, block }) => ({
      id,
      pubDate: frontmatterField(block, 'pubDate')!,
      updatedDate: frontmatterField(block, 'updatedDate'),
      draft: frontmatterField(block, 'draft') === 'true',
    }));
}

const BLOG_DIR = 'src/content/blog';
const isPublishedOn = (today: string) => (post: { draft: boolean; pubDate: string }) =>
  !post.draft && post.pubDate <= today;

/** The dates of every post published on `today`: drafts and posts dated later are not. */
export function readPostDates(dir = resolve(BLOG_DIR), today = buildDate()): PostDates[] {
  return readPosts(dir)
    .filter(isPublishedOn(today))
    .map(({ id, pubDate, updatedDate }) => ({ id, pubDate, ...(updatedDate ? { updatedDate } : {}) }));
}

/** Each language's posts: where they are written and where they are published. */
const BLOGS = [
  { dir: BLOG_DIR, path: ENGLISH_BLOG_PATH },
  { dir: SPANISH_POSTS_DIR, path: SPANISH_BLOG_PATH },
];

/** Site paths of the posts, in either language, a deploy preview shows but the sitemap leaves out: drafts and scheduled posts. */
export function unlistedPostPaths(root = resolve('.'), today = buildDate()): string[] {
  const published = isPublishedOn(today);
  return BLOGS.flatMap((blog) =>
    readPosts(join(root, blog.dir))
      .filter((post) => !published(post))
      .map((post) => `${blog.path}/${post.id}`),
  );
}

/** The last change of every post, in either language, and of each blog's list. */
const allContentLastmod = (root = resolve('.')) =>
  new Map(BLOGS.flatMap((blog) => [...contentLastmod(readPostDates(join(root, blog.dir)), blog.path)]));

/** The sitemap's `serialize` option: adds `lastmod` to the entries of dated pages. */
export function withContentLastmod(dates = allContentLastmod()) {
  return (item: SitemapItem): SitemapItem => {
    const lastmod = dates.get(new URL(item.url).pathname);
    return lastmod ? { ...item, lastmod: lastmod.toISOString().slice(0, 10) } : item;
  };
}

/**
 * Site paths of the pages built but kept out of the sitemap and search results: those showing
 * placeholders, and those with nothing to show yet. Read from the files, before Astro loads content.
 */
export function unlistedPagePaths(
  content = readLaunchContent(),
  { rating }: Pick<BusinessFacts, 'rating'> = business,
): string[] {
  return [...new Set([...placeholderPagePaths(content), ...emptyPagePaths(content.testimonials.length, rating)])];
}
