// What happens to a valid quote request, for the JSON and the no-JS endpoints alike.
import type { Context } from '@netlify/functions';
import { rateLimitPerHour } from './config';
import { logFailure } from './http';
import { createMailer, notifyTo } from './mailer';
import { notifyNewQuote } from './notifications';
import { admitSubmission, alreadyStored, storeQuote } from './quote-intake';
import type { QuoteFields } from './quote-record';
import { openStore, STORE_NAMES } from './stores';

export type Acceptance = { outcome: 'accepted'; id: string } | { outcome: 'rate-limited' };

/**
 * Replays a known id, else rate-limits the client, stores the request (before any email) and
 * sends the emails after answering. Email failures leave the request for the retry job.
 * `photos` are the uploaded photo URLs, or a step that saves photos once the client is admitted.
 */
export async function acceptQuote(
  context: Context,
  id: string,
  fields: QuoteFields,
  photos: string[] | (() => Promise<string[]>),
): Promise<Acceptance> {
  const deployContext = context.deploy?.context;
  const requests = openStore(STORE_NAMES.requests, deployContext);
  if (await alreadyStored(requests, id)) return { outcome: 'accepted', id };
  const rateLimits = openStore(STORE_NAMES.rateLimits, deployContext);
  if (!(await admitSubmission(rateLimits, context.ip, rateLimitPerHour()))) {
    return { outcome: 'rate-limited' };
  }
  const photoUrls = typeof photos === 'function' ? await photos() : photos;
  const record = await storeQuote(requests, id, fields, photoUrls);
  if (!record) return { outcome: 'accepted', id };
  console.log(`[quote] request ${context.requestId ?? '-'} stored as ${id}`);
  const notifying = notifyNewQuote(requests, id, createMailer(deployContext), notifyTo()).catch(
    (error: unknown) => logFailure(`quote-notify ${id}`, context.requestId, error),
  );
  if (typeof context.waitUntil === 'function') context.waitUntil(notifying);
  else await notifying;
  return { outcome: 'accepted', id };
}
