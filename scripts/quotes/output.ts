// How the owner CLI prints: every value visitor-typed text reaches is neutralised first, and
// output is written out in full before the process exits.
import { businessDateTime } from '../../src/lib/business-time.ts';
import { UNSAFE_CHARACTERS } from '../../src/lib/quote/limits.ts';
import type { OpenStores } from './stores.ts';

export { businessMidnight } from '../../src/lib/business-time.ts';
export { visible } from '../../src/lib/quote/limits.ts';

/** A mistake in how the CLI was called: its one-line message and exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** An answer that is not a success (no such request, a refused deletion, an email not sent): exit code 1. */
export class Refusal extends Error {
  override name = 'Refusal';
}

const jsonEscape = (char: string) =>
  [...Array(char.length).keys()].map((i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`).join('');

/** JSON with every unsafe character escaped (`\u001b`); it parses back to the same values. */
export const safeJson = (value: unknown) =>
  JSON.stringify(value, null, 2).replace(UNSAFE_CHARACTERS, (char) => (char === '\n' ? char : jsonEscape(char)));

/** An instant as the owner reads it, on the business's clock: "Tue, Nov 25, 3:42 PM CST". */
export const dallasTime = (instant: string | number) => businessDateTime(new Date(instant));

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
