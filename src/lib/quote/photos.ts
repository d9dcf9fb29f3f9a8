// Bundled into the browser and the functions too: no `astro:*` imports here.
import { LIMITS, isAllowedPhotoType } from './limits';
import { TOASTS, type ToastMessage } from './messages';

/** What the photo checks need to know of a chosen file (a browser `File` fits). */
export interface PhotoFacts {
  name: string;
  size: number;
  type: string;
}

/**
 * The photo checks of spec §5, in the spec's order (size, type, count): the toast of the first
 * failing check, or undefined when every photo may be uploaded.
 */
export function photoProblem(photos: readonly PhotoFacts[]): ToastMessage | undefined {
  for (const photo of photos) {
    if (photo.size > LIMITS.maxPhotoBytes) return TOASTS.fileTooLarge(photo.name);
    if (!isAllowedPhotoType(photo.type)) return TOASTS.invalidFileType(photo.name);
  }
  if (photos.length > LIMITS.maxPhotos) return TOASTS.tooManyFiles;
  return undefined;
}

