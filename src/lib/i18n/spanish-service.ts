// How the business answers a Spanish speaker, in the words every Spanish page and email uses: never
// "in Spanish" where it is not. One entry for each level the facts file allows a Spanish page at
// ("not-yet" builds none).
import { business, type SpanishService } from '../../data/business';

export type ServedLevel = Exclude<SpanishService, 'not-yet'>;

export interface SpanishServiceWords {
  /** The heading of the note on the Spanish pages. */
  heading: string;
  /** The same in one sentence, for the confirmation email. */
  summary: string;
  /** How a call is answered, after "Por teléfono" or in parentheses: "le atendemos en inglés". */
  byPhone: string;
  /** Said after the thank-you's call time when the call will not be in Spanish; empty when it will. */
  callNote: string;
}

export const SPANISH_SERVICE_WORDS: Record<ServedLevel, SpanishServiceWords> = {
  phone: {
    heading: 'Hablamos español',
    summary: 'Le atendemos en español, por teléfono y por escrito.',
    byPhone: 'le atendemos en español',
    callNote: '',
  },
  writing: {
    heading: 'Le respondemos por escrito en español',
    summary: 'Le respondemos por escrito en español; por teléfono le atendemos en inglés.',
    byPhone: 'le atendemos en inglés',
    callNote: 'La llamada será en inglés; por escrito le respondemos en español.',
  },
};

/** The business's words; a page is only built in Spanish at a served level, so "not-yet" never shows. */
export const spanishService = (level: SpanishService = business.spanish): SpanishServiceWords =>
  SPANISH_SERVICE_WORDS[level === 'phone' ? 'phone' : 'writing'];
