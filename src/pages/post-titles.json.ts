import { getCollection } from 'astro:content';
import { isShown, postPath } from '../lib/content/blog';
import { getSpanishPosts } from '../lib/i18n/spanish-blog';

/**
 * The title of each post this build has a page for, by its path, read by the quote-reports function
 * of the live deploy: the owner's weekly report names a visit's first page by the site's own title,
 * never by what the visit sent.
 */
export async function GET() {
  const posts = [...(await getCollection('blog', (post) => isShown(post))), ...(await getSpanishPosts())];
  return Response.json(Object.fromEntries(posts.map((post) => [postPath(post), post.data.title])));
}
