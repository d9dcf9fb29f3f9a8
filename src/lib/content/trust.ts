// What a visitor should know first about the business, made from what it holds: the rating when it
// has one, the credentials it holds, the reply promise. The phone's trust line and the desktop's
// "at a glance" panel both show this list, so the two never disagree.
import type { BusinessFacts } from '../../data/business';
import type { IconName } from '../../data/icons';
import type { Language } from '../i18n/languages';
import { uiStrings } from '../i18n/ui';
import { PROMISE_WITHIN } from '../../data/promise-words';
import { joinWithAnd } from './text';

/** One fact: `label` names it where there is room (the panel), `text` says it, `short` says it in a line. */
export interface TrustFact {
  kind: 'rating' | 'credentials' | 'reply';
  icon: IconName;
  label: string;
  text: string;
  short: string;
}

/** What each language says around the facts' figures (the rating's words are the pages' own, ui/). */
interface TrustWords {
  labels: Record<TrustFact['kind'], string>;
  reply: (within: string) => { text: string; short: string };
}

const WORDS: Record<Language, TrustWords> = {
  en: {
    labels: { rating: 'Rating', credentials: 'Credentials', reply: 'Quote requests' },
    // The two-hour reply counts from the opening hours: a request made at night is answered the next morning.
    reply: (within) => ({
      text: `Answered ${within} during business hours; the assessment is free.`,
      short: `Replies ${within} during business hours`,
    }),
  },
  es: {
    labels: { rating: 'Calificación', credentials: 'Credenciales', reply: 'Solicitudes de cotización' },
    reply: (within) => ({
      text: `Respondemos ${within} en horario de atención; la evaluación es gratis.`,
      short: `Respondemos ${within} en horario de atención`,
    }),
  },
};

export function trustFacts(
  { rating, claims, replyWithinHours }: Pick<BusinessFacts, 'rating' | 'claims' | 'replyWithinHours'>,
  language: Language = 'en',
): TrustFact[] {
  const words = WORDS[language];
  const { labels } = words;
  const facts: TrustFact[] = [];
  if (rating) {
    const reviews = uiStrings(language).reviewsCount(rating.display, rating.countDisplay);
    facts.push({ kind: 'rating', icon: 'star', label: labels.rating, text: reviews, short: reviews });
  }
  if (claims.credentials) {
    const statement = credentialsStatement(claims.credentials, language);
    facts.push({ kind: 'credentials', icon: 'shield', label: labels.credentials, text: statement, short: statement });
  }
  return [
    ...facts,
    { kind: 'reply', icon: 'clock', label: labels.reply, ...words.reply(PROMISE_WITHIN[language](replyWithinHours)) },
  ];
}

/** The credentials as a page in `language` states them: "Licensed, Bonded & Insured", "Con licencia, fianza y seguro". */
export function credentialsStatement(
  credentials: NonNullable<BusinessFacts['claims']['credentials']>,
  language: Language,
): string {
  return language === 'es' ? spanishCredentials(credentials.held) : credentials.statement;
}

/** The credentials as the Spanish pages say them: "Con licencia, fianza y seguro". */
export function spanishCredentials(held: readonly string[]): string {
  const words: Record<string, string> = { licensed: 'licencia', bonded: 'fianza', insured: 'seguro' };
  const named = held.map((credential) => words[credential] ?? credential);
  return `Con ${joinWithAnd(named, 'es')}`;
}
