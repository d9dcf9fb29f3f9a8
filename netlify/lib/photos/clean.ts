// Cleaning a checked photo with sharp: re-encoding drops EXIF (GPS included), and makes the thumbnail.
import type { Sharp } from 'sharp';
import { LIMITS } from '../../../src/lib/quote';
import type { PhotoFormat } from './checks';

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
const CLEAN_TIME_LIMIT_MS = 1500;

/** What each format is written as: a GIF's first frame as a PNG, which keeps its pixels and is written many times faster than a GIF. */
const OUTPUT: Record<PhotoFormat, PhotoFormat> = { jpeg: 'jpeg', png: 'png', webp: 'webp', gif: 'png' };

/** The owner's email shows a photo 240 px wide: its thumbnail has twice the pixels, for sharp screens. */
const THUMBNAIL_WIDTH = 480;

/**
 * The thumbnail the owner's email shows: a JPEG, which every mail client shows (Outlook for
 * Windows shows no WebP), transparency on white, at most twice as tall as wide.
 */
export const thumbnailOf = (image: Sharp) =>
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
