// Bundled into the browser and the functions too: no `astro:*` imports here.

/** Form limits of spec §9, shared by the wizard, the no-JS form and the functions. */
export const LIMITS = {
  name: 100,
  phone: 20,
  email: 255,
  zip: 10,
  comments: 1000,
  maxPhotos: 5,
  /** 5 MB, in bytes. */
  maxPhotoBytes: 5_242_880,
} as const;

/** MIME types the wizard accepts before upload (spec §5). */
export const ALLOWED_PHOTO_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/webp',
  'image/gif',
] as const;

export function isAllowedPhotoType(type: string): boolean {
  return (ALLOWED_PHOTO_TYPES as readonly string[]).includes(type.toLowerCase());
}

/** Endpoints agreed between the wizard, the no-JS form and the functions. */
export const ENDPOINTS = {
  photos: '/api/contact-photos',
  submit: '/api/contact-submit',
  /** Multipart form post used when JavaScript is off; answers 303. */
  form: '/api/contact-form',
} as const;

/** Where the no-JS form lands after a successful post. */
export const THANK_YOU_PATH = '/contact/thank-you';
