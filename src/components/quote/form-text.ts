// Words of the quote form, shared by the wizard island and the no-JavaScript form.

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

export const PHOTOS_HINT = 'Up to 5 photos (JPG, PNG, WEBP or GIF), 5 MB each.';

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
