/**
 * The pictures an MDX body or an .astro page shows, read from its text before Astro compiles it: the
 * content check and the launch guard look at them before any page is built.
 */

/** A file the build turns into AVIF and WebP. */
export const IMAGE_FILE = /\.(?:png|jpe?g|webp|avif|gif)$/i;
/** A file someone may mean as a picture, whether or not the site can use it. */
const PICTURE_FILE = /\.(?:png|jpe?g|webp|avif|gif|heic|heif|tiff?|pdf|svg|bmp)$/i;
/** `import name from './relative/image.png'`. */
const IMPORT = /^import\s+(\w+)\s+from\s+['"](\.{1,2}\/[^'"]+)['"]/gm;
/** A component tag with its attributes: quoted strings and one level of braces, over several lines. */
const COMPONENT_TAG = /<([A-Z][\w.]*)((?:\s+[\w-]+(?:=(?:"[^"]*"|'[^']*'|\{[^{}]*\}))?)*)\s*\/?>/g;
const ATTRIBUTE = /([\w-]+)=(?:"([^"]*)"|'([^']*)'|\{\s*([^{}]*?)\s*\})/g;
/** `![alt text](./path.jpg)` or `![alt text](./path.jpg "title")`. */
const MARKDOWN_IMAGE = /!\[([^\]]*)\]\(\s*([^)\s]+)(?:\s+"[^"]*")?\s*\)/g;

/** The line (from 1) of a position in a text. */
export const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The alt text that goes with an image prop or frontmatter field: src → alt, before → beforeAlt, heroImage → heroAlt. */
export function altNamesOf(name: string): string[] {
  if (name === 'src') return ['alt'];
  return name.endsWith('Image') ? [`${name}Alt`, `${name.slice(0, -'Image'.length)}Alt`] : [`${name}Alt`];
}

export interface ImportedPicture {
  /** The name it is imported as. */
  name: string;
  /** Its path as written, relative to the importing file. */
  path: string;
  line: number;
}

/** Each `import … from '…'` of a picture file, of any format. */
export function importedPictures(text: string): ImportedPicture[] {
  return [...text.matchAll(IMPORT)]
    .filter(([, , path]) => PICTURE_FILE.test(path!))
    .map((match) => ({ name: match[1]!, path: match[2]!, line: lineAt(text, match.index) }));
}

export interface ShownPicture {
  /** The component, e.g. `Figure`. */
  component: string;
  /** The alt text's prop, e.g. `alt` or `beforeAlt`. */
  altProp: string;
  /** The imported picture's path as written. */
  image: string;
  /** Its alt text, when written out as a string (not an expression, which cannot be read here). */
  alt?: string;
  /** Its alt text's expression, when it is one, e.g. `copy.hero.imageAlt`. */
  altExpression?: string;
  /** Whether the alt prop is there at all. */
  hasAlt: boolean;
  line: number;
}

/** Imported pictures passed to components with their alt text: `src={hero} alt="…"`, `before={before} beforeAlt="…"`. */
export function shownPictures(text: string): ShownPicture[] {
  const imports = new Map(importedPictures(text).map(({ name, path }) => [name, path]));
  return [...text.matchAll(COMPONENT_TAG)].flatMap((tag) => {
    const props = [...tag[2]!.matchAll(ATTRIBUTE)].map(([, name, double, single, expression]) => ({
      name: name!,
      text: double ?? single,
      expression,
    }));
    return props.flatMap(({ name, expression }) => {
      const image = expression === undefined ? undefined : imports.get(expression);
      if (!image) return [];
      const altNames = altNamesOf(name);
      const altProp = props.find((prop) => altNames.includes(prop.name));
      return [
        {
          component: tag[1]!,
          altProp: altProp?.name ?? altNames[0]!,
          image,
          ...(altProp?.text === undefined ? {} : { alt: altProp.text }),
          ...(altProp?.expression === undefined ? {} : { altExpression: altProp.expression }),
          hasAlt: altProp !== undefined,
          line: lineAt(text, tag.index),
        },
      ];
    });
  });
}

export interface MarkdownPicture {
  alt: string;
  /** Its path as written. */
  path: string;
  line: number;
}

/** Each Markdown image, `![alt](path)`. */
export function markdownPictures(text: string): MarkdownPicture[] {
  return [...text.matchAll(MARKDOWN_IMAGE)].map((match) => ({
    alt: match[1]!,
    path: match[2]!,
    line: lineAt(text, match.index),
  }));
}
