// Every 5 minutes: deliver emails still owed for stored requests; forget expired rate-limit hashes.
import type { Config, Context } from '@netlify/functions';
import { logFailure } from '../lib/http';
import { createMailer, notifyTo } from '../lib/mailer';
import { retryPendingNotifications } from '../lib/notifications';
import { purgeExpired } from '../lib/rate-limit';
import { openStore, STORE_NAMES } from '../lib/stores';

export default async (_request: Request, context: Context): Promise<Response> => {
  const deployContext = context.deploy?.context;
  try {
    const report = await retryPendingNotifications(
      openStore(STORE_NAMES.requests, deployContext),
      createMailer(deployContext),
      notifyTo(),
    );
    const purged = await purgeExpired(openStore(STORE_NAMES.rateLimits, deployContext));
    console.log(`[quote-notify-retry] delivered ${report.delivered}, pending ${report.stillPending}, purged ${purged}`);
    return new Response(null, { status: 204 });
  } catch (error) {
    logFailure('quote-notify-retry', context.requestId, error);
    return new Response(null, { status: 500 });
  }
};

export const config: Config = { schedule: '*/5 * * * *' };
