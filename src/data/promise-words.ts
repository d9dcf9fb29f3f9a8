// Bundled into the browser (the quote wizard's toasts) and the functions: the reply promise's words,
// apart from the facts file, which the wizard's bundle must not carry (the page gives it the hours).
import type { Language } from '../lib/i18n/languages';

/** The promise given after a quote request: "within 2 hours". */
export const promiseWithin = (hours: number) => `within ${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** The same promise in Spanish: "en menos de 2 horas". */
export const promiseWithinEs = (hours: number) => `en menos de ${hours} ${hours === 1 ? 'hora' : 'horas'}`;

/** The promise in each language. */
export const PROMISE_WITHIN: Record<Language, (hours: number) => string> = { en: promiseWithin, es: promiseWithinEs };
