// What a scheduled job does once per period (the weekly report, an hour's flood summary, a day's
// build of scheduled posts), however many runs or instances of the job see it due: a run claims it by
// compare-and-set before sending, records it sent after, and gives the claim back when sending
// failed, so a later run tries again.
import type { Store } from '@netlify/blobs';
import { deleteEntry, readVersioned, writeIf } from './versioned';

interface SendingState {
  /** When a run claimed it; a claim this old was a run killed mid-send, so it may be claimed again. */
  claimedAt?: string;
  sentAt?: string;
}

/** A run has 30 s: a claim ten minutes old belongs to a run that is over. */
const CLAIM_EXPIRES_MS = 10 * 60 * 1000;

/**
 * Sends with `send` unless the email under `key` was sent, or another run is sending it now.
 * Answers true when this run sent it. A failed send is thrown, its claim given back.
 */
export async function sendOnce(store: Store, key: string, now: number, send: () => Promise<void>): Promise<boolean> {
  const current = await readVersioned<SendingState>(store, key);
  if (current?.data.sentAt) return false;
  if (current && now - Date.parse(current.data.claimedAt ?? '') < CLAIM_EXPIRES_MS) return false;
  const claim: SendingState = { claimedAt: new Date(now).toISOString() };
  const claimed = await writeIf(store, key, claim, current ? { onlyIfMatch: current.etag } : { onlyIfNew: true });
  if (!claimed.written) return false;
  try {
    await send();
  } catch (error) {
    await deleteEntry(store, key).catch(() => undefined);
    throw error;
  }
  // Conditional, so a write whose answer was lost is tried again and settled by reading: a claim left
  // without its mark would expire and the email go twice.
  await writeIf(store, key, { sentAt: new Date().toISOString() } satisfies SendingState, {
    onlyIfMatch: claimed.etag,
  });
  return true;
}
