// The body of each wizard step. State lives in QuoteWizard; these only render it.
import type { Ref } from 'react';
import { ISSUE_OPTIONS, TIME_OPTIONS, TOASTS, type QuoteDraft } from '../../lib/quote';
import { BUTTONS, CONFIRMATION_HEADING, FIELD_LABELS, PLACEHOLDER_OPTION, STEP_TITLES } from './form-text';
import { SelectField, StepHeading, TextAreaField, TextField } from './fields';
import PhotoPicker from './PhotoPicker';

interface StepProps {
  values: QuoteDraft;
  onChange: (field: keyof QuoteDraft, value: string) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

export function ContactStep({ values, onChange, headingRef }: StepProps) {
  return (
    <div className="space-y-4">
      <StepHeading ref={headingRef}>{STEP_TITLES[0]}</StepHeading>
      <TextField
        field="name"
        label={FIELD_LABELS.name}
        value={values.name}
        onChange={onChange}
        required
        autoComplete="name"
      />
      <TextField
        field="phone"
        label={FIELD_LABELS.phone}
        value={values.phone}
        onChange={onChange}
        required
        type="tel"
        autoComplete="tel"
      />
      <TextField
        field="email"
        label={FIELD_LABELS.email}
        value={values.email}
        onChange={onChange}
        required
        type="email"
        autoComplete="email"
      />
      <TextField
        field="zip"
        label={FIELD_LABELS.zip}
        value={values.zip}
        onChange={onChange}
        required
        autoComplete="postal-code"
        inputMode="numeric"
      />
    </div>
  );
}

export function IssueStep({
  values,
  onChange,
  headingRef,
  photos,
  onPhotosChange,
}: StepProps & { photos: readonly File[]; onPhotosChange: (photos: File[]) => void }) {
  return (
    <div className="space-y-4">
      <StepHeading ref={headingRef}>{STEP_TITLES[1]}</StepHeading>
      <SelectField
        field="issue"
        label={FIELD_LABELS.issue}
        value={values.issue}
        onChange={onChange}
        required
        placeholder={PLACEHOLDER_OPTION.issue}
        options={ISSUE_OPTIONS}
      />
      <PhotoPicker photos={photos} onChange={onPhotosChange} />
      <TextAreaField field="comments" label={FIELD_LABELS.comments} value={values.comments} onChange={onChange} />
    </div>
  );
}

/** `minDate` is today in the visitor's time zone, known only in the browser. */
export function TimeStep({ values, onChange, headingRef, minDate }: StepProps & { minDate: string | undefined }) {
  return (
    <div className="space-y-4">
      <StepHeading ref={headingRef}>{STEP_TITLES[2]}</StepHeading>
      <TextField
        field="preferredDate"
        label={FIELD_LABELS.preferredDate}
        value={values.preferredDate}
        onChange={onChange}
        type="date"
        min={minDate}
      />
      <SelectField
        field="preferredTime"
        label={FIELD_LABELS.preferredTime}
        value={values.preferredTime}
        onChange={onChange}
        placeholder={PLACEHOLDER_OPTION.preferredTime}
        options={TIME_OPTIONS}
      />
    </div>
  );
}

/** Step 4: the request is in. */
export function Confirmation({
  headingRef,
  reviewUrl,
  onAnother,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  reviewUrl: string;
  onAnother: () => void;
}) {
  return (
    <div className="space-y-4 text-center">
      <StepHeading ref={headingRef}>{CONFIRMATION_HEADING}</StepHeading>
      <p className="text-slate-700">{TOASTS.success.description}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={onAnother}>
          {BUTTONS.another}
        </button>
        <a href={reviewUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary">
          {BUTTONS.review}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
