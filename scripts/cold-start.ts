// A function's cold start: its module imported in a fresh Node process, timed, and whether that
// loaded sharp (18.7 MB of libvips), which only re-encoding a photo needs. For npm run bench:api and
// tests/functions/cold-start.test.ts.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

export interface ColdStart {
  /** How long importing the module took, in milliseconds. */
  ms: number;
  sharp: boolean;
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** Imports `module` (a path from the project root) in a process of its own. */
export async function coldStart(module: string): Promise<ColdStart> {
  const args = ['--import', './scripts/resolve-ts.ts', fileURLToPath(import.meta.url), module];
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: root });
  return JSON.parse(stdout) as ColdStart;
}

if (import.meta.main) {
  const started = performance.now();
  await import(pathToFileURL(process.argv[2]!).href);
  const ms = performance.now() - started;
  const loaded = Object.keys(createRequire(import.meta.url).cache);
  const result: ColdStart = { ms, sharp: loaded.some((file) => file.includes('/node_modules/sharp/')) };
  process.stdout.write(JSON.stringify(result));
}
