import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { glob, type Loader } from 'astro/loaders';
import { frontmatterMistakes, type ContentSchema } from './frontmatter-check';
import { mistakeError, mistakesByFile } from './mistakes';

/**
 * Astro's glob() loader that checks each file's frontmatter (or JSON data) against `schema` before
 * Astro does: under `npm start`, a mistake shows as the file's name and one sentence per field, as
 * the build's content check (content-check.ts) lists it, where Astro's own report names zod types
 * ("Expected type date, received object") and no image path.
 */
export function checkedGlob(options: { pattern: string; base: string }, schema: ContentSchema): Loader {
  const loader = glob(options);
  return {
    ...loader,
    load: (context) => {
      const root = fileURLToPath(context.config.root);
      const parseData: typeof context.parseData = async (entry) => {
        const file = relative(root, entry.filePath ?? entry.id);
        const mistakes = await frontmatterMistakes(schema, entry.data, file, root);
        if (mistakes.length > 0) throw mistakeError(mistakesByFile(mistakes));
        return context.parseData(entry);
      };
      return loader.load({ ...context, parseData });
    },
  };
}
