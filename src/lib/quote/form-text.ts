// Bundled into the browser and the functions too: no `astro:*` imports here.
// The quote form's words around its fields; each field's own words are in fields.ts.
import { LIMITS } from './limits';

/** The three steps, as the progress indicator and the no-JS form name them. */
export const STEP_TITLES = ['Contact Information', 'Describe Your Pool Issue', 'Preferred Assessment Time'] as const;

export const BUTTONS = {
  previous: 'Previous',
  next: 'Next Step',
  submit: 'Submit Quote Request',
  submitting: 'Submitting...',
  another: 'Submit Another Request',
  review: 'Leave a Google Review',
  choosePhotos: 'Choose Photos',
  addPhotos: 'Add More Photos',
} as const;

export const CONFIRMATION_HEADING = 'Quote Request Received';

/** The wizard's count of chosen photos, e.g. "2 of 5 photos". */
export const photoCount = (chosen: number) => `${chosen} of ${LIMITS.maxPhotos} photos`;

export const PHOTOS_HINT = `Up to ${LIMITS.maxPhotos} photos (JPG, PNG, WEBP or GIF), ${LIMITS.maxPhotoBytes / 1024 / 1024} MB each.`;

/** Without JavaScript photos are not shrunk before sending, and the platform caps the whole post. */
export const PLAIN_PHOTOS_HINT = `Up to ${LIMITS.maxPhotos} photos (JPG, PNG, WEBP or GIF), ${LIMITS.maxFormBytes / 1_000_000} MB in total.`;

/** On the page a refused no-JS post comes back to: the photos sent are not kept. */
export const RETURNED_PHOTOS_HINT = `Photos are not kept when a form comes back: please attach them again (at most ${LIMITS.maxFormBytes / 1_000_000} MB in total without JavaScript).`;

/** The offer beside a photo over the size limit, to make a smaller copy on the device and use that. */
export const SMALLER_PHOTO = {
  offer: 'Make it smaller',
  /** The same offer on the "File Too Large" toast, which then sends the request. */
  offerAndSend: (count: number) => (count === 1 ? 'Make it smaller and send' : 'Make them smaller and send'),
  working: 'Making it smaller...',
  failed: 'It could not be made small enough on this device.',
  done: (file: string) => `${file} was made smaller and is ready to send.`,
} as const;
