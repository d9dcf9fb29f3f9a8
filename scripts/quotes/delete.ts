// `delete <id>`: a request, its photos and their notes, for good (a homeowner's privacy request).
import { createInterface } from 'node:readline/promises';
import { readRequest, forgetRequest, type KeptPhoto } from '../../netlify/lib/storage/quote-store.ts';
import { notFound, print, Refusal, visible } from './output.ts';
import type { OpenStores } from './stores.ts';

/** Asks on the terminal; only "y" or "yes" deletes. */
async function confirmed(question: string): Promise<boolean> {
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^y(es)?$/i.test((await prompt.question(question)).trim());
  } finally {
    prompt.close();
  }
}

const photos = (count: number) => (count === 1 ? 'its photo' : `its ${count} photos`);

/** What became of the photos: " and its 2 photos", or which were kept for which other requests. */
function photosOutcome(count: number, kept: readonly KeptPhoto[]): string {
  if (kept.length === 0) return count ? ` and ${photos(count)}` : '';
  const users = [...new Set(kept.flatMap(({ usedBy }) => usedBy))].sort();
  const deleted = count - kept.length;
  const keptPhotos =
    deleted === 0
      ? `; ${kept.length === 1 ? 'its photo is' : `its ${kept.length} photos are`} kept`
      : ` and ${deleted} of its ${count} photos; ${kept.length === 1 ? 'the other is' : `the other ${kept.length} are`} kept`;
  const usedBy = `${users.length === 1 ? 'request' : 'requests'} ${users.join(', ')} ${users.length === 1 ? 'uses' : 'use'}`;
  return `${keptPhotos}: ${usedBy} ${kept.length === 1 ? 'it' : 'them'} too`;
}

export async function remove(stores: OpenStores, id: string, yes: boolean) {
  const record = await readRequest(stores.requests, id);
  if (!record) throw notFound(stores, id);
  if (!yes) {
    if (!process.stdin.isTTY) throw new Refusal(`Not deleted: no terminal to confirm on; run again with --yes.`);
    const name = visible(record.fields.name.replace(/\s+/g, ' ').trim());
    if (!(await confirmed(`Delete request ${id} from ${name}? [y/N] `))) throw new Refusal('Not deleted.');
  }
  const deleted = await forgetRequest(stores, id);
  if (!deleted) throw new Refusal(`No quote request ${id}.`);
  await print(`Deleted request ${id}${photosOutcome(deleted.record.photoUrls.length, deleted.kept)}.\n`);
}
