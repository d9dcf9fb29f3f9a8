// A stored quote request, as kept in the `quote-requests` store and listed by `npm run quotes`.
// No runtime imports from src/: the owner CLI loads this file with plain Node.

export type QuoteStatus = 'notification-pending' | 'notified';

export interface QuoteFields {
  name: string;
  phone: string;
  email: string;
  zip?: string;
  issue?: string;
  comments?: string;
  preferredDate?: string;
  preferredTime?: string;
}

export interface QuoteRecord {
  id: string;
  createdAt: string;
  status: QuoteStatus;
  fields: QuoteFields;
  photoUrls: string[];
  /** When each email went out; a missing entry is still owed. */
  notified: { owner?: string; homeowner?: string };
  /** Sending attempts so far, and when the latest started (the retry job waits after it). */
  attempts: number;
  lastAttemptAt: string;
}

/** One row of `npm run quotes -- list --json`: every field at the top level. */
export type QuoteRow = { id: string; createdAt: string; status: QuoteStatus } & QuoteFields & {
  photoUrls: string[];
};

export const FIELD_ORDER = [
  'name',
  'phone',
  'email',
  'zip',
  'issue',
  'comments',
  'preferredDate',
  'preferredTime',
] as const satisfies readonly (keyof QuoteFields)[];

export function toRow(record: QuoteRecord): QuoteRow {
  return {
    id: record.id,
    createdAt: record.createdAt,
    status: record.status,
    ...record.fields,
    photoUrls: record.photoUrls,
  };
}
