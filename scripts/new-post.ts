// Starts a blog post: `npm run new-post -- "Post title"`.
// Writes src/content/blog/<slug>.mdx (a draft dated today) and a placeholder hero image at
// src/assets/blog/<slug>.png, so the new post builds at once; the author then edits both.
// Run by Node directly (it strips the types), so: no astro:* imports and no TS-only syntax.
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { constants, existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { POST_HINTS, TEMPLATE_PICTURE_FILE } from '../src/lib/launch/post-scaffold.ts';

/** The placeholder hero image copied for each new post. */
const PLACEHOLDER_IMAGE = fileURLToPath(new URL(`../${TEMPLATE_PICTURE_FILE}`, import.meta.url));

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

/** The title and picture lines of a new post, and its date. */
interface TemplateFields {
  title: string;
  date: string;
  heroImage: string;
  /** The comment above heroImage: how the picture gets there. */
  heroNote: string;
}

/** The MDX text of a new post: every required field filled with a hint, marked as a draft. */
export function postTemplate({ title, date, heroImage, heroNote }: TemplateFields): string {
  return `---
title: ${JSON.stringify(title)}
description: "${POST_HINTS.description}"
excerpt: "${POST_HINTS.excerpt}"
# The day it goes live, YYYY-MM-DD. A later day schedules it: it goes live that morning.
pubDate: ${date}
# One of: Maintenance, Repair, Equipment, Resurfacing, Materials
category: Maintenance
# ${heroNote}
heroImage: ${heroImage}
heroAlt: "${POST_HINTS.heroAlt}"
# File names from src/content/services, e.g. [leak-detection, fiberglass-repair]
relatedServices: []
faqs:
  - question: "${POST_HINTS.question}"
    answer: "${POST_HINTS.answer}"
# A draft shows, marked, on deploy previews and under npm start, never on the live site. Delete this line to publish.
draft: true
---
import { Callout, QuoteCta } from '../../components/mdx';

${POST_HINTS.opening}

${POST_HINTS.heading}

${POST_HINTS.body}

<Callout title="A tip">${POST_HINTS.callout}</Callout>

<QuoteCta text="${POST_HINTS.cta}" />
`;
}

/** A new post's text as `npm run new-post` writes it, next to a placeholder picture of the same name. */
function newPostText(title: string, slug: string, date: string): string {
  return postTemplate({
    title,
    date,
    heroImage: `../../assets/blog/${slug}.png`,
    heroNote: `Replace the placeholder file src/assets/blog/${slug}.png with the real image (same name).`,
  });
}

/** The picture the browser template names until the author writes the one they uploaded: one in the repository. */
export const TEMPLATE_PICTURE = basename(TEMPLATE_PICTURE_FILE);

/**
 * The post GitHub's editor opens with, from the link in docs/writing-a-blog-post.md: the author
 * writes the date and uploads the picture to src/assets/blog/ in the browser. Until then the post
 * shows a picture the repository has, so a draft builds at once.
 */
export const BROWSER_TEMPLATE = postTemplate({
  title: POST_HINTS.title,
  date: 'YYYY-MM-DD',
  heroImage: `../../assets/blog/${TEMPLATE_PICTURE}`,
  heroNote: `Upload the picture to src/assets/blog/ and write its file name in place of ${TEMPLATE_PICTURE}.`,
});

/** The address of GitHub's editor for a new post in `repository` ("owner/name"), prefilled with the template. */
export function browserNewPostLink(repository: string, branch = 'main'): string {
  const query = new URLSearchParams({ filename: 'your-post-title.mdx', value: BROWSER_TEMPLATE });
  return `https://github.com/${repository}/new/${branch}/src/content/blog?${query.toString().replaceAll('+', '%20')}`;
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
  await writeFile(postFile, newPostText(options.title, slug, localDate(options.date)), { flag: 'wx' });
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
