// The Netlify personal access token the CLI reads the site's stores with. Never an argument or a value
// typed before the command, which shell history keeps: NETLIFY_AUTH_TOKEN, the file that
// NETLIFY_AUTH_TOKEN_FILE names, or typed at a prompt that does not show it.
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
      else reject(new Error('No token was typed.'));
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

export async function netlifyToken({
  env = process.env,
  input = process.stdin,
  output = process.stderr,
}: Partial<TokenSources> = {}): Promise<string> {
  const fromEnv = env.NETLIFY_AUTH_TOKEN?.trim();
  if (fromEnv) return fromEnv;
  const file = env.NETLIFY_AUTH_TOKEN_FILE;
  if (file) {
    const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      throw new Error(`NETLIFY_AUTH_TOKEN_FILE names ${file}, which cannot be read (${error.code}).`);
    });
    if (!text.trim()) throw new Error(`NETLIFY_AUTH_TOKEN_FILE names ${file}, which is empty.`);
    return text.trim();
  }
  if (input.isTTY) return askHidden('Netlify personal access token (typing is not shown): ', { input, output });
  throw new Error(
    'Set NETLIFY_AUTH_TOKEN_FILE to a file holding your Netlify personal access token (or NETLIFY_AUTH_TOKEN to the token), or run the command in a terminal to be asked for it.',
  );
}
