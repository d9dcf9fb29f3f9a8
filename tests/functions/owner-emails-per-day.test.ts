import type { AstroIntegrationLogger } from 'astro';
import { describe, expect, it } from 'vitest';
import { checkedOwnerEmailsPerDay, ownerEmailsPerDay } from '../../netlify/lib/config';
import { settingsCheck } from '../../src/lib/build/settings-check';

const refusal = (value: string) =>
  `QUOTE_OWNER_EMAILS_PER_DAY is ${JSON.stringify(value)}, not a whole number from 1 to 2000: set it to one (20, the default, keeps a flood within a mail plan of 100 emails a day). It cannot turn the limit off: past it, the day's other requests come in each hour's flood summary, so a flood cannot use up the mail account. Until then builds stop and the site emails 20 requests a day one by one.`;

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

describe('QUOTE_OWNER_EMAILS_PER_DAY', () => {
  it.each([
    [undefined, 20],
    ['', 20],
    ['3', 3],
    [' 45 ', 45],
    ['2000', 2000],
  ])('%j lets %i owner emails a day go one by one', (value, perDay) => {
    const env = value === undefined ? {} : { QUOTE_OWNER_EMAILS_PER_DAY: value };
    expect(checkedOwnerEmailsPerDay(env)).toBe(perDay);
    expect(thrownMessage(buildSetup(env))).toBeUndefined();
  });

  it.each(['100000000', '2001', '0', '-5', '2.5', '1e3', 'twenty', 'off'])(
    '%j stops the build at its start, naming it; the functions use 20',
    (value) => {
      const env = { QUOTE_OWNER_EMAILS_PER_DAY: value };
      expect(thrownMessage(buildSetup(env))).toBe(refusal(value));
      expect(ownerEmailsPerDay(env)).toBe(20);
    },
  );

  it('stops the build while the hourly setting it replaced is still set, naming both', () => {
    const message = thrownMessage(buildSetup({ QUOTE_OWNER_EMAILS_PER_HOUR: '30' }));
    expect(message).toBe(
      "QUOTE_OWNER_EMAILS_PER_HOUR is no longer read: the site-wide limit of owner emails is now a day's, " +
        'QUOTE_OWNER_EMAILS_PER_DAY (20 unless set). Delete QUOTE_OWNER_EMAILS_PER_HOUR and, for another limit, ' +
        'set QUOTE_OWNER_EMAILS_PER_DAY. Until then builds stop.',
    );
    // The functions still read the daily setting beside it.
    expect(ownerEmailsPerDay({ QUOTE_OWNER_EMAILS_PER_HOUR: '30', QUOTE_OWNER_EMAILS_PER_DAY: '45' })).toBe(45);
  });
});
