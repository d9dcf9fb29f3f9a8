import type { AstroIntegrationLogger } from 'astro';
import { describe, expect, it } from 'vitest';
import { checkedOwnerEmailsPerHour, ownerEmailsPerHour } from '../../netlify/lib/config';
import { settingsCheck } from '../../src/lib/build/settings-check';

const refusal = (value: string) =>
  `QUOTE_OWNER_EMAILS_PER_HOUR is ${JSON.stringify(value)}, not a whole number from 1 to 1000: set it to one (30, the default, is far above a small business's requests in an hour). It cannot turn the limit off: past it, the hour's other requests come in one email, so a flood cannot use up the mail account. Until then builds stop and the site emails 30 requests an hour one by one.`;

const buildSetup = (env: NodeJS.ProcessEnv) => () =>
  (settingsCheck(env).hooks['astro:config:setup'] as (options: object) => void)({
    logger: {} as AstroIntegrationLogger,
  });

/** What `run` throws, as its message; undefined when it throws nothing. */
function thrownMessage(run: () => void): string | undefined {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
}

describe('QUOTE_OWNER_EMAILS_PER_HOUR', () => {
  it.each([
    [undefined, 30],
    ['', 30],
    ['3', 3],
    [' 45 ', 45],
    ['1000', 1000],
  ])('%j lets %i owner emails an hour go one by one', (value, perHour) => {
    const env = value === undefined ? {} : { QUOTE_OWNER_EMAILS_PER_HOUR: value };
    expect(checkedOwnerEmailsPerHour(env)).toBe(perHour);
    expect(thrownMessage(buildSetup(env))).toBeUndefined();
  });

  it.each(['100000000', '1001', '0', '-5', '2.5', '1e3', 'thirty', 'off'])(
    '%j stops the build at its start, naming it; the functions use 30',
    (value) => {
      const env = { QUOTE_OWNER_EMAILS_PER_HOUR: value };
      expect(thrownMessage(buildSetup(env))).toBe(refusal(value));
      expect(ownerEmailsPerHour(env)).toBe(30);
    },
  );
});
