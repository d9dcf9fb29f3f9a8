// Words of the quote form, shared by the wizard island and the no-JavaScript form.
import { LIMITS } from '../../lib/quote/limits';

/** The three steps the progress indicator names (spec §2 Contact). */
export const STEP_TITLES = ['Contact Information', 'Describe Your Pool Issue', 'Preferred Assessment Time'] as const;

export const FIELD_LABELS = {
  name: 'Full Name',
  phone: 'Phone',
  email: 'Email',
  zip: 'ZIP Code',
  issue: 'Pool issue',
  photos: 'Photos (optional)',
  comments: 'Additional details',
  preferredDate: 'Preferred date',
  preferredTime: 'Preferred time',
} as const;

export const PLACEHOLDER_OPTION = {
  issue: 'Select the issue',
  preferredTime: 'Select a time',
} as const;

export const PHOTOS_HINT = `Up to ${LIMITS.maxPhotos} photos (JPG, PNG, WEBP or GIF), ${LIMITS.maxPhotoBytes / 1024 / 1024} MB each.`;

/** Without JavaScript photos are not shrunk before sending, and the platform caps the whole post. */
export const PLAIN_PHOTOS_HINT = `Up to ${LIMITS.maxPhotos} photos (JPG, PNG, WEBP or GIF), ${LIMITS.maxFormBytes / 1_000_000} MB in total.`;

/** The photo input's `accept` list. */
export const PHOTO_ACCEPT = 'image/*';

export const BUTTONS = {
  previous: 'Previous',
  next: 'Next Step',
  submit: 'Submit Quote Request',
  submitting: 'Submitting...',
  another: 'Submit Another Request',
  review: 'Leave a Google Review',
} as const;

export const CONFIRMATION_HEADING = 'Quote Request Received';
