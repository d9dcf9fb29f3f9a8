// How the business answers a Spanish speaker, in the words every Spanish page and email uses: never
// "in Spanish" where it is not. "not-yet" builds no Spanish page, but a Spanish form left open in a
// browser can still send a request: its answer then promises English only.
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

export const SPANISH_SERVICE_WORDS: Record<SpanishService, SpanishServiceWords> = {
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
  'not-yet': {
    heading: 'Le atendemos en inglés',
    summary: 'Le respondemos en inglés, por teléfono y por escrito.',
    byPhone: 'le atendemos en inglés',
    callNote: 'La llamada y nuestras respuestas serán en inglés.',
  },
};

/** The words for how the business serves Spanish speakers today. */
export const spanishService = (level: SpanishService = business.spanish): SpanishServiceWords =>
  SPANISH_SERVICE_WORDS[level];
