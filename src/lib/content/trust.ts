// What a visitor should know first about the business, made from what it holds: the rating when it
// has one, the credentials it holds, the reply promise. The phone's trust line and the desktop's
// "at a glance" panel both show this list, so the two never disagree.
import type { BusinessFacts } from '../../data/business';
import type { IconName } from '../../data/icons';

/** One fact: `label` names it where there is room (the panel), `text` says it, `short` says it in a line. */
export interface TrustFact {
  kind: 'rating' | 'credentials' | 'reply';
  icon: IconName;
  label: string;
  text: string;
  short: string;
}

export function trustFacts({
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
