// `status <id> <status>`: where the owner is with a lead.
import type { QuoteStatus } from '../../netlify/lib/quote-record.ts';
import { setStatus } from '../../netlify/lib/quote-store.ts';
import { notFound, print } from './output.ts';
import type { OpenStores } from './stores.ts';

export async function status(stores: OpenStores, id: string, next: QuoteStatus) {
  const before = await setStatus(stores.requests, id, next);
  if (!before) throw notFound(stores, id);
  await print(before === next ? `${id} is already ${next}.\n` : `${id}: ${next} (was ${before}).\n`);
}
