// `resend <id>` and `resend --failed`: the owner email again (and a confirmation never sent),
// over one SMTP connection, as the scheduled job sends them. One line per request.
import { createMailer, notifyTo } from '../../netlify/lib/mailer.ts';
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
      try {
        const status = await resendRequest(stores.requests, id, mailer, notifyTo());
        const record = status && (await readRequest(stores.requests, id));
        if (!record) throw new Refusal(`No quote request ${id}.`);
        await print(`${id}  owner email sent; confirmation ${emailState(record, 'homeowner')}\n`);
      } catch (error) {
        if (error instanceof Refusal) throw error;
        unsent++;
        if (error instanceof ConflictError) {
          await print(`${id}  not sent: the scheduled job is sending it right now; try again in a minute\n`);
          continue;
        }
        const reason = failureClass(failureCode(error));
        // A login, sender or connection failure fails every email alike: one try per run.
        if (!isRecipientFailure(error)) serverFailure = `the SMTP server failed above, ${reason}`;
        await print(`${id}  not sent: ${reason}\n`);
      }
    }
  } finally {
    mailer.close?.();
  }
  if (unsent) throw new Refusal(`${unsent} of ${targets.length} not sent.`);
}
