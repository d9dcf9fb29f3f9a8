/**
 * The site's illustrations shown as if they were photos: alt text that does not begin "Illustration",
 * which is what puts the small "Illustration" tag on them, so visitors would take a drawing for a
 * real job. Read from a file's text before Astro compiles it.
 */
import { posix } from 'node:path';
import { frontmatterBlock, frontmatterField } from './frontmatter';
import { altNamesOf, IMAGE_FILE, lineAt, shownPictures } from './mdx-images';

/** How alt text says an image is a drawing; ResponsivePicture then shows the "Illustration" tag. */
export const SAYS_ILLUSTRATION = /^(illustration|ilustración)(?![\p{L}])/iu;

/** An image path as written in `from` (relative to it), as a path from the project root. */
export const imagePath = (from: string, written: string) => posix.join(posix.dirname(from), written);

export interface UnlabelledPicture {
  /** The picture, from the project root. */
  image: string;
  /** Where its alt text is: a frontmatter field (`heroAlt`) or a line. */
  where: string;
  line: number;
}

interface ShownImage {
  image: string;
  /** Its alt text, when written out as a string (not an expression, which cannot be read here). */
  alt?: string;
  where: string;
  line: number;
}

/** Images of a content entry's frontmatter with their alt text: `image` with `imageAlt`, `heroImage` with `heroAlt`. */
function frontmatterImages(file: string, text: string): ShownImage[] {
  const block = frontmatterBlock(text);
  return [...block.matchAll(/^(\w+):[ \t]*(\.\S+)[ \t]*$/gm)]
    .filter(([, , value]) => IMAGE_FILE.test(value!))
    .map(([, name, value]) => {
      const altName = altNamesOf(name!).find((candidate) => frontmatterField(block, candidate) !== undefined);
      const alt = altName && frontmatterField(block, altName);
      const at = new RegExp(`^${altName ?? name}:`, 'm').exec(text)?.index ?? 0;
      return {
        image: imagePath(file, value!),
        ...(alt === undefined ? {} : { alt }),
        where: altName ?? name!,
        line: lineAt(text, at),
      };
    });
}

/** Imported images passed to components with their alt text: `src={hero} alt="…"`, `before={before} beforeAlt="…"`. */
function componentImages(file: string, text: string): ShownImage[] {
  return shownPictures(text)
    .filter(({ image }) => IMAGE_FILE.test(image))
    .map(({ image, alt, line }) => ({
      image: imagePath(file, image),
      ...(alt === undefined ? {} : { alt }),
      where: `line ${line}`,
      line,
    }));
}

/** Each illustration `file` shows with alt text that does not begin "Illustration". */
export function unlabelledIllustrationsIn(
  file: string,
  text: string,
  isIllustration: (image: string) => boolean,
): UnlabelledPicture[] {
  return [...frontmatterImages(file, text), ...componentImages(file, text)]
    .filter(({ image, alt }) => alt !== undefined && !SAYS_ILLUSTRATION.test(alt) && isIllustration(image))
    .map(({ image, where, line }) => ({ image, where, line }));
}
