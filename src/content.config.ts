import { defineCollection, type SchemaContext } from 'astro:content';
import type { z } from 'astro/zod';
import { glob } from 'astro/loaders';
import { checkedGlob } from './lib/content/checked-glob';
import { blogSchema } from './schemas/blog';
import { projectSchema } from './schemas/project';
import { serviceSchema } from './schemas/service';
import { testimonialSchema } from './schemas/testimonial';

/** A folder of MDX files whose frontmatter mistakes are told in sentences naming the file and the field. */
function mdxCollection<Schema extends z.ZodType>(base: string, schema: (context: SchemaContext) => Schema) {
  return defineCollection({ loader: checkedGlob({ pattern: '*.mdx', base }, schema), schema });
}

/** Marketers' content; each file's name is its URL slug. Schemas document every field. */
export const collections = {
  services: mdxCollection('./src/content/services', serviceSchema),
  projects: mdxCollection('./src/content/projects', projectSchema),
  testimonials: defineCollection({
    loader: glob({ pattern: '*.json', base: './src/content/testimonials' }),
    schema: testimonialSchema,
  }),
  blog: mdxCollection('./src/content/blog', blogSchema),
};
