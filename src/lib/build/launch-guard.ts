import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { fileURLToPath } from 'node:url';
import { business } from '../../data/business';
import { contentMistakes } from '../content-check/content-check';
import { frontmatterBlock, frontmatterField } from '../content-check/frontmatter';
import { CONTENT_COLLECTIONS } from '../content-check/collections';
import { imagePath, SAYS_ILLUSTRATION, unlabelledIllustrationsIn } from '../content-check/illustrations';
import { shownPictures } from '../content-check/mdx-images';
import { mistakeError, mistakeTally, stopReport, type ContentMistake } from '../content-check/mistakes';
import { projectFiles } from '../content-check/project-files';
import type { CopiedPage } from '../content/pages';
import { projectPath } from '../content/projects';
import {
  fingerprint,
  ILLUSTRATIONS,
  PLACEHOLDER_PROJECT_TEXTS,
  PLACEHOLDER_STORY_TEXTS,
  PLACEHOLDER_TESTIMONIAL_TEXTS,
} from '../launch/fingerprints';
import {
  formatLaunchReport,
  launchPlaceholders,
  launchItemCount,
  NEW_POST_GUIDE,
  repositoryName,
  UNSET_REPOSITORY,
  type FlaggedEntry,
  type InventedStory,
  type LaunchContent,
  type ProjectEntry,
  type UnlabelledIllustration,
} from '../launch/placeholders';

const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** `placeholder: true` in a YAML frontmatter block or a JSON file (the schemas allow only a boolean). */
const FLAG = /^\s*"?placeholder"?\s*:\s*true\s*,?\s*$/im;

/** The project's files, and whether a picture is one of the site's illustrations. */
function reader(root: string) {
  const files = projectFiles(root);
  return { ...files, isIllustration: (file: string) => ILLUSTRATIONS.has(files.imageFingerprint(file) ?? '') };
}

type Reader = ReturnType<typeof reader>;

function testimonials({ read, filesIn }: Reader): FlaggedEntry[] {
  return filesIn('src/content/testimonials', ['.json']).map((file) => {
    const text = read(file);
    let review: unknown;
    try {
      review = (JSON.parse(text) as { text?: unknown }).text;
    } catch {
      // The content schema names the file and the mistake when Astro loads it.
    }
    const shipped = typeof review === 'string' && PLACEHOLDER_TESTIMONIAL_TEXTS.has(fingerprint(review));
    return { id: idOf(file), file, placeholder: FLAG.test(text) || shipped };
  });
}

function projects({ read, isIllustration, filesIn }: Reader): ProjectEntry[] {
  return filesIn('src/content/projects', ['.mdx']).map((file) => {
    const block = frontmatterBlock(read(file));
    const shipped = ['challenge', 'solution', 'result'].some((field) =>
      PLACEHOLDER_PROJECT_TEXTS.has(fingerprint(frontmatterField(block, field) ?? '')),
    );
    const image = frontmatterField(block, 'image');
    const illustration = image && isIllustration(imagePath(file, image)) ? imagePath(file, image) : undefined;
    return {
      id: idOf(file),
      file,
      placeholder: FLAG.test(block) || shipped,
      ...(illustration ? { illustration } : {}),
    };
  });
}

/** Each post that still tells one of the template's invented jobs, in any paragraph. */
function inventedStories({ read, filesIn }: Reader): InventedStory[] {
  return filesIn('src/content/blog', ['.mdx']).flatMap((file) =>
    read(file)
      .split(/\r?\n\s*\r?\n/)
      .flatMap((paragraph) => PLACEHOLDER_STORY_TEXTS.get(fingerprint(paragraph)) ?? [])
      .map((shipped) => ({ file, section: shipped.slice(shipped.indexOf('"')) })),
  );
}

/** Where the posts are, English and Spanish. */
const POST_FOLDERS = [CONTENT_COLLECTIONS.blog.base, CONTENT_COLLECTIONS.spanishBlog.base];

/**
 * Each illustration shown, in a page, a component or a content entry, with alt text (written there or
 * in the page's words file) that does not begin "Illustration". Posts, in either language, are left
 * to the content check, which stops every build on one, so that a marketer's preview fails as
 * production would.
 */
function unlabelledIllustrations(files: Reader): UnlabelledIllustration[] {
  const { read, isIllustration, filesIn } = files;
  return filesIn('src', ['.astro', '.mdx'])
    .filter((file) => !POST_FOLDERS.some((base) => file.startsWith(`${base}/`)))
    .flatMap((file) => [
      ...unlabelledIllustrationsIn(file, read(file), isIllustration).map(({ image }) => ({ image, file })),
      ...copiedAlts(file, files)
        .filter(({ image, alt }) => !SAYS_ILLUSTRATION.test(alt) && isIllustration(image))
        .map(({ image, copy }) => ({ image, file: copy })),
    ]);
}

/**
 * The alt texts a page composition takes from its words' files (`alt={copy.hero.imageAlt}` in a
 * composition reading `pageCopy('homePage', …)`), each with its picture and the file that holds it.
 */
