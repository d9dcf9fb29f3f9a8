// The keys of the quote backend's three Blobs stores (docs/quote-backend.md#keys).
// Imports carry `.ts`: the owner CLI loads this file with plain Node.
import { LIMITS } from '../../../src/lib/quote/limits.ts';
import { dayOf, hourOf } from './periods.ts';

export const STORE_NAMES = {
  requests: 'quote-requests',
  photos: 'contact-photos',
  rateLimits: 'quote-rate-limits',
} as const;

export type StoreName = (typeof STORE_NAMES)[keyof typeof STORE_NAMES];

/**
 * `quote-requests`: each request once by id, an index entry under the day it was stored, and an
 * outbox entry, named by when it is next due, while it still owes the owner or homeowner an email.
 */
export const requestKeys = {
  record: (id: string) => `request/${id}`,
  dayPrefix: (day: string) => `day/${day}/`,
  day: (day: string, id: string) => `day/${day}/${id}`,
  daysPrefix: 'day/',
  outboxPrefix: 'outbox/',
  outbox: (dueAt: number, id: string) => `outbox/${String(dueAt).padStart(13, '0')}-${id}`,
  /** The last day whose requests the retention job has deleted. */
  retentionCursor: 'cursor/retention',
  /** The weekly report of the week that ends on Monday `monday` (YYYY-MM-DD, Central): being sent, or sent. */
  weeklyReport: (monday: string) => `report/week/${monday}`,
  /** What the weekly reports count of the requests indexed under `day` (week-tallies.ts). */
  tally: (day: string) => `report/day/${day}`,
  /** The last day whose tally is final. */
  tallyCursor: 'cursor/tallies',
  /** A request whose email the retry job gave up on, under the day and time it gave up. */
  givenUp: (at: number, id: string) => `report/given-up/${dayOf(at)}/${String(at).padStart(13, '0')}-${id}`,
  givenUpPrefix: (day: string) => `report/given-up/${day}/`,
};

/** When the retry job gave up on a request's email, and the request's id, from its `givenUp` key. */
export function parseGivenUpKey(key: string): { at: number; id: string } | undefined {
  const match = /^report\/given-up\/[\d-]{10}\/(\d{13})-(\w+)$/.exec(key);
  return match ? { at: Number(match[1]), id: match[2]! } : undefined;
}

/** The due time and request id of an outbox key, or undefined for anything else. */
export function parseOutboxKey(key: string): { dueAt: number; id: string } | undefined {
  const match = /^outbox\/(\d{13})-(\w+)$/.exec(key);
  return match ? { dueAt: Number(match[1]), id: match[2]! } : undefined;
}

/** The id of a day index key (`day/<day>/<id>`). */
export const idOfDayKey = (key: string): string => key.slice(key.lastIndexOf('/') + 1);

const PHOTO_EXTENSIONS = ['jpg', 'png', 'webp', 'gif'] as const;
export type PhotoExtension = (typeof PHOTO_EXTENSIONS)[number];

/** `contact-<upload time>-<index>-<random>.<ext>`: the name in a photo's public URL. */
const PHOTO_NAME = new RegExp(
  `^contact-(\\d{13})-[0-${LIMITS.maxPhotos - 1}]-[0-9a-f]{32}\\.(${PHOTO_EXTENSIONS.join('|')})$`,
);

export const isPhotoName = (name: string): boolean => PHOTO_NAME.test(name);

/** The photo name at the end of a stored photo URL. */
export const nameOfPhotoUrl = (url: string): string => url.slice(url.lastIndexOf('/') + 1);

/** When a photo was uploaded, from its (well-formed) name. */
export const uploadedAt = (name: string): number => Number(PHOTO_NAME.exec(name)?.[1]);

const photoKey = (name: string) => `photo/${hourOf(uploadedAt(name))}/${name}`;
const thumbnailKey = (name: string) => `thumbnail/${hourOf(uploadedAt(name))}/${name}`;

/**
 * `contact-photos`: each photo under the hour it was uploaded, its thumbnail for the owner's email
 * apart (the cleanup lists photos alone), and a note per request that uses it, under the same hour,
 * written before the request itself.
 */
export const photoKeys = {
  photo: photoKey,
  thumbnail: thumbnailKey,
  /** What deleting a photo deletes. */
  photoAndThumbnail: (name: string) => [photoKey(name), thumbnailKey(name)],
  hourPrefix: (hour: string) => `photo/${hour}/`,
  hoursPrefix: 'photo/',
  note: (name: string, id: string) => `used/${hourOf(uploadedAt(name))}/${name}/${id}`,
  notesOf: (name: string) => `used/${hourOf(uploadedAt(name))}/${name}/`,
  notesPrefix: (hour: string) => `used/${hour}/`,
  /** The last hour whose unused photos the cleanup has deleted. */
  cleanupCursor: 'cursor/cleanup',
};

/** The photo name and request id of a note key (`used/<hour>/<name>/<id>`). */
export function parseNoteKey(key: string): { name: string; id: string } {
  const [, , name = '', id = ''] = key.split('/');
  return { name, id };
}

/**
 * `quote-rate-limits`: the salt of every hash in it, then each limit under a prefix named as its
 * module is, its records under the hour or day they count in, so the cleanup deletes whole hours
 * and days.
 */
export const saltKey = 'salt';

/** Each client's accepted actions under the hour they were taken (client-rate-limit.ts). */
export const clientLimitKeys = {
  prefix: 'client-rate-limit/',
  hits: (hour: string, action: string, client: string) => `client-rate-limit/${hour}/${action}/${client}`,
};

/** Each homeowner confirmation under the day it was granted (confirmation-limit.ts). */
export const confirmationKeys = {
  prefix: 'confirmation-limit/',
  /** The request granted a mailbox's confirmation that day, by the mailbox's hash. */
  mailbox: (day: string, address: string) => `confirmation-limit/${day}/mailbox/${address}`,
  /** The requests granted a confirmation that day, site-wide, one entry each. */
  grantedPrefix: (day: string) => `confirmation-limit/${day}/request/`,
  granted: (day: string, id: string) => `confirmation-limit/${day}/request/${id}`,
};

/**
 * The owner emails (owner-email-limit.ts) of each network (by its salted hash) in an hour, and of the
 * whole site in a day: each numbered slot is taken once, by one request.
 */
export const ownerEmailKeys = {
  prefix: 'owner-email-limit/',
  dayPrefix: (day: string) => `owner-email-limit/${day}/`,
  networkPrefix: (hour: string, network: string) => `owner-email-limit/${hour}/network/${network}/`,
};

/** The requests of each hour whose owner email was held, and the hour's summary (flood-summary.ts). */
export const floodKeys = {
  prefix: 'flood-summary/',
  hourPrefix: (hour: string) => `flood-summary/${hour}/`,
  /** A held request, named by when it was held so a listing comes oldest first. */
  heldPrefix: (hour: string) => `flood-summary/${hour}/held/`,
  held: (hour: string, heldAt: number, id: string) =>
    `flood-summary/${hour}/held/${String(heldAt).padStart(13, '0')}-${id}`,
  /** The summary listing `count` held requests: being sent, or sent. */
  summary: (hour: string, count: number) => `flood-summary/${hour}/sent/${count}`,
  /** A time the server refused the hour's summary itself. */
  refusedPrefix: (hour: string) => `flood-summary/${hour}/refused/`,
  refused: (hour: string, at: number) => `flood-summary/${hour}/refused/${String(at).padStart(13, '0')}`,
  /** The summary gave way: each held request went back to the retry job for its own email. */
  gaveWay: (hour: string) => `flood-summary/${hour}/gave-way`,
};
