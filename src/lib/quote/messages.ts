// Bundled into the browser and the functions too: no `astro:*` imports here.
// Every toast the quote form shows a visitor in English, word for word; es/messages.ts says each in
// Spanish. A field's own messages are its words' (field-words.ts), the functions' own answers.ts's.

import { promiseWithin } from '../../data/promise-words';
import { LIMITS, MIB } from './limits';

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
  /** With the hours of the facts' reply promise, which the wizard's page gives it. */
  success: (hours: number) => ToastMessage;
}

export const TOASTS = {
  fileTooLarge: (file) => ({
    title: 'File Too Large',
    description: `${file} exceeds ${LIMITS.maxPhotoBytes / MIB}MB limit. Please use smaller images.`,
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
  success: (hours) => ({
    title: 'Quote Request Received!',
    description: `Thanks! We'll text/call you ${promiseWithin(hours)} to confirm your appointment.`,
  }),
} as const satisfies Toasts;
