import { getCollection } from 'astro:content';
import { statusOf, type AnyPost } from '../lib/content/blog';
import { isoDate } from '../lib/seo/json-ld';

/**
 * The days this build's scheduled posts come due (YYYY-MM-DD, sorted), read each morning by the
 * publish-due-posts function of the live deploy. Dates only: what is coming stays unannounced.
 */
export async function GET() {
  const scheduled = (post: AnyPost) => statusOf(post) === 'scheduled';
  // Spanish posts too: a day one comes due, the live site rebuilds and carries it if it is signed off.
  const posts = [...(await getCollection('blog', scheduled)), ...(await getCollection('spanishBlog', scheduled))];
  const days = [...new Set(posts.map((post) => isoDate(post.data.pubDate)))].sort();
  return new Response(JSON.stringify(days), { headers: { 'Content-Type': 'application/json' } });
}
