// Reading and preparing the visitor's photos in the browser, before and for the upload.
import { LIMITS, checkPhotoFacts, sniffPhotoType, type PhotoFacts, type ToastMessage } from '../../lib/quote';

/** Photos above this are re-encoded here to fit the server's LIMITS.maxUploadBytes. */
const SHRINK_ABOVE = 3.5 * 1024 * 1024;

const head = async (file: Blob) => new Uint8Array(await file.slice(0, 12).arrayBuffer());

async function photoFacts(file: File): Promise<PhotoFacts> {
  return { name: file.name, size: file.size, type: file.type, head: await head(file) };
}

/** Reads each chosen File's first bytes, then checks the originals with checkPhotoFacts. */
export async function checkPhotoFiles(files: readonly File[]): Promise<ToastMessage | undefined> {
  return checkPhotoFacts(await Promise.all(files.map(photoFacts)));
}

/**
 * The bytes to upload and their real type: the file itself, or past SHRINK_ABOVE a JPEG of at most
 * LIMITS.photoLongEdge px, which fits the send limit. GIFs (maybe animated) go as they are; the server refuses them when too large.
 */
export async function photoToSend(file: File): Promise<{ body: Blob; type: string }> {
  const type = sniffPhotoType(await head(file)) ?? file.type;
  if (file.size <= SHRINK_ABOVE || type === 'image/gif') return { body: file, type };
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, LIMITS.photoLongEdge / Math.max(bitmap.width, bitmap.height));
    const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d')!;
    // JPEG has no transparency: a PNG's clear areas become white, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    let body: Blob = file;
    for (const quality of [0.85, 0.7, 0.5]) {
      body = await canvas.convertToBlob({ type: 'image/jpeg', quality });
      if (body.size < LIMITS.maxUploadBytes) break;
    }
    return { body, type: 'image/jpeg' };
  } catch {
    // This browser cannot decode it: the server judges the original.
    return { body: file, type };
  }
}
