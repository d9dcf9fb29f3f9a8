// Every 15 minutes: the owner's report emails that came due. The weekly report from Monday 7 AM
// Central time on (Netlify's schedules are in UTC, which is 12:00 or 13:00 as daylight saving time
// comes and goes, so the week's Monday is decided here), its counts kept up as the requests come in,
// and a flood summary after an hour that held owner emails. Each goes once, however many
// runs see it due.
import type { Config, Context } from '@netlify/functions';
import { openPublishingStore } from '../lib/jobs/blog-publishing';
import { ownerEmailsPerDay } from '../lib/config';
import { sendFloodSummaries } from '../lib/reports/flood-summary';
import { logFailure, withNosniff } from '../lib/http';
import { addressesLeft, createMailer, notifyTo } from '../lib/email/mailer';
import { floodSummaryEmail, weeklyReportEmail } from '../lib/email/report-emails';
import { BACKGROUND_LIMITS, openStore, openStores } from '../lib/storage/stores';
import { STORE_NAMES } from '../lib/storage/layout';
import { runWeeklyReport } from '../lib/reports/weekly-report';

/** Scheduled functions get 30 s: an email that takes longer is given up, and tried at the next run. */
const REPORT_SEND_TIMEOUT_MS = 20_000;

/**
 * Netlify stops a scheduled function 30 s after it starts, whatever it is doing. Counted from the
 * run's start, the weekly report starts no read after READS_UNTIL_MS (it goes with what was read by
 * then), its email is given up at SEND_UNTIL_MS, and every Blobs call of it ends by BLOBS_UNTIL_MS:
 * recording it sent, after the email, has time to finish.
 */
const READS_UNTIL_MS = 12_000;
const SEND_UNTIL_MS = 22_000;
const BLOBS_UNTIL_MS = 27_000;

export default withNosniff(async (_request: Request, context: Context): Promise<Response> => {
  const deployContext = context.deploy?.context;
  const stores = openStores(deployContext);
  const now = Date.now();
  const mailer = createMailer(deployContext);
  const send = (email: Parameters<typeof mailer.send>[0]) =>
    mailer.send(email, { signal: AbortSignal.timeout(REPORT_SEND_TIMEOUT_MS) });
  const task = async (name: string, run: () => Promise<string>) => {
    try {
      console.log(`[quote-reports] ${name}: ${await run()}`);
      return true;
    } catch (error) {
      logFailure(`quote-reports ${name}`, context.requestId, error);
      return false;
    }
  };
  const results = await Promise.all([
    task('weekly report', () =>
      runWeeklyReport({
        requests: openStore(STORE_NAMES.requests, {
          deployContext,
          requestDeadline: now + BLOBS_UNTIL_MS,
          limits: BACKGROUND_LIMITS,
        }),
        publishing: openPublishingStore(now + BLOBS_UNTIL_MS),
        now,
        readsUntil: now + READS_UNTIL_MS,
        siteUrl: context.site?.url ?? process.env.URL,
        send: (report, to) =>
          mailer.send(weeklyReportEmail(report, to, deployContext), {
            signal: AbortSignal.timeout(Math.max(0, now + SEND_UNTIL_MS - Date.now())),
          }),
      }),
    ),
    task('flood summary', async () => {
      const held = await sendFloodSummaries(stores.rateLimits, stores.requests, now, (summary, took) =>
        send(
          floodSummaryEmail(summary, ownerEmailsPerDay(), addressesLeft(notifyTo(), took).join(', '), deployContext),
        ),
      );
      return held ? `sent, ${held} requests held` : 'none due';
    }),
  ]).finally(() => mailer.close?.());
  return new Response(null, { status: results.every(Boolean) ? 204 : 500 });
});

export const config: Config = { schedule: '*/15 * * * *' };
