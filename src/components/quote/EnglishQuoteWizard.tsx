// The quote wizard on /contact, with the English words only.
import { QUOTE_FIELDS } from '../../lib/quote/field-words';
import { FORM_TEXT } from '../../lib/quote/form-text';
import { TOASTS } from '../../lib/quote/messages';
import { quoteWizardIn } from './QuoteWizard';

export default quoteWizardIn({ language: 'en', toasts: TOASTS, form: FORM_TEXT, fields: QUOTE_FIELDS });
