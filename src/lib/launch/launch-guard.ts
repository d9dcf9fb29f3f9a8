import type { AstroIntegration } from 'astro';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { business } from '../../data/business';
import { frontmatterBlock, frontmatterField } from '../content/frontmatter';
import { projectPath } from '../content/projects';
import {
  fingerprint,
  ILLUSTRATIONS,
  PLACEHOLDER_PROJECT_TEXTS,
  PLACEHOLDER_SHARE_IMAGE,
  PLACEHOLDER_TESTIMONIAL_TEXTS,
} from './fingerprints';
import {
  formatLaunchReport,
  launchPlaceholders,
  postMistakes,
  type FlaggedEntry,
  type LaunchContent,
  type PostEntry,
  type ProjectEntry,
  type UnlabelledIllustration,
} from './placeholders';
import { postHintIn, SHARE_IMAGE_FILE } from './post-scaffold';

const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** `placeholder: true` in a YAML frontmatter block or a JSON file (the schemas allow only a boolean). */
const FLAG = /^\s*"?placeholder"?\s*:\s*true\s*,?\s*$/im;
/** How alt text says an image is a drawing; ResponsivePicture then shows the "Illustration" tag. */
const SAYS_ILLUSTRATION = /^illustration\b/i;
const IMAGE_FILE = /\.(?:png|jpe?g|webp|avif|gif)$/i;
/** `import name from './relative/image.png'` in an .astro page or an MDX body. */
const IMAGE_IMPORT = /^import\s+(\w+)\s+from\s+['"](\.{1,2}\/[^'"]+)['"]/gm;
/** A component tag with its attributes: quoted strings and one level of braces, over several lines. */
const COMPONENT_TAG = /<[A-Z][\w.]*((?:\s+[\w-]+(?:=(?:"[^"]*"|'[^']*'|\{[^{}]*\}))?)*)\s*\/?>/g;
const ATTRIBUTE = /([\w-]+)=(?:"([^"]*)"|'([^']*)'|\{\s*([^{}]*?)\s*\})/g;

/** The alt text that goes with an image prop or frontmatter field: src → alt, before → beforeAlt, heroImage → heroAlt. */
function altNamesOf(name: string): string[] {
  if (name === 'src') return ['alt'];
  return name.endsWith('Image') ? [`${name}Alt`, `${name.slice(0, -'Image'.length)}Alt`] : [`${name}Alt`];
}

/** An image path as written in `from` (relative to it), as a path from the project root. */
const imagePath = (from: string, written: string) => posix.join(posix.dirname(from), written);

/** The project's files, by paths from its root with forward slashes. */
function reader(root: string) {
  const read = (file: string) => readFileSync(join(root, file), 'utf8');
  const imageFingerprint = (file: string) =>
    existsSync(join(root, file)) ? fingerprint(readFileSync(join(root, file))) : undefined;
  return {
    read,
    imageFingerprint,
    isIllustration: (file: string) => ILLUSTRATIONS.has(imageFingerprint(file) ?? ''),
    /** Every file under `dir` with one of the extensions, sorted. */
    filesIn: (dir: string, ...extensions: string[]): string[] =>
      existsSync(join(root, dir))
        ? readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
            .filter((name) => extensions.some((extension) => name.endsWith(extension)))
            .map((name) => `${dir}/${name.replaceAll('\\', '/')}`)
            .sort()
        : [],
  };
}

type Reader = ReturnType<typeof reader>;

function testimonials({ read, filesIn }: Reader): FlaggedEntry[] {
  return filesIn('src/content/testimonials', '.json').map((file) => {
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
  return filesIn('src/content/projects', '.mdx').map((file) => {
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

interface ShownImage {
  image: string;
  /** Its alt text, when written out as a string (not an expression the guard cannot read). */
  alt?: string;
}

/** Images of a content entry's frontmatter with their alt text: `image` with `imageAlt`, `heroImage` with `heroAlt`. */
function frontmatterImages(file: string, block: string): ShownImage[] {
  return [...block.matchAll(/^(\w+):[ \t]*(\.\S+)[ \t]*$/gm)]
    .filter(([, , value]) => IMAGE_FILE.test(value!))
    .map(([, name, value]) => {
      const alt = altNamesOf(name!)
        .map((altName) => frontmatterField(block, altName))
        .find((text) => text !== undefined);
      return { image: imagePath(file, value!), ...(alt === undefined ? {} : { alt }) };
    });
}

/** Imported images passed to components with their alt text: `src={hero} alt="…"`, `before={before} beforeAlt="…"`. */
function componentImages(file: string, text: string): ShownImage[] {
  const imports = new Map(
    [...text.matchAll(IMAGE_IMPORT)]
      .filter(([, , path]) => IMAGE_FILE.test(path!))
      .map(([, name, path]) => [name!, imagePath(file, path!)]),
  );
  return [...text.matchAll(COMPONENT_TAG)].flatMap(([, attributes]) => {
    const props = [...attributes!.matchAll(ATTRIBUTE)].map(([, name, double, single, expression]) => ({
      name: name!,
      text: double ?? single,
      expression,
    }));
    return props.flatMap(({ name, expression }) => {
      const image = expression === undefined ? undefined : imports.get(expression);
      if (!image) return [];
      const alt = props.find((prop) => altNamesOf(name).includes(prop.name))?.text;
      return [{ image, ...(alt === undefined ? {} : { alt }) }];
    });
  });
}

/** Each illustration shown, in a page, a component or a content entry, with alt text that does not begin "Illustration". */
function unlabelledIllustrations({ read, isIllustration, filesIn }: Reader): UnlabelledIllustration[] {
  return filesIn('src', '.astro', '.mdx').flatMap((file) => {
    const text = read(file);
    return [...frontmatterImages(file, frontmatterBlock(text)), ...componentImages(file, text)]
      .filter(({ image, alt }) => alt !== undefined && !SAYS_ILLUSTRATION.test(alt) && isIllustration(image))
      .map(({ image }) => ({ image, file }));
  });
}

/** The frontmatter field whose line holds `text`, e.g. `excerpt` or `question` in the FAQ; none for the text below. */
function fieldHolding(block: string, text: string): string | undefined {
  const line = block.split('\n').find((candidate) => candidate.includes(text));
  return line?.match(/^\s*(?:-\s+)?(\w+):/)?.[1];
}

/** Each post to publish (drafts are never published), with a new-post hint or the copied placeholder hero left in it. */
function posts({ read, imageFingerprint, filesIn }: Reader): PostEntry[] {
  // new-post copies the share image as it is then: as shipped, or as redrawn since.
  const scaffold = new Set([PLACEHOLDER_SHARE_IMAGE, imageFingerprint(SHARE_IMAGE_FILE) ?? PLACEHOLDER_SHARE_IMAGE]);
  return filesIn('src/content/blog', '.mdx').flatMap((file) => {
    const text = read(file);
    const block = frontmatterBlock(text);
    if (frontmatterField(block, 'draft') === 'true') return [];
    const hint = postHintIn(text);
    const hintField = hint && fieldHolding(block, hint);
    const hero = frontmatterField(block, 'heroImage');
    const heroFile = hero && imagePath(file, hero);
    const scaffoldImage = heroFile && scaffold.has(imageFingerprint(heroFile) ?? '') ? heroFile : undefined;
    return [
      {
        file,
        ...(hint ? { hint } : {}),
        ...(hintField ? { hintField } : {}),
        ...(scaffoldImage ? { scaffoldImage } : {}),
      },
    ];
  });
}

const idOf = (file: string) => file.slice(file.lastIndexOf('/') + 1, file.lastIndexOf('.'));

/**
 * The facts, flags and files the guard checks, read straight from the files so it runs before Astro
 * loads content. `root` is the project; tests pass a copy.
 */
export function readLaunchContent(root = PROJECT_ROOT, facts: LaunchContent['business'] = business): LaunchContent {
  const files = reader(root);
  return {
    business: facts,
    testimonials: testimonials(files),
    projects: projects(files),
    unlabelledIllustrations: unlabelledIllustrations(files),
    shareImageAsShipped: files.imageFingerprint(SHARE_IMAGE_FILE) === PLACEHOLDER_SHARE_IMAGE,
    posts: posts(files),
  };
}

/** Site paths of the pages that show placeholders (noindex, and kept out of the sitemap). */
export function placeholderPagePaths(content = readLaunchContent()): string[] {
  return [
    ...content.projects.filter((entry) => entry.placeholder).map(projectPath),
    ...(content.testimonials.some((entry) => entry.placeholder) ? ['/reviews'] : []),
  ];
}

/**
 * Before any page is built: stops every build of a post to be published that still holds what the
 * new-post template wrote (deploy previews too, so a preview never passes a post production refuses);
 * stops a Netlify production build (`CONTEXT=production`) while site-wide placeholders remain, which
 * deploy previews, branch deploys and local builds print as a warning. Reads the project being built.
 */
export function launchGuard(env: NodeJS.ProcessEnv = process.env): AstroIntegration {
  return {
    name: 'launch-guard',
    hooks: {
      'astro:config:setup': ({ command, config, logger }) => {
        if (command !== 'build') return;
        const content = readLaunchContent(fileURLToPath(config.root));
        const mistakes = postMistakes(content.posts);
        if (mistakes.length > 0) {
          // Logged first, so the first error line of a failed deploy's log names the file and the fix.
          logger.error(mistakes.join('\n'));
          throw new Error('Build stopped: fix the post as the error above says.');
        }
        const placeholders = launchPlaceholders(content);
        if (placeholders.length === 0) return;
        const report = formatLaunchReport(placeholders);
        if (env.CONTEXT === 'production') throw new Error(`Production build stopped. ${report}`);
        logger.warn(report);
      },
    },
  };
}
