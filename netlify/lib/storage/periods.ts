// The UTC days and hours the stores' keys are filed under, so a scheduled run lists only what is due.
// Imports carry `.ts`: the owner CLI loads this file with plain Node.

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** The UTC day of `at` (epoch ms), `YYYY-MM-DD`. */
export const dayOf = (at: number): string => new Date(at).toISOString().slice(0, 10);
/** The UTC hour of `at` (epoch ms), `YYYY-MM-DDTHH`. */
export const hourOf = (at: number): string => new Date(at).toISOString().slice(0, 13);
/** The start of a day or hour named by `dayOf` / `hourOf`, in epoch ms. */
export const startOf = (dayOrHour: string): number =>
  Date.parse(dayOrHour.length === 10 ? `${dayOrHour}T00:00:00Z` : `${dayOrHour}:00:00Z`);

export const HOUR_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}$/;
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
