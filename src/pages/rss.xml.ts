import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getCollection } from 'astro:content';
import { business } from '../data/business';
import { BLOG_DESCRIPTION, BLOG_TITLE, isListed, postPath, sortPosts } from '../lib/content/blog';

/** The blog as an RSS feed, newest first; every page's head links it. */
export async function GET(context: APIContext) {
  const posts = sortPosts(await getCollection('blog', (post) => isListed(post)));
  const lastChange = Math.max(...posts.map((post) => post.data.updatedDate.getTime()));
  const self = new URL('/rss.xml', context.site ?? business.siteUrl).href;
  return rss({
    title: `${business.name}: ${BLOG_TITLE}`,
    description: BLOG_DESCRIPTION,
    site: context.site ?? business.siteUrl,
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    // lastBuildDate is the newest post's date, so a rebuild with no new content changes nothing for readers.
    customData: [
      `<atom:link href="${self}" rel="self" type="application/rss+xml"/>`,
      '<language>en-us</language>',
      Number.isFinite(lastChange) ? `<lastBuildDate>${new Date(lastChange).toUTCString()}</lastBuildDate>` : '',
    ].join(''),
    items: posts.map((post) => ({
      title: post.data.title,
      description: post.data.excerpt,
      pubDate: post.data.pubDate,
      categories: [post.data.category],
      link: postPath(post),
    })),
  });
}
