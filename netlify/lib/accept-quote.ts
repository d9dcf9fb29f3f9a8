// What happens to a valid quote request, for the JSON and the no-JS endpoints alike.
import type { Context } from '@netlify/functions';
import type { Attribution, Quote } from '../../src/lib/quote';
import { rateLimitPerHour } from './config';
import { logFailure } from './http';
import { createMailer, notifyTo } from './mailer';
import { sendOwed } from './notifications';
import { markPhotosUsed, photoUrl } from './photos';
import { alreadyStored, storeQuote } from './quote-intake';
import { clientKey, releaseSlot, takeSlot } from './rate-limit';
import { openStore, STORE_NAMES } from './stores';

export type Acceptance = { outcome: 'accepted'; id: string } | { outcome: 'rate-limited' };

export interface QuoteToAccept {
  /** The request's id; `earlierIds` are ids it may already be stored under (replays). */
  id: string;
  earlierIds?: string[];
  fields: Quote;
  attribution?: Attribution;
  /** The uploaded photos' keys, or a step that saves the photos once the client is admitted. */
  photoKeys: string[] | (() => Promise<string[]>);
  /** This site's origin, for the stored photo URLs. */
  origin: string;
}

/**
 * Replays a known id, else rate-limits the client, stores the request (before any email) and
 * sends the emails after answering. Email failures leave the request for the retry job. The
 * client's slot is given back when nothing new was stored.
 */
export async function acceptQuote(context: Context, quote: QuoteToAccept): Promise<Acceptance> {
  const { id } = quote;
  const deployContext = context.deploy?.context;
  const requests = openStore(STORE_NAMES.requests, deployContext);
  for (const known of [id, ...(quote.earlierIds ?? [])]) {
    if (await alreadyStored(requests, known)) return { outcome: 'accepted', id: known };
  }
  const rateLimits = openStore(STORE_NAMES.rateLimits, deployContext);
  const slot = await takeSlot(rateLimits, await clientKey(rateLimits, 'submit', context.ip), rateLimitPerHour());
  if (!slot) return { outcome: 'rate-limited' };
  let stored: Awaited<ReturnType<typeof storeQuote>>;
  try {
    const photos = openStore(STORE_NAMES.photos, deployContext);
    const photoKeys = typeof quote.photoKeys === 'function' ? await quote.photoKeys() : quote.photoKeys;
    // Before the request: the cleanup of unused photos must never see its photos unused.
    await markPhotosUsed(photos, photoKeys, id);
    const photoUrls = photoKeys.map((key) => photoUrl(quote.origin, key));
    stored = await storeQuote(requests, id, { fields: quote.fields, attribution: quote.attribution }, photoUrls);
  } catch (error) {
    await releaseSlot(rateLimits, slot).catch(() => undefined);
    throw error;
  }
  if (!stored) {
    // A concurrent replay stored it first.
    await releaseSlot(rateLimits, slot);
    return { outcome: 'accepted', id };
  }
  console.log(`[quote] request ${context.requestId ?? '-'} stored as ${id}`);
  const { record, etag } = stored;
  const notifying = sendOwed(requests, record, etag, createMailer(deployContext), notifyTo()).catch((error: unknown) =>
    logFailure(`quote-notify ${id}`, context.requestId, error),
  );
  if (typeof context.waitUntil === 'function') context.waitUntil(notifying);
  else await notifying;
  return { outcome: 'accepted', id };
}
