import type { AstroIntegrationLogger } from 'astro';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { settingsCheck } from '../../src/lib/build/settings-check';
import { retentionDays } from '../../src/lib/quote/retention';

describe('QUOTE_RETENTION_DAYS', () => {
  it.each([
    [undefined, 730],
    ['', 730],
    ['365', 365],
    [' 30 ', 30],
    ['0730', 730],
  ])('%j keeps requests %i days', (value, days) => {
    expect(retentionDays(value === undefined ? {} : { QUOTE_RETENTION_DAYS: value })).toBe(days);
  });

  it.each(['2 years', '1.5', '0', '-30', '1e3', '730 days', 'soon', '99999999999999999'])(
    'refuses %j, naming it',
    (value) => {
      expect(() => retentionDays({ QUOTE_RETENTION_DAYS: value })).toThrow(
        `QUOTE_RETENTION_DAYS is ${JSON.stringify(value)}, not a whole number of days: set it to one (e.g. 730, the default, for two years). Until then builds stop and the scheduled job deletes no request.`,
      );
    },
  );

  it('stops the build at its start, and only while the value is wrong', () => {
    const setup = (env: NodeJS.ProcessEnv) => () =>
      (settingsCheck(env).hooks['astro:config:setup'] as (options: object) => void)({
        logger: {} as AstroIntegrationLogger,
      });
    expect(setup({ QUOTE_RETENTION_DAYS: '2 years' })).toThrow('QUOTE_RETENTION_DAYS is "2 years"');
    expect(setup({ QUOTE_RETENTION_DAYS: '365' })).not.toThrow();
  });

  it('a build with "2 years" fails before building any page, saying why', { timeout: 120_000 }, async () => {
    const outDir = join(tmpdir(), `retention-${process.pid}`);
    const astro = fileURLToPath(new URL('../../node_modules/astro/bin/astro.mjs', import.meta.url));
    const failure = await promisify(execFile)(process.execPath, [astro, 'build', '--outDir', outDir], {
      cwd: new URL('../../', import.meta.url),
      env: { ...process.env, QUOTE_RETENTION_DAYS: '2 years' },
    }).then(
      () => undefined,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(`${failure?.stdout}${failure?.stderr}`).toContain(
      'QUOTE_RETENTION_DAYS is "2 years", not a whole number of days',
    );
    expect(existsSync(outDir), 'no page was built').toBe(false);
  });
});
