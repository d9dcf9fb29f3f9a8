// Photos no stored request uses: which a new request may still attach, and the scheduled job's deletion of the rest.
import type { Store } from '@netlify/blobs';
import { eachBounded, walkDueBuckets } from '../jobs/batch';
import { nameOfPhotoUrl, parseNoteKey, photoKeys, uploadedAt } from '../storage/layout';
import { DAY_MS, HOUR_MS, hourOf } from '../storage/periods';
import { readRequest } from '../storage/quote-store';
import { isUploadKey } from './names';
import { deletePhoto, uploaderOf } from './storage';

/** Photos no stored request uses are deleted once the hour of their upload ended this long ago. */
const UNUSED_PHOTO_TTL_MS = DAY_MS;

/**
 * A new request may use a photo up to this age: its hour is cleaned up no sooner than a day after
 * the upload, so no request can be stored while the cleanup looks at its photos.
 */
const PHOTO_USABLE_MS = UNUSED_PHOTO_TTL_MS - HOUR_MS;

/**
 * True when every name is a photo still stored, young enough for a new request, and uploaded with
 * `uploadKey`: a photo address seen elsewhere cannot be attached to another visitor's request.
 */
export async function photosUsable(
  store: Store,
  names: readonly string[],
  uploadKey: string | null,
  now = Date.now(),
): Promise<boolean> {
  if (names.length === 0) return true;
  if (!isUploadKey(uploadKey) || names.some((name) => !(uploadedAt(name) > now - PHOTO_USABLE_MS))) return false;
  const found = await Promise.all(names.map((name) => store.getMetadata(photoKeys.photo(name))));
  return found.every((entry) => entry?.metadata.uploader === uploaderOf(uploadKey));
}

/**
 * Deletes the unused photos of one hour: a photo is used when a note names a stored request that
 * lists it. Notes of requests that were never stored, or do not list the photo, go too.
 */
async function cleanHour(
  photos: Store,
  requests: Store,
  hour: string,
  deadline: number,
): Promise<{ deleted: number; done: boolean }> {
  const prefix = photoKeys.hourPrefix(hour);
  const { blobs: stored } = await photos.list({ prefix });
  if (stored.length === 0) return { deleted: 0, done: true };
  const { blobs: notes } = await photos.list({ prefix: photoKeys.notesPrefix(hour) });
  const users = new Map<string, string[]>();
  for (const { key } of notes) {
    const { name, id } = parseNoteKey(key);
    users.set(name, [...(users.get(name) ?? []), id]);
  }
  const listed = new Map<string, Promise<Set<string>>>();
  const photosOf = (id: string) => {
    if (!listed.has(id)) {
      listed.set(
        id,
        readRequest(requests, id).then((record) => new Set(record?.photoUrls.map(nameOfPhotoUrl))),
      );
    }
    return listed.get(id)!;
  };
  let deleted = 0;
  const ran = await eachBounded(
    stored,
    async ({ key }) => {
      const name = key.slice(prefix.length);
      const ids = users.get(name) ?? [];
      const uses = await Promise.all(ids.map(async (id) => (await photosOf(id)).has(name)));
      const strays = ids.filter((_, i) => !uses[i]);
      if (uses.includes(true)) {
        await Promise.all(strays.map((id) => photos.delete(photoKeys.note(name, id))));
        return;
      }
      await deletePhoto(photos, name, strays);
      deleted++;
    },
    deadline,
  );
  return { deleted, done: ran === stored.length };
}

/**
 * Deletes the photos no stored request uses, once the hour of their upload ended a day ago:
 * uploads of abandoned wizards, photos of refused or duplicate posts or of a request that failed
 * to store. Each hour is looked at once, oldest first (a cursor keeps the last hour done), so a
 * run lists only the hours that came due. Stops at `deadline`; the next run goes on.
 */
export async function deleteUnusedPhotos(
  photos: Store,
  requests: Store,
  now = Date.now(),
  deadline = Infinity,
): Promise<number> {
  let deleted = 0;
  await walkDueBuckets({
    store: photos,
    unit: 'hour',
    prefix: photoKeys.hoursPrefix,
    cursorKey: photoKeys.cleanupCursor,
    lastDue: hourOf(now - UNUSED_PHOTO_TTL_MS - HOUR_MS),
    deadline,
    async work(hour) {
      const result = await cleanHour(photos, requests, hour, deadline);
      deleted += result.deleted;
      return result.done;
    },
  });
  return deleted;
}
