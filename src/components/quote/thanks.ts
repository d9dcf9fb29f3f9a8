// The submit answer's thank-you (src/lib/quote/thank-you-html.ts) as the wizard shows it, styled by thanks.css.
import { thankYouDescription, thankYouHtml, type ThankYou } from '../../lib/quote/thank-you-html';
import type { Thanks } from './QuoteSteps';

const ID_PREFIX = 'quote-thanks';

export const wizardThanks = (thanks: ThankYou): Thanks => ({
  html: thankYouHtml(thanks, { idPrefix: ID_PREFIX, headingLevel: 3 }),
  describedBy: thankYouDescription(ID_PREFIX),
});
