// `show <id>`: one request as the owner works it: its fields, photos, source, emails and status.
import { nextAttemptAt } from '../../netlify/lib/delivery/notifications.ts';
import {
  quoteStatus,
  requestLanguage,
  type QuoteRecord,
  type Recipient,
} from '../../netlify/lib/storage/quote-record.ts';
import { readRequest } from '../../netlify/lib/storage/quote-store.ts';
import { business } from '../../src/data/business.ts';
import { LANGUAGE_NAMES } from '../../src/lib/i18n/languages.ts';
import { describeLeadSource, QUOTE_VALUE_FIELDS, shownValue } from '../../src/lib/quote/index.ts';
import { dallasTime, notFound, print, visible } from './output.ts';
import type { OpenStores } from './stores.ts';

/** What a recorded failure code means for the owner, most specific first. */
const FAILURE_CLASSES: [RegExp, string][] = [
  [/^(530|534|535|EAUTH)$/, 'SMTP login refused'],
  [/^(ECONNECTION|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ESOCKET|EDNS)$/, 'SMTP server unreachable'],
  [/^ETLS$/, 'TLS failed'],
  [/^MailNotConfiguredError$/, 'SMTP not configured'],
  [/^(452|552)$/, 'mailbox or sending quota full'],
  [/^4\d\d$/, 'temporary SMTP refusal'],
  [/^5\d\d$/, 'refused by the SMTP server'],
];

export function failureClass(code: string): string {
  const known = FAILURE_CLASSES.find(([pattern]) => pattern.test(code));
  return known ? `${known[1]} (${visible(code)})` : visible(code);
}

/** Where one email stands: sent, pending (and when the job tries next), failed or not to be sent. */
export function emailState(record: QuoteRecord, recipient: Recipient): string {
  const sent = record.notified[recipient];
  const shortened = recipient === 'owner' ? record.ownerEmailShortened : undefined;
  if (sent && shortened) {
    return `sent ${dallasTime(sent)}, a short version: the full email was refused for what the visitor wrote (${visible(shortened)})`;
  }
  if (sent) return `sent ${dallasTime(sent)}`;
  const skipped = record.skipped?.[recipient];
  const failed = record.failed?.[recipient];
  if (skipped === 'throttled') return 'not sent: this mailbox got a confirmation in the last 24 hours';
  if (skipped === 'capped') return 'not sent: the site had sent its confirmations for the day';
  if (skipped === 'refused') return `not sent: address refused (${visible(failed ?? '')}); call them`;
  if (skipped === 'spam') return 'not sent: held as suspected spam (the form’s hidden field was filled)';
  if (skipped === 'flood') return 'not sent one by one: held in a flood, listed in its hour’s flood summary';
  if (failed) return `notification-failed: ${failureClass(failed)}`;
  const tookIt = recipient === 'owner' ? (record.ownerSentTo ?? []) : [];
  const partly = tookIt.length ? `sent to ${tookIt.join(', ')} only; pending for the others` : 'pending';
  return `${partly}, next attempt ${dallasTime(nextAttemptAt(record))}`;
}

/** Where the CRM webhook stands; undefined when the request never met one (QUOTE_WEBHOOK_URL unset). */
function webhookState(record: QuoteRecord): string | undefined {
  const sent = record.notified.webhook;
  if (sent) return `delivered ${dallasTime(sent)}`;
  if (record.skipped?.webhook === 'spam') return 'not sent: held as suspected spam';
  const failed = record.failed?.webhook;
  return failed ? `failed: refused by the receiver or unreachable for three days (${visible(failed)})` : undefined;
}

/** Label and value lines, the values lined up; a value's own line breaks are kept, indented. */
function section(title: string, lines: [string, string][]): string {
  const width = Math.max(0, ...lines.map(([label]) => label.length)) + 2;
  const body = lines.flatMap(([label, value]) =>
    value
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((part, i) => `  ${(i === 0 ? label : '').padEnd(width)}${visible(part)}`.trimEnd()),
  );
  return [title, ...body].join('\n');
}

export function describeRequest(record: QuoteRecord): string {
  const source = describeLeadSource(record.attribution);
  const fields = QUOTE_VALUE_FIELDS.map((field): [string, string] => [
    field.label,
    shownValue(field, record.fields[field.name]) ?? '-',
  ]);
  const history = record.statusHistory ?? [];
  const webhook = webhookState(record);
  const sections = [
    section(`Quote request ${record.id}`, [
      ['Status', quoteStatus(record)],
      ['Received', dallasTime(record.createdAt)],
      ['Language', LANGUAGE_NAMES[requestLanguage(record)]],
    ]),
    section('Fields', fields),
    [`Photos: ${record.photoUrls.length}`, ...record.photoUrls.map((url) => `  ${visible(url)}`)].join('\n'),
    section(
      `Where they came from: ${source.headline}`,
      source.details.map(({ label, value, path }) => [label, path ? `${business.siteUrl}${value}` : value]),
    ),
    section('Emails', [
      ['Owner email', emailState(record, 'owner')],
      ['Confirmation', emailState(record, 'homeowner')],
      ...(webhook ? [['CRM webhook', webhook] as [string, string]] : []),
      ['Attempts', `${record.attempts}, the last ${dallasTime(record.lastAttemptAt)}`],
    ]),
    history.length
      ? section(
          'Status history',
          history.map(({ at, status }) => [dallasTime(at), status]),
        )
      : 'Status history: no changes',
  ];
  return `${sections.join('\n\n')}\n`;
}

export async function show(stores: OpenStores, id: string) {
  const record = await readRequest(stores.requests, id);
  if (!record) throw notFound(stores, id);
  await print(describeRequest(record));
}
