// Photo checks, metadata stripping, names and URLs, and the cleanup of photos no request uses.
// A photo is accepted only when its bytes are the image type it claims to be; re-encoding with
// sharp drops EXIF (incl. GPS) data.
import type { Store } from '@netlify/blobs';
import type { Sharp } from 'sharp';
import { createHash, randomBytes } from 'node:crypto';
import { ENDPOINTS, LIMITS, sniffPhotoType } from '../../../src/lib/quote';
import { eachBounded, walkDueBuckets } from '../jobs/batch';
import { readRequest } from '../storage/quote-store';
import {
  DAY_MS,
  HOUR_MS,
  hourOf,
  isPhotoName,
  nameOfPhotoUrl,
  parseNoteKey,
  photoKeys,
  uploadedAt,
  type PhotoExtension,
} from '../storage/layout';
import { writeIf } from '../storage/versioned';

export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'gif';

const FORMAT_BY_TYPE: Record<string, PhotoFormat> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const EXTENSION: Record<PhotoFormat, PhotoExtension> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };

/** The photo format for a declared Content-Type (parameters ignored), or undefined if not allowed. */
export function photoFormat(contentType: string | null): PhotoFormat | undefined {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return FORMAT_BY_TYPE[type];
}

export type PhotoCheck =
  { kind: 'accepted'; format: PhotoFormat } | { kind: 'refused'; problem: 'too-large' | 'wrong-type' };

/** The checks before any decoding: the size, and a declared type that the bytes' signature confirms. */
export function checkPhoto(bytes: Uint8Array, contentType: string | null): PhotoCheck {
  if (bytes.byteLength > LIMITS.maxPhotoBytes) return { kind: 'refused', problem: 'too-large' };
  const format = photoFormat(contentType);
  if (!format || photoFormat(sniffPhotoType(bytes) ?? null) !== format)
    return { kind: 'refused', problem: 'wrong-type' };
  return { kind: 'accepted', format };
}

/**
 * A photo decoded and written again: orientation applied, every metadata block (EXIF, GPS, XMP)
 * dropped; with its thumbnail for the owner's email.
 */
export interface CleanPhoto {
  format: PhotoFormat;
  bytes: Uint8Array;
  /** A JPEG at most THUMBNAIL_WIDTH px wide (see `thumbnailOf`). */
  thumbnail: Uint8Array;
}

/** Why a checked photo was not kept: its bytes do not decode, or it is too big to decode at all or in time. */
export type CleanProblem = 'wrong-type' | 'too-big-to-process';

/** Far more than a phone photo needs; a crafted file is stopped here, so its refusal comes within two seconds. */
export const CLEAN_TIME_LIMIT_MS = 1500;

/** What each format is written as: a GIF's first frame as a PNG, which keeps its pixels and is written many times faster than a GIF. */
const OUTPUT: Record<PhotoFormat, PhotoFormat> = { jpeg: 'jpeg', png: 'png', webp: 'webp', gif: 'png' };

/** The owner's email shows a photo 240 px wide: its thumbnail has twice the pixels, for sharp screens. */
export const THUMBNAIL_WIDTH = 480;

/**
 * The thumbnail the owner's email shows: a JPEG, which every mail client shows (Outlook for
 * Windows shows no WebP), transparency on white, at most twice as tall as wide.
 */
const thumbnailOf = (image: Sharp) =>
  image
    .resize({ width: THUMBNAIL_WIDTH, height: 2 * THUMBNAIL_WIDTH, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 70 })
    .toBuffer();

/**
 * Decodes a checked photo's first frame and writes it again at most LIMITS.photoLongEdge px long,
 * then its thumbnail: at upload, where sharp is loaded already, so no email send, however often it
 * is retried, loads sharp or decodes a photo.
 * Too big to process: more than LIMITS.maxPhotoPixels by its header (nothing is decoded then), or
 * not written within `timeLimitMs`.
 */
