// Bundled into the browser (the quote wizard's messages) and the functions: no `astro:*` imports, and
// nothing but the reply promise from the facts file, so the wizard carries no other fact. The whole
// file is checked wherever the facts are read (business.ts), the build first.
import facts from './business.json' with { type: 'json' };

/** Hours within which a quote request made during opening hours is answered. */
export const responseHours: number = facts.replyWithinHours;

/** Promise given after a quote request: "within 2 hours". */
export const responsePromise = `within ${responseHours} hours`;
