// A photo's name, its content type and its addresses: what the functions, the emails and the sweep agree on.
import { randomBytes } from 'node:crypto';
import { ENDPOINTS } from '../../../src/lib/quote';
import { isPhotoName, type PhotoExtension } from '../storage/layout';
import type { PhotoFormat } from './checks';

const EXTENSION: Record<PhotoFormat, PhotoExtension> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };

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
