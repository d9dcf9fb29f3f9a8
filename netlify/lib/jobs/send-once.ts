// Sending what a scheduled job sends once per period (the weekly report, an hour's flood summary, a
// day's build of scheduled posts), however many runs see it due (docs/quote-backend.md#the-scheduled-job).
import type { Store } from '@netlify/blobs';
import type { Sent } from '../email/mailer';
import { readVersioned, writeIf, type Versioned } from '../storage/versioned';

interface SendingState {
  /** When a run claimed it, just before sending: a run stopped mid-send leaves it behind. */
  claimedAt?: string;
  sentAt?: string;
  /** When a later run found the claim of a run stopped mid-send, under the rule `leave`. */
  unconfirmedAt?: string;
  /** When the last send failed: it is still owed. */
  failedAt?: string;
  /** The addresses that took the email while others refused it: the next send goes to the others alone. */
  sentTo?: string[];
}

/** What a send answers: the email as the server took it, or nothing when it has no addresses (a build). */
export type SendOutcome = Sent | void;

/** The server took the email for some addresses and refused the rest, which stay owed. */
export class AddressesRefused extends Error {
  override name = 'AddressesRefused';
  constructor(refused: readonly { error: unknown }[]) {
    super(`${refused.length} of the email's addresses refused it`, { cause: refused[0]?.error });
  }
}

/** A run has 30 s: a claim ten minutes old belongs to a run that is over. */
const CLAIM_EXPIRES_MS = 10 * 60 * 1000;

/**
 * What becomes of the claim of a run stopped mid-send, which may have sent it: `send again` (a second
 * one is harmless: a build) or `leave` it unsent (a second one is not: the weekly report).
 */
export type AfterCutOff = 'send again' | 'leave';

export type SendState =
  | { kind: 'sent' }
  /** Another run claimed it moments ago. */
  | { kind: 'sending' }
  /** A run was stopped while sending it: it may or may not have gone, and is not sent again. */
  | { kind: 'unconfirmed'; claimedAt: string; firstSeen: boolean }
  | {
      kind: 'due';
      /** When an earlier send failed: it has been owed since. */
      failedAt?: string;
      /**
       * Claims it, then sends with `send` (given the addresses that took it already) and records it
       * sent. Answers false when another run claimed it first. A failed send is thrown, its claim
       * given back; addresses refused while others took it as AddressesRefused.
       */
      send(send: (took: readonly string[]) => Promise<SendOutcome>): Promise<boolean>;
    };

const isFresh = (state: SendingState, now: number) => now - Date.parse(state.claimedAt ?? '') < CLAIM_EXPIRES_MS;

/** Claims `key` from the version `current` read, sends, and records it sent, or still owed to whom it is. */
async function claimAndSend(
  store: Store,
  key: string,
  current: Versioned<SendingState> | undefined,
  now: number,
  send: (took: readonly string[]) => Promise<SendOutcome>,
): Promise<boolean> {
  const took = current?.data.sentTo ?? [];
  const claim: SendingState = { claimedAt: new Date(now).toISOString(), ...(took.length && { sentTo: took }) };
  const claimed = await writeIf(store, key, claim, current ? { onlyIfMatch: current.etag } : { onlyIfNew: true });
  if (claimed.kind !== 'written') return false;
  const owed = (sentTo: string[]) =>
    writeIf(
      store,
      key,
      { failedAt: new Date().toISOString(), ...(sentTo.length && { sentTo }) } satisfies SendingState,
      {
        onlyIfMatch: claimed.etag,
      },
    ).catch(() => undefined);
  let sent: SendOutcome;
  try {
    sent = await send(took);
  } catch (error) {
    await owed(took);
    throw error;
  }
  if (sent?.kind === 'partly-sent') {
    await owed([...new Set([...took, ...sent.to])]);
    throw new AddressesRefused(sent.refused);
  }
  // Conditional, so a write whose answer was lost is tried again and settled by reading.
  await writeIf(store, key, { sentAt: new Date().toISOString() } satisfies SendingState, {
    onlyIfMatch: claimed.etag,
  });
  return true;
}

/** Where the email under `key` stands at `now`; when due, how to send it once. */
export async function sendState(
  store: Store,
  key: string,
  now: number,
  afterCutOff: AfterCutOff = 'send again',
): Promise<SendState> {
  const current = await readVersioned<SendingState>(store, key);
  const state = current?.data;
  if (state?.sentAt) return { kind: 'sent' };
  if (state?.unconfirmedAt) return { kind: 'unconfirmed', claimedAt: state.claimedAt ?? '', firstSeen: false };
  if (state?.claimedAt && isFresh(state, now)) return { kind: 'sending' };
  if (current && state?.claimedAt && afterCutOff === 'leave') {
    const marked = await writeIf(
      store,
      key,
      { ...state, unconfirmedAt: new Date(now).toISOString() },
      {
        onlyIfMatch: current.etag,
      },
    );
    return { kind: 'unconfirmed', claimedAt: state.claimedAt, firstSeen: marked.kind === 'written' };
  }
  return {
    kind: 'due',
    ...(state?.failedAt && { failedAt: state.failedAt }),
    send: (send) => claimAndSend(store, key, current, now, send),
  };
}

/**
 * Sends with `send` unless the email under `key` was sent, or another run is sending it now; a run
 * stopped mid-send is sent again. Answers true when this run sent it. A failed send is thrown, its
 * claim given back.
 */
export async function sendOnce(
  store: Store,
  key: string,
  now: number,
  send: (took: readonly string[]) => Promise<SendOutcome>,
): Promise<boolean> {
  const state = await sendState(store, key, now);
  return state.kind === 'due' ? state.send(send) : false;
}
