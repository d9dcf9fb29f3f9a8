// The body of each wizard step. State lives in QuoteWizard; these only render it.
import type { Ref } from 'react';
import type { QuoteDraft } from '../../lib/quote/fields';
import { FieldInput, StepHeading } from './fields';
import PhotoPicker, { type Smaller } from './PhotoPicker';
import { useWizardWords } from './wizard-words';

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
  smaller,
  onMakeSmaller,
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
  smaller: ReadonlyMap<File, Smaller>;
  onMakeSmaller: (photo: File) => Promise<void>;
  minDate: string | undefined;
}) {
  const { form, fields } = useWizardWords();
  return (
    <div className="space-y-4">
      <StepHeading ref={headingRef}>{form.stepTitles[step - 1]}</StepHeading>
      {fields
        .filter((field) => field.step === step)
        .map((field) =>
          field.input === 'photos' ? (
            <PhotoPicker
              key={field.name}
              field={field}
              photos={photos}
              onChange={onPhotosChange}
              smaller={smaller}
              onMakeSmaller={onMakeSmaller}
            />
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

/** The thank-you below the heading, as HTML (src/lib/quote/thank-you-html.ts), and the ids that describe the heading. */
export interface Thanks {
  html: string;
  describedBy: string;
}

/**
 * Step 4: the request is in, and what happens next. The heading, which takes the focus, is described
 * by the reference and the reply time, so a screen reader reads them with it.
 */
export function Confirmation({
  headingRef,
  thanks,
  reviewUrl,
  onAnother,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  /** Absent only when the endpoint's answer carried none: the toast and the emails still say it. */
  thanks: Thanks | undefined;
  /** The business's review link; without one, no review button. */
  reviewUrl?: string | undefined;
  onAnother: () => void;
}) {
  const { buttons, confirmationHeading, spoken } = useWizardWords().form;
  return (
    <div className="space-y-4">
      <StepHeading ref={headingRef} describedBy={thanks?.describedBy}>
        {confirmationHeading}
      </StepHeading>
      {thanks && <div className="space-y-4 text-slate-800" dangerouslySetInnerHTML={{ __html: thanks.html }} />}
      <div className="flex flex-wrap gap-3 pt-2">
        <button type="button" className="btn-secondary max-sm:flex-1" onClick={onAnother}>
          {buttons.another}
        </button>
        {reviewUrl && (
          <a href={reviewUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary max-sm:flex-1">
            {buttons.review}
            <span className="sr-only">{spoken.opensInNewTab}</span>
          </a>
        )}
      </div>
    </div>
  );
}
