// The quote wizard on /es/contact, with the Spanish words only.
import { QUOTE_FIELDS_ES } from '../../lib/quote/es/field-words';
import { FORM_TEXT_ES } from '../../lib/quote/es/form-text';
import { TOASTS_ES } from '../../lib/quote/es/messages';
import { quoteWizardIn } from './QuoteWizard';

export default quoteWizardIn({ language: 'es', toasts: TOASTS_ES, form: FORM_TEXT_ES, fields: QUOTE_FIELDS_ES });
