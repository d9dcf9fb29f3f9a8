// Which Spanish pages this build carries, read from the files before Astro loads content, so the
// routes, the hreflang links, the language switch and the sitemap all agree.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { business, type SpanishService } from '../../data/business';
import { isBuilt, leftOutLine, signOffState, type SignOff, type SignOffState } from './sign-off';

/** Where each sign-off is recorded, by Spanish path. */
export const SIGN_OFFS_FILE = 'src/content/es/sign-offs.json';
/** The Spanish service pages, one MDX file each, named as the English one. */
export const SPANISH_SERVICES_DIR = 'src/content/es/services';

/**
 * The Spanish pages besides the service pages, each with the English words it translates: the page's
 * copy file where the two languages share one composition, else the English page.
 */
const SPANISH_PAGES: readonly { path: string; english: string }[] = [
  { path: '/es', english: 'src/content/pages/home/en.json' },
  { path: '/es/services', english: 'src/content/pages/services/en.json' },
  { path: '/es/about', english: 'src/content/pages/about/en.json' },
  { path: '/es/contact', english: 'src/components/contact/contact-words.ts' },
];

export interface SpanishPage {
  path: string;
  /** The English source file the translation was checked against. */
  english: string;
  state: SignOffState;
}

/** Every Spanish page written, with its sign-off standing; none while the business does not serve Spanish speakers. */
export function writtenSpanishPages(spanish: SpanishService, root: string): SpanishPage[] {
  if (spanish === 'not-yet') return [];
  const signOffsFile = join(root, SIGN_OFFS_FILE);
  const signOffs: Record<string, SignOff> = existsSync(signOffsFile)
    ? (JSON.parse(readFileSync(signOffsFile, 'utf8')) as Record<string, SignOff>)
    : {};
  const servicesDir = join(root, SPANISH_SERVICES_DIR);
  const services = existsSync(servicesDir)
    ? readdirSync(servicesDir)
        .filter((name) => name.endsWith('.mdx') && existsSync(join(root, 'src/content/services', name)))
        .map((name) => ({ path: `/es/services/${name.slice(0, -4)}`, english: `src/content/services/${name}` }))
    : [];
  // A page whose English source is gone has nothing to pair with (and nothing its sign-off could hold for).
  return [...SPANISH_PAGES, ...services]
    .filter((page) => existsSync(join(root, page.english)))
    .map((page) => ({
      ...page,
      state: signOffState(signOffs[page.path], readFileSync(join(root, page.english), 'utf8')),
    }));
}

/** Whether this is Netlify's production build, the one that leaves out what is not signed off. */
export const isProductionBuild = (env: NodeJS.ProcessEnv = process.env) => env.CONTEXT === 'production';

/** The Spanish pages a build carries, and the log lines of those it leaves out. */
export function spanishSite(pages: readonly SpanishPage[], production: boolean) {
  const built = pages.filter((page) => isBuilt(page.state, production));
  return {
    pages: new Map(built.map((page) => [page.path, page])),
    leftOut: production ? pages.flatMap((page) => leftOutLine(page.path, page.state) ?? []) : [],
  };
}

/** This build's Spanish pages, by path. */
export const SPANISH_SITE = spanishSite(writtenSpanishPages(business.spanish, resolve('.')), isProductionBuild());
export const spanishPaths: ReadonlySet<string> = new Set(SPANISH_SITE.pages.keys());
