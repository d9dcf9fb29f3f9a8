// Build only (Astro integration, imported by astro.config.ts).
import type { AstroIntegration } from 'astro';
import { checkedOwnerEmailsPerDay, checkRetiredSettings } from '../../../netlify/lib/config';
import { retentionDays } from '../quote/retention';

/**
 * Stops the build before any page while a setting the functions read cannot be used, saying why
 * in plain words: QUOTE_RETENTION_DAYS not a whole number of days (the privacy policy would state a
 * period that the scheduled job refuses to apply), QUOTE_OWNER_EMAILS_PER_DAY out of its range, or the hourly setting it replaced still set.
 */
export function settingsCheck(env: NodeJS.ProcessEnv = process.env): AstroIntegration {
  return {
    name: 'settings-check',
    hooks: {
      'astro:config:setup': () => {
        retentionDays(env);
        checkedOwnerEmailsPerDay(env);
        checkRetiredSettings(env);
      },
    },
  };
}
