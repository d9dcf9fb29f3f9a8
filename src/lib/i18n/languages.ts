// The site's languages and how a path tells them apart: English at the root, Spanish under /es.
// Pure, so the hreflang, the switch and the sign-off rules are unit-tested without a build.

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** How each language is named to browsers, search engines and social networks. */
export const LANGUAGE_TAGS: Record<Language, { html: string; hreflang: string; ogLocale: string }> = {
  en: { html: 'en', hreflang: 'en-US', ogLocale: 'en_US' },
  es: { html: 'es', hreflang: 'es-US', ogLocale: 'es_US' },
};

/** Each language's name in English, as the owner's emails, spreadsheet and command line say it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Spanish' };
/**
 * The language a request names (a form field, a query parameter), read loosely: it only chooses the
 * words of an answer, so anything but a site language is English.
 */
export function languageOf(value: unknown): Language {
  return (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : 'en';
}

export const SPANISH_ROOT = '/es';

/** The language of a public path: Spanish for /es and below, English everywhere else. */
export function languageOfPath(path: string): Language {
  return path === SPANISH_ROOT || path.startsWith(`${SPANISH_ROOT}/`) ? 'es' : 'en';
}

/** The Spanish path of an English one ("/" → "/es", "/about" → "/es/about"), whether or not it is built. */
export function spanishPathOf(englishPath: string): string {
  return englishPath === '/' ? SPANISH_ROOT : `${SPANISH_ROOT}${englishPath}`;
}

/** The English path of a Spanish one ("/es" → "/", "/es/about" → "/about"). */
export function englishPathOf(spanishPath: string): string {
  return spanishPath.slice(SPANISH_ROOT.length) || '/';
}
