// Imported first by astro.config.ts, so it runs before anything imports the facts file: a file that is
// not JSON (a curly quote typed on a phone, a comma left over) would otherwise stop `astro build` and
// `npm start` with the parser's words ("key must be a string at line 2 column 3"). Every mistake in the
// file stops them here, told as a post's are, and so does an owner's photo it names but the site cannot use.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FACTS_FILE, factsFileMistakes } from '../../data/facts-file';
import { mistakeError, stopReport, type ContentMistake } from '../content-check/mistakes';
import { pictureProblem } from '../content-check/picture-check';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const text = readFileSync(`${root}${FACTS_FILE}`, 'utf8');
const mistakes = factsFileMistakes(text);
if (mistakes.length === 0) mistakes.push(...ownerPhotoMistakes(JSON.parse(text) as { ownerPhoto?: string }));
if (mistakes.length > 0) throw mistakeError(stopReport(mistakes));

/** The owner's photo, when the file names one: a file there, and a picture the site can read. */
function ownerPhotoMistakes({ ownerPhoto }: { ownerPhoto?: string }): ContentMistake[] {
  if (!ownerPhoto) return [];
  const problem = pictureProblem(
    `${root}${ownerPhoto}`,
    ownerPhoto,
    'upload the photo to src/assets/people/ and write its path exactly, e.g. "src/assets/people/owner.jpg", or delete the line',
  );
  return problem ? [{ file: FACTS_FILE, where: 'ownerPhoto', ...problem }] : [];
}
