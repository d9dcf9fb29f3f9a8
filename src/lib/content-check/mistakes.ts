/**
 * A mistake in a content file as the build and `npm start` tell it: grouped by file, each with its
 * place and fix, and a first line that says how many and where, since a failed deploy's log is read
 * from its first error.
 */

/** One thing to fix in a content file. */
export interface ContentMistake {
  /** The file, from the project root, e.g. src/content/blog/fall-pool-care.mdx. */
  file: string;
  /** Where in the file: a field (`pubDate`, `faqs[2].answer`) or a line (`line 4`). */
  where: string;
  /** What is wrong and what to write instead. */
  text: string;
  /** The line it is on, to list a file's mistakes top to bottom; none for a field left out. */
  line?: number;
  /** Said once below the list, e.g. how to get a JPEG. */
  note?: string;
}

/**
 * A field as the author finds it in the file: `pubDate`, `hero.headline`, `faqs[2].answer` (lists
 * count from 1); `whole` names the file's whole data, e.g. "frontmatter".
 */
export function fieldLabel(path: readonly PropertyKey[], whole: string): string {
  const label = path
    .map((key) => (typeof key === 'number' ? `[${key + 1}]` : `.${String(key)}`))
    .join('')
    .replace(/^\./, '');
  return label || whole;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "a", "a and b", "a, b and c". */
function listed(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Files in the order their first mistake was found. */
const filesOf = (mistakes: readonly ContentMistake[]) => [...new Set(mistakes.map((mistake) => mistake.file))];

/** "3 mistakes in src/content/blog/x.mdx and src/content/testimonials/y.json". */
export function mistakeCount(mistakes: readonly ContentMistake[]): string {
  return `${plural(mistakes.length, 'mistake')} in ${listed(filesOf(mistakes))}`;
}

/** "3 mistakes in 2 files". */
export function mistakeTally(mistakes: readonly ContentMistake[]): string {
  return `${plural(mistakes.length, 'mistake')} in ${plural(filesOf(mistakes).length, 'file')}`;
}

/** The first line of a build the mistakes stop. */
export function stopHeadline(mistakes: readonly ContentMistake[]): string {
  return `Build stopped: ${mistakeCount(mistakes)} — ${mistakes.length === 1 ? 'below' : 'each below'} with its fix.`;
}

/**
 * Each file's name, then its mistakes top to bottom, one a line (`  - pubDate: … ; write …`); below,
 * once each, the notes they point to.
 */
export function mistakesByFile(mistakes: readonly ContentMistake[]): string {
  const groups = filesOf(mistakes).map((file) => {
    const inFile = mistakes
      .filter((mistake) => mistake.file === file)
      .sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
    return [file, ...inFile.map(({ where, text }) => `  - ${where}: ${text}`)].join('\n');
  });
  const notes = [...new Set(mistakes.flatMap((mistake) => (mistake.note ? [mistake.note] : [])))];
  return [...groups, ...notes].join('\n\n');
}

/** The whole report of a build the mistakes stop: the headline, then each file's mistakes. */
export function stopReport(mistakes: readonly ContentMistake[]): string {
  return `${stopHeadline(mistakes)}\n\n${mistakesByFile(mistakes)}`;
}

/**
 * An error Astro prints as its message alone, for a list meant for people: Astro prints a thrown
 * error's stack trace unless it has none.
 */
export function mistakeError(message: string): Error {
  const error = new Error(message);
  error.stack = '';
  return error;
}
