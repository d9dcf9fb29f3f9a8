// One mailbox however its address is written, as the confirmation limit counts it, and its name in
// the store: a salted hash, never the address.
import type { Store } from '@netlify/blobs';
import { saltedHash } from './salted-hash';

/** Gmail ignores dots in the local part, and reads googlemail.com as gmail.com. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The address as one mailbox: case folded, a `+tag` dropped (`jane+1@` and `Jane@` reach the same
 * inbox), and Gmail's dots and second domain folded, so variations cannot multiply the
 * confirmations one mailbox gets.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at).split('+')[0]!;
  const domain = address.slice(at + 1);
  return GMAIL_DOMAINS.has(domain) ? `${local.replaceAll('.', '')}@gmail.com` : `${local}@${domain}`;
}

export const mailboxHash = (store: Store, email: string): Promise<string> =>
  saltedHash(store, `confirm:${mailboxOf(email)}`);
