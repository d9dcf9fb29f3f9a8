// The Spanish posts this build carries: published (or, on a preview, any) and, in production, signed off.
import { getCollection } from 'astro:content';
import { postPath, type SpanishPost } from '../content/blog';
import { spanishPaths } from './spanish-site';

export async function getSpanishPosts(): Promise<SpanishPost[]> {
  return getCollection('spanishBlog', (post) => spanishPaths.has(postPath(post)));
}
