// Photo checks, metadata stripping, keys and URLs. A photo is accepted only when its bytes
// are the image type it claims to be; re-encoding with sharp drops EXIF (incl. GPS) data.
import type { Store } from '@netlify/blobs';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { writeIf } from './versioned';
import { ENDPOINTS, LIMITS, sniffPhotoType } from '../../src/lib/quote';

type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'gif';

const FORMAT_BY_TYPE: Record<string, PhotoFormat> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const EXTENSION: Record<PhotoFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };

/** The photo format for a declared Content-Type (parameters ignored), or undefined if not allowed. */
export function photoFormat(contentType: string | null): PhotoFormat | undefined {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return FORMAT_BY_TYPE[type];
}

/** True when the bytes really are the declared format (the same signatures the wizard checks). */
export function matchesFormat(bytes: Uint8Array, format: PhotoFormat): boolean {
  return photoFormat(sniffPhotoType(bytes) ?? null) === format;
}

/** Re-encodes the photo: orientation applied, every metadata block (EXIF, GPS, XMP) dropped. */
async function stripMetadata(bytes: Uint8Array, format: PhotoFormat): Promise<Uint8Array> {
  const animated = format === 'gif' || format === 'webp';
  const output = await sharp(bytes, { animated, limitInputPixels: 50_000_000 }).rotate().toFormat(format).toBuffer();
  return new Uint8Array(output);
}

const KEY_PATTERN = new RegExp(
  `^contact-\\d{13}-[0-${LIMITS.maxPhotos - 1}]-[0-9a-f]{32}\\.(${Object.values(EXTENSION).join('|')})$`,
);

/** `contact-<timestamp>-<index>-<random>.<ext>`: unguessable and never reused. */
export function newPhotoKey(index: number, format: PhotoFormat, now = Date.now()): string {
  return `contact-${now}-${index}-${randomBytes(16).toString('hex')}.${EXTENSION[format]}`;
}

export function isPhotoKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The content type of a well-formed key (see `isPhotoKey`). */
export function photoContentType(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return `image/${extension === 'jpg' ? 'jpeg' : extension}`;
}

export function photoUrl(origin: string, key: string): string {
  return `${origin}${ENDPOINTS.photos}/${key}`;
}

/**
 * The key of a photo URL of this site, or undefined for anything else: another origin, a
 * malformed key, or extras (query, fragment, credentials) a canonical photo URL never has.
 */
export function ownPhotoKey(url: string, origin: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const prefix = `${ENDPOINTS.photos}/`;
  const key = parsed.pathname.slice(prefix.length);
  const canonical =
    parsed.origin === origin &&
    parsed.pathname.startsWith(prefix) &&
    !parsed.search &&
    !parsed.hash &&
    !parsed.username &&
    !parsed.password;
  return canonical && isPhotoKey(key) ? key : undefined;
}

/** True when every key names a stored photo. */
export async function photosExist(store: Store, keys: readonly string[]): Promise<boolean> {
  const found = await Promise.all(keys.map((key) => store.getMetadata(key)));
  return found.every((entry) => entry !== null);
}

/** Where a stored request's use of a photo is noted, so the cleanup keeps it. */
const REF_PREFIX = 'ref/';

/** Notes that request `id` uses these photos. Done before the request is stored. */
export async function markPhotosUsed(store: Store, keys: readonly string[], id: string): Promise<void> {
  await Promise.all(keys.map((key) => store.set(`${REF_PREFIX}${key}`, id)));
}

/** Uploaded photos no stored request uses are deleted this long after their upload. */
export const UNUSED_PHOTO_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes photos older than a day that no stored request uses (uploads of abandoned wizards,
 * photos of refused posts). Listing only, no reads; stops at `deadline` and the next run goes on.
 */
export async function deleteUnusedPhotos(store: Store, now = Date.now(), deadline = Infinity): Promise<number> {
  const used = new Set((await store.list({ prefix: REF_PREFIX })).blobs.map((b) => b.key.slice(REF_PREFIX.length)));
  const { blobs } = await store.list({ prefix: 'contact-' });
  let deleted = 0;
  for (const { key } of blobs) {
    if (Date.now() > deadline) break;
    const uploadedAt = Number(key.split('-')[1]);
    if (used.has(key) || !(uploadedAt < now - UNUSED_PHOTO_TTL_MS)) continue;
    await store.delete(key);
    deleted++;
  }
  return deleted;
}

export type PreparedPhoto =
  { ok: true; format: PhotoFormat; clean: Uint8Array } | { ok: false; problem: 'too-large' | 'wrong-type' };

/**
 * The checks every photo passes, whichever way it arrives: size, a declared type that the bytes
 * confirm, and an image that decodes. Answers the photo with its metadata stripped.
 */
export async function preparePhoto(bytes: Uint8Array, contentType: string | null): Promise<PreparedPhoto> {
  if (bytes.byteLength > LIMITS.maxPhotoBytes) return { ok: false, problem: 'too-large' };
  const format = photoFormat(contentType);
  if (!format || !matchesFormat(bytes, format)) return { ok: false, problem: 'wrong-type' };
  try {
    return { ok: true, format, clean: await stripMetadata(bytes, format) };
  } catch {
    return { ok: false, problem: 'wrong-type' };
  }
}

/** Stores a prepared photo under a new key; answers the key. */
export async function savePhoto(
  store: Store,
  photo: Extract<PreparedPhoto, { ok: true }>,
  index: number,
): Promise<string> {
  const key = newPhotoKey(index, photo.format);
  const write = await writeIf(store, key, new Blob([photo.clean as Uint8Array<ArrayBuffer>]), { onlyIfNew: true });
  if (!write.written) throw new Error('photo key already taken');
  return key;
}