function copiedAlts(file: string, { read, filesIn }: Reader): { image: string; alt: string; copy: string }[] {
  const text = read(file);
  const page = /pageCopy\(\s*'(\w+)'/.exec(text)?.[1];
  const collection = page && Object.hasOwn(CONTENT_COLLECTIONS, page) && CONTENT_COLLECTIONS[page as CopiedPage];
  if (!collection) return [];
  const copies = filesIn(collection.base, ['.json']).flatMap((copy) => {
    try {
      return [{ copy, words: JSON.parse(read(copy)) as unknown }];
    } catch {
      return []; // the content check names a file that is not JSON
    }
  });
  return shownPictures(text).flatMap(({ image, altExpression }) => {
    const keys = /^copy\.([\w.]+)$/.exec(altExpression ?? '')?.[1]?.split('.');
    if (!keys) return [];
    return copies.flatMap(({ copy, words }) => {
      const alt = keys.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], words);
      return typeof alt === 'string' ? [{ image: imagePath(file, image), alt, copy }] : [];
    });
  });
}

const idOf = (file: string) => file.slice(file.lastIndexOf('/') + 1, file.lastIndexOf('.'));

/**
 * The facts, flags and files the guard checks, read straight from the files so it runs before Astro
 * loads content. `root` is the project; tests pass a copy. `env` is the build's: on Netlify,
 * REPOSITORY_URL names the repository the guide's link must name.
 */
export function readLaunchContent(
  root = PROJECT_ROOT,
  facts: LaunchContent['business'] = business,
  env: NodeJS.ProcessEnv = process.env,
): LaunchContent {
  const files = reader(root);
  const repository = repositoryName(env.REPOSITORY_URL);
  return {
    business: facts,
    testimonials: testimonials(files),
    projects: projects(files),
    inventedStories: inventedStories(files),
    unlabelledIllustrations: unlabelledIllustrations(files),
    newPostLink: {
      unset: files.exists(NEW_POST_GUIDE) && files.read(NEW_POST_GUIDE).includes(`github.com/${UNSET_REPOSITORY}/`),
      ...(repository ? { repository } : {}),
    },
  };
}

/** Site paths of the pages that show placeholders (noindex, and kept out of the sitemap). */
export function placeholderPagePaths(content = readLaunchContent()): string[] {
  return [
    ...content.projects.filter((entry) => entry.placeholder).map(projectPath),
    ...(content.testimonials.some((entry) => entry.placeholder) ? ['/reviews'] : []),
  ];
}

/** What the guard prints, and the last line of a build it stops. */
export interface GuardVerdict {
  /** Each an error: the content's mistakes (the log's first line says how many, where), then the launch list when it stops the build. */
  errors: string[];
  /** The launch list when it does not stop the build. */
  warning?: string;
  /** Why the build stops, when it does. */
  stop?: string;
}

/**
 * The two lists in one log: the content's mistakes, which stop every build, first, since a marketer
 * reads a failed deploy's log from its first line; then what stands in for the real business, which
 * stops a production build and is a warning in any other.
 */
export function guardVerdict(
  mistakes: readonly ContentMistake[],
  placeholders: readonly string[],
  production: boolean,
): GuardVerdict {
  const launchStops = production && placeholders.length > 0;
  const report = placeholders.length > 0 ? formatLaunchReport(placeholders) : undefined;
  const stopped = [
    ...(mistakes.length > 0 ? [mistakeTally(mistakes)] : []),
    ...(launchStops ? [launchItemCount(placeholders.length)] : []),
  ];
  return {
    errors: [
      ...(mistakes.length > 0 ? [stopReport(mistakes)] : []),
      ...(launchStops ? [`Production build stopped. ${report}`] : []),
    ],
    ...(report && !launchStops ? { warning: report } : {}),
    // No file names here: Astro adds a hint on browser APIs to an error whose text says "window" or "document".
    ...(stopped.length > 0
      ? {
          stop: `${mistakes.length > 0 ? 'Build' : 'Production build'} stopped: ${stopped.join(' and ')}, listed above.`,
        }
      : {}),
  };
}

/**
 * Logs the verdict and stops the build when it says so. Throwing is how an integration stops Astro
 * cleanly: exit code 1, after its own cleanup (process.exit() would also end any process running Astro,
 * a test's too). Astro prints one line of its own before the error's message ("An unhandled error
 * occurred while running the astro:config:setup hook"): the lists come first, so the log's first line
 * is the guard's.
 */
function apply(verdict: GuardVerdict, logger: AstroIntegrationLogger): void {
  for (const error of verdict.errors) logger.error(error);
  if (verdict.warning) logger.warn(verdict.warning);
  if (verdict.stop) throw mistakeError(verdict.stop);
}

/**
 * Before Astro loads content or builds a page, in every build: stops on every mistake in the content
 * (content-check.ts), deploy previews included, so a preview never passes a post production refuses;
 * stops a Netlify production build (`CONTEXT=production`) while site-wide placeholders remain, which
 * deploy previews, branch deploys and local builds print as a warning. Reads the project being built.
 * Under `npm start` the content loader tells each mistake as its file is loaded (checked-glob.ts).
 */
export function launchGuard(env: NodeJS.ProcessEnv = process.env): AstroIntegration {
  return {
    name: 'launch-guard',
    hooks: {
      'astro:config:setup': async ({ command, config, logger }) => {
        if (command !== 'build') return;
        const root = fileURLToPath(config.root);
        const mistakes = await contentMistakes(root);
        const placeholders = launchPlaceholders(readLaunchContent(root, business, env));
        apply(guardVerdict(mistakes, placeholders, env.CONTEXT === 'production'), logger);
      },
    },
  };
}
