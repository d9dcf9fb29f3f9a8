// Every 15 minutes: the owner's report emails that came due. The weekly report from Monday 7 AM
// Central time on (Netlify's schedules are in UTC, which is 12:00 or 13:00 as daylight saving time
// comes and goes, so the week's Monday is decided here), and a flood summary after an hour whose
// owner emails were used up. Each goes once, however many runs see it due.
import type { Config, Context } from '@netlify/functions';
import { ownerEmailsPerHour } from '../lib/config';
import { logFailure, withNosniff } from '../lib/http';
import { createMailer, notifyTo, reportTo } from '../lib/mailer';
import { sendFloodSummary } from '../lib/owner-email-limit';
import { floodSummaryEmail, weeklyReportEmail } from '../lib/report-emails';
import { sendOnce } from '../lib/send-once';
import { requestKeys } from '../lib/store-layout';
import { openStores } from '../lib/stores';
import { postTitles, reportMonday, weeklyReport } from '../lib/weekly-report';

/** Scheduled functions get 30 s: an email that takes longer is given up, and tried at the next run. */
const SEND_TIMEOUT_MS = 20_000;
/** The live site's post titles, which the report names first pages by, are read within this time. */
const TITLES_TIMEOUT_MS = 3_000;

export default withNosniff(async (_request: Request, context: Context): Promise<Response> => {
  const deployContext = context.deploy?.context;
  const stores = openStores(deployContext);
  const now = Date.now();
  const mailer = createMailer(deployContext);
  const send = (email: Parameters<typeof mailer.send>[0]) =>
    mailer.send(email, { signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
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
    task('weekly report', async () => {
      const monday = reportMonday(now);
      const sent = await sendOnce(stores.requests, requestKeys.weeklyReport(monday), now, async () => {
        const siteUrl = context.site?.url ?? process.env.URL;
        const titles = siteUrl
          ? await postTitles(siteUrl, AbortSignal.timeout(TITLES_TIMEOUT_MS)).catch((error: unknown) => {
              console.error(`[quote-reports] weekly report: first pages shown by path: ${(error as Error).message}`);
              return new Map<string, string>();
            })
          : new Map<string, string>();
        await send(weeklyReportEmail(await weeklyReport(stores.requests, monday, titles), reportTo(), deployContext));
      });
      return sent ? `sent the report due ${monday}` : `the report due ${monday} went already`;
    }),
    task('flood summary', async () => {
      const held = await sendFloodSummary(stores.rateLimits, now, (count, hourStart) =>
        send(floodSummaryEmail(count, hourStart, ownerEmailsPerHour(), notifyTo(), deployContext)),
      );
      return held ? `sent, ${held} requests held` : 'none due';
    }),
  ]).finally(() => mailer.close?.());
  return new Response(null, { status: results.every(Boolean) ? 204 : 500 });
});

export const config: Config = { schedule: '*/15 * * * *' };
