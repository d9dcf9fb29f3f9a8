// The quotes CLI (scripts/quotes.ts): one command line in, its output printed and its exit code out.
import { parseArgs } from 'node:util';
import { QUOTE_STATUSES } from '../../netlify/lib/storage/quote-record.ts';
import { remove } from './delete.ts';
import { list, parseSince, parseStatus, type Filters } from './list.ts';
import { print, Refusal, UsageError, visible } from './output.ts';
import { show } from './show.ts';
import { parseHour, status, statusOfHour } from './status.ts';
import { openStores, type OpenStores } from './stores.ts';

const USAGE = `Usage: npm run quotes -- <command> [--production | --deploy <id>]
  list [--json] [--status <status>] [--since <7d | YYYY-MM-DD>] [--email <address>]
                                                                  the requests, oldest first
  export --csv [--out <file>] [same filters as list]              CSV for a spreadsheet
  show <id>                                                       one request in full
  status <id> [<id> …] <status>                                   one request's status, or many at once
  status --hour <YYYY-MM-DD 10am> <status>                        every request of that hour still new
  delete <id> [--yes]                                             a request and its photos, for good
  resend <id> | resend --failed                                   the owner email again
<status> is one of ${QUOTE_STATUSES.join(', ')}.
--production and --deploy need NETLIFY_SITE_ID (the Project ID) and a personal access token: the file
NETLIFY_AUTH_TOKEN_FILE names, NETLIFY_AUTH_TOKEN, or typed when asked (docs/owner-computer.md). resend then
sends with the site's SMTP_URL: the file SMTP_URL_FILE names, or typed when asked.`;

const OPTIONS = {
  json: { type: 'boolean', default: false },
  csv: { type: 'boolean', default: false },
  status: { type: 'string' },
  since: { type: 'string' },
  email: { type: 'string' },
  hour: { type: 'string' },
  out: { type: 'string' },
  yes: { type: 'boolean', default: false },
  failed: { type: 'boolean', default: false },
  production: { type: 'boolean', default: false },
  deploy: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

const parse = (args: string[]) => parseArgs({ args, allowPositionals: true, options: OPTIONS });
type Parsed = ReturnType<typeof parse>;

/** References are read out on the phone: typed in any case. */
const requestId = (text: string | undefined) => {
  if (!text) throw new UsageError(USAGE);
  const id = text.trim().toUpperCase();
  if (!/^[A-Z0-9]+$/.test(id)) throw new Refusal(`No quote request ${visible(text)}.`);
  return id;
};

/** The command to run once the stores are open; argument mistakes are found before. */
function command({ positionals, values }: Parsed): (stores: OpenStores) => Promise<void> {
  const [name, first, second, ...rest] = positionals;
  const filters: Filters = {
    ...(values.status === undefined ? {} : { status: parseStatus(values.status) }),
    ...(values.since === undefined ? {} : { since: parseSince(values.since) }),
    ...(values.email === undefined ? {} : { email: values.email }),
  };
  if (name === 'list' && !first) return (stores) => list(stores, filters, values.json ? 'json' : 'table');
  if (name === 'export' && values.csv && !first) return (stores) => list(stores, filters, 'csv', values.out);
  if (name === 'show' && !second) {
    const id = requestId(first);
    return (stores) => show(stores, id);
  }
  if (name === 'status' && values.hour !== undefined && first && !second) {
    const start = parseHour(values.hour);
    const next = parseStatus(first);
    return (stores) => statusOfHour(stores, start, next);
  }
  if (name === 'status' && values.hour === undefined && second) {
    // The status comes last, so a list of references pasted from an email goes before it.
    const written = [first, second, ...rest];
    const next = parseStatus(written.at(-1)!);
    const ids = [...new Set(written.slice(0, -1).map(requestId))];
    return (stores) => status(stores, ids, next);
  }
  if (name === 'delete' && !second) {
    const id = requestId(first);
    return (stores) => remove(stores, id, values.yes);
  }
  // Only resend loads the mailer (nodemailer): the other commands start faster without it.
  if (name === 'resend' && values.failed && !first) {
    return async (stores) => (await import('./resend.ts')).resend(stores, { failed: filters });
  }
  if (name === 'resend' && !values.failed && !second) {
    const id = requestId(first);
    return async (stores) => (await import('./resend.ts')).resend(stores, [id]);
  }
  throw new UsageError(USAGE);
}

/** Output another program reads: `list --json`, and `export --csv` unless saved to a file. */
const isMachineReadable = ({ positionals, values }: Parsed) =>
  (positionals[0] === 'list' && values.json) || (positionals[0] === 'export' && values.out === undefined);

async function main(args: string[]): Promise<number> {
  const parsed = parse(args);
  const { values } = parsed;
  if (values.help) {
    await print(`${USAGE}\n`);
    return 0;
  }
  const run = command(parsed);
  const stores = await openStores({ production: values.production, deploy: values.deploy, args });
  try {
    // Named first, so no answer is read as the live site's that came from another store; beside
    // JSON and CSV, never in them.
    const storeLine = `Store: ${stores.label}\n`;
    if (isMachineReadable(parsed)) process.stderr.write(storeLine);
    else await print(storeLine);
    await run(stores);
    return 0;
  } finally {
    await stores.close();
  }
}

/** Runs one command line (what follows `npm run quotes --`) and answers its exit code, having said why on stderr. */
export async function quotes(args: string[]): Promise<number> {
  try {
    return await main(args);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(
      error instanceof UsageError || error instanceof Refusal ? `${message}\n` : `quotes: ${message}\n`,
    );
    return error instanceof UsageError ? 2 : 1;
  }
}
