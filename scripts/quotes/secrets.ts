// The secrets the owner CLI needs: the Netlify personal access token that reads the site's stores,
// and the SMTP URL that `resend` sends with. Never an argument or a value typed before the command,
// which shell history keeps: the variable itself, a file another variable names, or typed at a
// prompt that does not show it.
import { readFile } from 'node:fs/promises';

/** The terminal the prompt reads from: process.stdin, or a double in tests. */
export interface Keyboard extends NodeJS.EventEmitter {
  isTTY?: boolean;
  setRawMode?(raw: boolean): unknown;
  setEncoding(encoding: BufferEncoding): unknown;
  resume(): unknown;
  pause(): unknown;
}

export interface TokenSources {
  env: NodeJS.ProcessEnv;
  input: Keyboard;
  /** Where the prompt is written: stderr, so piped output stays clean. */
  output: { write(text: string): unknown };
}

const CTRL_C = '\u0003';
const CTRL_D = '\u0004';

/** Reads one line in raw mode, echoing nothing of it. */
function askHidden(question: string, { input, output }: Omit<TokenSources, 'env'>): Promise<string> {
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else if (typed.trim()) resolve(typed.trim());
      else reject(new Error('Nothing was typed.'));
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === CTRL_C || char === CTRL_D) return finish(new Error('Cancelled.'));
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    };
    output.write(question);
    input.setRawMode?.(true);
    input.setEncoding('utf8');
    input.on('data', onData);
    input.resume();
  });
}

/** Where one secret comes from, and how the owner is asked for it. */
interface Secret {
  /** The variable holding it (a developer's way; the guides never show it set). */
  variable: string;
  /** The variable naming a file that holds it. */
  fileVariable: string;
  question: string;
  /** Said when there is no terminal to ask on. */
  missing: string;
}

async function readSecret(
  { variable, fileVariable, question, missing }: Secret,
  { env = process.env, input = process.stdin, output = process.stderr }: Partial<TokenSources> = {},
): Promise<string> {
  const fromEnv = env[variable]?.trim();
  if (fromEnv) return fromEnv;
  const file = env[fileVariable];
  if (file) {
    const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      throw new Error(`${fileVariable} names ${file}, which cannot be read (${error.code}).`);
    });
    if (!text.trim()) throw new Error(`${fileVariable} names ${file}, which is empty.`);
    return text.trim();
  }
  if (input.isTTY) return askHidden(question, { input, output });
  throw new Error(missing);
}

export const netlifyToken = (sources?: Partial<TokenSources>) =>
  readSecret(
    {
      variable: 'NETLIFY_AUTH_TOKEN',
      fileVariable: 'NETLIFY_AUTH_TOKEN_FILE',
      question: 'Netlify personal access token (typing is not shown): ',
      missing:
        'Set NETLIFY_AUTH_TOKEN_FILE to a file holding your Netlify personal access token (or NETLIFY_AUTH_TOKEN to the token), or run the command in a terminal to be asked for it.',
    },
    sources,
  );

/** The SMTP URL the site sends with (its SMTP_URL on Netlify), for `resend` to send as the site does. */
export async function smtpUrl(sources?: Partial<TokenSources>): Promise<string> {
  const url = await readSecret(
    {
      variable: 'SMTP_URL',
      fileVariable: 'SMTP_URL_FILE',
      question: 'SMTP_URL, as set on Netlify (typing is not shown): ',
      missing:
        'Set SMTP_URL_FILE to a file holding the SMTP_URL set on Netlify, or run the command in a terminal to be asked for it.',
    },
    sources,
  );
  if (!/^smtps?:\/\//.test(url)) throw new Error('That is not an SMTP URL: it starts with smtp:// or smtps://.');
  return url;
}
