// The body of each wizard step. State lives in QuoteWizard; these only render it.
import type { Ref } from 'react';
import { BUTTONS, CONFIRMATION_HEADING, QUOTE_FIELDS, STEP_TITLES, TOASTS, type QuoteDraft } from '../../lib/quote';
import { FieldInput, StepHeading } from './fields';
import PhotoPicker from './PhotoPicker';

/** The message each field's value fails with, if any. */
export type FieldErrors = Partial<Record<keyof QuoteDraft, string>>;

/** Steps 1–3: the step's title and its fields from the field list. `minDate` is today where the visitor is. */
export function FieldsStep({
  step,
  values,
  errors,
  onChange,
  onBlur,
  headingRef,
  photos,
  onPhotosChange,
  minDate,
}: {
  step: 1 | 2 | 3;
  values: QuoteDraft;
  errors: FieldErrors;
  onChange: (name: keyof QuoteDraft, value: string) => void;
  onBlur: (name: keyof QuoteDraft, next: EventTarget | null) => void;
  headingRef: Ref<HTMLHeadingElement>;
  photos: readonly File[];
  onPhotosChange: (photos: File[]) => void;
  minDate: string | undefined;
}) {
  return (
    <div className="space-y-4">
      <StepHeading ref={headingRef}>{STEP_TITLES[step - 1]}</StepHeading>
      {QUOTE_FIELDS.filter((field) => field.step === step).map((field) =>
        field.input === 'photos' ? (
          <PhotoPicker key={field.name} field={field} photos={photos} onChange={onPhotosChange} />
        ) : (
          <FieldInput
            key={field.name}
            field={field}
            value={values[field.name]}
            error={errors[field.name]}
            onChange={onChange}
            onBlur={onBlur}
            min={minDate}
          />
        ),
      )}
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
  /** The business's review link; without one, no review button. */
  reviewUrl?: string | undefined;
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
        {reviewUrl && (
          <a href={reviewUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary">
            {BUTTONS.review}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </div>
  );
}
