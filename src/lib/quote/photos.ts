// Bundled into the browser and the functions too: no `astro:*` imports here.
import { LIMITS, isAllowedPhotoType } from './limits';
import type { ToastMessage, Toasts } from './messages';

/** What the photo checks need to know of a chosen file (a browser `File` fits). */
export interface PhotoFacts {
  name: string;
  size: number;
  type: string;
  /** The file's first bytes, when read: a renamed HEIC or PDF is caught before any upload. */
  head?: Uint8Array;
}

/** File signatures of the four accepted formats (WEBP: RIFF, 4 size bytes, WEBP). */
const SIGNATURES: readonly (readonly [type: string, signature: RegExp])[] = [
  ['image/jpeg', /^\xff\xd8\xff/],
  // eslint-disable-next-line no-control-regex -- PNG's signature holds the control byte 0x1a
  ['image/png', /^\x89PNG\r\n\x1a\n/],
  ['image/gif', /^GIF8[79]a/],
  ['image/webp', /^RIFF[\s\S]{4}WEBP/],
];

/** The image type the bytes really are, or undefined when they are none of the accepted four. */
export function sniffPhotoType(head: Uint8Array): string | undefined {
  const text = String.fromCharCode(...head.subarray(0, 12));
  return SIGNATURES.find(([, signature]) => signature.test(text))?.[0];
}

/**
 * Checks what is known of the chosen photos (size, then type, then count): the toast of the first
 * failure, if any, from `toasts` (the page's language).
 */
export function checkPhotoFacts(photos: readonly PhotoFacts[], toasts: Toasts): ToastMessage | undefined {
  for (const photo of photos) {
    if (photo.size > LIMITS.maxPhotoBytes) return toasts.fileTooLarge(photo.name);
    if (!isAllowedPhotoType(photo.type) || (photo.head && !sniffPhotoType(photo.head)))
      return toasts.invalidFileType(photo.name);
  }
  if (photos.length > LIMITS.maxPhotos) return toasts.tooManyFiles;
  return undefined;
}
