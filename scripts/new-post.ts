// Starts a blog post: `npm run new-post -- "Post title"`, or a Spanish one: `npm run new-post -- --es
// "Título"`, with `--of <english-post>` when it translates that post.
// Writes src/content/blog/<slug>.mdx (src/content/es/blog/ in Spanish; a draft dated today) and a
// placeholder hero image at src/assets/blog/<slug>.png, so the new post builds at once; the author then
// edits both. A translation starts with its English original's picture instead.
// Run by Node directly (it strips the types), so: no astro:* imports and no TS-only syntax.
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { constants, existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
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

/** Where each language's posts are written, from the project root. */
const POST_FOLDERS = { en: 'src/content/blog', es: 'src/content/es/blog' } as const;
type PostLanguage = keyof typeof POST_FOLDERS;

/** The path from a post's folder up to src/: one level deeper for a Spanish post. */
const TO_SRC = { en: '../../', es: '../../../' } as const;

/** The title and picture lines of a new post, and its date. */
interface TemplateFields {
  title: string;
  date: string;
  heroImage: string;
  /** The comment above heroImage: how the picture gets there. */
  heroNote: string;
  /** A Spanish post's lines: the English post it translates, if any, and where it will be published. */
  spanish?: { translationOf?: string; slug: string };
}

/** The lines a Spanish post has beyond an English one's: the English original and the sign-off it needs. */
function spanishLines({ translationOf, slug }: { translationOf?: string; slug: string }): string {
  return `# The English post this translates: its file name in src/content/blog without .mdx. Delete the line for a post only in Spanish.
${translationOf ? '' : '# '}translationOf: ${translationOf ?? 'file-name-of-the-english-post'}
# Production publishes it once a person who reads Spanish signs it off: npm run spanish -- sign-off /es/blog/${slug} --by "Name"
`;
}

/** The MDX text of a new post: every required field filled with a hint, marked as a draft. */
export function postTemplate({ title, date, heroImage, heroNote, spanish }: TemplateFields): string {
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
${spanish ? spanishLines(spanish) : ''}faqs:
  - question: "${POST_HINTS.question}"
    answer: "${POST_HINTS.answer}"
# A draft shows, marked, on deploy previews and under npm start, never on the live site. Delete this line to publish.
draft: true
---
import { Callout, QuoteCta } from '${TO_SRC[spanish ? 'es' : 'en']}components/mdx';

${POST_HINTS.opening}

${POST_HINTS.heading}

${POST_HINTS.body}

<Callout title="A tip">${POST_HINTS.callout}</Callout>

<QuoteCta text="${POST_HINTS.cta}" />
`;
}

/** The hero image an English post names, written from a Spanish post's folder, one level deeper. */
function originalHero(root: string, english: string): string {
  const file = join(root, POST_FOLDERS.en, `${english}.mdx`);
  if (!existsSync(file))
    throw new Error(
      `${POST_FOLDERS.en}/${english}.mdx does not exist; write --of with the file name of an English post, without .mdx.`,
    );
  const hero = /^heroImage:\s*(\S+)\s*$/m.exec(readFileSync(file, 'utf8'))?.[1];
  if (!hero) throw new Error(`${POST_FOLDERS.en}/${english}.mdx names no heroImage.`);
  return hero.startsWith('../') ? `../${hero}` : hero;
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

/** The same for a Spanish post, in src/content/es/blog: the line naming the English post it translates, if any, too. */
export const SPANISH_BROWSER_TEMPLATE = postTemplate({
  title: POST_HINTS.title,
  date: 'YYYY-MM-DD',
  heroImage: `../../../assets/blog/${TEMPLATE_PICTURE}`,
  heroNote: `Upload the picture to src/assets/blog/ (or name the English post's) and write its file name in place of ${TEMPLATE_PICTURE}.`,
  spanish: { slug: 'your-post-title' },
});

/**
 * The address of GitHub's editor for a new post in `repository` ("owner/name"), prefilled with the
 * template: an English post, or a Spanish one.
 */
export function browserNewPostLink(repository: string, branch = 'main', language: PostLanguage = 'en'): string {
  const template = language === 'es' ? SPANISH_BROWSER_TEMPLATE : BROWSER_TEMPLATE;
  const query = new URLSearchParams({ filename: 'your-post-title.mdx', value: template });
  return `https://github.com/${repository}/new/${branch}/${POST_FOLDERS[language]}?${query.toString().replaceAll('+', '%20')}`;
}

/**
 * Writes the post and, unless it translates an English post (`of`), whose picture it starts with, its
 * placeholder image under `root`; refuses to overwrite either.
 */
export async function createPost(options: {
  title: string;
  root: string;
  date?: Date;
  language?: PostLanguage;
  /** The English post a Spanish one translates, by file name without .mdx. */
  of?: string;
}) {
  const { root, language = 'en', of } = options;
  const slug = slugify(options.title);
  if (!slug) throw new Error('The title needs at least one letter or digit.');
  const folder = POST_FOLDERS[language];
  const postFile = join(root, folder, `${slug}.mdx`);
  const translated = language === 'es' && of ? originalHero(root, of) : undefined;
  const imageFile = translated ? undefined : join(root, 'src/assets/blog', `${slug}.png`);
  for (const file of [postFile, imageFile ?? []].flat()) {
    if (existsSync(file)) throw new Error(`${file} already exists; choose another title or edit that post.`);
  }
  const text = postTemplate({
    title: options.title,
    date: localDate(options.date),
    heroImage: translated ?? `${TO_SRC[language]}assets/blog/${slug}.png`,
    heroNote: translated
      ? `The English post's picture; write another file name from src/assets/blog/ to show another.`
      : `Replace the placeholder file src/assets/blog/${slug}.png with the real image (same name).`,
    ...(language === 'es' ? { spanish: { slug, ...(of ? { translationOf: of } : {}) } } : {}),
  });
  await mkdir(join(root, folder), { recursive: true });
  await writeFile(postFile, text, { flag: 'wx' });
  if (imageFile) {
    await mkdir(join(root, 'src/assets/blog'), { recursive: true });
    await copyFile(PLACEHOLDER_IMAGE, imageFile, constants.COPYFILE_EXCL);
  }
  return { slug, postFile, imageFile, path: `${language === 'es' ? '/es/blog' : '/blog'}/${slug}` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { es: { type: 'boolean', default: false }, of: { type: 'string' } },
  });
  const title = positionals.join(' ').trim();
  if (!title || (values.of && !values.es)) {
    console.error(
      'Usage: npm run new-post -- "Post title"\n   or: npm run new-post -- --es "Título" [--of english-post-file-name]',
    );
    process.exit(1);
  }
  try {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const { postFile, imageFile, path } = await createPost({
      title,
      root,
      language: values.es ? 'es' : 'en',
      ...(values.of ? { of: values.of } : {}),
    });
    console.log(`Created ${postFile}${imageFile ? `\nand the placeholder image ${imageFile}` : ''}.`);
    console.log(`Preview it with npm start at http://localhost:4321${path}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
