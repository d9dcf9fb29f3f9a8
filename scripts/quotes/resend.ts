// `resend <id>` and `resend --failed`: the owner email again (and a confirmation never sent),
// over one SMTP connection, as the scheduled job sends them. One line per request.
import { createMailer, notifyTo, type Mailer } from '../../netlify/lib/mailer.ts';
import { failureCode, isRecipientFailure, resendRequest } from '../../netlify/lib/notifications.ts';
import { readRequest } from '../../netlify/lib/quote-store.ts';
import { ConflictError } from '../../netlify/lib/versioned.ts';
import { readRows, type Filters } from './list.ts';
import { print, Refusal } from './output.ts';
import { emailState, failureClass } from './show.ts';
import type { OpenStores } from './stores.ts';

/** The requests whose owner email failed for good: what `resend --failed` sends. */
async function failedIds(stores: OpenStores, filters: Filters): Promise<string[]> {
  const rows = await readRows(stores, filters);
  return rows.filter((row) => row.notification === 'notification-failed').map((row) => row.id);
}

interface Outcome {
  line: string;
  /** The owner email went out. */
  sent: boolean;
  /** A login, sender or connection failure: every further email would fail alike. */
  serverFailure?: string;
}

async function resendOne(stores: OpenStores, mailer: Mailer, id: string): Promise<Outcome> {
  const startedAt = new Date().toISOString();
  try {
    const status = await resendRequest(stores.requests, id, mailer, notifyTo());
    const record = status && (await readRequest(stores.requests, id));
    if (!record) throw new Refusal(`No quote request ${id}.`);
    return { line: `${id}  owner email sent; confirmation ${emailState(record, 'homeowner')}`, sent: true };
  } catch (error) {
    if (error instanceof Refusal) throw error;
    if (error instanceof ConflictError) {
      return { line: `${id}  not sent: the scheduled job is sending it right now; try again in a minute`, sent: false };
    }
    const reason = failureClass(failureCode(error));
    const serverFailure = isRecipientFailure(error) ? undefined : `the SMTP server failed above, ${reason}`;
    const ownerSentAt = (await readRequest(stores.requests, id))?.notified.owner;
    if (ownerSentAt && ownerSentAt >= startedAt) {
      const line = `${id}  owner email sent; confirmation not sent: ${reason}, the scheduled job retries it`;
      return { line, sent: true, serverFailure };
    }
    return { line: `${id}  not sent: ${reason}`, sent: false, serverFailure };
  }
}

export async function resend(stores: OpenStores, ids: string[] | { failed: Filters }) {
  const targets = Array.isArray(ids) ? ids : await failedIds(stores, ids.failed);
  if (targets.length === 0) {
    await print('No quote requests with a failed owner email.\n');
    return;
  }
  const mailer = createMailer(stores.deployContext);
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
