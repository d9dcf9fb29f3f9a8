import { useId, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import type { QuoteDraft, QuoteValueField } from '../../lib/quote/fields';

/** The look of the quote form's fields, with or without JavaScript: inputs with a 3:1 border. */
export const FIELD_CLASSES = {
  label: 'block text-sm font-semibold text-slate-800',
  required: 'ml-0.5 text-accent-700',
  hint: 'text-sm text-slate-700',
  input: 'mt-1 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2.5 text-base text-slate-900',
};

/** A label with the required mark: a visible star for sighted people, `required` for the rest. */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={FIELD_CLASSES.label}>
      {label}
      {required && (
        <span className={FIELD_CLASSES.required} aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

/**
 * One labeled input, select or textarea bound to its draft field, as the field list describes it.
 * `min` is the date picker's minimum; `error` is shown under the field and tied to it.
 */
export function FieldInput({
  field,
  value,
  onChange,
  onBlur,
  error,
  min,
}: {
  field: QuoteValueField;
  value: string;
  onChange: (name: keyof QuoteDraft, value: string) => void;
  /** `next` is what takes the focus, if anything. */
  onBlur: (name: keyof QuoteDraft, next: EventTarget | null) => void;
  error?: string;
  min?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.name,
    value,
    required: field.required,
    'aria-required': field.required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      onChange(field.name, event.target.value),
    onBlur: (event: FocusEvent<HTMLElement>) => onBlur(field.name, event.relatedTarget),
    className: `${FIELD_CLASSES.input} ${error ? 'border-red-700' : ''}`,
  };
  return (
    <div>
      <FieldLabel htmlFor={id} label={field.label} required={field.required} />
      {field.input === 'select' ? (
        <select {...common}>
          <option value="">{field.placeholder}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.input === 'textarea' ? (
        <textarea {...common} rows={4} />
      ) : field.input === 'date' ? (
        <input {...common} type="date" min={min} />
      ) : (
        <input {...common} type={field.input} autoComplete={field.autocomplete} inputMode={field.inputMode} />
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** The heading of a step; focus moves here when the step appears so screen readers announce it. */
export function StepHeading({
  ref,
  describedBy,
  children,
}: {
  ref: React.Ref<HTMLHeadingElement>;
  /** Ids of what a screen reader reads with the heading when it takes the focus. */
  describedBy?: string | undefined;
  children: ReactNode;
}) {
  return (
    <h2
      ref={ref}
      tabIndex={-1}
      aria-describedby={describedBy}
      className="text-xl font-bold text-brand-900 outline-none sm:text-2xl"
    >
      {children}
    </h2>
  );
}
