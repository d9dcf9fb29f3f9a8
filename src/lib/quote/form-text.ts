// Bundled into the browser and the functions too: no `astro:*` imports here.
// The quote form's words around its fields in English; each field's own words are in field-words.ts,
// and es/form-text.ts says the same in Spanish.
import { LIMITS, MIB } from './limits';

/** The quote form's words around its fields, in one language. */
export interface FormText {
  /** The three steps, as the progress indicator and the no-JS form name them. */
  stepTitles: readonly [string, string, string];
  buttons: {
    previous: string;
    next: string;
    submit: string;
    submitting: string;
    another: string;
    review: string;
    choosePhotos: string;
    addPhotos: string;
  };
  confirmationHeading: string;
  /** The label of the hidden field only bots fill, in the page's language like every other word. */
  honeypotLabel: string;
  /** The wizard's count of chosen photos, e.g. "2 of 5 photos". */
  photoCount: (chosen: number) => string;
  photosHint: string;
  /** The offer beside a photo over the size limit, to make a smaller copy on the device and use that. */
  smallerPhoto: {
    offer: string;
    /** The same offer on the "File Too Large" toast, which then sends the request. */
    offerAndSend: (count: number) => string;
    working: string;
    failed: string;
    done: (file: string) => string;
  };
  /** What assistive technology hears: the form's name, the progress, the photo list. */
  spoken: {
    wizard: string;
    progress: string;
    step: (number: number) => string;
    completed: string;
    chosenPhotos: string;
    remove: (file: string) => string;
    opensInNewTab: string;
  };
}

export const FORM_TEXT = {
  stepTitles: ['Contact Information', 'Describe Your Pool Issue', 'Preferred Assessment Time'],
  buttons: {
    previous: 'Previous',
    next: 'Next Step',
    submit: 'Submit Quote Request',
    submitting: 'Submitting...',
    another: 'Submit Another Request',
    review: 'Leave a Google Review',
    choosePhotos: 'Choose Photos',
    addPhotos: 'Add More Photos',
  },
  confirmationHeading: 'Quote Request Received',
  honeypotLabel: 'Leave this field empty',
  photoCount: (chosen) => `${chosen} of ${LIMITS.maxPhotos} photos`,
  photosHint: `Up to ${LIMITS.maxPhotos} photos (JPG, PNG, WEBP or GIF), ${LIMITS.maxPhotoBytes / MIB} MB each.`,
  smallerPhoto: {
    offer: 'Make it smaller',
    offerAndSend: (count) => (count === 1 ? 'Make it smaller and send' : 'Make them smaller and send'),
    working: 'Making it smaller...',
    failed: 'It could not be made small enough on this device.',
    done: (file) => `${file} was made smaller and is ready to send.`,
  },
  spoken: {
    wizard: 'Quote request',
    progress: 'Quote request progress',
    step: (number) => `Step ${number}: `,
    completed: ' (completed)',
    chosenPhotos: 'Chosen photos',
    remove: (file) => `Remove ${file}`,
    opensInNewTab: ' (opens in a new tab)',
  },
} as const satisfies FormText;
