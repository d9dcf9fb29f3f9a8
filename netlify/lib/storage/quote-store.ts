// Stored quote requests: storing a new one so that no job can miss it, reading them, setting the
// owner's status, and deleting one on request or those past the retention period, with their
// photos. The keys are in layout.ts.
import type { Store } from '@netlify/blobs';
import type { Language } from '../../../src/lib/i18n/languages';
import type { Attribution, Quote } from '../../../src/lib/quote';
import { eachBounded, walkDueBuckets } from '../jobs/batch';
import { quoteStatus, type HeldBack, type QuoteRecord, type QuoteStatus } from './quote-record';
import { idOfDayKey, nameOfPhotoUrl, parseNoteKey, parseOutboxKey, photoKeys, requestKeys } from './layout';
import { DAY_MS, DAY_PATTERN, dayOf } from './periods';
import type { QuoteStores } from './stores';
import { deleteEntry, updateJSON, writeIf } from './versioned';

/** The retry job first looks at a request this long after it was stored: its own sending comes first. */
export const RETRY_AFTER_MS = 2 * 60 * 1000;

export interface NewRequest {
  id: string;
  fields: Quote;
  /** Where the lead came from, stored beside the fields; absent when nothing usable was sent. */
  attribution?: Attribution;
  /** The language of the page it was sent from; absent when none was sent (read as English). */
  language?: Language;
  /** The names of its photos, all stored already. */
  photoNames: string[];
  /** Their public URLs, as the emails and the owner show them. */
  photoUrls: string[];
  /** Set when the homeowner's confirmation is held back: the owner alone is emailed. */
  homeownerHeldBack?: HeldBack;
  /** The form's hidden field was filled: stored as `spam` for the owner to look at, owing nothing. */
  suspectedSpam?: boolean;
}

export interface StoredRequest {
  record: QuoteRecord;
  /** The request's outbox entry, due for the retry job should the first sending fail. */
  outboxKey: string;
}

/**
 * Stores a new request: first a note on each of its photos, its day index entry and its outbox
 * entry, then the record itself, only if no request has its id. A kill at any point leaves either
 * nothing the jobs would keep, or a stored request the jobs all find. Answers undefined when a
 * request with this id is stored already (a concurrent replay).
 */
export async function storeRequest(
  stores: Pick<QuoteStores, 'requests' | 'photos'>,
  request: NewRequest,
  now = Date.now(),
): Promise<StoredRequest | undefined> {
  const { id } = request;
  const createdAt = new Date(now).toISOString();
  const skipped: QuoteRecord['skipped'] = request.suspectedSpam
    ? { owner: 'spam', homeowner: 'spam', webhook: 'spam' }
    : request.homeownerHeldBack
      ? { homeowner: request.homeownerHeldBack }
      : undefined;
  const record: QuoteRecord = {
    id,
    createdAt,
    ...(request.suspectedSpam ? { status: 'spam' as const } : {}),
    fields: request.fields,
    ...(request.attribution ? { attribution: request.attribution } : {}),
    ...(request.language ? { language: request.language } : {}),
    photoUrls: request.photoUrls,
    notified: {},
    ...(skipped ? { skipped } : {}),
    attempts: 1,
    lastAttemptAt: createdAt,
  };
  const outboxKey = requestKeys.outbox(now + RETRY_AFTER_MS, id);
  await Promise.all([
    ...request.photoNames.map((name) => stores.photos.set(photoKeys.note(name, id), createdAt)),
    stores.requests.set(requestKeys.day(dayOf(now), id), createdAt),
    ...(request.suspectedSpam ? [] : [stores.requests.set(outboxKey, createdAt)]),
  ]);
  const write = await writeIf(stores.requests, requestKeys.record(id), record, { onlyIfNew: true });
  return write.kind === 'written' ? { record, outboxKey } : undefined;
}

export async function isStored(requests: Store, id: string): Promise<boolean> {
  return (await requests.getMetadata(requestKeys.record(id))) !== null;
}

export async function readRequest(requests: Store, id: string): Promise<QuoteRecord | undefined> {
  return ((await requests.get(requestKeys.record(id), { type: 'json' })) as QuoteRecord | null) ?? undefined;
}

/** The days from the one `since` (epoch ms) falls in on that have an index, from one listing of the day names. */
async function indexedDaysSince(requests: Store, since: number): Promise<string[]> {
  const first = dayOf(since);
  const days: string[] = [];
  const listing = requests.list({ prefix: requestKeys.daysPrefix, directories: true, paginate: true });
  for await (const { directories } of listing) {
    const names = directories.map((directory) => directory.slice(requestKeys.daysPrefix.length));
    days.push(...names.filter((day) => DAY_PATTERN.test(day) && day >= first));
  }
  return days;
}

/**
 * Every stored request, or those of the days from `since` (epoch ms) on: the day index is listed a
 * page at a time and each page's records read a few at a time, so older days are never read and
 * thousands of requests never mean thousands of calls at once. Unordered.
 */
