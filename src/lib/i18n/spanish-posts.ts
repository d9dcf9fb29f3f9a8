// The Spanish posts as a build finds them before Astro loads content: each one's path, the English post
// it translates, its sign-off (kept in its own frontmatter, so a post stays one file) and when it is public.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFrontmatter } from 'astro/markdown';
import { postStatus, type PostStatus } from '../content/publication';
import type { SignOff } from './sign-off';

/** Where the Spanish posts are, one MDX file each, named as its URL; the English posts beside them. */
export const SPANISH_POSTS_DIR = 'src/content/es/blog';
const ENGLISH_POSTS_DIR = 'src/content/blog';

/** The Spanish blog's list, built once a Spanish post is; the English one's twin. */
export const SPANISH_BLOG_PATH = '/es/blog';
export const ENGLISH_BLOG_PATH = '/blog';

export interface SpanishPostFile {
  /** /es/blog/<file name>. */
  path: string;
  /** The post's file, from the project root. */
  file: string;
  /** The English post it translates (its file and path), when that post exists. */
  original?: { file: string; path: string; status: PostStatus };
  signOff?: SignOff;
  status: PostStatus;
}

type Frontmatter = Record<string, unknown>;

const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));
/** A post's dating; one the content check will refuse (no date, unreadable YAML) counts as a draft meanwhile. */
function publication(data: Frontmatter) {
  const pubDate = new Date(day(data.pubDate));
  return { draft: data.draft === true || Number.isNaN(pubDate.getTime()), pubDate };
}

function frontmatterOf(file: string): Frontmatter {
  try {
    return parseFrontmatter(readFileSync(file, 'utf8')).frontmatter as Frontmatter;
  } catch {
    return {};
  }
}

/** The sign-off a post's frontmatter records, dates as YAML reads them turned back to YYYY-MM-DD. */
function signOffOf(data: Frontmatter): SignOff | undefined {
  const signOff = data.signOff as Partial<Record<keyof SignOff, unknown>> | undefined;
  if (typeof signOff?.by !== 'string' || signOff.on === undefined) return undefined;
  return {
    by: signOff.by,
    on: day(signOff.on),
    ...(typeof signOff.english === 'string' ? { english: signOff.english } : {}),
  };
}

/** Every Spanish post written in the project at `root`, as it stands on `today` (YYYY-MM-DD). */
export function writtenSpanishPosts(root: string, today: string): SpanishPostFile[] {
  const dir = join(root, SPANISH_POSTS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .map((name) => {
      const file = `${SPANISH_POSTS_DIR}/${name}`;
      const data = frontmatterOf(join(root, file));
      const englishFile = typeof data.translationOf === 'string' && `${ENGLISH_POSTS_DIR}/${data.translationOf}.mdx`;
      const original =
        englishFile && existsSync(join(root, englishFile))
          ? {
              file: englishFile,
              path: `${ENGLISH_BLOG_PATH}/${data.translationOf as string}`,
              status: postStatus(publication(frontmatterOf(join(root, englishFile))), today),
            }
          : undefined;
      return {
        path: `${SPANISH_BLOG_PATH}/${name.slice(0, -'.mdx'.length)}`,
        file,
        ...(original ? { original } : {}),
        signOff: signOffOf(data),
        status: postStatus(publication(data), today),
      };
    });
}

/** A post's text with `signOff` recorded in its frontmatter, in place of any earlier one. */
export function withSignOff(text: string, signOff: SignOff): string {
  const [, open = '', frontmatter = '', rest = ''] = /^(---\r?\n)([\s\S]*?\r?\n)(---[\s\S]*)$/.exec(text) ?? [];
  const kept = frontmatter.replace(/^signOff:.*\r?\n(?:[ \t]+.*\r?\n)*/m, '');
  const recorded = [
    'signOff:',
    `  by: ${JSON.stringify(signOff.by)}`,
    `  on: ${signOff.on}`,
    ...(signOff.english ? [`  english: "${signOff.english}"`] : []),
  ];
  return `${open}${kept}${recorded.join('\n')}\n${rest}`;
}
