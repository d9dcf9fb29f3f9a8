// The stores the owner CLI reads and writes: the local ones of `npm start` and `npm run preview`,
// or with --production / --deploy <id> the site's own (NETLIFY_SITE_ID and a token, see secrets.ts).
import { BlobsServer } from '@netlify/blobs/server';
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STORE_NAMES } from '../../netlify/lib/storage/layout.ts';
import { boundedFetch, openStore, type QuoteStores } from '../../netlify/lib/storage/stores.ts';
import { netlifyToken } from './secrets.ts';

export interface Target {
  production: boolean;
  deploy?: string;
  /** The command line as typed after `npm run quotes --`, to say how to run it on the live store. */
  args?: readonly string[];
}

export interface OpenStores extends Pick<QuoteStores, 'requests' | 'photos'> {
  /** The deploy context the site's own emails carry: previews' subjects say so. */
  deployContext: 'dev' | 'production' | 'deploy-preview';
  /** Which store this is, as every command's output names it: "production, site <name>". */
  label: string;
  /** For the local store: the same command on the live one, for when the owner meant that. */
  liveCommand?: string;
  close(): Promise<void>;
}

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The site id the local Netlify dev server uses: the linked site's, else "0". */
async function localSiteId(): Promise<string> {
  try {
    const state = JSON.parse(await readFile(`${projectRoot}.netlify/state.json`, 'utf8')) as { siteId?: string };
    return state.siteId ?? '0';
  } catch {
    return '0';
  }
}

/** The site's name on Netlify ("dallas-fiberglass-pool-repair"); its id when the name cannot be read. */
async function siteName(siteID: string, token: string, fetch: typeof globalThis.fetch): Promise<string> {
  try {
    const response = await fetch(`https://api.netlify.com/api/v1/sites/${encodeURIComponent(siteID)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const site = response.ok ? ((await response.json()) as { name?: unknown }) : {};
    return typeof site.name === 'string' ? site.name : siteID;
  } catch {
    return siteID;
  }
}

/**
 * The command line that reads the live store instead. On Windows it starts with npm.cmd: PowerShell's
 * npm (npm.ps1) has dropped the `--`, and npm then takes --production for its own setting.
 */
export function liveCommandFor(args: readonly string[], platform: NodeJS.Platform = process.platform): string {
  return [platform === 'win32' ? 'npm.cmd' : 'npm', 'run quotes --', ...args, '--production'].join(' ');
}

export async function openStores({ production, deploy, args = [] }: Target): Promise<OpenStores> {
  if (production || deploy) {
    const siteID = process.env.NETLIFY_SITE_ID;
    if (!siteID) throw new Error('Set NETLIFY_SITE_ID to the Project ID to read the site’s stores.');
    const token = await netlifyToken();
    const open = (name: string) => openStore(name, { site: { siteID, token, deployID: deploy } });
    const site = await siteName(siteID, token, boundedFetch());
    return {
      requests: open(STORE_NAMES.requests),
      photos: open(STORE_NAMES.photos),
      deployContext: deploy ? 'deploy-preview' : 'production',
      label: deploy ? `deploy ${deploy}, site ${site}` : `production, site ${site}`,
      close: async () => {},
    };
  }
  const directory = process.env.QUOTES_BLOBS_DIR || `${projectRoot}.netlify/blobs-serve`;
  const token = 'quotes-cli';
  const server = new BlobsServer({ directory, token, logger: () => {} });
  const { port } = await server.start();
  const edgeURL = `http://127.0.0.1:${port}`;
  const siteID = await localSiteId();
  const open = (name: string) => openStore(name, { site: { siteID, token, edgeURL } });
  const shown = relative(projectRoot, directory);
  return {
    requests: open(STORE_NAMES.requests),
    photos: open(STORE_NAMES.photos),
    deployContext: 'dev',
    label: `local store (${shown.startsWith('..') ? directory : shown})`,
    liveCommand: liveCommandFor(args),
    close: () => server.stop().then(() => undefined),
  };
}
