import { statSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { explain } from '../../schemas/field-messages';

/** A collection's schema as src/schemas/ writes it: a function of Astro's image() helper. */
export type ContentSchema = (context: Pick<SchemaContext, 'image'>) => z.ZodType;

/** A field as the author finds it in the file: `pubDate`, `hero.headline`, `faqs[2].answer` (lists count from 1). */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const label = path
    .map((key) => (typeof key === 'number' ? `[${key + 1}]` : `.${String(key)}`))
    .join('')
    .replace(/^\./, '');
  return label || 'frontmatter';
}

/** One mistake as a sentence: `pubDate in src/content/blog/x.mdx: "November 3rd" is not a date; write it as …`. */
export function frontmatterMistake(file: string, path: readonly PropertyKey[], message: string): string {
  return `${fieldLabel(path)} in ${file}: ${message}`;
}

/**
 * The image() helper for checking a file's frontmatter: the path must name a file, from the folder of
 * the entry. Astro's own helper finds a missing image only later, in a message that names no entry.
 */
function imageNextTo(file: string, root: string) {
  const folder = dirname(file);
  const collection = basename(folder);
  const example = relative(folder, join('src/assets', collection, `${basename(file, extname(file))}.png`));
  const hint = `put the image in src/assets/${collection}/ and write its path from this file, e.g. ${example}`;
  const isFile = (path: string) => statSync(resolve(root, folder, path), { throwIfNoEntry: false })?.isFile() ?? false;
  return () =>
    z
      .string(explain(hint))
      .refine(isFile, { error: (issue) => `${JSON.stringify(issue.input)} matches no file; ${hint}` });
}

/**
 * Every mistake in an entry's frontmatter, one sentence per field (the first found in it), or none.
 * `file` is the entry's path from the project's `root`, e.g. src/content/blog/x.mdx.
 */
export async function frontmatterMistakes(
  schema: ContentSchema,
  data: unknown,
  file: string,
  root: string,
): Promise<string[]> {
  const result = await schema({ image: imageNextTo(file, root) as never }).safeParseAsync(data);
  if (result.success) return [];
  const byField = new Map<string, string>();
  for (const issue of result.error.issues) {
    const label = fieldLabel(issue.path);
    if (!byField.has(label)) byField.set(label, frontmatterMistake(file, issue.path, issue.message));
  }
  return [...byField.values()];
}
