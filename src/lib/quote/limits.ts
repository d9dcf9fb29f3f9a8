// Bundled into the browser and the functions too: no `astro:*` imports here.

/** The units the limits are said in: the photo limit is 5 MB of 1024 × 1024 bytes, the server's in millions. */
export const MIB = 1024 * 1024;
export const MB = 1_000_000;

/** Form limits, shared by the wizard, the no-JS form and the functions. */
export const LIMITS = {
  name: 100,
  phone: 20,
  /** Fewer digits than this cannot be a phone number. */
  phoneMinDigits: 7,
  /** SMTP's limit on an address: a longer one is refused when the email is sent. */
  email: 254,
  zip: 10,
  comments: 1000,
  /** How far ahead a preferred date may be. */
  preferredDateMonths: 12,
  maxPhotos: 5,
  /** Largest photo a visitor may pick: 5 MB, in bytes. */
  maxPhotoBytes: 5_242_880,
  /** Most pixels a photo may have (a phone camera's photo has about 24 MP at most): a few bytes can declare far more. */
  maxPhotoPixels: 24_000_000,
  /** A photo is kept at most this long on its longest side, in pixels: plenty for judging pool damage. */
  photoLongEdge: 2560,
  /** Largest photo upload the server takes: Netlify passes a function at most 6 MB of base64 body, so the wizard shrinks bigger photos. */
  maxUploadBytes: 4_000_000,
  /** Largest no-JavaScript form post (fields and photos together) the server takes, in bytes. */
  maxFormBytes: 4_200_000,
} as const;

/** MIME types the wizard accepts before upload. */
export const ALLOWED_PHOTO_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif'] as const;

export function isAllowedPhotoType(type: string): boolean {
  return (ALLOWED_PHOTO_TYPES as readonly string[]).includes(type.toLowerCase());
}

/**
 * Control, format (zero-width and bidi among them) and line-separator characters: they could hide,
 * recolor or reorder what the owner reads.
 */
export const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

const codePoint = (char: string) => char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');

/** A value shown as text: each unsafe character written out visibly as `\u{…}`, never passed to a terminal or spreadsheet. */
export const visible = (value: string) => value.replace(UNSAFE_CHARACTERS, (char) => `\\u{${codePoint(char)}}`);
