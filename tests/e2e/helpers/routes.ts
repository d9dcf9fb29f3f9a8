// The site's pages and what its content collections hold, read from the files: the tests expect what
// the owner's content says, whatever the launch (docs/launching.md) replaced or left out.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { business } from '../../../src/data/business';
import { frontmatterBlock, frontmatterField } from '../../../src/lib/content-check/frontmatter';
import { hasWrittenCaseStudy } from '../../../src/lib/content/projects';
import { emptyPagePaths } from '../../../src/lib/content/reviews';
import { readPostDates } from '../../../src/lib/seo/sitemap';
import { spanishPaths } from '../../../src/lib/i18n/spanish-site';

const CONTENT = new URL('../../../src/content/', import.meta.url);

/** The files of a collection with the extension, by name; none when its folder is gone (git keeps no empty folder). */
function entries(collection: string, extension: string): { slug: string; text: string }[] {
  const dir = new URL(`${collection}/`, CONTENT);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(extension))
    .sort()
    .map((file) => ({ slug: file.slice(0, -extension.length), text: readFileSync(new URL(file, dir), 'utf8') }));
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

export interface Testimonial {
  order: number;
  name: string;
  location?: string;
  rating: number;
  text: string;
  /** The service's file name, e.g. leak-detection. */
  service: string;
  placeholder?: boolean;
}

/** The reviews as the owner maintains them, in the order /reviews shows them. */
export const TESTIMONIALS: readonly Testimonial[] = entries('testimonials', '.json')
  .map(({ text }) => JSON.parse(text) as Testimonial)
  .sort(byOrder);

export interface Project {
  slug: string;
  order: number;
  title: string;
  location: string;
  /** The file holds the written case study below its frontmatter. */
  written: boolean;
  placeholder: boolean;
  /** A frontmatter field, unquoted. */
  field: (name: string) => string | undefined;
}

/** The case studies, in the order /projects shows them. */
export const PROJECTS: readonly Project[] = entries('projects', '.mdx')
  .map(({ slug, text }) => {
    const block = frontmatterBlock(text);
    const field = (name: string) => frontmatterField(block, name);
    return {
      slug,
      order: Number(field('order')),
      title: field('title')!,
      location: field('location')!,
      written: hasWrittenCaseStudy({ body: text.replace(/^---\r?\n[\s\S]*?\r?\n---/, '') }),
      placeholder: field('placeholder') === 'true',
      field,
    };
  })
  .sort(byOrder);

export interface Post {
  slug: string;
  title: string;
  /** YYYY-MM-DD. */
  pubDate: string;
  category: string;
}

const published = new Set(readPostDates().map(({ id }) => id));

/** The published posts, newest first (a day's posts by title), as /blog and the feed list them. */
export const POSTS: readonly Post[] = entries('blog', '.mdx')
  .filter(({ slug }) => published.has(slug))
  .map(({ slug, text }) => {
    const block = frontmatterBlock(text);
    const field = (name: string) => frontmatterField(block, name)!;
    return { slug, title: field('title'), pubDate: field('pubDate'), category: field('category') };
  })
  .sort((a, b) => b.pubDate.localeCompare(a.pubDate) || a.title.localeCompare(b.title));

/** The service pages' slugs, as /services lists them. */
export const SERVICES: readonly string[] = entries('services', '.mdx').map(({ slug }) => slug);

/** Each service's title, as its page and a review of it name it, by the service's slug. */
export const SERVICE_TITLES: Readonly<Record<string, string>> = Object.fromEntries(
  entries('services', '.mdx').map(({ slug, text }) => [slug, frontmatterField(frontmatterBlock(text), 'title')!]),
);

/** "Last updated: January 2025" on a legal page (`terms`, `privacy`), as its file dates it. */
export function lastUpdatedLine(page: 'terms' | 'privacy'): string {
  const text = readFileSync(new URL(`../../../src/pages/${page}.mdx`, import.meta.url), 'utf8');
  return `Last updated: ${frontmatterField(frontmatterBlock(text), 'lastUpdated')}`;
}

/** Pages built with nothing to show yet: left out of the menus and the sitemap. */
export const EMPTY_PAGES = emptyPagePaths(TESTIMONIALS.length, business.rating);

/** Every page of the site, as visitors and search engines reach it (the 404 page aside). */
export const ROUTES: readonly string[] = [
  '/',
  '/services',
  ...SERVICES.map((slug) => `/services/${slug}`),
  '/projects',
  ...PROJECTS.map(({ slug }) => `/projects/${slug}`),
  '/reviews',
  '/about',
  '/contact',
  '/blog',
  ...POSTS.map(({ slug }) => `/blog/${slug}`),
  '/privacy',
  '/terms',
  // The Spanish pages this build carries (none while the business serves Spanish speakers "not-yet").
  ...[...spanishPaths].sort(),
];
