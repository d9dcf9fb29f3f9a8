// Bundled into the functions too: no `astro:*` imports here.
// The quote form for visitors without JavaScript, as HTML: /contact shows it when scripts are off, and
// the page a refused post comes back to shows it again, filled in. One page, the wizard's steps as
// fieldsets, posted as multipart to the form endpoint.
import { escapeHtml as e, htmlAttributes } from '../html';
import type { Language } from '../i18n/languages';
import { NO_JS_CHANNEL_FIELD } from './attribution';
import { honeypotHtml, type QuoteDraft, type QuoteField } from './fields';
import { ENDPOINTS } from './endpoints';
import { LIMITS, MB } from './limits';
import type { QuoteWords } from './words';

/** The no-JS form's own words, in each language; the rest are the wizard's (form-text.ts, the field words). */
export interface PlainFormWords {
  /** The form's name for assistive technology. */
  label: string;
  /** Without JavaScript photos are not shrunk before sending, and the platform caps the whole post. */
  photosHint: string;
  /** On the page a refused no-JS post comes back to: the photos sent are not kept. */
  returnedPhotosHint: string;
}

const FORM_MB = LIMITS.maxFormBytes / MB;

export const PLAIN_FORM_WORDS: Record<Language, PlainFormWords> = {
  en: {
    label: 'Quote request form',
    photosHint: `Up to ${LIMITS.maxPhotos} photos (JPG, PNG, WEBP or GIF), ${FORM_MB} MB in total.`,
    returnedPhotosHint: `Photos are not kept when a form comes back: please attach them again (at most ${FORM_MB} MB in total without JavaScript).`,
  },
  es: {
    label: 'Formulario de solicitud de cotización',
    photosHint: `Hasta ${LIMITS.maxPhotos} fotos (JPG, PNG, WEBP o GIF), ${FORM_MB} MB en total.`,
    returnedPhotosHint: `Las fotos no se guardan cuando el formulario vuelve: adjúntelas otra vez (como máximo ${FORM_MB} MB en total sin JavaScript).`,
  },
};

/** The no-JS form's hidden field naming the page's language, so the answer pages speak it. */
export const LANGUAGE_FIELD = 'language';

/** Class names of the form's parts (a page that styles bare elements leaves them out). */
export interface PlainFormClasses {
  form: string;
  fieldset: string;
  legend: string;
  label: string;
  required: string;
  hint: string;
  input: string;
  button: string;
}

export interface PlainFormOptions {
  /** Starts every id in the form, so it can share a page with other forms. */
  idPrefix: string;
  /** The page's language and the form's words in it. */
  words: Pick<QuoteWords, 'language' | 'form' | 'fields'>;
  /** Shown under the photos label. */
  photosHint: string;
  /** What the visitor sent: the fields come back filled in (photos never do). */
  values?: Partial<QuoteDraft>;
  /** The field at fault, marked invalid and described by the element with id `message`. */
  invalid?: { field: string; message: string };
  classes?: Partial<PlainFormClasses>;
}

/** `aria-invalid` and the message's id on the text control the refusal names (photo refusals name none). */
const invalidAttributes = (name: string, options: PlainFormOptions) =>
  options.invalid?.field === name ? { 'aria-invalid': 'true', 'aria-describedby': options.invalid.message } : {};

function control(field: QuoteField, id: string, options: PlainFormOptions): string {
  const css = options.classes?.input;
  if (field.input === 'photos') {
    const hintId = `${id}-hint`;
    const hint = `<p${htmlAttributes({ id: hintId, class: options.classes?.hint })}>${e(options.photosHint)}</p>`;
    const input = htmlAttributes({
      id,
      name: field.name,
      type: 'file',
      multiple: true,
      accept: field.accept,
      'aria-describedby': hintId,
      class: css,
    });
    return `${hint}<input${input}>`;
  }
  const value = options.values?.[field.name] ?? '';
  const common = {
    id,
    name: field.name,
    class: css,
    required: field.required,
    ...invalidAttributes(field.name, options),
  };
  if (field.input === 'select') {
    const choices = [{ value: '', label: field.placeholder }, ...field.options]
      .map((o) => `<option${htmlAttributes({ value: o.value, selected: o.value === value })}>${e(o.label)}</option>`)
      .join('');
    return `<select${htmlAttributes(common)}>${choices}</select>`;
  }
  if (field.input === 'textarea') {
    return `<textarea${htmlAttributes({ ...common, rows: 4, maxlength: field.maxLength })}>${e(value)}</textarea>`;
  }
  if (field.input === 'date') return `<input${htmlAttributes({ ...common, type: 'date', value: value || undefined })}>`;
  const attributes = htmlAttributes({
    ...common,
    type: field.input,
    value: value || undefined,
    autocomplete: field.autocomplete,
    inputmode: field.inputMode,
    maxlength: field.maxLength,
  });
  return `<input${attributes}>`;
}

function fieldHtml(field: QuoteField, options: PlainFormOptions): string {
  const id = `${options.idPrefix}-${field.name}`;
  const mark = field.required
    ? `<span${htmlAttributes({ class: options.classes?.required, 'aria-hidden': 'true' })}>*</span>`
    : '';
  const label = `<label${htmlAttributes({ for: id, class: options.classes?.label })}>${e(field.label)}${mark}</label>`;
  return `<div>${label}${control(field, id, options)}</div>`;
}

const languageField = (language: Language) =>
  `<input${htmlAttributes({ type: 'hidden', name: LANGUAGE_FIELD, value: language })}>`;

export function plainQuoteFormHtml(options: PlainFormOptions): string {
  const { classes = {}, words } = options;
  const fieldsets = words.form.stepTitles.map((title, index) => {
    const fields = words.fields.filter((field) => field.step === index + 1).map((field) => fieldHtml(field, options));
    return `<fieldset${htmlAttributes({ class: classes.fieldset })}><legend${htmlAttributes({ class: classes.legend })}>${e(title)}</legend>${fields.join('')}</fieldset>`;
  });
  const form = htmlAttributes({
    method: 'post',
    action: ENDPOINTS.form,
    enctype: 'multipart/form-data',
    'aria-label': PLAIN_FORM_WORDS[words.language].label,
    class: classes.form,
  });
  return `<form${form}>
${fieldsets.join('\n')}
${honeypotHtml(options.idPrefix, words.form.honeypotLabel)}${NO_JS_CHANNEL_FIELD}${languageField(words.language)}
<button${htmlAttributes({ type: 'submit', class: classes.button })}>${e(words.form.buttons.submit)}</button>
</form>`;
}
