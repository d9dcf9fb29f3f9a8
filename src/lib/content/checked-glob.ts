import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { glob, type Loader } from 'astro/loaders';
import { frontmatterMistakes, type ContentSchema } from './frontmatter-check';

/**
 * Astro's glob() loader that checks each file's frontmatter against `schema` before Astro does: a
 * mistake stops the build (and shows under `npm start`) as one sentence per field naming the file,
 * where Astro's own report names zod types ("Expected type date, received object") and no image path.
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
        if (mistakes.length > 0) throw new Error(mistakes.join('\n'));
        return context.parseData(entry);
      };
      return loader.load({ ...context, parseData });
    },
  };
}
