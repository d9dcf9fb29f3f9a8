// Dev server only (Astro integration, imported by astro.config.ts).
import type { AstroIntegration } from 'astro';
import { outboxDir } from '../../../netlify/lib/email/mailer';

/** Tells whoever tries the quote wizard under `npm start` where its emails and requests end up. */
export function localQuoteNotes(): AstroIntegration {
  return {
    name: 'local-quotes',
    hooks: {
      'astro:server:start': ({ logger }) => {
        logger.info(`quote emails, without SMTP settings, are written as .eml files to ${outboxDir()}`);
        logger.info('stored quote requests: npm run quotes -- list');
      },
    },
  };
}
