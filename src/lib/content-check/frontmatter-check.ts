import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { explain } from '../../schemas/field-messages';
import { fieldLabel, type ContentMistake } from './mistakes';
import { pictureProblem } from './picture-check';

/** A collection's schema as src/schemas/ writes it: a function of Astro's image() helper. */
export type ContentSchema = (context: Pick<SchemaContext, 'image'>) => z.ZodType;

/** Where a picture for `file` goes, e.g. `put the image in src/assets/blog/ and write its path from this file, e.g. …`. */
export function pictureHint(file: string): string {
  const folder = dirname(file);
  const collection = basename(folder);
  const example = relative(folder, join('src/assets', collection, `${basename(file, extname(file))}.png`));
  return `put the image in src/assets/${collection}/ and write its path from this file, e.g. ${example}`;
}

/**
 * The image() helper for checking a file's frontmatter: the path must name a picture the site can use,
 * from the folder of the entry. Astro's own helper finds a missing image only later, in a message that
 * names no entry, and takes a HEIC photo's path for text.
 */
function imageNextTo(file: string, root: string) {
  const hint = pictureHint(file);
  return () =>
    z.string(explain(hint)).superRefine((written, context) => {
      const problem = pictureProblem(resolve(root, dirname(file), written), written, hint);
      if (problem) context.addIssue({ code: 'custom', message: problem.text, params: { note: problem.note } });
    });
}

/**
 * Every mistake in an entry's frontmatter (or a JSON entry's data), one per field (the first found in
 * it), or none. `file` is the entry's path from the project's `root`, e.g. src/content/blog/x.mdx.
 */
export async function frontmatterMistakes(
  schema: ContentSchema,
  data: unknown,
  file: string,
  root: string,
): Promise<ContentMistake[]> {
  const result = await schema({ image: imageNextTo(file, root) as never }).safeParseAsync(data);
  if (result.success) return [];
  const byField = new Map<string, ContentMistake>();
  for (const issue of result.error.issues) {
    const where = fieldLabel(issue.path, 'frontmatter');
    const note = issue.code === 'custom' ? (issue.params?.note as string | undefined) : undefined;
    if (!byField.has(where)) byField.set(where, { file, where, text: issue.message, ...(note ? { note } : {}) });
  }
  return [...byField.values()];
}
