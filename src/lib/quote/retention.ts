// How long quote requests and their photos are kept. The privacy policy states it at build time and the
// scheduled job enforces it, both from QUOTE_RETENTION_DAYS (Netlify gives builds and functions the same
// variables). Not in the barrel: the browser has no environment to read.
const DEFAULT_RETENTION_DAYS = 730;

/** A whole number above zero from an environment variable, else the fallback. */
export function positiveInteger(text: string | undefined, fallback: number): number {
  const value = Number.parseInt(text ?? '', 10);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** How many days a request and its photos are kept before the scheduled job deletes them. */
export function retentionDays(env: NodeJS.ProcessEnv = process.env): number {
  return positiveInteger(env.QUOTE_RETENTION_DAYS, DEFAULT_RETENTION_DAYS);
}
