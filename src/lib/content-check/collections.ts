import { blogSchema, spanishBlogSchema } from '../../schemas/blog';
import { aboutPageSchema, homePageSchema, servicesPageSchema } from '../../schemas/page-copy';
import { projectSchema } from '../../schemas/project';
import { serviceSchema, spanishServiceSchema } from '../../schemas/service';
import { testimonialSchema } from '../../schemas/testimonial';

const PAGES_GUIDE = 'src/content/pages/README.md';

/**
 * Marketers' content: each collection's folder (one file per entry, named as its URL slug), the kind of
 * file and the schema it follows. src/content.config.ts loads them; the build's content check reads
 * them first. Listed in the order the check reports them: posts, the files marketers touch most, first.
 */
export const CONTENT_COLLECTIONS = {
  blog: { base: 'src/content/blog', extension: '.mdx', schema: blogSchema },
  /** The Spanish posts: an English post's fields, and the English post each translates, if any. */
  spanishBlog: { base: 'src/content/es/blog', extension: '.mdx', schema: spanishBlogSchema },
  services: { base: 'src/content/services', extension: '.mdx', schema: serviceSchema },
  /** The Spanish service pages: the English schema, a file named as the English one it translates. */
  spanishServices: { base: 'src/content/es/services', extension: '.mdx', schema: spanishServiceSchema },
  projects: { base: 'src/content/projects', extension: '.mdx', schema: projectSchema },
  testimonials: { base: 'src/content/testimonials', extension: '.json', schema: () => testimonialSchema },
  /**
   * The words of the home, services and about pages, a file per language named by it: en.json, es.json.
   * `guide` explains them all, where another JSON collection's README sits in its folder.
   */
  homePage: { base: 'src/content/pages/home', extension: '.json', schema: () => homePageSchema, guide: PAGES_GUIDE },
  servicesPage: {
    base: 'src/content/pages/services',
    extension: '.json',
    schema: () => servicesPageSchema,
    guide: PAGES_GUIDE,
  },
  aboutPage: { base: 'src/content/pages/about', extension: '.json', schema: () => aboutPageSchema, guide: PAGES_GUIDE },
};
