// A page's words in a language, from src/content/pages/<page>/<language>.json.
import { getEntry, type CollectionEntry } from 'astro:content';
import { CONTENT_COLLECTIONS } from '../content-check/collections';
import type { Language } from '../i18n/languages';

/** The pages whose words are a collection entry per language. */
export type CopiedPage = 'homePage' | 'servicesPage' | 'aboutPage';

export async function pageCopy<Page extends CopiedPage>(
  page: Page,
  language: Language,
): Promise<CollectionEntry<Page>['data']> {
  const entry = await getEntry(page, language);
  if (!entry) throw new Error(`${CONTENT_COLLECTIONS[page].base}/${language}.json is missing`);
  // getEntry answers with the union of the three pages' entries; the one asked for is `page`'s.
  return entry.data as CollectionEntry<Page>['data'];
}
