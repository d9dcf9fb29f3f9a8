// What a visitor should know first about the business, made from what it holds: the rating when it
// has one, the credentials it holds, the reply promise. The phone's trust line and the desktop's
// "at a glance" panel both show this list, so the two never disagree.
import type { BusinessFacts } from '../../data/business';
import type { IconName } from '../../data/icons';
import type { Language } from '../i18n/languages';
import { promiseWithinEs } from '../../data/promise-words';

/** One fact: `label` names it where there is room (the panel), `text` says it, `short` says it in a line. */
export interface TrustFact {
  kind: 'rating' | 'credentials' | 'reply';
  icon: IconName;
  label: string;
  text: string;
  short: string;
}

export function trustFacts(
  business: Pick<BusinessFacts, 'rating' | 'claims' | 'responsePromise' | 'replyWithinHours'>,
  language: Language = 'en',
): TrustFact[] {
  return language === 'es' ? spanishTrustFacts(business) : englishTrustFacts(business);
}

function englishTrustFacts({
  rating,
  claims,
  responsePromise,
}: Pick<BusinessFacts, 'rating' | 'claims' | 'responsePromise'>): TrustFact[] {
  const facts: TrustFact[] = [];
  if (rating) {
    const reviews = `${rating.display} from ${rating.countDisplay} reviews`;
    facts.push({ kind: 'rating', icon: 'star', label: 'Rating', text: reviews, short: reviews });
  }
  const { credentials } = claims;
  if (credentials) {
    const { statement } = credentials;
    facts.push({ kind: 'credentials', icon: 'shield', label: 'Credentials', text: statement, short: statement });
  }
  return [
    ...facts,
    {
      kind: 'reply',
      icon: 'clock',
      label: 'Quote requests',
      // The two-hour reply counts from the opening hours: a request made at night is answered the next morning.
      text: `Answered ${responsePromise} during business hours; the assessment is free.`,
      short: `Replies ${responsePromise} during business hours`,
    },
  ];
}

/** The credentials as the Spanish pages say them: "Con licencia, fianza y seguro". */
export function spanishCredentials(held: readonly string[]): string {
  const words: Record<string, string> = { licensed: 'licencia', bonded: 'fianza', insured: 'seguro' };
  const named = held.map((credential) => words[credential] ?? credential);
  const joined = named.length > 1 ? `${named.slice(0, -1).join(', ')} y ${named.at(-1)}` : (named[0] ?? '');
  return `Con ${joined}`;
}

/** The same facts in Spanish, with the same figures. */
function spanishTrustFacts({
  rating,
  claims,
  replyWithinHours,
}: Pick<BusinessFacts, 'rating' | 'claims' | 'replyWithinHours'>): TrustFact[] {
  const facts: TrustFact[] = [];
  if (rating) {
    const reviews = `${rating.display} en ${rating.countDisplay} reseñas`;
    facts.push({ kind: 'rating', icon: 'star', label: 'Calificación', text: reviews, short: reviews });
  }
  if (claims.credentials) {
    const statement = spanishCredentials(claims.credentials.held);
    facts.push({ kind: 'credentials', icon: 'shield', label: 'Credenciales', text: statement, short: statement });
  }
  const within = promiseWithinEs(replyWithinHours);
  return [
    ...facts,
    {
      kind: 'reply',
      icon: 'clock',
      label: 'Solicitudes de cotización',
      text: `Respondemos ${within} en horario de atención; la evaluación es gratis.`,
      short: `Respondemos ${within} en horario de atención`,
    },
  ];
}
