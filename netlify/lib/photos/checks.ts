// The checks before any decoding: a photo is accepted only when its bytes are the image type it claims to be.
import { LIMITS, sniffPhotoType } from '../../../src/lib/quote';

export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'gif';

const FORMAT_BY_TYPE: Record<string, PhotoFormat> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** The photo format for a declared Content-Type (parameters ignored), or undefined if not allowed. */
export function photoFormat(contentType: string | null): PhotoFormat | undefined {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return FORMAT_BY_TYPE[type];
}

type PhotoCheck = { kind: 'accepted'; format: PhotoFormat } | { kind: 'refused'; problem: 'too-large' | 'wrong-type' };

/** The checks before any decoding: the size, and a declared type that the bytes' signature confirms. */
export function checkPhoto(bytes: Uint8Array, contentType: string | null): PhotoCheck {
  if (bytes.byteLength > LIMITS.maxPhotoBytes) return { kind: 'refused', problem: 'too-large' };
  const format = photoFormat(contentType);
  if (!format || photoFormat(sniffPhotoType(bytes) ?? null) !== format)
    return { kind: 'refused', problem: 'wrong-type' };
  return { kind: 'accepted', format };
}
