// Photo checks, metadata stripping, keys and URLs. A photo is accepted only when its bytes
// are the image type it claims to be; re-encoding with sharp drops EXIF (incl. GPS) data.
import type { Store } from '@netlify/blobs';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { writeIf } from './versioned';
import { ENDPOINTS, LIMITS } from '../../src/lib/quote';

type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'gif';

const FORMAT_BY_TYPE: Record<string, PhotoFormat> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const EXTENSION: Record<PhotoFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };
const CONTENT_TYPE: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const MAGIC: Record<PhotoFormat, (bytes: Uint8Array) => boolean> = {
  jpeg: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  png: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  gif: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')),
  webp: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8),
};

/** The photo format for a declared Content-Type (parameters ignored), or undefined if not allowed. */
export function photoFormat(contentType: string | null): PhotoFormat | undefined {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return FORMAT_BY_TYPE[type];
}

/** True when the bytes really are the declared format. */
export function matchesFormat(bytes: Uint8Array, format: PhotoFormat): boolean {
  return MAGIC[format](bytes);
}

/** Re-encodes the photo: orientation applied, every metadata block (EXIF, GPS, XMP) dropped. */
async function stripMetadata(bytes: Uint8Array, format: PhotoFormat): Promise<Uint8Array> {
  const animated = format === 'gif' || format === 'webp';
  const output = await sharp(bytes, { animated, limitInputPixels: 50_000_000 }).rotate().toFormat(format).toBuffer();
  return new Uint8Array(output);
}

const KEY_PATTERN = /^contact-\d{13}-[0-4]-[0-9a-f]{32}\.(jpg|png|webp|gif)$/;

/** `contact-<timestamp>-<index>-<random>.<ext>`: unguessable and never reused. */
export function newPhotoKey(index: number, format: PhotoFormat, now = Date.now()): string {
  return `contact-${now}-${index}-${randomBytes(16).toString('hex')}.${EXTENSION[format]}`;
}

export function isPhotoKey(key: string): boolean {
  return KEY_PATTERN.test(key) && Number(key.split('-')[2]) < LIMITS.maxPhotos;
}

export function photoContentType(key: string): string {
  return CONTENT_TYPE[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

export function photoUrl(origin: string, key: string): string {
  return `${origin}${ENDPOINTS.photos}/${key}`;
}

/** True for the URL of a photo uploaded to this site (same origin, well-formed key). */
export function isOwnPhotoUrl(url: string, origin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const prefix = `${ENDPOINTS.photos}/`;
  return (
    parsed.origin === origin &&
    parsed.pathname.startsWith(prefix) &&
    !parsed.search &&
    isPhotoKey(parsed.pathname.slice(prefix.length))
  );
}

export type PreparedPhoto =
  | { ok: true; format: PhotoFormat; clean: Uint8Array }
  | { ok: false; problem: 'too-large' | 'wrong-type' };

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
