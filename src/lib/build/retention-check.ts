// Build only (Astro integration, imported by astro.config.ts).
import type { AstroIntegration } from 'astro';
import { retentionDays } from '../quote/retention';

/**
 * Stops the build before any page while QUOTE_RETENTION_DAYS is not a whole number of days: the
 * privacy policy would state a period that the scheduled job refuses to apply.
 */
export function retentionCheck(env: NodeJS.ProcessEnv = process.env): AstroIntegration {
  return { name: 'retention-days', hooks: { 'astro:config:setup': () => void retentionDays(env) } };
}
