// Where quote emails go: SMTP when configured; locally, .eml files in a printed folder;
// on Netlify without SMTP, nowhere (logged as an error; requests stay notification-pending).
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { business } from '../../../src/data/business';
import { isLocal } from '../config';
import type { EmailContent } from './quote-emails';

/**
 * Every email the site sends is written by a program: out-of-office and other automatic replies
 * must not answer it (RFC 3834; Exchange and Outlook read the second header).
 */
export const AUTOMATED_HEADERS = { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' } as const;

/** An address the server refused while another took the email. */
export interface RefusedAddress {
  address: string;
  error: unknown;
}

/**
 * An email the server took: for each of its addresses, or for `to` alone while it refused the
 * others (which stay owed). When it takes none, `send` throws.
 */
export type Sent = { kind: 'sent'; to: string[] } | { kind: 'partly-sent'; to: string[]; refused: RefusedAddress[] };

export interface Mailer {
  /** `signal` ends the send, connecting included, however the server stalls. */
  send(email: EmailContent, options?: { signal?: AbortSignal }): Promise<Sent>;
  /** Ends the SMTP connection once every email is sent. */
  close?(): void;
}

export class MailNotConfiguredError extends Error {
  override name = 'MailNotConfiguredError';
}

/** An unresponsive server must not hold a function (the retry job has 30 s) until it is killed. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 10_000 };

function smtpOptions(env: NodeJS.ProcessEnv) {
  if (env.SMTP_URL) return { url: env.SMTP_URL, ...TIMEOUTS };
  if (!env.SMTP_HOST) return undefined;
  const port = Number(env.SMTP_PORT) || 587;
  return {
    ...TIMEOUTS,
    host: env.SMTP_HOST,
    port,
    secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : port === 465,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } : undefined,
  };
}

export function mailFrom(env: NodeJS.ProcessEnv = process.env): string {
  return env.MAIL_FROM || `"${business.name}" <${business.email}>`;
}

/** The addresses of a list such as QUOTE_NOTIFY_TO (`"Name" <a@x>, b@x`), lower case, each once. */
export function addressesOf(list: string): string[] {
  const parsed = addressparser(list, { flatten: true }).map(({ address }) => address.trim().toLowerCase());
  return [...new Set(parsed.filter(Boolean))];
}

/** What `to` still owes: its addresses that did not take the email yet. */
export const addressesLeft = (to: string, took: readonly string[] = []): string[] =>
  addressesOf(to).filter((address) => !took.includes(address));

export function notifyTo(env: NodeJS.ProcessEnv = process.env): string {
  return env.QUOTE_NOTIFY_TO || business.email;
}

/** Who receives the weekly report: `QUOTE_REPORT_TO` (comma-separated), else whoever receives the requests. */
export function reportTo(env: NodeJS.ProcessEnv = process.env): string {
  return env.QUOTE_REPORT_TO?.trim() || notifyTo(env);
}

/** The local folder for .eml files: `QUOTE_MAIL_DIR`, else `.netlify/quote-mail`. */
export function outboxDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.QUOTE_MAIL_DIR || '.netlify/quote-mail');
}

function outboxMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(email) {
      const info = await transport.sendMail({ from, ...email, headers: AUTOMATED_HEADERS });
      await mkdir(dir, { recursive: true });
      // join, not resolve: the function bundler evaluates resolve() from the project root and
      // would pack every `*-*.eml` in the project into each function.
      const file = join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      // Every time: each function has its own module instance, so "once" would be once per function.
      console.log(`[quote-mail] no SMTP configured: email written to ${file}`);
      return { kind: 'sent', to: addressesOf(email.to) };
    },
  };
}

/**
 * Deploy previews and branch deploys with SMTP set send to the real owner too: their subjects
 * say so, so test requests are not mistaken for customers.
 */
function subjectFor(subject: string, deployContext: string | undefined): string {
  return deployContext && deployContext !== 'production' ? `[Preview] ${subject}` : subject;
}

export function createMailer(deployContext: string | undefined, env: NodeJS.ProcessEnv = process.env): Mailer {
  const smtp = smtpOptions(env);
  const from = mailFrom(env);
  if (smtp) {
    // Pooled: the emails of one request, or of one job run, share a single connection.
    const transport = nodemailer.createTransport({ ...smtp, pool: true, maxConnections: 1 });
    return {
      async send(email, options) {
        const info = await transport.sendMail({
          from,
          ...email,
          headers: AUTOMATED_HEADERS,
          subject: subjectFor(email.subject, deployContext),
          signal: options?.signal,
        });
        const to = (info.accepted ?? []).map((address) => String(address).toLowerCase());
        // The server took some addresses and refused the others, each with its own reply.
        const refused = ((info as { rejectedErrors?: (Error & { recipient?: string })[] }).rejectedErrors ?? []).map(
          (error) => ({ address: String(error.recipient ?? '').toLowerCase(), error }),
        );
        return refused.length ? { kind: 'partly-sent', to, refused } : { kind: 'sent', to };
      },
      close: () => transport.close(),
    };
  }
  if (isLocal(deployContext, env)) return outboxMailer(outboxDir(env), from);
  return {
    async send() {
      console.error('[quote-mail] SMTP is not configured (set SMTP_URL or SMTP_HOST): quote emails are not sent');
      throw new MailNotConfiguredError();
    },
  };
}
