/**
 * Every mistake in every content file (posts, services, projects, reviews) found at once, before
 * Astro loads content, so a build names them all: a broken frontmatter or JSON file, a field the
 * schema refuses, a picture that is missing or in a format the site cannot use, a picture shown
 * without alt text, and, in a post to be published, what `npm run new-post` wrote for the author to
 * replace and one of the site's illustrations passed off as a photo. Astro's own loader would stop at
 * the first file, with a stack trace.
 */
import { basename, dirname, posix, resolve } from 'node:path';
import { parseFrontmatter } from 'astro/markdown';
import { ILLUSTRATIONS, PLACEHOLDER_SHARE_IMAGE, TEMPLATE_PICTURE } from '../launch/fingerprints';
import { postHintsIn, TEMPLATE_PICTURE_FILE } from '../launch/post-scaffold';
import { CONTENT_COLLECTIONS } from './collections';
import { curlyQuotesIn, STRAIGHT_QUOTES_HOW_TO } from './curly-quotes';
import { frontmatterMistakes, pictureHint, type ContentSchema } from './frontmatter-check';
import { frontmatterBlock, frontmatterField } from './frontmatter';
import { unlabelledIllustrationsIn } from './illustrations';
import { jsonSyntaxMistake } from './json-syntax';
import { importedPictures, lineAt, markdownPictures, shownPictures } from './mdx-images';
import type { ContentMistake } from './mistakes';
import { pictureProblem } from './picture-check';
import { projectFiles, type ProjectFiles } from './project-files';
import { unknownReviewedService, unknownServices } from '../content/services';

type Collection = (typeof CONTENT_COLLECTIONS)[keyof typeof CONTENT_COLLECTIONS];

/** What a content file is checked with, besides its own text. */
interface CheckContext {
  root: string;
  files: ProjectFiles;
  /** The services' file names without .mdx: what a post's relatedServices and a review's service may name. */
  services: string[];
  /** The English posts' file names without .mdx: what a Spanish post's translationOf may name. */
  posts: string[];
  /** Fingerprints of the pictures a new post starts with: new-post's copy, and the browser template's. */
  scaffoldPictures: Set<string>;
}

/** Every mistake in the content of the project at `root`, file by file. */
export async function contentMistakes(root: string): Promise<ContentMistake[]> {
  const files = projectFiles(root);
  const context: CheckContext = {
    root,
    files,
    services: files
      .filesIn(CONTENT_COLLECTIONS.services.base, ['.mdx'], { topLevel: true })
      .map((file) => basename(file, '.mdx')),
    posts: files
      .filesIn(CONTENT_COLLECTIONS.blog.base, ['.mdx'], { topLevel: true })
      .map((file) => basename(file, '.mdx')),
    // The browser template names its picture, and new-post copies it under the post's name; posts
    // new-post started before then have a copy of the share image as shipped.
    scaffoldPictures: new Set([
      PLACEHOLDER_SHARE_IMAGE,
      TEMPLATE_PICTURE,
      files.imageFingerprint(TEMPLATE_PICTURE_FILE) ?? TEMPLATE_PICTURE,
    ]),
  };
  const found: ContentMistake[] = [];
  for (const collection of Object.values(CONTENT_COLLECTIONS)) {
    for (const file of files.filesIn(collection.base, [collection.extension], { topLevel: true })) {
      const text = files.read(file);
      found.push(
        ...(collection.extension === '.json'
          ? await jsonMistakes(file, text, collection, context)
          : await mdxMistakes(file, text, collection, context)),
      );
    }
  }
  return found;
}

