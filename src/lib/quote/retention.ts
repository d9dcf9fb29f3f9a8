// How long quote requests and their photos are kept. The privacy policy states it at build time and the
// scheduled job enforces it, both from QUOTE_RETENTION_DAYS (Netlify gives builds and functions the same
// variables). Not in the barrel: the browser has no environment to read.
import { SettingError } from '../settings';

const DEFAULT_RETENTION_DAYS = 730;

/**
 * How many days a request and its photos are kept before the scheduled job deletes them: 730 unless
 * QUOTE_RETENTION_DAYS says otherwise. Only a whole number of days is read: "2 years" or "1.5" throw
 * rather than count as 2 or 1 days, after which the job would delete nearly every request for good.
 */
export function retentionDays(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.QUOTE_RETENTION_DAYS?.trim();
  if (!text) return DEFAULT_RETENTION_DAYS;
  const days = Number(text);
  if (/^\d+$/.test(text) && Number.isSafeInteger(days) && days > 0) return days;
  throw new SettingError(
    `QUOTE_RETENTION_DAYS is ${JSON.stringify(env.QUOTE_RETENTION_DAYS)}, not a whole number of days: set it to one ` +
      `(e.g. 730, the default, for two years). Until then builds stop and the scheduled job deletes no request.`,
  );
}
