// Clients and mailboxes are known to the `quote-rate-limits` store only by salted hashes: a raw IP
// address or email address is never stored there.
import type { Store } from '@netlify/blobs';
import { createHash, randomBytes } from 'node:crypto';
import { saltKey } from '../storage/layout';
import { writeIf } from '../storage/versioned';

let storedSalt: Promise<string> | undefined;

/** `QUOTE_RATE_LIMIT_SALT`, else a random salt created once and kept in the store. */
async function salt(store: Store): Promise<string> {
  const fromEnv = process.env.QUOTE_RATE_LIMIT_SALT;
  if (fromEnv) return fromEnv;
  storedSalt ??= (async () => {
    await writeIf(store, saltKey, randomBytes(32).toString('hex'), { onlyIfNew: true });
    const value = await store.get(saltKey, { type: 'text' });
    if (!value) throw new Error('rate-limit salt missing');
    return value;
  })().catch((error: unknown) => {
    storedSalt = undefined;
    throw error;
  });
  return storedSalt;
}

/** The SHA-256 of `text` under the salt, in hex. */
export async function saltedHash(store: Store, text: string): Promise<string> {
  return createHash('sha256')
    .update(`${await salt(store)}:${text}`)
    .digest('hex');
}
