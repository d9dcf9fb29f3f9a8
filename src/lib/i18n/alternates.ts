// hreflang alternates and the language switch's target, from the Spanish pages this build has.
import { englishPathOf, LANGUAGE_TAGS, languageOfPath, SPANISH_ROOT } from './languages';

/**
 * The Spanish pages a build carries, by path, each with the path of the English page it translates
 * when that page is built too (a post written only in Spanish, or one whose English original is not
 * built, has none).
 */
export type Translations = ReadonlyMap<string, string | undefined>;

export interface AlternateLink {
  hreflang: string;
  href: string;
}

/** The Spanish page that translates the English page at `path`, if the build carries one. */
function spanishTwin(path: string, translations: Translations): string | undefined {
  for (const [spanish, english] of translations) if (english === path) return spanish;
  return undefined;
}

/** The path one level up: "/es/blog/x" → "/es/blog", "/about" → "/". */
const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/')) || '/';

/**
 * The hreflang links of the page at `path`: en-US, es-US and x-default (the English page) when the page
 * and its other-language twin are both built, none otherwise, so every pair points both ways and
 * never at a page that does not exist. Absolute, as search engines require.
 */
export function alternateLinks(
  path: string,
  translations: Translations,
  absolute: (path: string) => string,
): AlternateLink[] {
  const spanish = languageOfPath(path) === 'es' ? path : spanishTwin(path, translations);
  const english = spanish && translations.get(spanish);
  if (!spanish || !english) return [];
  return [
    { hreflang: LANGUAGE_TAGS.en.hreflang, href: absolute(english) },
    { hreflang: LANGUAGE_TAGS.es.hreflang, href: absolute(spanish) },
    { hreflang: 'x-default', href: absolute(english) },
  ];
}

/**
 * Where the language switch of the page at `path` goes: the same page in the other language, else the
 * nearest page above it that has one (a service without its Spanish page → /es/services; a post
 * without its translation → /es/blog, or /es while there is no Spanish post; a post only in Spanish →
 * /blog). None while the site has no Spanish page: then no switch is shown.
 */
export function switchTarget(path: string, translations: Translations): string | undefined {
  if (translations.size === 0) return undefined;
  if (languageOfPath(path) === 'es') {
    // A Spanish page that translates nothing, such as the 404, has its English namesake.
    if (!translations.has(path)) return englishPathOf(path);
    for (let spanish = path; ; spanish = parentOf(spanish)) {
      const english = translations.get(spanish);
      if (english) return english;
      if (spanish === SPANISH_ROOT || spanish === '/') return '/';
    }
  }
  for (let english = path; ; english = parentOf(english)) {
    const spanish = spanishTwin(english, translations);
    if (spanish) return spanish;
    if (english === '/') return SPANISH_ROOT;
  }
}
