// Which addresses `npm run verify-deploy` may send its test requests to: a deploy preview, a branch
// deploy or this machine, never an address whose functions run as production.

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** `deploy-preview-12--site.netlify.app`, `staging--site.netlify.app`: what comes before the last "--". */
const DEPLOY_HOST = /^([a-z0-9-]+)--[a-z0-9-]+\.netlify\.app$/;

/** A deploy's id: its permalink (`<id>--site.netlify.app`) runs in that deploy's context, production's included. */
const DEPLOY_ID = /^[0-9a-f]{24}$/;

export function isPreviewOrLocal(url: URL): boolean {
  if (LOCAL_HOSTS.includes(url.hostname)) return true;
  const deploy = DEPLOY_HOST.exec(url.hostname)?.[1];
  return deploy !== undefined && !DEPLOY_ID.test(deploy);
}
