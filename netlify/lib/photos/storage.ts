// A photo and its thumbnail in the `contact-photos` store, with the digest of the upload key that sent it.
import type { Store } from '@netlify/blobs';
import { createHash } from 'node:crypto';
import { photoKeys } from '../storage/layout';
import { writeIf } from '../storage/versioned';
import { thumbnailOf, type CleanPhoto } from './clean';
import { newPhotoName } from './names';

/** Who uploaded a photo, kept in its metadata: a digest of the upload key, never the key. */
export const uploaderOf = (uploadKey: string) => createHash('sha256').update(uploadKey).digest('hex');

/** The metadata a photo uploaded with `uploadKey` is stored with. */
export const uploadMetadata = (uploadKey: string) => ({ uploader: uploaderOf(uploadKey) });

const blobOf = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>]);

/** Stores a cleaned photo under a new name, with the key of the upload that sent it, and its thumbnail; answers the name. */
export async function savePhoto(store: Store, photo: CleanPhoto, index: number, uploadKey?: string): Promise<string> {
  const name = newPhotoName(index, photo.format);
  const metadata = uploadKey === undefined ? undefined : uploadMetadata(uploadKey);
  const write = await writeIf(store, photoKeys.photo(name), blobOf(photo.bytes), { onlyIfNew: true, metadata });
  if (write.kind !== 'written') throw new Error('photo name already taken');
  await store.set(photoKeys.thumbnail(name), blobOf(photo.thumbnail));
  return name;
}

export function readPhoto(store: Store, name: string): Promise<ArrayBuffer | null> {
  return store.get(photoKeys.photo(name), { type: 'arrayBuffer' });
}

/**
 * The thumbnail of a stored photo, or null when there is no such photo. A photo stored without
 * one gets it made now, from its cleaned bytes.
 */
export async function readThumbnail(store: Store, name: string): Promise<ArrayBuffer | Uint8Array<ArrayBuffer> | null> {
  const stored = await store.get(photoKeys.thumbnail(name), { type: 'arrayBuffer' });
  if (stored) return stored;
  const photo = await readPhoto(store, name);
  if (!photo) return null;
  const { default: sharp } = await import('sharp');
  return new Uint8Array(await thumbnailOf(sharp(photo)));
}

/** Deletes a photo, its thumbnail and the notes of the requests named; for photos of a request that was not stored. */
export async function deletePhoto(store: Store, name: string, ids: readonly string[] = []): Promise<void> {
  await Promise.all([
    ...photoKeys.photoAndThumbnail(name).map((key) => store.delete(key)),
    ...ids.map((id) => store.delete(photoKeys.note(name, id))),
  ]);
}
