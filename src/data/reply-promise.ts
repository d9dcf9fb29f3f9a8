// No `astro:*` imports: the functions and the owner CLI read it too. The reply promise read straight
// from the facts file, not through the facts module (business.ts), which builds on it; the module
// checks the whole file wherever it is read, the build first.
import facts from './business.json' with { type: 'json' };
import { promiseWithin } from './promise-words.ts';

export { promiseWithin };

/** Hours within which a quote request made during opening hours is answered. */
export const responseHours: number = facts.replyWithinHours;

/** Promise given after a quote request. */
export const responsePromise = promiseWithin(responseHours);
