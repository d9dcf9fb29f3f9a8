// Every 5 minutes: deliver emails and webhooks still owed for stored requests; forget rate-limit hours that
// can no longer count; delete uploaded photos no request uses; delete requests past their
// retention. Each task touches only what came due, runs on its own (one failing or slow task never
// stops the others), and all stop starting new work at the time budget.
import type { Config, Context } from '@netlify/functions';
import { retentionDays } from '../../src/lib/quote/retention';
import { SettingError } from '../../src/lib/settings';
import { webhookSettings } from '../lib/config';
import { logFailure, withNosniff } from '../lib/http';
import { purgeExpiredLimits } from '../lib/limits/cleanup';
import { createMailer, notifyTo } from '../lib/email/mailer';
import { deliverOutbox } from '../lib/delivery/notifications';
import { deleteUnusedPhotos } from '../lib/photos/sweep';
import { deleteExpiredRequests } from '../lib/storage/quote-store';
import { openStores } from '../lib/storage/stores';

/** Scheduled functions get 30 s: no task starts new work after this, */
const TIME_BUDGET_MS = 18_000;
/** and no email or webhook runs past this, whatever the server does, leaving time to record it. */
const SENDING_ENDS_MS = 24_000;

export default withNosniff(async (_request: Request, context: Context): Promise<Response> => {
  const stores = openStores(context.deploy?.context);
  const now = Date.now();
  const deadline = now + TIME_BUDGET_MS;
  const task = async (name: string, run: () => Promise<string>) => {
    try {
      console.log(`[quote-notify-retry] ${name}: ${await run()}`);
      return true;
    } catch (error) {
      if (error instanceof SettingError) console.error(`[quote-notify-retry] ${name} skipped: ${error.message}`);
      else logFailure(`quote-notify-retry ${name}`, context.requestId, error);
      return false;
    }
  };
  // One SMTP connection for every email of the run.
  const mailer = createMailer(context.deploy?.context);
  const results = await Promise.all([
    task('emails', async () => {
      const report = await deliverOutbox(stores.requests, {
        mailer,
        notifyTo: notifyTo(),
        webhook: webhookSettings(),
        now,
        startBy: deadline,
        endBy: now + SENDING_ENDS_MS,
      });
      return `delivered ${report.delivered}, failed ${report.failed}, pending ${report.stillPending}`;
    }).finally(() => mailer.close?.()),
    task('rate limits', async () => `purged ${await purgeExpiredLimits(stores.rateLimits, now, deadline)}`),
    task(
      'photos',
      async () => `deleted ${await deleteUnusedPhotos(stores.photos, stores.requests, now, deadline)} unused`,
    ),
    task(
      'retention',
      async () => `deleted ${await deleteExpiredRequests(stores, retentionDays(), now, deadline)} expired requests`,
    ),
  ]);
  return new Response(null, { status: results.every(Boolean) ? 204 : 500 });
});

export const config: Config = { schedule: '*/5 * * * *' };
