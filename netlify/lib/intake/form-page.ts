// The pages the no-JS quote form gets back: the thank-you of an accepted post, or the message of one
// that cannot be accepted and the form again, filled in with what was sent. Self-contained: inline
// styles, no scripts.
import { createHash } from 'node:crypto';
import { business } from '../../../src/data/business';
import { escapeHtml as e } from '../../../src/lib/html';
import { LANGUAGE_TAGS, type Language } from '../../../src/lib/i18n/languages';
import { localPath } from '../../../src/lib/i18n/page-language';
import type { QuoteDraft, QuoteWords } from '../../../src/lib/quote';
import { PLAIN_FORM_WORDS, plainQuoteFormHtml } from '../../../src/lib/quote/plain-form';
import { thankYouHtml, type ThankYou } from '../../../src/lib/quote/thank-you-html';

/** The pages' own words around the form and the thank-you, in each language. */
const PAGE_WORDS: Record<Language, { preferToTalk: string; back: string }> = {
  en: { preferToTalk: 'Prefer to talk? Call us at', back: 'Back to the quote request page' },
  es: { preferToTalk: '¿Prefiere hablar? Llámenos al', back: 'Volver a la página de solicitud de cotización' },
};

export interface QuoteFormPage {
  /** The page heading, e.g. the title of the matching toast. */
  title: string;
  /** The exact message to show. */
  message: string;
  /** What the visitor sent; the form is offered again with these values when given. */
  values?: Partial<QuoteDraft>;
  /** The field the message is about, marked at the field. */
  field?: string;
}

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.5}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.5rem;margin:0 0 1rem}
.alert{border:2px solid #b91c1c;background:#fef2f2;color:#7f1d1d;border-radius:.5rem;padding:.75rem 1rem;margin:0 0 1.5rem}
fieldset{border:0;margin:0 0 1.5rem;padding:0}
legend{font-size:1.25rem;font-weight:700;padding:0}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
.required{color:#b91c1c;margin-left:.125rem}
input,select,textarea{box-sizing:border-box;width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #64748b;border-radius:.375rem;background:#fff;color:inherit}
input:focus,select:focus,textarea:focus,a:focus,button:focus{outline:3px solid #0369a1;outline-offset:2px}
[aria-invalid=true]{border:2px solid #b91c1c}
.hint{font-size:.875rem;color:#475569;margin:.25rem 0 0}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
button{margin-top:1.5rem;width:100%;font:inherit;font-weight:700;padding:.875rem;border:0;border-radius:.375rem;background:#0369a1;color:#fff;cursor:pointer}
a{color:#0369a1}
.links{margin-top:1.5rem}
h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
dl{margin:0;border:1px solid #cbd5e1;border-radius:.5rem;background:#fff}
dl div{display:flex;flex-wrap:wrap;gap:0 1rem;padding:.5rem .75rem;border-top:1px solid #e2e8f0}
dl div:first-child{border-top:0}
dt{color:#475569;min-width:8rem}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.thanks-reference strong{font-size:1.25rem;letter-spacing:.05em}
.thanks-reply{font-weight:700}
.thanks-urgent{margin-top:1.5rem}
.thanks-urgent a{font-weight:700;white-space:nowrap}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
.actions a{flex:1 1 14rem;text-align:center;font-weight:700;padding:.75rem;border:2px solid #0369a1;border-radius:.375rem;text-decoration:none}`;

/** Its Content-Security-Policy: nothing loads, its one style element applies by its hash, the form posts only here, no framing. */
export const QUOTE_FORM_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const head = (title: string, language: Language) => `<!doctype html>
<html lang="${LANGUAGE_TAGS[language].html}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${e(title)} | ${e(business.name)}</title><style>${STYLE}</style></head>`;

/**
 * The answer to an accepted post: what the wizard shows once a request is in, with the success
 * toast's words as its lead. Only ever this answer: no address shows a request.
 */
export function thankYouPage(thanks: ThankYou, words: QuoteWords): string {
  const { form, language } = words;
  const review = business.reviewUrl
    ? `<a href="${e(business.reviewUrl)}" target="_blank" rel="noopener noreferrer">${e(form.buttons.review)}<span class="sr-only">${e(form.spoken.opensInNewTab)}</span></a>`
    : '';
  return `${head(form.confirmationHeading, language)}
<body><main>
<h1>${e(form.confirmationHeading)}</h1>
<p>${e(words.toasts.success(business.replyWithinHours).description)}</p>
${thankYouHtml(thanks, { idPrefix: 'thanks', headingLevel: 2 })}
<p class="actions"><a href="${localPath(language, '/contact')}">${e(form.buttons.another)}</a>${review}</p>
</main></body></html>`;
}

/** The page a refused post comes back to, in the language of `words`. */
export function quoteFormPage({ title, message, values, field }: QuoteFormPage, words: QuoteWords): string {
  const { language } = words;
  const form = values
    ? plainQuoteFormHtml({
        idPrefix: 'form',
        words,
        values,
        invalid: field ? { field, message: 'form-message' } : undefined,
        photosHint: `${PLAIN_FORM_WORDS[language].photosHint} ${PLAIN_FORM_WORDS[language].returnedPhotosHint}`,
        classes: { hint: 'hint', required: 'required' },
      })
    : '';
  const phone = `<a href="${business.phone.href}">${e(business.phone.display)}</a>`;
  const { preferToTalk, back } = PAGE_WORDS[language];
  return `${head(title, language)}
<body><main>
<h1>${e(title)}</h1>
<p class="alert" id="form-message" role="alert">${e(message)}</p>
${form}
<p class="links">${e(preferToTalk)} ${phone}. <a href="${localPath(language, '/contact')}">${e(back)}</a></p>
</main></body></html>`;
}
