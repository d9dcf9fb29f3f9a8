// Settings of the quote backend, read from the environment (documented in docs/deploying.md).
import { LIMITS } from '../../src/lib/quote';
import { positiveInteger } from '../../src/lib/quote/retention';

export const DEFAULT_RATE_LIMIT_PER_HOUR = 3;

export function rateLimitPerHour(env: NodeJS.ProcessEnv = process.env): number {
  return positiveInteger(env.QUOTE_RATE_LIMIT_PER_HOUR, DEFAULT_RATE_LIMIT_PER_HOUR);
}

/** Photo uploads per client per rolling hour: enough for every accepted request's photos. */
export function photoUploadsPerHour(env: NodeJS.ProcessEnv = process.env): number {
  return rateLimitPerHour(env) * LIMITS.maxPhotos;
}

/**
 * Homeowner confirmations sent a day, site-wide: far above a small business's requests, and low
 * enough that a flood of addresses cannot bring the bounces and complaints that get an SMTP account
 * suspended, which would stop the owner's emails too (those are never capped).
 */
export const DEFAULT_CONFIRMATIONS_PER_DAY = 50;

export function confirmationsPerDay(env: NodeJS.ProcessEnv = process.env): number {
  return positiveInteger(env.QUOTE_CONFIRMATIONS_PER_DAY, DEFAULT_CONFIRMATIONS_PER_DAY);
}

/** Local runs: Netlify's dev tooling (`npm start`, `npm run preview`) sets NETLIFY_LOCAL; tests pass "dev". */
export function isLocal(deployContext: string | undefined, env: NodeJS.ProcessEnv = process.env): boolean {
  return deployContext === 'dev' || env.NETLIFY_LOCAL === 'true';
}

/** Where each new request is also POSTed (a CRM's catch hook), and the secret it is signed with. */
export interface WebhookSettings {
  url: string;
  /** Without one, requests are posted unsigned: the hook's unguessable URL is then its only secret. */
  secret?: string;
}

/** `QUOTE_WEBHOOK_URL` and `QUOTE_WEBHOOK_SECRET`; undefined when no URL is set. */
export function webhookSettings(env: NodeJS.ProcessEnv = process.env): WebhookSettings | undefined {
  const url = env.QUOTE_WEBHOOK_URL?.trim();
  if (!url) return undefined;
  const secret = env.QUOTE_WEBHOOK_SECRET;
  return secret ? { url, secret } : { url };
}
