// The about page's reasons to choose the business, from what it holds, in the page's words.
import type { BusinessFacts } from '../../data/business';
import type { AboutPageCopy } from '../../schemas/page-copy';
import type { Language } from '../i18n/languages';
import { pageFacts } from './page-copy';
import { guarantees, trustPoint, type TrustPoint } from './reviews';

/** Credentials when held, the guarantee when given, the reply promise and the team. */
export function aboutStrengths(
  business: BusinessFacts,
  copy: AboutPageCopy['strengths'],
  language: Language,
): TrustPoint[] {
  const facts = pageFacts(business, language);
  const { credentials } = business.claims;
  const credentialsText =
    credentials?.held.length === 1 ? (copy.credentials.textForOne ?? copy.credentials.text) : copy.credentials.text;
  return [
    ...(credentials ? [trustPoint('shield', { title: copy.credentials.title, text: credentialsText }, facts)] : []),
    ...guarantees(business.claims, copy.guarantee, facts),
    trustPoint('clock', copy.response, facts),
    trustPoint('users', copy.team, facts),
  ];
}
