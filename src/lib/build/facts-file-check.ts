// Imported first by astro.config.ts, so it runs before anything imports the facts file: a file that is
// not JSON (a curly quote typed on a phone, a comma left over) would otherwise stop `astro build` and
// `npm start` with the parser's words ("key must be a string at line 2 column 3"). Every mistake in the
// file stops them here, told as a post's are.
import { readFileSync } from 'node:fs';
import { factsFileMistakes } from '../../data/facts-file';
import { mistakeError, stopReport } from '../content-check/mistakes';

const mistakes = factsFileMistakes(readFileSync(new URL('../../data/business.json', import.meta.url), 'utf8'));
if (mistakes.length > 0) throw mistakeError(stopReport(mistakes));
