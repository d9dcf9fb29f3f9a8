// How the owner CLI prints: every value visitor-typed text reaches is neutralised first, and
// output is written out in full before the process exits.
import { business } from '../../src/data/business.ts';
import { businessDateTime } from '../../src/lib/business-time.ts';
import { UNSAFE_CHARACTERS } from '../../src/lib/quote/limits.ts';
import type { OpenStores } from './stores.ts';

/** A mistake in how the CLI was called: its one-line message and exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** An answer that is not a success (no such request, a refused deletion, an email not sent): exit code 1. */
export class Refusal extends Error {
  override name = 'Refusal';
}

const codePoint = (char: string) => char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');

/** A value shown as text: each unsafe character written out visibly as `\u{…}`, never passed to the terminal. */
export const visible = (value: string) => value.replace(UNSAFE_CHARACTERS, (char) => `\\u{${codePoint(char)}}`);

const jsonEscape = (char: string) =>
  [...Array(char.length).keys()].map((i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`).join('');

/** JSON with every unsafe character escaped (`\u001b`); it parses back to the same values. */
export const safeJson = (value: unknown) =>
  JSON.stringify(value, null, 2).replace(UNSAFE_CHARACTERS, (char) => (char === '\n' ? char : jsonEscape(char)));

/** An instant as the owner reads it, on the business's clock: "Tue, Nov 25, 3:42 PM CST". */
export const dallasTime = (instant: string | number) => businessDateTime(new Date(instant));

/** Midnight of a calendar date (YYYY-MM-DD) on the business's clock, in epoch ms. */
export function businessMidnight(date: string): number {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  // The offset at 0:00 UTC (evening before, in the Americas) is the one at local midnight: clocks change at 2 AM.
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: business.timeZone, timeZoneName: 'longOffset' })
    .formatToParts(utcMidnight)
    .find((part) => part.type === 'timeZoneName')?.value;
  const [, sign = '+', hours = '0', minutes = '0'] = /^GMT([+-])(\d{2}):(\d{2})$/.exec(zone ?? '') ?? [];
  return utcMidnight - Number(`${sign}1`) * (Number(hours) * 60 + Number(minutes)) * 60_000;
}

/** Columns padded to their widest cell, two spaces apart. */
export function table(header: readonly string[], rows: readonly string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}

/** Resolves once the text is handed to the pipe or terminal, so exiting after it cuts nothing. */
export const print = (text: string) =>
  new Promise<void>((resolve, reject) => process.stdout.write(text, (error) => (error ? reject(error) : resolve())));

/** Said when the local store had nothing to show: the owner most likely meant the live site's. */
export function liveHint({ liveCommand }: Pick<OpenStores, 'liveCommand'>): string {
  if (!liveCommand) return '';
  return `That is the local store on this computer. For the live site's quote requests, add --production:\n  ${liveCommand}\n`;
}

/** No request `id` in these stores, and where else to look. */
export const notFound = (stores: Pick<OpenStores, 'liveCommand'>, id: string) =>
  new Refusal(`No quote request ${id}.\n${liveHint(stores)}`.trimEnd());