/** The line a top-level field is written on (`pubDate:` in YAML, `"rating":` in JSON), if it is. */
function fieldLine(text: string, where: string): number | undefined {
  const key = where.split(/[.[]/)[0];
  const match = new RegExp(`^\\s*"?${key}"?\\s*:`, 'm').exec(text);
  return match ? lineAt(text, match.index) : undefined;
}

async function schemaMistakes(schema: ContentSchema, data: unknown, file: string, text: string, root: string) {
  return (await frontmatterMistakes(schema, data, file, root)).map((mistake) => {
    const line = fieldLine(text, mistake.where);
    return line === undefined ? mistake : { ...mistake, line };
  });
}

async function jsonMistakes(file: string, text: string, collection: Collection, context: CheckContext) {
  const guide = 'guide' in collection ? collection.guide : posix.join(collection.base, 'README.md');
  const syntax = jsonSyntaxMistake(text, guide);
  if (syntax) return [{ file, where: `line ${syntax.line}`, text: syntax.text, line: syntax.line }];
  const data: unknown = JSON.parse(text);
  const fields = await schemaMistakes(collection.schema, data, file, text, context.root);
  const service = (data as { service?: unknown } | null)?.service;
  const reviewed =
    collection === CONTENT_COLLECTIONS.testimonials &&
    typeof service === 'string' &&
    !fields.some((mistake) => mistake.where === 'service')
      ? unknownReviewedService(file, service, context.services)
      : [];
  return [...fields, ...reviewed.map((mistake) => ({ ...mistake, line: fieldLine(text, 'service') }))];
}

/** The frontmatter as Astro's MDX loader reads it, or the line YAML could not read. */
function readFrontmatter(file: string, text: string): { data: Record<string, unknown> } | { mistake: ContentMistake } {
  try {
    return { data: parseFrontmatter(text).frontmatter };
  } catch (error) {
    const { mark, reason } = error as { mark?: { line: number }; reason?: string };
    // js-yaml counts from 0 from the rest of the opening --- line, the file's first.
    const line = (mark?.line ?? 0) + 1;
    const text = reason?.includes('duplicated mapping key')
      ? 'this field is written twice; delete one of the two'
      : 'this line cannot be read; if its text holds a colon (:) or a quote ("), put the whole text in double quotes and write each quote inside it as \\"';
    return { mistake: { file, where: `line ${line}`, text, line } };
  }
}

/**
 * Curly quotes typed for straight ones, named first: the other mistakes they cause on their line
 * (a value YAML cannot read, a date that is not one) are theirs, and go with them.
 */
async function mdxMistakes(file: string, text: string, collection: Collection, context: CheckContext) {
  const curly: ContentMistake[] = curlyQuotesIn(text).map(({ field, line, text }) => ({
    file,
    where: field ?? `line ${line}`,
    text,
    line,
    note: STRAIGHT_QUOTES_HOW_TO,
  }));
  const lines = new Set(curly.map(({ line }) => line));
  const others = await mdxMistakesBesidesQuotes(file, text, collection, context);
  return [...curly, ...others.filter(({ line }) => line === undefined || !lines.has(line))];
}

async function mdxMistakesBesidesQuotes(file: string, text: string, collection: Collection, context: CheckContext) {
  const frontmatter = readFrontmatter(file, text);
  if ('mistake' in frontmatter) return [frontmatter.mistake, ...bodyPictureMistakes(file, text, context.root)];
  const { data } = frontmatter;
  const fields = await schemaMistakes(collection.schema, data, file, text, context.root);
  const flagged = new Set(fields.map((mistake) => mistake.where));
  const related = Array.isArray(data.relatedServices)
    ? data.relatedServices.filter((name) => typeof name === 'string')
    : [];
  const post = collection === CONTENT_COLLECTIONS.blog || collection === CONTENT_COLLECTIONS.spanishBlog;
  return [
    ...fields,
    ...(post && !flagged.has('relatedServices')
      ? unknownServices(file, related, context.services).map((mistake) => ({
          ...mistake,
          line: fieldLine(text, 'relatedServices'),
        }))
      : []),
    ...(collection === CONTENT_COLLECTIONS.spanishBlog && !flagged.has('translationOf')
      ? unknownOriginal(file, data.translationOf, context.posts).map((mistake) => ({
          ...mistake,
          line: fieldLine(text, 'translationOf'),
        }))
      : []),
    ...(post && data.draft !== true
      ? [...leftFromTemplate(file, text, flagged, context), ...illustrationsAsPhotos(file, text, context)]
      : []),
    ...bodyPictureMistakes(file, text, context.root),
  ];
}

/** A Spanish post's translationOf naming no English post: the pair it asks for could not be made. */
function unknownOriginal(file: string, name: unknown, posts: readonly string[]): ContentMistake[] {
  if (typeof name !== 'string' || posts.includes(name)) return [];
  return [
    {
      file,
      where: 'translationOf',
      text: `"${name}" matches no English post in ${CONTENT_COLLECTIONS.blog.base}; write the file name of the post this one translates, without .mdx, e.g. ${posts[0] ?? 'dallas-pool-leak-warning-signs'}, or delete the line for a post only in Spanish`,
    },
  ];
}

/** The frontmatter field written on a line (`excerpt`, or `question` in the FAQ); none below the frontmatter. */
function fieldOnLine(text: string, line: number): string | undefined {
  if (line > frontmatterBlock(text).split('\n').length + 1) return undefined;
  return text.split('\n')[line - 1]?.match(/^\s*(?:-\s+)?(\w+):/)?.[1];
}

/**
 * What `npm run new-post` (or the guide's template) left in a post to be published: each hint still
 * there, by field or line, and the placeholder picture as its hero. Unlike the launch list, these stop
 * every build, deploy previews included: a preview never passes a post that production refuses.
 */
function leftFromTemplate(file: string, text: string, flagged: Set<string>, context: CheckContext): ContentMistake[] {
  const hints = postHintsIn(text).map(({ hint, index }) => {
    const line = lineAt(text, index);
    return {
      file,
      where: fieldOnLine(text, line) ?? `line ${line}`,
      text: `"${hint}" is a hint of the new-post template; write your own words in its place`,
      line,
    };
  });
  const hero = frontmatterField(frontmatterBlock(text), 'heroImage');
  const heroFile = hero && posix.join(posix.dirname(file), hero);
  const scaffold =
    heroFile &&
    !flagged.has('heroImage') &&
    context.scaffoldPictures.has(context.files.imageFingerprint(heroFile) ?? '');
  return [
    ...hints,
    ...(scaffold
      ? [
          {
            file,
            where: 'heroImage',
            text: `${heroFile} is the placeholder picture of the new-post template; put the post's own picture in src/assets/blog/ and write its file name here`,
            line: fieldLine(text, 'heroImage'),
          },
        ]
      : []),
  ];
}

/**
 * One of the site's illustrations shown in a post to be published as if a photo, which the launch
 * guard refuses in production: named in every build, so the preview fails as the live site would.
 */
function illustrationsAsPhotos(file: string, text: string, { files }: CheckContext): ContentMistake[] {
  const isIllustration = (image: string) => ILLUSTRATIONS.has(files.imageFingerprint(image) ?? '');
  return unlabelledIllustrationsIn(file, text, isIllustration).map(({ image, where, line }) => ({
    file,
    where,
    text: `${image} is one of the site's illustrations, not a photo: begin its alt text with "Illustration of", so no visitor takes it for a real job`,
    line,
  }));
}

/** Pictures below the frontmatter: imported or in Markdown, each one the site can use, each with alt text. */
function bodyPictureMistakes(file: string, text: string, root: string): ContentMistake[] {
  const folder = dirname(file);
  const hint = pictureHint(file);
  const picture = (written: string, line: number): ContentMistake[] => {
    const problem = pictureProblem(resolve(root, folder, written), written, hint);
    return problem ? [{ file, where: `line ${line}`, line, ...problem }] : [];
  };
  const withoutAlt = (line: number, text: string): ContentMistake => ({ file, where: `line ${line}`, line, text });
  return [
    ...importedPictures(text).flatMap(({ path, line }) => picture(path, line)),
    ...shownPictures(text).flatMap(({ component, altProp, image, alt, hasAlt, line }) => {
      if (!hasAlt) {
        return [
          withoutAlt(
            line,
            `<${component}> shows ${image} without alt text; add ${altProp}="…" saying what the picture shows, for people who cannot see it`,
          ),
        ];
      }
      return alt?.trim() === ''
        ? [
            withoutAlt(
              line,
              `<${component}> shows ${image} with an empty ${altProp}; write in it what the picture shows, for people who cannot see it`,
            ),
          ]
        : [];
    }),
    ...markdownPictures(text)
      .filter(({ path }) => path.startsWith('.'))
      .flatMap(({ alt, path, line }) => [
        ...picture(path, line),
        ...(alt.trim() === ''
          ? [
              withoutAlt(
                line,
                `the picture ${path} has no alt text; write what it shows between the brackets, e.g. ![A repaired crack on a pool step](${path})`,
              ),
            ]
          : []),
      ]),
  ];
}
