import { LANGUAGE_TAGS, type Language } from '../i18n/languages';

/** A list as running text in `language`, without the serial comma, as the site's copy writes lists. */
function joinList(items: readonly string[], type: 'conjunction' | 'disjunction', language: Language): string {
  return new Intl.ListFormat(LANGUAGE_TAGS[language].hreflang, { type })
    .formatToParts(items)
    .map((part) => (part.type === 'literal' ? part.value.replace(/^, (and|or) $/, ' $1 ') : part.value))
    .join('');
}

/** "A, B and C"; "A, B y C" in Spanish. */
export const joinWithAnd = (items: readonly string[], language: Language = 'en') =>
  joinList(items, 'conjunction', language);

/** "A, B or C"; "A, B o C" in Spanish. */
export const joinWithOr = (items: readonly string[], language: Language = 'en') =>
  joinList(items, 'disjunction', language);
