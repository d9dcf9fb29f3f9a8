// The words the wizard shows, in the page's language: each page's wizard entry (EnglishQuoteWizard.tsx,
// SpanishQuoteWizard.tsx) imports its own language's modules, so a page ships only its own words.
import { createContext, use } from 'react';
import type { Language } from '../../lib/i18n/languages';
import type { QuoteField } from '../../lib/quote/fields';
import type { FormText } from '../../lib/quote/form-text';
import type { Toasts } from '../../lib/quote/messages';

export interface WizardWords {
  language: Language;
  toasts: Toasts;
  form: FormText;
  /** The field list with its words in this language. */
  fields: readonly QuoteField[];
}

// Every component reading it is rendered inside QuoteWizard, which provides it.
export const WizardWordsContext = createContext<WizardWords>(undefined as never);

/** The words of the wizard around the component. */
export const useWizardWords = (): WizardWords => use(WizardWordsContext);
