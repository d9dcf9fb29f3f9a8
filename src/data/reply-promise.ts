// Bundled into the browser (the quote wizard's messages) and the functions: no `astro:*` imports. The
// reply promise read straight from the facts file, not through the facts module (business.ts), whose
// checks would bring zod into the wizard; the module checks the whole file wherever it is read, the
// build first.
import facts from './business.json' with { type: 'json' };

/** Hours within which a quote request made during opening hours is answered. */
export const responseHours: number = facts.replyWithinHours;

/** The promise given after a quote request: "within 2 hours". */
export const promiseWithin = (hours: number) => `within ${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** Promise given after a quote request. */
export const responsePromise = promiseWithin(responseHours);
