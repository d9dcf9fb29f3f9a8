// The one list of site links: header, mobile menu and footer read it.
import { spanishPathOf } from '../lib/i18n/languages';

export interface NavLink {
  label: string;
  href: string;
}

/** The header entries, in order; a page with nothing to show yet is left out (listedLinks). */
export const mainNav: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services' },
  { label: 'Projects', href: '/projects' },
  { label: 'Reviews', href: '/reviews' },
  { label: 'Blog', href: '/blog' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
];

export const quoteLink: NavLink = { label: 'Request Repair', href: '/contact' };

/** The Spanish pages' header entries: the pages there are in Spanish. The others are linked, marked English, below. */
export const spanishNav: readonly NavLink[] = [
  { label: 'Inicio', href: '/es' },
  { label: 'Servicios', href: '/es/services' },
  { label: 'Artículos', href: '/es/blog' },
  { label: 'Nosotros', href: '/es/about' },
  { label: 'Contacto', href: '/es/contact' },
];

export const spanishQuoteLink: NavLink = { label: 'Solicitar reparación', href: '/es/contact' };
export const spanishGetQuoteLink: NavLink = { label: 'Cotización', href: '/es/contact' };

/** Pages only in English, linked from the Spanish pages with their English names, marked "(en inglés)", until their Spanish twin is built. */
export const englishOnlyLinks: readonly NavLink[] = [
  { label: 'Projects', href: '/projects' },
  { label: 'Reviews', href: '/reviews' },
  { label: 'Blog', href: '/blog' },
];

/** The short quote link of the footer and the phone action bar. */
export const getQuoteLink: NavLink = { label: 'Get Quote', href: '/contact' };

/** Footer "Quick Links". The footer's Services group comes from the services collection. */
export const footerQuickLinks: readonly NavLink[] = [
  { label: 'All Services', href: '/services' },
  { label: 'Our Work', href: '/projects' },
  { label: 'Blog', href: '/blog' },
  { label: 'About Us', href: '/about' },
  getQuoteLink,
];

export const legalLinks: readonly NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms & Conditions', href: '/terms' },
];

/** The entries of `links` but those to pages built with nothing to show yet (src/lib/content/reviews.ts). */
export function listedLinks(links: readonly NavLink[], unlisted: readonly string[]): NavLink[] {
  return links.filter((link) => !unlisted.includes(link.href));
}

/**
 * The Spanish pages' links as a build has them: the Spanish entries of the pages it carries (`built`),
 * and the English-only pages listed, but for those whose Spanish twin it carries (the blog, once a
 * Spanish post is built).
 */
export function spanishLinks(built: ReadonlySet<string>, unlisted: readonly string[]) {
  return {
    nav: spanishNav.filter((link) => built.has(link.href)),
    englishOnly: listedLinks(englishOnlyLinks, unlisted).filter((link) => !built.has(spanishPathOf(link.href))),
  };
}

/** An entry is current when the path equals its href or lies below it; a home page ("/", "/es") only on itself. */
export function isCurrent(pathname: string, href: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (href === '/' || href === '/es') return path === href;
  return path === href || path.startsWith(`${href}/`);
}
