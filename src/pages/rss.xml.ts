import type { APIContext } from 'astro';
import { getCollection } from 'astro:content';
import { business } from '../data/business';
import { blogFeed } from '../lib/content/blog-feed';

/** The blog as an RSS feed, newest first; every English page's head links it. */
export async function GET(context: APIContext) {
  return blogFeed(await getCollection('blog'), 'en', context.site ?? business.siteUrl);
}
