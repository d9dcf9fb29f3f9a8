import type { AstroIntegrationLogger } from 'astro';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { business, rated, type RatingFigures } from '../../src/data/business';
import { launchGuard, placeholderPagePaths, readLaunchContent } from '../../src/lib/launch/launch-guard';
import {
  formatLaunchReport,
  launchPlaceholders,
  postMistakes,
  type LaunchContent,
} from '../../src/lib/launch/placeholders';
import { POST_HINTS } from '../../src/lib/launch/post-scaffold';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ASTRO = join(ROOT, 'node_modules/astro/bin/astro.mjs');

const READY: LaunchContent = {
  business: {
    phone: { display: '(214) 867-5309', href: 'tel:+12148675309', e164: '+12148675309' },
    reviewUrl: 'https://g.page/r/CQx7bKz3mV2dEBM/review',
    rating: rated({ value: 4.8, best: 5, count: 23 }),
    claims: business.claims,
    ownerConfirmed: { rating: true, credentials: true, crackRepairWarranty: true },
  },
  testimonials: [{ id: 'sarah-m-plano', file: 'src/content/testimonials/sarah-m-plano.json', placeholder: false }],
  projects: [{ id: 'plano-step-repair', file: 'src/content/projects/plano-step-repair.mdx', placeholder: false }],
  unlabelledIllustrations: [],
  shareImageAsShipped: false,
  posts: [{ file: 'src/content/blog/spring-opening.mdx' }],
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
    const nothingConfirmed = { rating: false, credentials: false, crackRepairWarranty: false };
    const unconfirmed = { ...READY, business: { ...READY.business, ownerConfirmed: nothingConfirmed } };
    expect(launchPlaceholders(unconfirmed)).toEqual([
      'Rating 4.8 out of 5 from 23 reviews (src/data/business.ts; pages and their structured data for search engines show it) is not confirmed by the owner.',
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

  it('accepts a business with no review link and no rating yet: nothing on the site then claims either', () => {
    const none = { ...READY.business, reviewUrl: undefined, rating: undefined };
    expect(launchPlaceholders({ ...READY, business: none })).toEqual([]);
    expect(
      launchPlaceholders({
        ...READY,
        business: { ...none, ownerConfirmed: { ...none.ownerConfirmed, rating: false } },
      }),
    ).toEqual([]);
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

  it('names illustrations passed off as photos and the share image as shipped; unfinished posts apart, by file and field', () => {
    const content: LaunchContent = {
      ...READY,
      projects: [{ id: 'p', file: 'src/content/projects/p.mdx', placeholder: false, illustration: 'src/assets/p.png' }],
      unlabelledIllustrations: [{ image: 'src/assets/home/before.png', file: 'src/pages/index.astro' }],
      shareImageAsShipped: true,
      posts: [
        {
          file: 'src/content/blog/a.mdx',
          hint: POST_HINTS.excerpt,
          hintField: 'excerpt',
          scaffoldImage: 'src/assets/blog/a.png',
        },
        { file: 'src/content/blog/b.mdx', hint: POST_HINTS.opening },
        { file: 'src/content/blog/c.mdx' },
      ],
    };
    expect(launchPlaceholders(content)).toEqual([
      'Project src/content/projects/p.mdx shows the illustration src/assets/p.png, not a photo of the job.',
      'Image src/assets/home/before.png in src/pages/index.astro is an illustration, but its alt text does not say so: visitors would take it for a photo of a real job.',
      'Share image public/og-default.png shows the fictional phone number: run npm run brand-images once the phone is real.',
    ]);
    expect(postMistakes(content.posts)).toEqual([
      `excerpt in src/content/blog/a.mdx: "${POST_HINTS.excerpt}" is a hint of the new-post template; write your own words in its place`,
      "heroImage in src/content/blog/a.mdx: src/assets/blog/a.png is the placeholder picture of the new-post template; put the post's own picture in src/assets/blog/ and write its file name here",
      `The text below the frontmatter in src/content/blog/b.mdx: "${POST_HINTS.opening}" is a hint of the new-post template; write your own words in its place`,
    ]);
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

/** The rating the template shipped with. */
const SHIPPED_RATING: RatingFigures = { value: 4.9, best: 5, count: 127 };

describe('the rating', () => {
  const withRating = (figures: RatingFigures, confirmed: boolean): LaunchContent => ({
    ...READY,
    business: {
      ...READY.business,
      rating: rated(figures),
      ownerConfirmed: { ...READY.business.ownerConfirmed, rating: confirmed },
    },
  });
  const named = ({ value, best, count }: RatingFigures) =>
    `Rating ${value} out of ${best} from ${count} reviews (src/data/business.ts; pages and their structured data for search engines show it)`;

  it("names the template's figure as its stand-in until the owner confirms it holds", () => {
    expect(launchPlaceholders(withRating(SHIPPED_RATING, false))).toEqual([
      `${named(SHIPPED_RATING)} is the template's stand-in: copy the business's rating from its Google Business Profile, or delete the rating while it has none.`,
    ]);
    expect(launchPlaceholders(withRating(SHIPPED_RATING, true))).toEqual([]);
  });

  it.each([
    [{ value: 0, best: 5, count: 12 }, 'an average lies between 1 and 5'],
    [{ value: 5.2, best: 5, count: 12 }, 'an average lies between 1 and 5'],
    [{ value: Number.NaN, best: 5, count: 12 }, 'an average lies between 1 and 5'],
    [{ value: 4.5, best: 5, count: 0 }, 'the number of reviews must be a whole number of at least 1'],
    [{ value: 4.5, best: 5, count: 12.5 }, 'the number of reviews must be a whole number of at least 1'],
    [{ value: 4.5, best: 0, count: 12 }, 'the best rating must be a whole number, 5 on Google'],
  ])('refuses %o, which cannot be true, even confirmed: %s', (figures, reason) => {
    expect(launchPlaceholders(withRating(figures, true))).toEqual([`${named(figures)} cannot be true: ${reason}.`]);
  });

  it.each([
    { value: 1, best: 5, count: 1 },
    { value: 5, best: 5, count: 3 },
    { value: 4.3, best: 5, count: 1250 },
  ])('accepts %o once confirmed', (figures) => {
    expect(launchPlaceholders(withRating(figures, true))).toEqual([]);
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
    expect(found).toHaveLength(2 + 3 + 8 + 3 + 1);
    expect(found.at(-1)).toMatch(/^Share image public\/og-default\.png/);
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

describe('launchGuard', () => {
  function runSetup(env: NodeJS.ProcessEnv, command = 'build') {
    const logger = { warn: vi.fn() } as unknown as AstroIntegrationLogger;
    const setup = launchGuard(env).hooks['astro:config:setup'] as (options: object) => void;
    const config = { root: pathToFileURL(ROOT) };
    return { run: () => setup({ command, config, logger }), warn: logger.warn as ReturnType<typeof vi.fn> };
  }
  const report = formatLaunchReport(launchPlaceholders(readLaunchContent()));

  it.each(['deploy-preview', 'branch-deploy', undefined])(
    'lets a %s build through with the list as a warning',
    (context) => {
      const { run, warn } = runSetup({ CONTEXT: context });
      expect(run).not.toThrow();
      expect(warn).toHaveBeenCalledExactlyOnceWith(report);
    },
  );

  it('stops a production build with the same list', () => {
    expect(runSetup({ CONTEXT: 'production' }).run).toThrow(`Production build stopped. ${report}`);
  });

  it('stays quiet under npm start', () => {
    const { run, warn } = runSetup({ CONTEXT: 'production' }, 'dev');
    expect(run).not.toThrow();
    expect(warn).not.toHaveBeenCalled();
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
    expect(output).toContain('Production build stopped. 17 items to replace or confirm before launch:');
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

  it('the share image until it is redrawn', async () => {
    expect(found()).toContain(
      'Share image public/og-default.png shows the fictional phone number: run npm run brand-images once the phone is real.',
    );
    await writeFile(join(root, 'public/og-default.png'), 'redrawn');
    expect(found().filter((line) => line.startsWith('Share image'))).toEqual([]);
  });

  it('a post to publish that still holds a new-post hint or the placeholder hero; a draft is left alone', async () => {
    const post = 'src/content/blog/variable-speed-pump-savings.mdx';
    await edit(post, (text) => text.replace(/^excerpt: .*$/m, `excerpt: "${POST_HINTS.excerpt}"`));
    await cp(join(root, 'public/og-default.png'), join(root, 'src/assets/blog/variable-speed-pump-savings.png'));
    const posts = () => postMistakes(readLaunchContent(root).posts);
    expect(posts()).toEqual([
      `excerpt in ${post}: "${POST_HINTS.excerpt}" is a hint of the new-post template; write your own words in its place`,
      `heroImage in ${post}: src/assets/blog/variable-speed-pump-savings.png is the placeholder picture of the new-post template; put the post's own picture in src/assets/blog/ and write its file name here`,
    ]);
    await edit(post, (text) => text.replace(/^---\n/, '---\ndraft: true\n'));
    expect(posts()).toEqual([]);
  });
});
