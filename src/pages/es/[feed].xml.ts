// /es/rss.xml: the Spanish posts as an RSS feed, built with /es/blog, once there is a Spanish post.
import type { APIContext } from 'astro';
import { business } from '../../data/business';
import { blogFeed } from '../../lib/content/blog-feed';
import { getSpanishPosts } from '../../lib/i18n/spanish-blog';
import { SPANISH_BLOG_PATH } from '../../lib/i18n/spanish-posts';
import { spanishPaths } from '../../lib/i18n/spanish-site';

export function getStaticPaths() {
  return spanishPaths.has(SPANISH_BLOG_PATH) ? [{ params: { feed: 'rss' } }] : [];
}

export async function GET(context: APIContext) {
  return blogFeed(await getSpanishPosts(), 'es', context.site ?? business.siteUrl);
}
