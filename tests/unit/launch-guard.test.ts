import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { business } from '../../src/data/business';
import { guardVerdict, launchGuard, placeholderPagePaths, readLaunchContent } from '../../src/lib/launch/launch-guard';
import {
  formatLaunchReport,
  launchPlaceholders,
  repositoryName,
  type LaunchContent,
} from '../../src/lib/launch/placeholders';
import { post } from '../fixtures/blog-build/post';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ASTRO = join(ROOT, 'node_modules/astro/bin/astro.mjs');

const READY: LaunchContent = {
  business: {
    phone: { display: '(214) 867-5309', href: 'tel:+12148675309', e164: '+12148675309' },
    reviewUrl: 'https://g.page/r/CQx7bKz3mV2dEBM/review',
    rating: business.rating,
    claims: business.claims,
    ownerConfirmed: { rating: true, credentials: true, crackRepairWarranty: true },
  },
  testimonials: [{ id: 'sarah-m-plano', file: 'src/content/testimonials/sarah-m-plano.json', placeholder: false }],
  projects: [{ id: 'plano-step-repair', file: 'src/content/projects/plano-step-repair.mdx', placeholder: false }],
  unlabelledIllustrations: [],
  shareImageAsShipped: false,
  newPostLink: { unset: false },
};

const withPhone = (display: string, e164: string): LaunchContent => ({
  ...READY,
  business: { ...READY.business, phone: { display, href: `tel:${e164}`, e164 } },
});

