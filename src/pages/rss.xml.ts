import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getCollection } from 'astro:content';
import { business } from '../data/business';
import { BLOG_DESCRIPTION, BLOG_TITLE, isPublished, postPath, sortPosts } from '../lib/content/blog';

/** The blog as an RSS feed, newest first; every page's head links it. */
export async function GET(context: APIContext) {
  const posts = sortPosts(await getCollection('blog', (post) => isPublished(post)));
  return rss({
    title: `${business.name}: ${BLOG_TITLE}`,
    description: BLOG_DESCRIPTION,
    site: context.site ?? business.siteUrl,
    trailingSlash: false,
    items: posts.map((post) => ({
      title: post.data.title,
      description: post.data.excerpt,
      pubDate: post.data.pubDate,
      categories: [post.data.category],
      link: postPath(post),
    })),
  });
}
