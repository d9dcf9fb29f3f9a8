// The functions bundled as Netlify's build and the local servers bundle them (zip-it-and-ship-it
// with netlify.toml's settings) after the local outbox has written an email: no email, which
// holds a homeowner's name and phone number, may travel inside a function, nor the Node binary
// that ran the bundler. sharp, the largest dependency, travels only with the two functions that
// re-encode photos.
import { resolveConfig } from '@netlify/config';
import { zipFunctions, type Config } from '@netlify/zip-it-and-ship-it';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailer, outboxDir } from '../../netlify/lib/email/mailer';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface FunctionsSettings {
  node_bundler?: string;
  external_node_modules?: string[];
  included_files?: string[];
}

/** netlify.toml's [functions] settings in zip-it-and-ship-it's terms, as Netlify's tooling passes them. */
function bundlerConfig(functions: Record<string, FunctionsSettings>): Config {
  return Object.fromEntries(
    Object.entries(functions).map(([pattern, settings]) => [
      pattern,
      {
        externalNodeModules: settings.external_node_modules,
        includedFiles: settings.included_files,
        includedFilesBasePath: root,
        nodeBundler: settings.node_bundler === 'esbuild' ? 'esbuild_zisi' : settings.node_bundler,
      },
    ]),
  ) as Config;
}

describe('function bundles', () => {
  let bundles: string;
  let localEmails: string[];

  beforeAll(async () => {
    bundles = await mkdtemp(join(tmpdir(), 'function-bundles-'));
    // The outbox of `npm start`: no SMTP settings, no QUOTE_MAIL_DIR.
    const outbox = outboxDir({});
    const before = new Set(await readdir(outbox).catch(() => []));
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await createMailer('dev', {}).send({
      to: 'owner@example.com',
      replyTo: 'jane@example.com',
      subject: 'New quote request',
      text: 'Jane Homeowner, (214) 555-0100',
      html: '<p>Jane Homeowner, (214) 555-0100</p>',
    });
    vi.mocked(console.log).mockRestore();
    localEmails = (await readdir(outbox)).filter((file) => !before.has(file)).map((file) => join(outbox, file));
  });

  afterAll(async () => {
    await rm(bundles, { recursive: true, force: true });
    await Promise.all(localEmails.map((file) => rm(file, { force: true })));
  });

  it(
    'carry no local email, no .netlify folder, no Node binary, sharp only to re-encode',
    { timeout: 180_000 },
    async () => {
      expect(localEmails).toHaveLength(1);
      const { config } = await resolveConfig({ repositoryRoot: root, cwd: root, offline: true, context: 'production' });
      const built = await zipFunctions([config.functionsDirectory], bundles, {
        archiveFormat: 'none',
        basePath: root,
        repositoryRoot: root,
        config: bundlerConfig(config.functions),
      });
      const functionFiles = await readdir(config.functionsDirectory);
      expect(built.map((bundle) => bundle.name).sort()).toEqual(
        functionFiles.map((file) => file.replace(/\.ts$/, '')).sort(),
      );

      const files = await readdir(bundles, { recursive: true });
      expect(files.filter((file) => file.endsWith('.eml'))).toEqual([]);
      expect(files.filter((file) => file.split(sep).includes('.netlify'))).toEqual([]);
      // The Node that runs the bundler, installed in the project here (the `node` devDependency).
      expect(files.filter((file) => file.endsWith(join('node', 'bin', 'node')))).toEqual([]);
      const withSharp = files.filter((file) => file.endsWith(join('node_modules', 'sharp', 'package.json')));
      expect(withSharp.map((file) => file.split(sep)[0]).sort()).toEqual(['contact-form', 'contact-photos']);
    },
  );
});
