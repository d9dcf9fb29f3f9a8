import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { isPreviewOrLocal } from '../../scripts/deploy-address';

const run = promisify(execFile);
const PERMALINK = 'https://6745f3a2b1c9d80008e4a1f2--dallas-pools.netlify.app';

describe('the addresses verify-deploy sends test requests to', () => {
  it.each([
    ['https://deploy-preview-12--dallas-pools.netlify.app', true],
    ['https://staging--dallas-pools.netlify.app/', true],
    ['https://fix-photo-upload--dallas-pools.netlify.app', true],
    ['http://localhost:4321', true],
    ['http://127.0.0.1:4399', true],
    ['http://[::1]:4321', true],
    // A deploy's permalink: the production deploy's runs as production.
    [PERMALINK, false],
    ['https://dallas-pools.netlify.app', false],
    ['https://dallasfiberglasspoolrepair.com', false],
    ['https://deploy-preview-12--dallas-pools.example.com', false],
  ])('%s: %s', (address, taken) => {
    expect(isPreviewOrLocal(new URL(address))).toBe(taken);
  });

  it('npm run verify-deploy stops at a deploy’s permalink, saying why, before sending anything', async () => {
    const args = ['--import', './scripts/resolve-ts.ts', 'scripts/verify-deploy.ts', PERMALINK];
    const refused = await run(process.execPath, args, { timeout: 15_000 }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect('code' in refused && refused.code).toBe(2);
    expect('stderr' in refused && refused.stderr).toContain(
      `${new URL(PERMALINK).host} is not a deploy preview or branch deploy address`,
    );
  });
});
