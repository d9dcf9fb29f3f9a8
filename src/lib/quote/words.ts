// Run by the functions and the pages: the quote form's words in every language, chosen by the language
// of the page or of the request. The wizard's bundle never imports this module: each page's wizard
// imports its own language's words (src/components/quote/EnglishQuoteWizard.tsx, SpanishQuoteWizard.tsx).
import type { Language } from '../i18n/languages';
import { QUOTE_FIELDS } from './field-words';
import { QUOTE_FIELDS_ES } from './es/field-words';
import { FORM_TEXT_ES } from './es/form-text';
import { TOASTS_ES } from './es/messages';
import { ANSWERS, type Answers } from './answers';
import type { QuoteField } from './fields';
import { FORM_TEXT, type FormText } from './form-text';
import { TOASTS, type Toasts } from './messages';

/** Every word of the quote form and its answers in one language. */
export interface QuoteWords {
  language: Language;
  toasts: Toasts;
  /** What the functions answer beside the toasts. */
  answers: Answers;
  form: FormText;
  /** The field list with its words in this language. */
  fields: readonly QuoteField[];
}

const QUOTE_WORDS: Record<Language, QuoteWords> = {
  en: { language: 'en', toasts: TOASTS, answers: ANSWERS.en, form: FORM_TEXT, fields: QUOTE_FIELDS },
  es: { language: 'es', toasts: TOASTS_ES, answers: ANSWERS.es, form: FORM_TEXT_ES, fields: QUOTE_FIELDS_ES },
};

export const quoteWords = (language: Language): QuoteWords => QUOTE_WORDS[language];
