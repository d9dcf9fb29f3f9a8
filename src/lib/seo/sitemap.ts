import type { SitemapItem } from '@astrojs/sitemap';
import { readdirSync, readFileSync } from 'node:fs';
import { frontmatterBlock, frontmatterField } from '../content/frontmatter';

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
export function contentLastmod(posts: readonly PostDates[]): Map<string, Date> {
  const dates = new Map(posts.map((post) => [`/blog/${post.id}`, new Date(post.updatedDate ?? post.pubDate)]));
  const newest = Math.max(...[...dates.values()].map(Number));
  if (Number.isFinite(newest)) dates.set('/blog', new Date(newest));
  return dates;
}

/** The dates of every published post in src/content/blog. */
export function readPostDates(dir = new URL('../../content/blog/', import.meta.url)): PostDates[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => ({
      id: name.slice(0, -'.mdx'.length),
      block: frontmatterBlock(readFileSync(new URL(name, dir), 'utf8')),
    }))
    .filter(({ block }) => frontmatterField(block, 'draft') !== 'true' && frontmatterField(block, 'pubDate'))
    .map(({ id, block }) => ({
      id,
      pubDate: frontmatterField(block, 'pubDate')!,
      updatedDate: frontmatterField(block, 'updatedDate'),
    }));
}

/** The sitemap's `serialize` option: adds `lastmod` to the entries of dated pages. */
export function withContentLastmod(dates = contentLastmod(readPostDates())) {
  return (item: SitemapItem): SitemapItem => {
    const lastmod = dates.get(new URL(item.url).pathname);
    return lastmod ? { ...item, lastmod: lastmod.toISOString().slice(0, 10) } : item;
  };
}
