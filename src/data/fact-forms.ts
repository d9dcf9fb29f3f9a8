// The forms visitors read, made from the business facts as written in business.ts ("4.9/5" from the
// rating's figures, "7 AM-7 PM" from 24-hour times), so the two never disagree. Kept apart from the
// facts, which is all the owner edits and all `npm run facts` lists.
import type { CrackRepairWarranty, Credential, Credentials, OpeningHours, Rating, RatingFigures } from './business.ts';
import { clockLabel } from '../lib/clock.ts';
import { joinWithAnd } from '../lib/content/text.ts';

/** The rating with its shown forms: "4.9/5" (one decimal, as Google shows it) and "127+". */
export function rated(figures: RatingFigures): Rating {
  return {
    ...figures,
    display: `${figures.value.toFixed(1)}/${figures.best}`,
    countDisplay: `${figures.count.toLocaleString('en-US')}+`,
  };
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The credentials statement and title; none when the business claims none of them. */
export function credentialed(held: readonly Credential[]): Credentials | undefined {
  if (held.length === 0) return undefined;
  const ordered = (['licensed', 'bonded', 'insured'] as const).filter((credential) => held.includes(credential));
  const named = ordered.length === 3 ? ['licensed', 'insured'] : ordered;
  return { held: ordered, statement: capitalized(joinWithAnd(ordered)), title: named.map(capitalized).join(' & ') };
}

export function crackRepairWarranty(length: string): CrackRepairWarranty {
  return { length, statement: `${capitalized(length)} warranty on crack repair` };
}

/** Regular opening hours on `dayOfWeek`, as "7 AM-7 PM" for visitors and 24-hour times for search engines. */
export function opening(days: string, dayOfWeek: readonly string[], opens: string, closes: string): OpeningHours {
  return { days, hours: `${clockLabel(opens)}-${clockLabel(closes)}`, dayOfWeek, opens, closes };
}
