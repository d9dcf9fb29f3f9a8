// Every 5 minutes: deliver emails still owed for stored requests; forget expired rate-limit
// hashes; delete uploaded photos no request uses. Each task runs on its own, so one failing or
// slow task never stops the others, and all stop starting new work at the time budget.
import type { Config, Context } from '@netlify/functions';
import { logFailure } from '../lib/http';
import { createMailer, notifyTo } from '../lib/mailer';
import { retryPendingNotifications } from '../lib/notifications';
import { deleteUnusedPhotos } from '../lib/photos';
import { purgeExpired } from '../lib/rate-limit';
import { openStore, STORE_NAMES } from '../lib/stores';

/** Scheduled functions get 30 s; an email started just before this has its 10 s SMTP timeouts left. */
const TIME_BUDGET_MS = 18_000;

export default async (_request: Request, context: Context): Promise<Response> => {
  const deployContext = context.deploy?.context;
  const now = Date.now();
  const deadline = now + TIME_BUDGET_MS;
  const task = async (name: string, run: () => Promise<string>) => {
    try {
      console.log(`[quote-notify-retry] ${name}: ${await run()}`);
      return true;
    } catch (error) {
      logFailure(`quote-notify-retry ${name}`, context.requestId, error);
      return false;
    }
  };
  const results = await Promise.all([
    task('emails', async () => {
      const requests = openStore(STORE_NAMES.requests, deployContext);
      const report = await retryPendingNotifications(requests, createMailer(deployContext), notifyTo(), now, deadline);
      return `delivered ${report.delivered}, failed ${report.failed}, pending ${report.stillPending}`;
    }),
    task(
      'rate limits',
      async () => `purged ${await purgeExpired(openStore(STORE_NAMES.rateLimits, deployContext), now, deadline)}`,
    ),
    task(
      'photos',
      async () =>
        `deleted ${await deleteUnusedPhotos(openStore(STORE_NAMES.photos, deployContext), now, deadline)} unused`,
    ),
  ]);
  return new Response(null, { status: results.every(Boolean) ? 204 : 500 });
};

export const config: Config = { schedule: '*/5 * * * *' };
