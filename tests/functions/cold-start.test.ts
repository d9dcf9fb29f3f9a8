// Only re-encoding a photo needs sharp: no function loads it when it starts, so a cold start of one
// that never re-encodes a photo (or of the two that do, for a request without photos) skips it.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coldStart } from '../../scripts/cold-start';

const functions = readdirSync(new URL('../../netlify/functions', import.meta.url));

describe('a function’s cold start', () => {
  it.each(functions)('%s does not load sharp', { timeout: 30_000 }, async (file) => {
    expect(await coldStart(`netlify/functions/${file}`)).toMatchObject({ sharp: false });
  });
});