describe('launchPlaceholders', () => {
  it('finds nothing once every placeholder is replaced', () => {
    expect(launchPlaceholders(READY)).toEqual([]);
  });

  it.each([
    ['(214) 555-0100', '+12145550100'],
    ['(214) 555-0148', '+12145550148'],
    ['972-555-0199', '+19725550199'],
  ])('names the fictional number %s', (display, e164) => {
    expect(launchPlaceholders(withPhone(display, e164))).toEqual([
      `Phone number ${display} (src/data/business.ts) is a fictional 555-01xx number.`,
    ]);
  });

  it.each([
    ['(214) 555-0200', '+12145550200'],
    ['214-555-1234', '+12145551234'],
    ['+1 (214) 867-5309', '+12148675309'],
  ])('accepts %s, a number outside the fictional range', (display, e164) => {
    expect(launchPlaceholders(withPhone(display, e164))).toEqual([]);
  });

  it('names the phone when only its e164 form was changed, and the number shown is still the fictional one', () => {
    expect(launchPlaceholders(withPhone('(214) 555-0148', '+12148675309'))).toEqual([
      'Phone number (214) 555-0148 (src/data/business.ts) is not the number calls go to, +12148675309: show the same number.',
    ]);
    expect(launchPlaceholders(withPhone('(214) 867-5309', '+12145550148'))).toEqual([
      'Phone number (214) 867-5309 (src/data/business.ts) is not the number calls go to, +12145550148: show the same number.',
    ]);
  });

  it('lists the rating and the two claims until the owner confirms each', () => {
    const unconfirmed = { ...READY, business: { ...READY.business, ownerConfirmed: business.ownerConfirmed } };
    expect(launchPlaceholders(unconfirmed)).toEqual([
      'Rating 4.9 out of 5 from 127 reviews (src/data/business.ts; pages and their structured data for search engines show it) is not confirmed by the owner.',
      'Claim "Licensed, bonded and insured" (src/data/business.ts) is not confirmed by the owner.',
      'Claim "Lifetime warranty on crack repair" (src/data/business.ts) is not confirmed by the owner.',
    ]);
    const ratingOnly = { rating: true, credentials: false, crackRepairWarranty: true };
    expect(launchPlaceholders({ ...READY, business: { ...READY.business, ownerConfirmed: ratingOnly } })).toEqual([
      'Claim "Licensed, bonded and insured" (src/data/business.ts) is not confirmed by the owner.',
    ]);
  });

  it.each([
    'https://g.page/r/dallas-fiberglass-pool-repair/review',
    'https://g.page/r/YOUR_REVIEW_ID/review',
    'https://g.page/r/CQx7bKz3mV2dEBM',
    'https://g.page/r/CQx7bKz3mV2dXBM/review',
    'https://g.page/dallas-fiberglass-pool-repair/review?rc',
    'http://g.page/r/CQx7bKz3mV2dEBM/review',
    'https://g.page.example.com/r/CQx7bKz3mV2dEBM/review',
    'https://search.google.com/local/writereview?placeid=PLACE_ID',
    'https://search.google.com/local/writereview?placeid=ChIJ-dallas-fiberglass-pool-repair',
    'https://search.google.com/local/reviews?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4',
    'https://www.google.com/maps/search/Dallas+Fiberglass+Pool+Repair',
    'https://maps.app.goo.gl/AbCdEf123',
    'not a link',
  ])('names %s, which is not a Google review link', (reviewUrl) => {
    expect(launchPlaceholders({ ...READY, business: { ...READY.business, reviewUrl } })).toEqual([
      `Review link ${reviewUrl} (src/data/business.ts) is not the business's Google review link.`,
    ]);
  });

  it.each([
    'https://g.page/r/CQx7bKz3mV2dEBM/review',
    'https://g.page/r/CW-QfM4JvX0iEAE/review',
    'https://g.page/r/Cc1EpXTPbtVYEB0/review/',
    'https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4',
    'https://search.google.com/local/writereview?placeid=ChIJU-pP1XeNwogR1JU0sbJZtbU',
  ])('accepts %s, a review link as Google gives it', (reviewUrl) => {
    expect(launchPlaceholders({ ...READY, business: { ...READY.business, reviewUrl } })).toEqual([]);
  });

  it('names illustrations passed off as photos and the share image as shipped', () => {
    const content: LaunchContent = {
      ...READY,
      projects: [{ id: 'p', file: 'src/content/projects/p.mdx', placeholder: false, illustration: 'src/assets/p.png' }],
      unlabelledIllustrations: [{ image: 'src/assets/home/before.png', file: 'src/pages/index.astro' }],
      shareImageAsShipped: true,
    };
    expect(launchPlaceholders(content)).toEqual([
      'Project src/content/projects/p.mdx shows the illustration src/assets/p.png, not a photo of the job.',
      'Image src/assets/home/before.png in src/pages/index.astro is an illustration, but its alt text does not say so: visitors would take it for a photo of a real job.',
      'Share image public/og-default.png shows the fictional phone number: run npm run brand-images once the phone is real.',
    ]);
  });

  it("names the marketer's new-post link while it says OWNER/REPO, with the repository Netlify builds from", () => {
    expect(launchPlaceholders({ ...READY, newPostLink: { unset: true, repository: 'acme/pool-site' } })).toEqual([
      "The marketer's link to a new post on GitHub still says OWNER/REPO: replace OWNER/REPO with acme/pool-site in docs/writing-a-blog-post.md.",
    ]);
    expect(launchPlaceholders({ ...READY, newPostLink: { unset: true } })).toEqual([
      "The marketer's link to a new post on GitHub still says OWNER/REPO: replace OWNER/REPO in docs/writing-a-blog-post.md with the GitHub account and repository the site lives in, e.g. maria-lopez/dallas-fiberglass-pool-repair.",
    ]);
  });

  it.each([
    ['https://github.com/acme/pool-site', 'acme/pool-site'],
    ['https://github.com/acme/pool-site.git', 'acme/pool-site'],
    ['https://x-access-token:v1.abc123@github.com/acme/pool-site', 'acme/pool-site'],
    ['git@github.com:acme/pool-site.git', 'acme/pool-site'],
    ['https://gitlab.com/acme/pool-site/', 'acme/pool-site'],
    ['https://github.com/acme', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('reads the repository of REPOSITORY_URL %s as %s', (url, repository) => {
    expect(repositoryName(url)).toBe(repository);
  });

  it('names each flagged testimonial and project by its file, and only those', () => {
    const content: LaunchContent = {
      ...READY,
      testimonials: [
        { id: 'a', file: 'src/content/testimonials/a.json', placeholder: true },
        { id: 'b', file: 'src/content/testimonials/b.json', placeholder: false },
      ],
      projects: [{ id: 'c', file: 'src/content/projects/c.mdx', placeholder: true }],
    };
    expect(launchPlaceholders(content)).toEqual([
      'Testimonial src/content/testimonials/a.json is a placeholder, not a genuine customer review.',
      'Project src/content/projects/c.mdx is a placeholder, not a job the business did.',
    ]);
  });
});

describe('formatLaunchReport', () => {
  it('is one list: a count, a line per item, where to read how to replace them', () => {
    expect(formatLaunchReport(['One.', 'Two.'])).toBe(
      [
        '2 items to replace or confirm before launch:',
        '  - One.',
        '  - Two.',
        'How to clear each: docs/launching.md, step 1.',
      ].join('\n'),
    );
    expect(formatLaunchReport(['One.']).split('\n')[0]).toBe('1 item to replace or confirm before launch:');
  });
});

describe('the placeholders in the repository today', () => {
  const content = readLaunchContent();

  it('reads the flags of all eight testimonials and three projects', () => {
    expect(content.testimonials.filter((entry) => entry.placeholder)).toHaveLength(8);
    expect(content.projects.map((entry) => [entry.id, entry.placeholder])).toEqual([
      ['highland-park-fiberglass-crack-repair', true],
      ['lakewood-leak-detection-equipment-upgrade', true],
      ['plano-step-delamination-repair', true],
    ]);
  });

  it('lists the fictional phone number and the made-up review link first, then the rating and claims', () => {
    const found = launchPlaceholders(content);
    expect(found[0]).toContain(business.phone.display);
    expect(found[1]).toContain(business.reviewUrl);
    expect(found[2]).toMatch(/^Rating 4\.9 /);
    expect(found).toHaveLength(2 + 3 + 8 + 3 + 1 + 1);
    expect(found.at(-2)).toMatch(/^Share image public\/og-default\.png/);
    expect(found.at(-1)).toMatch(/^The marketer's link to a new post on GitHub still says OWNER\/REPO/);
  });

  it('knows each project image, each page and service illustration and the share image for what they are', () => {
    expect(content.projects.map((entry) => entry.illustration)).toEqual([
      'src/assets/projects/highland-park-fiberglass-crack-repair.png',
      'src/assets/projects/lakewood-leak-detection-equipment-upgrade.png',
      'src/assets/projects/plano-step-delamination-repair.png',
    ]);
    expect(content.unlabelledIllustrations).toEqual([]);
    expect(content.shareImageAsShipped).toBe(true);
  });

  it('keeps the three project pages and /reviews out of the sitemap', () => {
    expect(placeholderPagePaths(content)).toEqual([
      '/projects/highland-park-fiberglass-crack-repair',
      '/projects/lakewood-leak-detection-equipment-upgrade',
      '/projects/plano-step-delamination-repair',
      '/reviews',
    ]);
  });
});

describe('guardVerdict: the content check and the launch list in one log', () => {
  const mistake = { file: 'src/content/blog/a.mdx', where: 'pubDate', text: 'the fix' };
  const list = ['One.', 'Two.'];
  const mistakes = [
    'Build stopped: 1 mistake in src/content/blog/a.mdx — below with its fix.',
    '',
    'src/content/blog/a.mdx',
    '  - pubDate: the fix',
  ].join('\n');

  it('stops any build on a mistake, its list first and the launch list as a warning after', () => {
    expect(guardVerdict([mistake], list, false)).toEqual({
      errors: [mistakes],
      warning: formatLaunchReport(list),
      stop: 'Build stopped: 1 mistake in 1 file, listed above.',
    });
  });

  it('stops a production build on both lists, the mistakes first', () => {
    expect(guardVerdict([mistake, { ...mistake, where: 'title' }], list, true)).toEqual({
      errors: [
        expect.stringMatching(/^Build stopped: 2 mistakes in src\/content\/blog\/a\.mdx — each below/),
        `Production build stopped. ${formatLaunchReport(list)}`,
      ],
      stop: 'Build stopped: 2 mistakes in 1 file and 2 items to replace or confirm before launch, listed above.',
    });
    expect(guardVerdict([], list, true)).toEqual({
      errors: [`Production build stopped. ${formatLaunchReport(list)}`],
      stop: 'Production build stopped: 2 items to replace or confirm before launch, listed above.',
    });
  });

  it('lets a build through with nothing, or with the launch list as a warning', () => {
    expect(guardVerdict([], [], true)).toEqual({ errors: [] });
    expect(guardVerdict([], list, false)).toEqual({ errors: [], warning: formatLaunchReport(list) });
  });
});

describe('launchGuard', () => {
  function runSetup(env: NodeJS.ProcessEnv, { command = 'build', root = ROOT } = {}) {
    const logger = { warn: vi.fn(), error: vi.fn() };
    const setup = launchGuard(env).hooks['astro:config:setup'] as (options: object) => Promise<void>;
    const config = { root: pathToFileURL(root) };
    return { run: () => setup({ command, config, logger }), ...logger };
  }
  const report = formatLaunchReport(launchPlaceholders(readLaunchContent()));

  it.each(['deploy-preview', 'branch-deploy', undefined])(
    'lets a %s build through with the list as a warning',
    async (context) => {
      const { run, warn, error } = runSetup({ CONTEXT: context });
      await expect(run()).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledExactlyOnceWith(report);
      expect(error).not.toHaveBeenCalled();
    },
  );

  it('stops a production build with the same list, and a last line without a stack trace', async () => {
    const { run, error } = runSetup({ CONTEXT: 'production' });
    const stop = await run().catch((thrown: Error) => thrown);
    expect(stop).toMatchObject({
      message: `Production build stopped: ${report.split(':')[0]}, listed above.`,
      stack: '',
    });
    expect(error).toHaveBeenCalledExactlyOnceWith(`Production build stopped. ${report}`);
  });

  it('stops a deploy preview on a mistake in the content, logged before the launch list', async () => {
    const root = await mkdtemp(join(tmpdir(), 'launch-guard-'));
    try {
      await mkdir(join(root, 'src/content/blog'), { recursive: true });
      await mkdir(join(root, 'src/assets'));
      await cp(join(ROOT, 'src/assets/home/hero.png'), join(root, 'src/assets/hero.png'));
      await writeFile(join(root, 'src/content/blog/a.mdx'), post({ category: 'News', relatedServices: '' }));
      const { run, error, warn } = runSetup({ CONTEXT: 'deploy-preview' }, { root });
      await expect(run()).rejects.toThrow('Build stopped: 1 mistake in 1 file, listed above.');
      expect(error.mock.calls[0]![0]).toMatch(
        /^Build stopped: 1 mistake in src\/content\/blog\/a\.mdx — below with its fix\.\n\nsrc\/content\/blog\/a\.mdx\n {2}- category: "News" is not on the list;/,
      );
      expect(warn).toHaveBeenCalledOnce();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('stays quiet under npm start', async () => {
    const { run, warn, error } = runSetup({ CONTEXT: 'production' }, { command: 'dev' });
    await expect(run()).resolves.toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});

describe('a Netlify production build', () => {
  it('fails before building any page, printing the list', { timeout: 120_000 }, async () => {
    const outDir = join(tmpdir(), `launch-guard-${process.pid}`);
    const build = promisify(execFile)(process.execPath, [ASTRO, 'build', '--outDir', outDir], {
      cwd: ROOT,
      env: { ...process.env, CONTEXT: 'production' },
    });
    const failure = await build.then(
      () => undefined,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    const output = `${failure?.stdout}${failure?.stderr}`;
    expect(output).toContain('Production build stopped. 18 items to replace or confirm before launch:');
    expect(output).toContain(`Phone number ${business.phone.display}`);
    expect(existsSync(outDir), 'no page was built').toBe(false);
  });
});

describe('a stand-in is caught by what it is, not only by its flag', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'launch-guard-'));
    await cp(join(ROOT, 'src'), join(root, 'src'), { recursive: true });
    await cp(join(ROOT, 'public/og-default.png'), join(root, 'public/og-default.png'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });
  const edit = async (file: string, change: (text: string) => string) => {
    const text = await readFile(join(root, file), 'utf8');
    const changed = change(text);
    expect(changed, `${file} changed`).not.toBe(text);
    await writeFile(join(root, file), changed);
  };
  const found = () => launchPlaceholders(readLaunchContent(root));
  const withoutFlag = (text: string) => text.replace(/^\s*"?placeholder"?: true,?\n/m, '');

  it('an invented testimonial without its flag, under a new name', async () => {
    await edit('src/content/testimonials/placeholder-01.json', (text) => withoutFlag(text).replace(',\n}', '\n}'));
    await rename(
      join(root, 'src/content/testimonials/placeholder-01.json'),
      join(root, 'src/content/testimonials/sarah-m.json'),
    );
    expect(found()).toContain(
      'Testimonial src/content/testimonials/sarah-m.json is a placeholder, not a genuine customer review.',
    );
  });

  it('an invented case study without its flag, and a rewritten one still showing its illustration', async () => {
    const highlandPark = 'src/content/projects/highland-park-fiberglass-crack-repair.mdx';
    const lakewood = 'src/content/projects/lakewood-leak-detection-equipment-upgrade.mdx';
    await edit(highlandPark, withoutFlag);
    await edit(lakewood, (text) =>
      withoutFlag(text).replace(/^(challenge|solution|result): ".*"$/gm, '$1: "What the job really was."'),
    );
    const list = found();
    expect(list).toContain(`Project ${highlandPark} is a placeholder, not a job the business did.`);
    expect(list).toContain(
      `Project ${lakewood} shows the illustration src/assets/projects/lakewood-leak-detection-equipment-upgrade.png, not a photo of the job.`,
    );
  });

  it('an illustration whose alt text no longer says so, wherever the alt text is written', async () => {
    await edit('src/pages/index.astro', (text) => text.replace('alt="Illustration of a backyard', 'alt="A backyard'));
    await edit('src/content/services/fiberglass-repair.mdx', (text) =>
      text
        .replace('beforeAlt="Illustration of a fiberglass pool wall', 'beforeAlt="A fiberglass pool wall')
        .replace('imageAlt: "Illustration of a fiberglass pool', 'imageAlt: "A fiberglass pool'),
    );
    await edit('src/content/blog/gelcoat-vs-plaster.mdx', (text) =>
      text.replace('heroAlt: "Illustration of a glossy', 'heroAlt: "A glossy'),
    );
    const unlabelled = (image: string, file: string) =>
      `Image ${image} in ${file} is an illustration, but its alt text does not say so: visitors would take it for a photo of a real job.`;
    expect(found().filter((line) => line.startsWith('Image '))).toEqual([
      unlabelled('src/assets/blog/gelcoat-vs-plaster.png', 'src/content/blog/gelcoat-vs-plaster.mdx'),
      unlabelled('src/assets/services/fiberglass-repair.png', 'src/content/services/fiberglass-repair.mdx'),
      unlabelled('src/assets/services/fiberglass-repair-before.png', 'src/content/services/fiberglass-repair.mdx'),
      unlabelled('src/assets/home/hero.png', 'src/pages/index.astro'),
    ]);
  });

  it('the new-post link until the guide names the repository, which Netlify reports', async () => {
    await mkdir(join(root, 'docs'));
    await cp(join(ROOT, 'docs/writing-a-blog-post.md'), join(root, 'docs/writing-a-blog-post.md'));
    const netlify = { REPOSITORY_URL: 'https://github.com/acme/pool-site' };
    expect(launchPlaceholders(readLaunchContent(root, business, netlify)).at(-1)).toBe(
      "The marketer's link to a new post on GitHub still says OWNER/REPO: replace OWNER/REPO with acme/pool-site in docs/writing-a-blog-post.md.",
    );
    await edit('docs/writing-a-blog-post.md', (text) =>
      text.replace('github.com/OWNER/REPO/', 'github.com/acme/pool-site/'),
    );
    expect(readLaunchContent(root, business, netlify).newPostLink).toEqual({
      unset: false,
      repository: 'acme/pool-site',
    });
  });

  it('the share image until it is redrawn', async () => {
    expect(found()).toContain(
      'Share image public/og-default.png shows the fictional phone number: run npm run brand-images once the phone is real.',
    );
    await writeFile(join(root, 'public/og-default.png'), 'redrawn');
    expect(found().filter((line) => line.startsWith('Share image'))).toEqual([]);
  });
});
