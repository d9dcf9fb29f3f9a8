// Reading and preparing the visitor's photos in the browser, before and for the upload.
import { LIMITS, MIB } from '../../lib/quote/limits';
import type { ToastMessage, Toasts } from '../../lib/quote/messages';
import { checkPhotoFacts, sniffPhotoType, type PhotoFacts } from '../../lib/quote/photos';

/** Photos above this are re-encoded here to fit the server's LIMITS.maxUploadBytes. */
const SHRINK_ABOVE = 3.5 * MIB;

const head = async (file: Blob) => new Uint8Array(await file.slice(0, 12).arrayBuffer());

async function photoFacts(file: File): Promise<PhotoFacts> {
  return { name: file.name, size: file.size, type: file.type, head: await head(file) };
}

/** Reads each chosen File's first bytes, then checks the originals with checkPhotoFacts; a failure in `toasts`' words. */
export async function checkPhotoFiles(files: readonly File[], toasts: Toasts): Promise<ToastMessage | undefined> {
  return checkPhotoFacts(await Promise.all(files.map(photoFacts)), toasts);
}

/** A JPEG of `file` that fits the send limit, made by the re-encoder fetched the first time a photo needs it. */
const shrunk = async (file: File) =>
  (await import('./shrink-photo')).shrunkJpeg(file, {
    longEdge: LIMITS.photoLongEdge,
    maxBytes: LIMITS.maxUploadBytes,
  });

/**
 * The bytes to upload and their real type: the file itself, or past SHRINK_ABOVE a JPEG of at most
 * LIMITS.photoLongEdge px, which fits the send limit. GIFs (maybe animated) go as they are; the server
 * refuses them when too large, as it judges a photo this browser cannot decode.
 */
export async function photoToSend(file: File): Promise<{ body: Blob; type: string }> {
  const type = sniffPhotoType(await head(file)) ?? file.type;
  if (file.size <= SHRINK_ABOVE || type === 'image/gif') return { body: file, type };
  const body = await shrunk(file);
  return body ? { body, type: 'image/jpeg' } : { body: file, type };
}

/**
 * A copy of a photo over the size limit made small enough to send, as a JPEG of the same name; undefined
 * when this browser cannot make one (it cannot decode the photo, or the copy is still too large).
 */
export async function smallerPhoto(file: File): Promise<File | undefined> {
  const body = await shrunk(file);
  if (!body || body.size >= LIMITS.maxUploadBytes) return undefined;
  const name = `${file.name.replace(/\.[^.]*$/, '')}.jpg`;
  return new File([body], name, { type: 'image/jpeg', lastModified: file.lastModified });
}
