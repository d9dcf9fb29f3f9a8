import { describe, expect, it } from 'vitest';
import { isPreviewOrLocal } from '../../scripts/deploy-address';

describe('the addresses verify-deploy sends test requests to', () => {
  it.each([
    ['https://deploy-preview-12--dallas-pools.netlify.app', true],
    ['https://staging--dallas-pools.netlify.app/', true],
    ['https://fix-photo-upload--dallas-pools.netlify.app', true],
    ['http://localhost:4321', true],
    ['http://127.0.0.1:4399', true],
    ['http://[::1]:4321', true],
    // A deploy's permalink: the production deploy's runs as production.
    ['https://6745f3a2b1c9d80008e4a1f2--dallas-pools.netlify.app', false],
    ['https://dallas-pools.netlify.app', false],
    ['https://dallasfiberglasspoolrepair.com', false],
    ['https://deploy-preview-12--dallas-pools.example.com', false],
  ])('%s: %s', (address, taken) => {
    expect(isPreviewOrLocal(new URL(address))).toBe(taken);
  });
});
