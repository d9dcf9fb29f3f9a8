// The Blobs stores of the quote backend. Deploy previews and branch deploys get deploy-scoped
// stores so test requests never mix with production; production and local runs use site stores.
import { getDeployStore, getStore, type Store } from '@netlify/blobs';

export const STORE_NAMES = {
  requests: 'quote-requests',
  photos: 'contact-photos',
  rateLimits: 'quote-rate-limits',
} as const;

export type StoreName = (typeof STORE_NAMES)[keyof typeof STORE_NAMES];

const DEPLOY_SCOPED_CONTEXTS = new Set(['deploy-preview', 'branch-deploy']);

/** `deployContext` is Netlify's `context.deploy.context` ("production", "deploy-preview", "dev", …). */
export function openStore(name: StoreName, deployContext: string | undefined): Store {
  return deployContext && DEPLOY_SCOPED_CONTEXTS.has(deployContext)
    ? getDeployStore({ name, consistency: 'strong' })
    : getStore({ name, consistency: 'strong' });
}
