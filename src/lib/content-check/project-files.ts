/** A project's files read straight from disk, before Astro loads content (build hooks, the content check). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fingerprint } from '../launch/fingerprints';

/** The files of the project at `root`, by paths from it with forward slashes. */
export function projectFiles(root: string) {
  return {
    exists: (file: string) => existsSync(join(root, file)),
    read: (file: string) => readFileSync(join(root, file), 'utf8'),
    /** The fingerprint of a file's bytes (fingerprints.ts), or none when there is no such file. */
    imageFingerprint: (file: string) =>
      existsSync(join(root, file)) ? fingerprint(readFileSync(join(root, file))) : undefined,
    /** Every file under `dir` (only those directly in it, with `topLevel`) with one of the extensions, sorted. */
    filesIn: (dir: string, extensions: readonly string[], { topLevel = false } = {}): string[] =>
      existsSync(join(root, dir))
        ? readdirSync(join(root, dir), { recursive: !topLevel, encoding: 'utf8' })
            .filter((name) => extensions.some((extension) => name.endsWith(extension)))
            .map((name) => `${dir}/${name.replaceAll('\\', '/')}`)
            .sort()
        : [],
  };
}

export type ProjectFiles = ReturnType<typeof projectFiles>;
