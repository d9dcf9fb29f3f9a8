// Whether a Spanish page goes live: a person who reads Spanish signs off each page, and the sign-off
// holds only for the English text it was checked against. Pure: the files are read in spanish-site.ts.
import { createHash } from 'node:crypto';

/** A sign-off as src/content/es/sign-offs.json records it for one Spanish page. */
export interface SignOff {
  /** Who read the Spanish page against its English source and approved it. */
  by: string;
  /** When, YYYY-MM-DD. */
  on: string;
  /** The English source's fingerprint at that moment (englishFingerprint); none for a post written only in Spanish. */
  english?: string;
}

/** A Spanish page's standing, told apart by `kind`. */
export type SignOffState =
  { kind: 'signed'; by: string; on: string } | { kind: 'unsigned' } | { kind: 'stale'; by: string; on: string };

/** The fingerprint a sign-off keeps of the English source: its text's SHA-256, first 16 hex digits. */
export function englishFingerprint(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex').slice(0, 16);
}

/** A page's standing from its sign-off, if any, and its English source's text today (none for a post only in Spanish). */
export function signOffState(signOff: SignOff | undefined, englishText: string | undefined): SignOffState {
  if (!signOff) return { kind: 'unsigned' };
  const { by, on } = signOff;
  if (englishText === undefined) return { kind: 'signed', by, on };
  return signOff.english === englishFingerprint(englishText) ? { kind: 'signed', by, on } : { kind: 'stale', by, on };
}

/**
 * Whether the build carries the page: production only what is signed off against today's English;
 * deploy previews, branch deploys and local builds everything, marked.
 */
export function isBuilt(state: SignOffState, production: boolean): boolean {
  return !production || state.kind === 'signed';
}

/** The build log's line for a page production leaves out; none for a page it carries. */
export function leftOutLine(path: string, state: SignOffState): string | undefined {
  if (state.kind === 'signed') return undefined;
  const why =
    state.kind === 'unsigned'
      ? 'not signed off yet'
      : `its English source changed after ${state.by} signed it off on ${state.on}`;
  return `${path} left out of production, with its hreflang pair: ${why}. To sign it off: npm run spanish -- sign-off ${path} --by "Your Name"`;
}

/** The build log's line for a signed page production leaves out because it links to pages it leaves out. */
export function linkLeftOutLine(path: string, missing: readonly string[]): string {
  return `${path} left out of production, with its hreflang pair: it links to ${missing.join(', ')}, which production leaves out. Sign that off too, or take the link out.`;
}
