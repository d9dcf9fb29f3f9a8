import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { blogSchema } from './schemas/blog';
import { projectSchema } from './schemas/project';
import { serviceSchema } from './schemas/service';
import { testimonialSchema } from './schemas/testimonial';

/** Marketers' content; each file's name is its URL slug. Schemas document every field. */
export const collections = {
  services: defineCollection({
    loader: glob({ pattern: '*.mdx', base: './src/content/services' }),
    schema: serviceSchema,
  }),
  projects: defineCollection({
    loader: glob({ pattern: '*.mdx', base: './src/content/projects' }),
    schema: projectSchema,
  }),
  testimonials: defineCollection({
    loader: glob({ pattern: '*.json', base: './src/content/testimonials' }),
    schema: testimonialSchema,
  }),
  blog: defineCollection({
    loader: glob({ pattern: '*.mdx', base: './src/content/blog' }),
    schema: blogSchema,
  }),
};
