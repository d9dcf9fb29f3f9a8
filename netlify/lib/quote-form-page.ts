// The page the no-JS quote form gets back when a post cannot be accepted: the message, and the
// form again, filled in with what was sent. Self-contained: inline styles, no scripts.
import {
  BUTTONS,
  FIELD_LABELS,
  PHOTO_ACCEPT,
  PHOTOS_HINT,
  PLACEHOLDER_OPTION,
} from '../../src/components/quote/form-text';
import { business } from '../../src/data/business';
import { ENDPOINTS, HONEYPOT_FIELD, ISSUE_OPTIONS, LIMITS, TIME_OPTIONS, type QuoteDraft } from '../../src/lib/quote';
import { escapeHtml as e } from './html';

export interface QuoteFormPage {
  /** The page heading, e.g. a toast title of spec §8. */
  title: string;
  /** The exact message to show. */
  message: string;
  /** What the visitor sent; the form is offered again with these values when given. */
  values?: Partial<QuoteDraft>;
}

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.5}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.5rem;margin:0 0 1rem}
.alert{border:2px solid #b91c1c;background:#fef2f2;color:#7f1d1d;border-radius:.5rem;padding:.75rem 1rem;margin:0 0 1.5rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input,select,textarea{box-sizing:border-box;width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #64748b;border-radius:.375rem;background:#fff;color:inherit}
input:focus,select:focus,textarea:focus,a:focus,button:focus{outline:3px solid #0369a1;outline-offset:2px}
.hint{font-size:.875rem;color:#475569;margin:.25rem 0 0}
button{margin-top:1.5rem;width:100%;font:inherit;font-weight:700;padding:.875rem;border:0;border-radius:.375rem;background:#0369a1;color:#fff;cursor:pointer}
a{color:#0369a1}
.links{margin-top:1.5rem}`;

/** Only this page needs it: photos do not survive a post that comes back. */
const RETURNED_PHOTOS_HINT = `Photos are not kept when a form comes back: please attach them again (at most ${LIMITS.maxFormBytes / 1_000_000} MB in total without JavaScript).`;

function input(name: keyof QuoteDraft, type: string, values: Partial<QuoteDraft>, extra = ''): string {
  return `<label for="${name}">${e(FIELD_LABELS[name])}</label><input id="${name}" name="${name}" type="${type}" value="${e(values[name] ?? '')}"${extra}>`;
}

function select(
  name: keyof typeof PLACEHOLDER_OPTION,
  options: readonly { value: string; label: string }[],
  values: Partial<QuoteDraft>,
): string {
  const chosen = values[name] ?? '';
  const label = FIELD_LABELS[name];
  const items = [{ value: '', label: PLACEHOLDER_OPTION[name] }, ...options]
    .map((o) => `<option value="${e(o.value)}"${o.value === chosen ? ' selected' : ''}>${e(o.label)}</option>`)
    .join('');
  return `<label for="${name}">${e(label)}</label><select id="${name}" name="${name}">${items}</select>`;
}

function form(values: Partial<QuoteDraft>): string {
  return `<form method="post" action="${ENDPOINTS.form}" enctype="multipart/form-data">
${input('name', 'text', values, ` required maxlength="${LIMITS.name}" autocomplete="name"`)}
${input('phone', 'tel', values, ` required maxlength="${LIMITS.phone}" autocomplete="tel"`)}
${input('email', 'email', values, ` required maxlength="${LIMITS.email}" autocomplete="email"`)}
${input('zip', 'text', values, ` required maxlength="${LIMITS.zip}" autocomplete="postal-code" inputmode="numeric"`)}
${select('issue', ISSUE_OPTIONS, values)}
<label for="photos">${e(FIELD_LABELS.photos)}</label><input id="photos" name="photos" type="file" accept="${PHOTO_ACCEPT}" multiple aria-describedby="photos-hint">
<p class="hint" id="photos-hint">${e(PHOTOS_HINT)} ${e(RETURNED_PHOTOS_HINT)}</p>
<label for="comments">${e(FIELD_LABELS.comments)}</label><textarea id="comments" name="comments" rows="4" maxlength="${LIMITS.comments}">${e(values.comments ?? '')}</textarea>
${input('preferredDate', 'date', values)}
${select('preferredTime', TIME_OPTIONS, values)}
<div hidden><label for="${HONEYPOT_FIELD}">Leave this empty</label><input id="${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" type="text" tabindex="-1" autocomplete="off"></div>
<button type="submit">${e(BUTTONS.submit)}</button>
</form>`;
}

export function quoteFormPage({ title, message, values }: QuoteFormPage): string {
  const phone = `<a href="${business.phone.href}">${e(business.phone.display)}</a>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${e(title)} | ${e(business.name)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${e(title)}</h1>
<p class="alert" role="alert">${e(message)}</p>
${values ? form(values) : ''}
<p class="links">Prefer to talk? Call us at ${phone}. <a href="/contact">Back to the quote request page</a></p>
</main></body></html>`;
}
