// hreflang alternates and the language switch's target, from the set of Spanish pages this build has.
import { englishPathOf, LANGUAGE_TAGS, languageOfPath, SPANISH_ROOT, spanishPathOf } from './languages';

export interface AlternateLink {
  hreflang: string;
  href: string;
}

/**
 * The hreflang links of the page at `path`: en-US, es-US and x-default (the English page) when the page
 * and its other-language twin are both built, none otherwise, so every pair points both ways and
 * never at a page that does not exist. Absolute, as search engines require.
 */
export function alternateLinks(
  path: string,
  spanishPaths: ReadonlySet<string>,
  absolute: (path: string) => string,
): AlternateLink[] {
  const spanish = languageOfPath(path) === 'es' ? path : spanishPathOf(path);
  if (!spanishPaths.has(spanish)) return [];
  const english = absolute(englishPathOf(spanish));
  return [
    { hreflang: LANGUAGE_TAGS.en.hreflang, href: english },
    { hreflang: LANGUAGE_TAGS.es.hreflang, href: absolute(spanish) },
    { hreflang: 'x-default', href: english },
  ];
}

/**
 * Where the language switch of the page at `path` goes: the same page in the other language, else the
 * nearest Spanish page above it (a service without its Spanish page → /es/services; the blog → /es).
 * None while the site has no Spanish page: then no switch is shown.
 */
export function switchTarget(path: string, spanishPaths: ReadonlySet<string>): string | undefined {
  if (spanishPaths.size === 0) return undefined;
  if (languageOfPath(path) === 'es') return englishPathOf(path);
  for (let english = path; ; english = english.slice(0, english.lastIndexOf('/')) || '/') {
    const spanish = spanishPathOf(english);
    if (spanishPaths.has(spanish)) return spanish;
    if (english === '/') return SPANISH_ROOT;
  }
}
