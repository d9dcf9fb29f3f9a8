// Bundled into the browser and the functions too: no `astro:*` imports here.
// Every message the quote form and its functions give a visitor in English, word for word, but a
// field's own (field-words.ts); es/messages.ts says each in Spanish.

import { responsePromise } from '../../data/reply-promise';
import { LIMITS } from './limits';

/** A toast: a title and its text. */
export interface ToastMessage {
  title: string;
  description: string;
}

/** The toasts of the quote form, in one language. */
export interface Toasts {
  fileTooLarge: (file: string) => ToastMessage;
  invalidFileType: (file: string) => ToastMessage;
  tooManyFiles: ToastMessage;
  uploadingPhotos: (done: number, total: number) => ToastMessage;
  photoUploadFailed: ToastMessage;
  /** The server's size refusal (413) names the photo. */
  photoTooLargeToSend: (file: string) => ToastMessage;
  tooManyRequests: ToastMessage;
  validationError: (message: string) => ToastMessage;
  submissionFailed: ToastMessage;
  success: ToastMessage;
}

/** Every message of the quote form and its functions in one language: what the toasts and answers say. */
export interface QuoteMessages {
  toasts: Toasts;
  /**
   * The submit endpoint's own checks of the photos (each field's messages are in its words). Apart
   * from the toasts: the wizard's inputs never produce these.
   */
  requestValidation: { photosTooMany: string; photoUrlInvalid: string };
  /** What the functions answer, beside the toasts' words. */
  answers: {
    /** The submit endpoint's rate limit (429, beside `rateLimited: true`). */
    rateLimited: string;
    notJson: string;
    unreadable: string;
    tooLarge: string;
    /** Photo uploads: a type, size or pixel count refused, and the hourly allowance. */
    photoWrongType: string;
    photoTooLarge: string;
    photoTooBigToProcess: string;
    photoRateLimited: string;
    /** The no-JavaScript form: its post too large, or unreadable. */
    formTooLarge: string;
    formUnreadable: string;
  };
}

const MB = 1024 * 1024;

export const TOASTS = {
  fileTooLarge: (file) => ({
    title: 'File Too Large',
    description: `${file} exceeds ${LIMITS.maxPhotoBytes / MB}MB limit. Please use smaller images.`,
  }),
  invalidFileType: (file) => ({
    title: 'Invalid File Type',
    description: `${file} is not a supported image format. Use JPG, PNG, WEBP, or GIF.`,
  }),
  tooManyFiles: {
    title: 'Too Many Files',
    description: `Maximum ${LIMITS.maxPhotos} photos allowed per submission.`,
  },
  uploadingPhotos: (done, total) => ({ title: 'Uploading Photos...', description: `${done} of ${total}` }),
  photoUploadFailed: {
    title: 'Photo Upload Failed',
    description: 'Unable to upload photos. Please try again or submit without photos.',
  },
  photoTooLargeToSend: (file) => ({
    title: 'Photo Upload Failed',
    description: `${file} is too large to upload. Please use a smaller image or submit without photos.`,
  }),
  tooManyRequests: {
    title: 'Too Many Requests',
    description: "You've submitted too many requests recently. Please try again in an hour.",
  },
  validationError: (message) => ({ title: 'Validation Error', description: message }),
  submissionFailed: {
    title: 'Submission Failed',
    description: 'There was a problem submitting your request. Please try again or call us directly.',
  },
  success: {
    title: 'Quote Request Received!',
    description: `Thanks! We'll text/call you ${responsePromise} to confirm your appointment.`,
  },
} as const satisfies Toasts;

export const REQUEST_VALIDATION = {
  photosTooMany: `Maximum ${LIMITS.maxPhotos} photos allowed per submission.`,
  photoUrlInvalid: 'Photo links must come from the photo upload',
} as const;

/** The error text the submit endpoint answers with when a client is over its limit. */
export const RATE_LIMIT_ERROR = 'Too many submissions from this connection. Please try again in an hour.';

export const MESSAGES: QuoteMessages = {
  toasts: TOASTS,
  requestValidation: REQUEST_VALIDATION,
  answers: {
    rateLimited: RATE_LIMIT_ERROR,
    notJson: 'Send the request as application/json',
    unreadable: 'The request could not be read',
    tooLarge: 'Request too large',
    photoWrongType: 'Photos must be JPG, PNG, WEBP or GIF images.',
    photoTooLarge: `Photos must be ${LIMITS.maxUploadBytes / 1_000_000} MB or smaller.`,
    photoTooBigToProcess: `This photo is too large to process (the limit is ${LIMITS.maxPhotoPixels / 1_000_000} megapixels).`,
    photoRateLimited: 'Too many photo uploads from this connection. Please try again in an hour.',
    formTooLarge: `The photos are too large together (the limit is ${LIMITS.maxFormBytes / 1_000_000} MB in total). Please attach fewer or smaller photos.`,
    formUnreadable: 'The form could not be read. Please try again.',
  },
};
