// Settings of the quote backend, read from the environment (documented in docs/deploying.md).
import { LIMITS } from '../../src/lib/quote';
import { positiveInteger, SettingError } from '../../src/lib/settings';

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

/**
 * Owner emails a UTC day, site-wide: the backstop behind each network's own share, against a flood
 * spread over many networks. Below the launch plan's 100 emails a day once a flood day's other
 * emails are counted (docs/quote-backend.md#the-delivery-rule), and above a small business's leads
 * a day. Past it, requests are stored and listed in their hour's flood summary.
 */
export const DEFAULT_OWNER_EMAILS_PER_DAY = 20;

/**
 * The most the setting takes: more owner emails a day than the accounts a small business sends from
 * allow (Gmail 500 a day, Google Workspace 2,000 a day), so a value past it would no longer protect
 * the account; it is no way to turn the limit off.
 */
export const MAX_OWNER_EMAILS_PER_DAY = 2_000;

/**
 * QUOTE_OWNER_EMAILS_PER_DAY as the build checks it: a whole number from 1 to
 * MAX_OWNER_EMAILS_PER_DAY, else a SettingError that names the value.
 */
export function checkedOwnerEmailsPerDay(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.QUOTE_OWNER_EMAILS_PER_DAY?.trim();
  if (!text) return DEFAULT_OWNER_EMAILS_PER_DAY;
  const perDay = Number(text);
  if (/^\d+$/.test(text) && perDay >= 1 && perDay <= MAX_OWNER_EMAILS_PER_DAY) return perDay;
  throw new SettingError(
    `QUOTE_OWNER_EMAILS_PER_DAY is ${JSON.stringify(env.QUOTE_OWNER_EMAILS_PER_DAY)}, not a whole number from 1 to ` +
      `${MAX_OWNER_EMAILS_PER_DAY}: set it to one (${DEFAULT_OWNER_EMAILS_PER_DAY}, the default, keeps a flood within a mail plan of 100 emails a day). ` +
      `It cannot turn the limit off: past it, the day's other requests come in each hour's flood summary, so a flood cannot use up ` +
      `the mail account. Until then builds stop and the site emails ${DEFAULT_OWNER_EMAILS_PER_DAY} requests a day one by one.`,
  );
}

/**
 * Stops the build while QUOTE_OWNER_EMAILS_PER_HOUR, the hourly setting the daily one replaced, is
 * still set: the owner believes it limits something, and nothing reads it.
 */
export function checkRetiredSettings(env: NodeJS.ProcessEnv = process.env): void {
  if (env.QUOTE_OWNER_EMAILS_PER_HOUR !== undefined) {
    throw new SettingError(
      `QUOTE_OWNER_EMAILS_PER_HOUR is no longer read: the site-wide limit of owner emails is now a day's, ` +
        `QUOTE_OWNER_EMAILS_PER_DAY (${DEFAULT_OWNER_EMAILS_PER_DAY} unless set). Delete QUOTE_OWNER_EMAILS_PER_HOUR ` +
        `and, for another limit, set QUOTE_OWNER_EMAILS_PER_DAY. Until then builds stop.`,
    );
  }
}

/** The functions' reading: a value the build would refuse counts as the default, so no function fails over it. */
export function ownerEmailsPerDay(env: NodeJS.ProcessEnv = process.env): number {
  try {
    return checkedOwnerEmailsPerDay(env);
  } catch {
    return DEFAULT_OWNER_EMAILS_PER_DAY;
  }
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

/** Hosts a webhook may reach over plain http: this machine, where the tests' receiver listens. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** An https address (or http to this machine): a request's name, phone and address never cross the network in the clear. */
export function isSecureWebhookUrl(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || (protocol === 'http:' && LOOPBACK_HOSTS.includes(hostname));
}

/**
 * `QUOTE_WEBHOOK_URL` and `QUOTE_WEBHOOK_SECRET`; undefined when no URL is set, or when it is not
 * https (logged, without the URL: it is the hook's secret), so nothing is posted.
 */
export function webhookSettings(env: NodeJS.ProcessEnv = process.env): WebhookSettings | undefined {
  const url = env.QUOTE_WEBHOOK_URL?.trim();
  if (!url) return undefined;
  if (!isSecureWebhookUrl(url)) {
    console.error('[quote-webhook] QUOTE_WEBHOOK_URL is not an https:// address: nothing is posted until it is');
    return undefined;
  }
  const secret = env.QUOTE_WEBHOOK_SECRET;
  return secret ? { url, secret } : { url };
}
