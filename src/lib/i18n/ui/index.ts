// One dictionary per language; a page renders only its own language's words.
import type { Language } from '../languages';
import { en, type UiStrings } from './en';
import { es } from './es';

export type { UiStrings };

const DICTIONARIES: Record<Language, UiStrings> = { en, es };

export function uiStrings(language: Language): UiStrings {
  return DICTIONARIES[language];
}
