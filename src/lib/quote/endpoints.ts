// Bundled into the browser and the functions too: no `astro:*` imports here.
// Where the wizard and the no-JS form send a quote request and its photos.

/** Endpoints agreed between the wizard, the no-JS form and the functions. */
export const ENDPOINTS = {
  photos: '/api/contact-photos',
  submit: '/api/contact-submit',
  /** Multipart form post used when JavaScript is off; answers with the thank-you or the form again. */
  form: '/api/contact-form',
} as const;

/**
 * The header carrying the wizard's upload key: a random key sent with each photo and with the request
 * that uses them, so a photo address can be attached only by the visitor who uploaded it.
 */
export const UPLOAD_KEY_HEADER = 'Upload-Key';
