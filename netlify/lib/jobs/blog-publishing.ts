// The `blog-publishing` store of publish-due-posts: each day's claim of its build, and a note of each
// day a post came due with no build hook to publish it, which the next weekly report names.
import type { Store } from '@netlify/blobs';
import { openStore } from '../storage/stores';

const STORE = 'blog-publishing';

/** Production's store (scheduled functions run on the published deploy alone); a `requestDeadline` bounds every call. */
export const openPublishingStore = (requestDeadline?: number): Store => openStore(STORE, { requestDeadline });

export const publishingKeys = {
  /** The day (YYYY-MM-DD, Dallas) a build was started, or the missing hook noted. */
  day: (day: string) => `day/${day}`,
  unpublishedPrefix: 'no-build-hook/',
  /** Posts due on `due` could not go live on `today` (both YYYY-MM-DD, Dallas): BUILD_HOOK_URL was missing. */
  unpublished: (today: string, due: string) => `no-build-hook/${today}/${due}`,
};

/** Notes that the posts due on `due` could not go live on `today`. */
export async function noteUnpublished(store: Store, today: string, due: string): Promise<void> {
  await store.set(publishingKeys.unpublished(today, due), '');
}

/** The due days of the posts that could not go live from `first` to `last` (YYYY-MM-DD, Dallas), oldest first. */
export async function unpublishedBetween(store: Store, first: string, last: string): Promise<string[]> {
  const { blobs } = await store.list({ prefix: publishingKeys.unpublishedPrefix });
  const due = blobs.flatMap(({ key }) => {
    const [, today = '', day = ''] = key.split('/');
    return today >= first && today <= last ? [day] : [];
  });
  return [...new Set(due)].sort();
}
