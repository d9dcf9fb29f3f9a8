// The picture link previews show for every page without its own (/og-default.png): the business name
// and phone on the brand's colors, drawn by each build from the facts file, so a new phone number
// reaches it with no command to run. Text is set in DejaVu Sans, the font Netlify's build image has.
import { business } from '../../data/business';
import { escapeHtml } from '../html';

/** The share image as SVG, 1200 by 630 as link previews crop it. */
export function shareImageSvg(facts: Pick<typeof business, 'name' | 'phone'> = business): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#0b4f6c"/><stop offset="1" stop-color="#0e7490"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <path d="M0 520c100-60 200-60 300 0s200 60 300 0 200-60 300 0 200 60 300 0V630H0z" fill="#7dd3fc" opacity=".35"/>
  <text x="80" y="250" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#fff">${escapeHtml(facts.name)}</text>
  <text x="80" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#e0f2fe">Crack repair · Leak detection · Resurfacing</text>
  <text x="80" y="400" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#e0f2fe">Dallas metro · ${escapeHtml(facts.phone.display)}</text>
</svg>`;
}