export async function readRequests(requests: Store, since?: number): Promise<QuoteRecord[]> {
  const prefixes =
    since === undefined
      ? [requestKeys.daysPrefix]
      : (await indexedDaysSince(requests, since)).map(requestKeys.dayPrefix);
  const records: QuoteRecord[] = [];
  for (const prefix of prefixes) {
    for await (const { blobs } of requests.list({ prefix, paginate: true })) {
      // An index entry whose storing failed halfway has no record.
      await eachBounded(blobs, async ({ key }) => {
        const record = await readRequest(requests, idOfDayKey(key));
        if (record) records.push(record);
      });
    }
  }
  return records;
}

/**
 * Sets the owner's status of a request by compare-and-set, so an email recorded meanwhile is kept.
 * Answers the status before, or undefined when no such request is stored.
 */
export async function setStatus(
  requests: Store,
  id: string,
  status: QuoteStatus,
  now = Date.now(),
): Promise<QuoteStatus | undefined> {
  let before: QuoteStatus | undefined;
  await updateJSON<QuoteRecord>(requests, requestKeys.record(id), (current) => {
    if (!current) return undefined;
    before = quoteStatus(current);
    if (before === status) return undefined;
    const change = { at: new Date(now).toISOString(), status };
    return { ...current, status, statusHistory: [...(current.statusHistory ?? []), change] };
  });
  return before;
}

/** The ids indexed under one day (requests whose storing failed halfway included). */
export async function idsOfDay(requests: Store, day: string): Promise<string[]> {
  const { blobs } = await requests.list({ prefix: requestKeys.dayPrefix(day) });
  return blobs.map(({ key }) => idOfDayKey(key));
}

/** A photo of a deleted request that other stored requests list too, so it was kept. */
export interface KeptPhoto {
  name: string;
  usedBy: string[];
}

/** The stored requests other than `id` that list photo `name`, found through its notes. */
async function otherUsers(stores: Pick<QuoteStores, 'requests' | 'photos'>, name: string, id: string) {
  const { blobs } = await stores.photos.list({ prefix: photoKeys.notesOf(name) });
  const others = blobs.map(({ key }) => parseNoteKey(key).id).filter((other) => other !== id);
  const lists = await Promise.all(
    others.map(async (other) => (await readRequest(stores.requests, other))?.photoUrls.map(nameOfPhotoUrl) ?? []),
  );
  return others.filter((_, i) => lists[i]!.includes(name));
}

/**
 * Deletes a request found in the index of `day`: its photos that no other stored request lists
 * (a changed request resent from the wizard keeps the photos it uploaded), their notes, the record,
 * then the index entry, so a deletion cut short is finished when the day is next looked at. Answers
 * the photos kept for other requests.
 */
export async function deleteRequest(
  stores: Pick<QuoteStores, 'requests' | 'photos'>,
  day: string,
  id: string,
): Promise<KeptPhoto[]> {
  const record = await readRequest(stores.requests, id);
  const names = (record?.photoUrls ?? []).map(nameOfPhotoUrl);
  const photos = await Promise.all(
    names.map(async (name) => {
      const usedBy = await otherUsers(stores, name, id);
      await Promise.all([
        ...(usedBy.length === 0 ? photoKeys.photoAndThumbnail(name).map((key) => stores.photos.delete(key)) : []),
        stores.photos.delete(photoKeys.note(name, id)),
      ]);
      return { name, usedBy };
    }),
  );
  await deleteEntry(stores.requests, requestKeys.record(id));
  await stores.requests.delete(requestKeys.day(day, id));
  return photos.filter(({ usedBy }) => usedBy.length > 0);
}

/**
 * Deletes one request for good (a privacy request): its photos no other request lists and their
 * notes, the record, its index entry and any outbox entry. Answers the deleted record and the photos
 * kept, or undefined when none is stored.
 */
export async function forgetRequest(
  stores: Pick<QuoteStores, 'requests' | 'photos'>,
  id: string,
): Promise<{ record: QuoteRecord; kept: KeptPhoto[] } | undefined> {
  const record = await readRequest(stores.requests, id);
  if (!record) return undefined;
  const kept = await deleteRequest(stores, dayOf(Date.parse(record.createdAt)), id);
  // The outbox lists only requests still owing an email: a short listing.
  const { blobs } = await stores.requests.list({ prefix: requestKeys.outboxPrefix });
  const owed = blobs.filter(({ key }) => parseOutboxKey(key)?.id === id);
  await Promise.all(owed.map(({ key }) => stores.requests.delete(key)));
  return { record, kept };
}

/**
 * Deletes the requests of every day that ended `retentionDays` ago, with their photos, oldest day
 * first (a cursor keeps the last day done), so a run touches only the days that came due. Stops at
 * `deadline`; the next run goes on. Answers how many requests it deleted.
 */
export async function deleteExpiredRequests(
  stores: Pick<QuoteStores, 'requests' | 'photos'>,
  retentionDays: number,
  now = Date.now(),
  deadline = Infinity,
): Promise<number> {
  let deleted = 0;
  await walkDueBuckets({
    store: stores.requests,
    unit: 'day',
    prefix: requestKeys.daysPrefix,
    cursorKey: requestKeys.retentionCursor,
    lastDue: dayOf(now - (retentionDays + 1) * DAY_MS),
    deadline,
    async work(day) {
      const ids = await idsOfDay(stores.requests, day);
      const ran = await eachBounded(ids, (id) => deleteRequest(stores, day, id), deadline);
      deleted += ran;
      return ran === ids.length;
    },
  });
  return deleted;
}
