// The site's links as this build has them, in a page's language: a page built with nothing to show
// yet is left out (reviews.ts), and the Spanish pages link the Spanish pages the build carries, with
// the pages only in English apart, to be marked so. The header, the menu, the footer and the action
// bar all read them here.
import { getCollection } from 'astro:content';
import { business } from '../../data/business';
import {
  footerQuickLinks,
  getQuoteLink,
  listedLinks,
  mainNav,
  quoteLink,
  spanishGetQuoteLink,
  spanishLinks,
  spanishQuoteLink,
  type NavLink,
} from '../../data/navigation';
import { SPANISH_ROOT, type Language } from '../i18n/languages';
import { spanishPaths } from '../i18n/spanish-site';
import { emptyPagePaths } from './reviews';

export interface SiteLinks {
  /** The header's and the menu's entries. */
  nav: NavLink[];
  /** Pages only in English, linked from the Spanish pages' menu and footer. */
  englishOnly: NavLink[];
  /** The footer's quick links. */
  footer: NavLink[];
  /** The header's and the menu's quote button, and the footer's and the action bar's shorter one. */
  quote: NavLink;
  getQuote: NavLink;
}

export async function siteLinks(language: Language): Promise<SiteLinks> {
  const unlisted = emptyPagePaths((await getCollection('testimonials')).length, business.rating);
  if (language === 'en') {
    const footer = listedLinks(footerQuickLinks, unlisted);
    return { nav: listedLinks(mainNav, unlisted), englishOnly: [], footer, quote: quoteLink, getQuote: getQuoteLink };
  }
  const { nav, englishOnly } = spanishLinks(spanishPaths, unlisted);
  // As in English, the footer leaves the home page to the logo.
  const footer = nav.filter((link) => link.href !== SPANISH_ROOT);
  return { nav, englishOnly, footer, quote: spanishQuoteLink, getQuote: spanishGetQuoteLink };
}
