// The language of the page being rendered, from its URL: what every shared component asks first.
import { publicPath } from '../seo/url';
import { languageOfPath, spanishPathOf, type Language } from './languages';
import { uiStrings } from './ui';

export function pageLanguage(url: URL): Language {
  return languageOfPath(publicPath(url.pathname));
}

/** The page's language and its interface words, for a component: `const { language, t } = pageWords(Astro.url)`. */
export function pageWords(url: URL) {
  const language = pageLanguage(url);
  return { language, t: uiStrings(language) };
}

/** The path of an English page in `language`: where a shared component's link goes on that page. */
export function localPath(language: Language, englishPath: string): string {
  return language === 'es' ? spanishPathOf(englishPath) : englishPath;
}
