import { defineCollection, type SchemaContext } from 'astro:content';
import type { z } from 'astro/zod';
import { checkedGlob } from './lib/content-check/checked-glob';
import { CONTENT_COLLECTIONS } from './lib/content-check/collections';

/** A folder of entries whose mistakes are told in sentences naming the file and the field. */
function checkedCollection<Schema extends z.ZodType>(collection: {
  base: string;
  extension: string;
  schema: (context: Pick<SchemaContext, 'image'>) => Schema;
}) {
  const { base, extension, schema } = collection;
  return defineCollection({ loader: checkedGlob({ pattern: `*${extension}`, base: `./${base}` }, schema), schema });
}

/** Marketers' content; each file's name is its URL slug. Schemas document every field. */
export const collections = {
  services: checkedCollection(CONTENT_COLLECTIONS.services),
  spanishServices: checkedCollection(CONTENT_COLLECTIONS.spanishServices),
  projects: checkedCollection(CONTENT_COLLECTIONS.projects),
  testimonials: checkedCollection(CONTENT_COLLECTIONS.testimonials),
  blog: checkedCollection(CONTENT_COLLECTIONS.blog),
  homePage: checkedCollection(CONTENT_COLLECTIONS.homePage),
  servicesPage: checkedCollection(CONTENT_COLLECTIONS.servicesPage),
  aboutPage: checkedCollection(CONTENT_COLLECTIONS.aboutPage),
  spanishBlog: checkedCollection(CONTENT_COLLECTIONS.spanishBlog),
};
