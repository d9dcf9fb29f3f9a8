// Bundled into the browser and the functions too: no `astro:*` imports here.
// Where a quote request is sent, and where the no-JS form's visitor lands.

/** Endpoints agreed between the wizard, the no-JS form and the functions. */
export const ENDPOINTS = {
  photos: '/api/contact-photos',
  submit: '/api/contact-submit',
  /** Multipart form post used when JavaScript is off; answers 303. */
  form: '/api/contact-form',
} as const;

/**
 * The header carrying the wizard's upload key: a random key sent with each photo and with the request
 * that uses them, so a photo address can be attached only by the visitor who uploaded it.
 */
export const UPLOAD_KEY_HEADER = 'Upload-Key';

/** Where the no-JS form lands after a successful post. */
export const THANK_YOU_PATH = '/contact/thank-you';
