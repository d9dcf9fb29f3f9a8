// Which Spanish pages this build carries, read from the files before Astro loads content, so the
// routes, the hreflang links, the language switch and the sitemap all agree.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { business, type SpanishService } from '../../data/business';
import { buildDate, isPreviewBuild, type PostStatus } from '../content/publication';
import type { Translations } from './alternates';
import { englishPathOf } from './languages';
import { isBuilt, leftOutLine, linkLeftOutLine, signOffState, type SignOff, type SignOffState } from './sign-off';
import { ENGLISH_BLOG_PATH, SPANISH_BLOG_PATH, writtenSpanishPosts } from './spanish-posts';

/** Where each sign-off is recorded, by Spanish path. */
export const SIGN_OFFS_FILE = 'src/content/es/sign-offs.json';
/** The Spanish service pages, one MDX file each, named as the English one. */
export const SPANISH_SERVICES_DIR = 'src/content/es/services';

/**
 * The Spanish pages besides the service pages, each with the English words it translates (the page's
 * copy file where the two languages share one composition, else the English page) and its Spanish copy
 * file, where it has one.
 */
const SPANISH_PAGES: readonly { path: string; english: string; spanish?: string }[] = [
  { path: '/es', english: 'src/content/pages/home/en.json', spanish: 'src/content/pages/home/es.json' },
  {
    path: '/es/services',
    english: 'src/content/pages/services/en.json',
    spanish: 'src/content/pages/services/es.json',
  },
  { path: '/es/about', english: 'src/content/pages/about/en.json', spanish: 'src/content/pages/about/es.json' },
  { path: '/es/contact', english: 'src/components/contact/contact-words.ts' },
];

/** The Spanish pages a text links to by path: `](/es/…)` in MDX, `"/es/…"` in JSON, `href="/es/…"`. */
function spanishLinksIn(text: string): string[] {
  const paths = [...text.matchAll(/[("](\/es(?:\/[\w-]+)*)\/?(?=[)"#?])/g)].map((match) => match[1]!);
  return [...new Set(paths)];
}

export interface SpanishPage {
  path: string;
  /** The English source file the translation was checked against; none for a post written only in Spanish. */
  english?: string;
  /** The English page it translates: its hreflang pair and the switch's target, when that is built. */
  twin?: string;
  state: SignOffState;
  /** A post's file, which records its sign-off, its status and its English original's: drafts and scheduled posts are built as English ones are. */
  post?: { file: string; status: PostStatus; original?: PostStatus };
  /** The Spanish pages its own words link to. */
  links: readonly string[];
}

/**
 * Every Spanish page written, with its sign-off standing, posts as they stand on `today`; none while the
 * business does not serve Spanish speakers.
 */
export function writtenSpanishPages(spanish: SpanishService, root: string, today = buildDate()): SpanishPage[] {
  if (spanish === 'not-yet') return [];
  const signOffsFile = join(root, SIGN_OFFS_FILE);
  const signOffs: Record<string, SignOff> = existsSync(signOffsFile)
    ? (JSON.parse(readFileSync(signOffsFile, 'utf8')) as Record<string, SignOff>)
    : {};
  const servicesDir = join(root, SPANISH_SERVICES_DIR);
  const services = existsSync(servicesDir)
    ? readdirSync(servicesDir)
        .filter((name) => name.endsWith('.mdx') && existsSync(join(root, 'src/content/services', name)))
        .map((name) => ({
          path: `/es/services/${name.slice(0, -4)}`,
          english: `src/content/services/${name}`,
          spanish: `${SPANISH_SERVICES_DIR}/${name}`,
        }))
    : [];
  const linksOf = (file: string | undefined) =>
    file && existsSync(join(root, file)) ? spanishLinksIn(readFileSync(join(root, file), 'utf8')) : [];
  // A page whose English source is gone has nothing to pair with (and nothing its sign-off could hold for).
  const pages = [...SPANISH_PAGES, ...services]
    .filter((page) => existsSync(join(root, page.english)))
    .map(({ path, english, spanish }) => ({
      path,
      english,
      twin: englishPathOf(path),
      state: signOffState(signOffs[path], readFileSync(join(root, english), 'utf8')),
      links: linksOf(spanish),
    }));
  // A post carries its sign-off in its own frontmatter, so a marketer's post stays one file.
  const posts = writtenSpanishPosts(root, today).map(({ path, file, original, signOff, status }) => ({
    path,
    ...(original ? { english: original.file, twin: original.path } : {}),
    state: signOffState(signOff, original && readFileSync(join(root, original.file), 'utf8')),
    post: { file, status, ...(original ? { original: original.status } : {}) },
    links: linksOf(file),
  }));
  return [...pages, ...posts];
}

/** Whether this is Netlify's production build, the one that leaves out what is not signed off. */
export const isProductionBuild = (env: NodeJS.ProcessEnv = process.env) => env.CONTEXT === 'production';

/**
 * The Spanish pages a build carries, each with its built English twin (`translations`), and the log
 * lines of those it leaves out. A post is built, as an English one is, once published, or as a draft
 * or scheduled on a `preview` (deploy previews, `npm start`); /es/blog once a Spanish post is.
 */
export function spanishSite(pages: readonly SpanishPage[], production: boolean, preview = false) {
  const shown = (status: PostStatus | undefined) => status === undefined || preview || status === 'published';
  const dated = pages.filter((page) => shown(page.post?.status));
  const signed = dated.filter((page) => isBuilt(page.state, production));
  const built = withTheirLinks(signed, production);
  const translations = new Map<string, string | undefined>(
    built.map((page) => [page.path, page.post && !shown(page.post.original) ? undefined : page.twin]),
  );
  if (built.some((page) => page.post)) translations.set(SPANISH_BLOG_PATH, ENGLISH_BLOG_PATH);
  return {
    pages: new Map(built.map((page) => [page.path, page])),
    translations: translations as Translations,
    leftOut: production
      ? [
          ...dated.flatMap((page) => leftOutLine(page.path, page.state) ?? []),
          ...signed
            .filter((page) => !built.includes(page))
            .map((page) =>
              linkLeftOutLine(
                page.path,
                page.links.filter((link) => !builtPaths([...built, page]).has(link)),
              ),
            ),
        ]
      : [],
  };
}

/** The paths of `pages`, /es/blog with them once a post is among them. */
function builtPaths(pages: readonly SpanishPage[]): Set<string> {
  const paths = new Set(pages.map((page) => page.path));
  if (pages.some((page) => page.post)) paths.add(SPANISH_BLOG_PATH);
  return paths;
}

/**
 * In production, the pages whose words link only to Spanish pages production carries: one linking to a
 * page left out would send its reader to a 404, so it waits with it. Previews carry every page written.
 */
function withTheirLinks(pages: readonly SpanishPage[], production: boolean): SpanishPage[] {
  let kept = [...pages];
  for (let dropped = production; dropped;) {
    const paths = builtPaths(kept);
    const next = kept.filter((page) => page.links.every((link) => paths.has(link)));
    dropped = next.length < kept.length;
    kept = next;
  }
  return kept;
}

/** This build's Spanish pages, by path. */
export const SPANISH_SITE = spanishSite(
  writtenSpanishPages(business.spanish, resolve('.')),
  isProductionBuild(),
  isPreviewBuild() || process.env.NODE_ENV === 'development',
);
export const { translations } = SPANISH_SITE;
export const spanishPaths: ReadonlySet<string> = new Set(translations.keys());
