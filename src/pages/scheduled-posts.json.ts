import { getCollection } from 'astro:content';
import { statusOf } from '../lib/content/blog';
import { isoDate } from '../lib/seo/json-ld';

/**
 * The days this build's scheduled posts come due (YYYY-MM-DD, sorted), read each morning by the
 * publish-due-posts function of the live deploy. Dates only: what is coming stays unannounced.
 */
export async function GET() {
  const posts = await getCollection('blog', (post) => statusOf(post) === 'scheduled');
  const days = [...new Set(posts.map((post) => isoDate(post.data.pubDate)))].sort();
  return new Response(JSON.stringify(days), { headers: { 'Content-Type': 'application/json' } });
}
