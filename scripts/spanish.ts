// `npm run spanish -- status`: each Spanish page, and whether production carries it (signed off against
// today's English) or leaves it out. `npm run spanish -- sign-off /es/about --by "Ana Pérez"`: records
// that this person read the Spanish page against its English source today (src/content/es/sign-offs.json;
// a Spanish post's sign-off goes in its own frontmatter).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { business } from '../src/data/business.ts';
import { businessDate } from '../src/lib/business-time.ts';
import { englishFingerprint, type SignOff } from '../src/lib/i18n/sign-off.ts';
import { withSignOff } from '../src/lib/i18n/spanish-posts.ts';
import { SIGN_OFFS_FILE, writtenSpanishPages } from '../src/lib/i18n/spanish-site.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const USAGE = 'Usage: npm run spanish -- status | npm run spanish -- sign-off /es/about --by "Your Name"';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { by: { type: 'string' } } });
const [command, path] = positionals;
const pages = writtenSpanishPages(business.spanish, ROOT);

if (command === 'status') {
  if (pages.length === 0)
    console.log('The business serves Spanish speakers "not-yet" (src/data/business.json): no Spanish page is built.');
  for (const page of pages) {
    const { state } = page;
    const said =
      state.kind === 'signed'
        ? `signed off by ${state.by} on ${state.on}`
        : state.kind === 'stale'
          ? `left out of production: ${page.english ?? 'its English source'} changed after ${state.by} signed it off on ${state.on}`
          : 'left out of production: not signed off yet';
    console.log(`${page.path}  ${said}`);
  }
} else if (command === 'sign-off' && path && values.by?.trim()) {
  const page = pages.find((written) => written.path === path);
  if (!page) {
    console.error(`${path} is not a Spanish page; these are: ${pages.map((written) => written.path).join(', ')}`);
    process.exit(1);
  }
  const signOff: SignOff = {
    by: values.by.trim(),
    on: businessDate(Date.now()),
    ...(page.english ? { english: englishFingerprint(readFileSync(join(ROOT, page.english), 'utf8')) } : {}),
  };
  if (page.post) {
    // A post keeps its sign-off in its own frontmatter: the marketer's one file.
    const file = join(ROOT, page.post.file);
    writeFileSync(file, withSignOff(readFileSync(file, 'utf8'), signOff));
  } else {
    const file = join(ROOT, SIGN_OFFS_FILE);
    const signOffs: Record<string, SignOff> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    signOffs[path] = signOff;
    const sorted = Object.fromEntries(Object.entries(signOffs).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  }
  const against = page.english ? `, against ${page.english} as it reads today` : '';
  console.log(`${path} signed off by ${signOff.by} on ${signOff.on}${against}.`);
} else {
  console.error(USAGE);
  process.exit(1);
}