export async function cleanPhoto(
  bytes: Uint8Array,
  format: PhotoFormat,
  timeLimitMs = CLEAN_TIME_LIMIT_MS,
): Promise<({ kind: 'cleaned' } & CleanPhoto) | { kind: 'refused'; problem: CleanProblem }> {
  // Here, not at the top: only this path needs sharp, so no function loads it when it starts.
  const { default: sharp } = await import('sharp');
  let outOfTime: ReturnType<typeof setTimeout> | undefined;
  try {
    const { width = 0, height = 0 } = await sharp(bytes, { pages: 1 }).metadata();
    if (width * height > LIMITS.maxPhotoPixels) return { kind: 'refused', problem: 'too-big-to-process' };
    const encoding = sharp(bytes, { pages: 1, limitInputPixels: LIMITS.maxPhotoPixels })
      .rotate()
      .resize({ width: LIMITS.photoLongEdge, height: LIMITS.photoLongEdge, fit: 'inside', withoutEnlargement: true })
      // libvips stops its work past the limit as well, a moment after the visitor's answer.
      .timeout({ seconds: Math.floor(timeLimitMs / 1000) + 1 })
      .toFormat(OUTPUT[format])
      .toBuffer();
    const timeUp = new Promise<'time-up'>((resolve) => (outOfTime = setTimeout(resolve, timeLimitMs, 'time-up')));
    const output = await Promise.race([encoding, timeUp]);
    if (output === 'time-up') {
      encoding.catch(() => undefined);
      return { kind: 'refused', problem: 'too-big-to-process' };
    }
    // From the photo as written: at most LIMITS.photoLongEdge px, so its time is bounded.
    const thumbnail = await thumbnailOf(sharp(output));
    return {
      kind: 'cleaned',
      format: OUTPUT[format],
      bytes: new Uint8Array(output),
      thumbnail: new Uint8Array(thumbnail),
    };
  } catch {
    return { kind: 'refused', problem: 'wrong-type' };
  } finally {
    clearTimeout(outOfTime);
  }
}

/** `contact-<timestamp>-<index>-<random>.<ext>`: unguessable and never reused. */
export function newPhotoName(index: number, format: PhotoFormat, now = Date.now()): string {
  return `contact-${now}-${index}-${randomBytes(16).toString('hex')}.${EXTENSION[format]}`;
}

export { isPhotoName };

/** The content type of a well-formed name (see `isPhotoName`). */
export function photoContentType(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return `image/${extension === 'jpg' ? 'jpeg' : extension}`;
}

export function photoUrl(origin: string, name: string): string {
  return `${origin}${ENDPOINTS.photos}/${name}`;
}

/** Where the thumbnail of the photo at `url` is served. */
export const thumbnailUrl = (url: string): string => `${url}/${THUMBNAIL_PATH}`;

/** The last part of a thumbnail's address, after its photo's name. */
export const THUMBNAIL_PATH = 'thumbnail.jpg';

/**
 * The name of a photo URL of this site, or undefined for anything else: another origin, a
 * malformed name, or extras (query, fragment, credentials) a canonical photo URL never has.
 */
export function ownPhotoName(url: string, origin: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const prefix = `${ENDPOINTS.photos}/`;
  const name = parsed.pathname.slice(prefix.length);
  const canonical =
    parsed.origin === origin &&
    parsed.pathname.startsWith(prefix) &&
    !parsed.search &&
    !parsed.hash &&
    !parsed.username &&
    !parsed.password;
  return canonical && isPhotoName(name) ? name : undefined;
}

/** An upload key as the wizard makes one (a random UUID): long enough that no one guesses another's. */
export const isUploadKey = (key: string | null): key is string => key !== null && /^[A-Za-z0-9_-]{16,128}$/.test(key);

/** Who uploaded a photo, kept in its metadata: a digest of the upload key, never the key. */
const uploaderOf = (uploadKey: string) => createHash('sha256').update(uploadKey).digest('hex');

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

/** Photos no stored request uses are deleted once the hour of their upload ended this long ago. */
export const UNUSED_PHOTO_TTL_MS = DAY_MS;

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
