// The stores the owner CLI reads and writes: the local ones of `npm start` and `npm run preview`,
// or with --production / --deploy <id> the site's own (NETLIFY_SITE_ID and a token, see token.ts).
import { getDeployStore, getStore, type Store } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { STORE_NAMES } from '../../netlify/lib/store-layout.ts';
import type { QuoteStores } from '../../netlify/lib/stores.ts';
import { netlifyToken } from './token.ts';

export interface Target {
  production: boolean;
  deploy?: string;
}

export interface OpenStores extends Pick<QuoteStores, 'requests' | 'photos'> {
  /** The deploy context the site's own emails carry: previews' subjects say so. */
  deployContext: 'dev' | 'production' | 'deploy-preview';
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

export async function openStores({ production, deploy }: Target): Promise<OpenStores> {
  if (production || deploy) {
    const siteID = process.env.NETLIFY_SITE_ID;
    if (!siteID) throw new Error('Set NETLIFY_SITE_ID to the Project ID to read the site’s stores.');
    const token = await netlifyToken();
    // Strong: a request stored a moment ago must show up.
    const open = (name: string): Store => {
      const options = { name, siteID, token, consistency: 'strong' as const };
      return deploy ? getDeployStore({ ...options, deployID: deploy }) : getStore(options);
    };
    return {
      requests: open(STORE_NAMES.requests),
      photos: open(STORE_NAMES.photos),
      deployContext: deploy ? 'deploy-preview' : 'production',
      close: async () => {},
    };
  }
  const directory = process.env.QUOTES_BLOBS_DIR || `${projectRoot}.netlify/blobs-serve`;
  const token = 'quotes-cli';
  const server = new BlobsServer({ directory, token, logger: () => {} });
  const { port } = await server.start();
  const edgeURL = `http://127.0.0.1:${port}`;
  const siteID = await localSiteId();
  const open = (name: string) =>
    getStore({ name, siteID, token, edgeURL, uncachedEdgeURL: edgeURL, consistency: 'strong' });
  return {
    requests: open(STORE_NAMES.requests),
    photos: open(STORE_NAMES.photos),
    deployContext: 'dev',
    close: () => server.stop().then(() => undefined),
  };
}
