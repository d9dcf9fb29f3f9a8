// The emails the local functions write: the preview has no SMTP, so each is an .eml file.
import { expect } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { outboxDir } from '../../../netlify/lib/email/mailer';
import { decodeQuotedPrintable } from '../../fixtures/quoted-printable';

/** The decoded text of the first email `matches` accepts, once a function has written it. */
export async function outboxEmail(matches: (message: string) => boolean): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const dir = outboxDir();
        const files = await readdir(dir).catch(() => [] as string[]);
        for (const file of files.filter((name) => name.endsWith('.eml'))) {
          const message = decodeQuotedPrintable(await readFile(join(dir, file), 'utf8'));
          if (matches(message)) found = message;
        }
        return found;
      },
      { timeout: 120_000 },
    )
    .not.toBe('');
  return found;
}
