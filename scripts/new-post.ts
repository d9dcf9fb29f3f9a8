// Starts a blog post: `npm run new-post -- "Post title"`.
// Writes src/content/blog/<slug>.mdx (a draft dated today) and a placeholder hero image at
// src/assets/blog/<slug>.png, so the new post builds at once; the author then edits both.
// Run by Node directly (it strips the types), so: no astro:* imports and no TS-only syntax.
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { constants, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The placeholder hero image copied for each new post. */
export const PLACEHOLDER_IMAGE = fileURLToPath(new URL('../public/og-default.png', import.meta.url));

/** URL slug of a title: lower case, ASCII letters and digits joined by single hyphens. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Today as YYYY-MM-DD in the author's own time zone. */
export function localDate(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The MDX text of a new post: every required field filled with a hint, marked as a draft. */
export function postTemplate(title: string, slug: string, date: string): string {
  return `---
title: ${JSON.stringify(title)}
description: "Replace with one sentence for search results and link previews, 50 to 160 characters."
excerpt: "Replace with two or three sentences for the card on the blog page."
pubDate: ${date}
# One of: Maintenance, Repair, Equipment, Resurfacing, Materials
category: Maintenance
# Replace the placeholder file src/assets/blog/${slug}.png with the real image (same name).
heroImage: ../../assets/blog/${slug}.png
heroAlt: "Replace with what the image shows, for people who cannot see it."
# File names from src/content/services, e.g. [leak-detection, fiberglass-repair]
relatedServices: []
faqs:
  - question: "Replace with a question homeowners ask?"
    answer: "Replace with a short, plain answer."
# Drafts show under npm start only. Delete this line to publish.
draft: true
---
import { Callout, QuoteCta } from '../../components/mdx';

Open with two or three sentences on the problem this post helps with.

## First section

Write the post in Markdown. See docs/writing-a-blog-post.md for the components you can use.

<Callout title="A tip">Something the reader should not miss.</Callout>

<QuoteCta text="One sentence tying the post to what we can do for the reader." />
`;
}

/** Writes the post and its placeholder image under `root`; refuses to overwrite either. */
export async function createPost(options: { title: string; root: string; date?: Date }) {
  const slug = slugify(options.title);
  if (!slug) throw new Error('The title needs at least one letter or digit.');
  const postFile = join(options.root, 'src/content/blog', `${slug}.mdx`);
  const imageFile = join(options.root, 'src/assets/blog', `${slug}.png`);
  for (const file of [postFile, imageFile]) {
    if (existsSync(file)) throw new Error(`${file} already exists; choose another title or edit that post.`);
  }
  await mkdir(join(options.root, 'src/content/blog'), { recursive: true });
  await mkdir(join(options.root, 'src/assets/blog'), { recursive: true });
  await writeFile(postFile, postTemplate(options.title, slug, localDate(options.date)), { flag: 'wx' });
  await copyFile(PLACEHOLDER_IMAGE, imageFile, constants.COPYFILE_EXCL);
  return { slug, postFile, imageFile };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const title = process.argv.slice(2).join(' ').trim();
  if (!title) {
    console.error('Usage: npm run new-post -- "Post title"');
    process.exit(1);
  }
  try {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const { slug, postFile, imageFile } = await createPost({ title, root });
    console.log(`Created ${postFile}\nand the placeholder image ${imageFile}.`);
    console.log(`Preview it with npm start at http://localhost:4321/blog/${slug}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
