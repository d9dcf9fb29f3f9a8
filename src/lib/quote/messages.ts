// Bundled into the browser and the functions too: no `astro:*` imports here.
// Every message the quote form shows a visitor, word for word, but a field's own (in fields.ts).

import { responsePromise } from '../../data/reply-promise';
import { LIMITS } from './limits';

/**
 * The submit endpoint's own checks of the photos, worded for the homeowner (each field's messages
 * are in its entry in fields.ts). Apart from the toasts, so the wizard's bundle leaves them out: its
 * inputs never produce these.
 */
export const REQUEST_VALIDATION = {
  photosTooMany: `Maximum ${LIMITS.maxPhotos} photos allowed per submission.`,
  photoUrlInvalid: 'Photo links must come from the photo upload',
} as const;

/** A toast: a title and its text. */
export interface ToastMessage {
  title: string;
  description: string;
}

export const TOASTS = {
  fileTooLarge: (file: string): ToastMessage => ({
    title: 'File Too Large',
    description: `${file} exceeds 5MB limit. Please use smaller images.`,
  }),
  invalidFileType: (file: string): ToastMessage => ({
    title: 'Invalid File Type',
    description: `${file} is not a supported image format. Use JPG, PNG, WEBP, or GIF.`,
  }),
  tooManyFiles: {
    title: 'Too Many Files',
    description: 'Maximum 5 photos allowed per submission.',
  },
  uploadingPhotos: (done: number, total: number): ToastMessage => ({
    title: 'Uploading Photos...',
    description: `${done} of ${total}`,
  }),
  photoUploadFailed: {
    title: 'Photo Upload Failed',
    description: 'Unable to upload photos. Please try again or submit without photos.',
  },
  // The server's size refusal (413) names the photo.
  photoTooLargeToSend: (file: string): ToastMessage => ({
    title: 'Photo Upload Failed',
    description: `${file} is too large to upload. Please use a smaller image or submit without photos.`,
  }),
  tooManyRequests: {
    title: 'Too Many Requests',
    description: "You've submitted too many requests recently. Please try again in an hour.",
  },
  validationError: (message: string): ToastMessage => ({
    title: 'Validation Error',
    description: message,
  }),
  submissionFailed: {
    title: 'Submission Failed',
    description: 'There was a problem submitting your request. Please try again or call us directly.',
  },
  success: {
    title: 'Quote Request Received!',
    description: `Thanks! We'll text/call you ${responsePromise} to confirm your appointment.`,
  },
} as const satisfies Record<string, ToastMessage | ((...args: never[]) => ToastMessage)>;

/** The error text the submit endpoint answers with when a client is over its limit. */
export const RATE_LIMIT_ERROR = 'Too many submissions from this connection. Please try again in an hour.';

/** A rateLimited flag, or an error naming a rate limit, means Too Many Requests. */
export function isRateLimitAnswer(answer: { rateLimited?: unknown; error?: unknown }): boolean {
  if (answer.rateLimited === true) return true;
  const error = typeof answer.error === 'string' ? answer.error : '';
  return /rate limit|too many submissions/i.test(error);
}
