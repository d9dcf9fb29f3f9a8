// `resend <id>` and `resend --failed`: the owner email again (and a confirmation never sent, and
// the webhook if still owed), over one SMTP connection, as the scheduled job sends them. One line
// per request.
import { webhookSettings } from '../../netlify/lib/config.ts';
import { createMailer, notifyTo, type Mailer } from '../../netlify/lib/email/mailer.ts';
import { failureCode } from '../../netlify/lib/email/mail-failures.ts';
import { resendRequest, type Attempt } from '../../netlify/lib/delivery/notifications.ts';
import { ConflictError } from '../../netlify/lib/storage/versioned.ts';
import { readRows, type Filters } from './list.ts';
import { liveHint, notFound, print, Refusal } from './output.ts';
import { smtpUrl } from './secrets.ts';
import { emailState, failureClass } from './show.ts';
import type { OpenStores } from './stores.ts';

/** The requests whose owner email failed for good: what `resend --failed` sends. */
async function failedIds(stores: OpenStores, filters: Filters): Promise<string[]> {
  const rows = await readRows(stores, filters);
  return rows.filter((row) => row.notification === 'notification-failed').map((row) => row.id);
}

/**
 * The SMTP settings to send with: for the site's own stores, its SMTP_URL from the file SMTP_URL_FILE
 * names or typed when asked; locally, as `npm start` sends (.eml files without SMTP settings).
 */
async function mailSettings(stores: OpenStores): Promise<NodeJS.ProcessEnv> {
  if (stores.deployContext === 'dev' || process.env.SMTP_HOST) return process.env;
  return { ...process.env, SMTP_URL: await smtpUrl() };
}

interface Outcome {
  line: string;
  /** The owner email went out. */
  sent: boolean;
  /** A login, sender or connection failure: every further email would fail alike. */
  serverFailure?: string;
}

async function resendOne(stores: OpenStores, mailer: Mailer, id: string): Promise<Outcome> {
  let attempt: Attempt | undefined;
  try {
    attempt = await resendRequest(stores.requests, id, { mailer, notifyTo: notifyTo(), webhook: webhookSettings() });
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    return { line: `${id}  not sent: the scheduled job is sending it right now; try again in a minute`, sent: false };
  }
  if (!attempt) throw notFound(stores, id);
  const { owed, mailServerError } = attempt;
  const serverFailure =
    mailServerError === undefined
      ? undefined
      : `the SMTP server failed above, ${failureClass(failureCode(mailServerError))}`;
  if (owed.owner) return { line: `${id}  not sent: ${failureClass(owed.owner)}`, sent: false, serverFailure };
  const confirmation = owed.homeowner
    ? `not sent: ${failureClass(owed.homeowner)}, the scheduled job retries it`
    : emailState(attempt.record, 'homeowner');
  return { line: `${id}  owner email sent; confirmation ${confirmation}`, sent: true, serverFailure };
}

export async function resend(stores: OpenStores, ids: string[] | { failed: Filters }) {
  const targets = Array.isArray(ids) ? ids : await failedIds(stores, ids.failed);
  if (targets.length === 0) {
    await print(`No quote requests with a failed owner email.\n${liveHint(stores)}`);
    return;
  }
  const mailer = createMailer(stores.deployContext, await mailSettings(stores));
  let unsent = 0;
  let serverFailure: string | undefined;
  try {
    for (const id of targets) {
      if (serverFailure) {
        unsent++;
        await print(`${id}  not tried: ${serverFailure}\n`);
        continue;
      }
      const outcome = await resendOne(stores, mailer, id);
      if (!outcome.sent) unsent++;
      serverFailure = outcome.serverFailure;
      await print(`${outcome.line}\n`);
    }
  } finally {
    mailer.close?.();
  }
  if (unsent) throw new Refusal(`${unsent} of ${targets.length} not sent.`);
}
