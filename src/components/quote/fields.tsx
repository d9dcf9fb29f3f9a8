import { useId, type ChangeEvent, type ReactNode } from 'react';
import type { QuoteDraft } from '../../lib/quote';

/** Shared look of the wizard's inputs: a 3:1 border and the site's focus ring. */
export const INPUT_CLASS =
  'mt-1 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2.5 text-base text-slate-900';

interface FieldProps {
  field: keyof QuoteDraft;
  label: string;
  value: string;
  onChange: (field: keyof QuoteDraft, value: string) => void;
  required?: boolean;
}

/** A label with the required mark: a visible star for sighted people, `required` for the rest. */
function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-slate-800">
      {label}
      {required && (
        <span className="ml-0.5 text-accent-700" aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

type InputProps = FieldProps & {
  type?: 'text' | 'tel' | 'email' | 'date';
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  min?: string;
};

/** One labelled text-like input bound to a draft field. */
export function TextField({ field, label, value, onChange, required, type = 'text', ...rest }: InputProps) {
  const id = useId();
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        name={field}
        type={type}
        value={value}
        required={required}
        aria-required={required || undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(field, event.target.value)}
        className={INPUT_CLASS}
        {...rest}
      />
    </div>
  );
}

/** One labelled select bound to a draft field; the first option reads `placeholder` and holds "". */
export function SelectField({
  field,
  label,
  value,
  onChange,
  required,
  placeholder,
  options,
}: FieldProps & { placeholder: string; options: readonly { value: string; label: string }[] }) {
  const id = useId();
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        name={field}
        value={value}
        required={required}
        aria-required={required || undefined}
        onChange={(event) => onChange(field, event.target.value)}
        className={INPUT_CLASS}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled multi-line field bound to a draft field. */
export function TextAreaField({ field, label, value, onChange }: FieldProps) {
  const id = useId();
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} />
      <textarea
        id={id}
        name={field}
        rows={4}
        value={value}
        onChange={(event) => onChange(field, event.target.value)}
        className={INPUT_CLASS}
      />
    </div>
  );
}

/** The heading of a step; focus moves here when the step appears so screen readers announce it. */
export function StepHeading({ ref, children }: { ref: React.Ref<HTMLHeadingElement>; children: ReactNode }) {
  return (
    <h2 ref={ref} tabIndex={-1} className="text-xl font-bold text-brand-900 outline-none sm:text-2xl">
      {children}
    </h2>
  );
}
