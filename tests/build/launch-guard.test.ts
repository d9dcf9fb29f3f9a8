// The guard's rules on facts and entries written here, and its reading of files on a small project of
// stand-ins: the texts and images the template shipped with come from tests/fixtures/launch-guard/,
// never from what the repository holds today, so these tests pass before launch and after it.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { credentialed, crackRepairWarranty, rated, type RatingFigures } from '../../src/data/business';
import sharp from 'sharp';
import { guardVerdict, launchGuard, placeholderPagePaths, readLaunchContent } from '../../src/lib/build/launch-guard';
import {
  formatLaunchReport,
  launchPlaceholders,
  repositoryName,
  type LaunchContent,
} from '../../src/lib/launch/placeholders';
import { unlistedPagePaths } from '../../src/lib/seo/sitemap';
import { astroBuild } from '../fixtures/astro-build';
import { post } from '../fixtures/blog-build/post';
import { validService } from '../fixtures/content-examples';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURES = join(ROOT, 'tests/fixtures/launch-guard');

/** What the template shipped with: a testimonial's text, a case study's three texts, the rating's figures. */
const STAND_INS = JSON.parse(readFileSync(join(FIXTURES, 'stand-ins.json'), 'utf8')) as {
  testimonial: string;
  project: { challenge: string; solution: string; result: string };
  story: string;
  rating: RatingFigures;
};

const READY: LaunchContent = {
  business: {
    phone: { display: '(214) 867-5309', href: 'tel:+12148675309', e164: '+12148675309' },
    reviewUrl: 'https://g.page/r/CQx7bKz3mV2dEBM/review',
    rating: rated({ value: 4.8, best: 5, count: 23 }),
    claims: {
      credentials: credentialed(['licensed', 'bonded', 'insured']),
      satisfaction: '100%',
      crackRepairWarranty: crackRepairWarranty('lifetime'),
      propertyValue: '$15,000+',
    },
    spanish: 'writing',
    ownerConfirmed: { rating: true, credentials: true, crackRepairWarranty: true, spanish: true },
  },
  testimonials: [{ id: 'sarah-m-plano', file: 'src/content/testimonials/sarah-m-plano.json', placeholder: false }],
  projects: [{ id: 'plano-step-repair', file: 'src/content/projects/plano-step-repair.mdx', placeholder: false }],
  inventedStories: [],
  unlabelledIllustrations: [],
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
      `Phone number ${display} (src/data/business.json) is a fictional 555-01xx number.`,
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
      'Phone number (214) 555-0148 (src/data/business.json) is not the number calls go to, +12148675309: show the same number.',
    ]);
    expect(launchPlaceholders(withPhone('(214) 867-5309', '+12145550148'))).toEqual([
      'Phone number (214) 867-5309 (src/data/business.json) is not the number calls go to, +12145550148: show the same number.',
    ]);
  });

  it('lists the rating and the two claims until the owner confirms each', () => {
    const nothingConfirmed = { rating: false, credentials: false, crackRepairWarranty: false, spanish: true };
    const unconfirmed = { ...READY, business: { ...READY.business, ownerConfirmed: nothingConfirmed } };
    expect(launchPlaceholders(unconfirmed)).toEqual([
      'Rating 4.8 out of 5 from 23 reviews (src/data/business.json; pages and their structured data for search engines show it) is not confirmed by the owner.',
      'Claim "Licensed, bonded and insured" (src/data/business.json) is not confirmed by the owner.',
      'Claim "Lifetime warranty on crack repair" (src/data/business.json) is not confirmed by the owner.',
    ]);
    const ratingOnly = { rating: true, credentials: false, crackRepairWarranty: true, spanish: true };
    expect(launchPlaceholders({ ...READY, business: { ...READY.business, ownerConfirmed: ratingOnly } })).toEqual([
      'Claim "Licensed, bonded and insured" (src/data/business.json) is not confirmed by the owner.',
    ]);
  });

  it('asks the owner to confirm how Spanish speakers are served, unless the site has no Spanish page', () => {
    const unconfirmed = { ...READY.business.ownerConfirmed, spanish: false };
    expect(launchPlaceholders({ ...READY, business: { ...READY.business, ownerConfirmed: unconfirmed } })).toEqual([
      'How the business serves Spanish speakers, "writing" (requests written in Spanish are answered in Spanish, calls in English; src/data/business.json), is not confirmed by the owner: the Spanish pages tell visitors so. Write "phone", "writing" or "not-yet", then set "spanish" to true in "ownerConfirmed".',
    ]);
    expect(
      launchPlaceholders({
        ...READY,
        business: { ...READY.business, spanish: 'not-yet', ownerConfirmed: unconfirmed },
      }),
    ).toEqual([]);
  });

  it('asks no confirmation of a claim the business does not make', () => {
    const claims = { ...READY.business.claims, credentials: undefined, crackRepairWarranty: undefined };
    const nothingConfirmed = { rating: true, credentials: false, crackRepairWarranty: false, spanish: true };
    expect(
      launchPlaceholders({ ...READY, business: { ...READY.business, claims, ownerConfirmed: nothingConfirmed } }),
    ).toEqual([]);
    const insuredOnly = { ...claims, credentials: credentialed(['insured']) };
    expect(
      launchPlaceholders({
        ...READY,
        business: { ...READY.business, claims: insuredOnly, ownerConfirmed: nothingConfirmed },
      }),
    ).toEqual(['Claim "Insured" (src/data/business.json) is not confirmed by the owner.']);
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
      `Review link ${reviewUrl} (src/data/business.json) is not the business's Google review link.`,
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

  it('names illustrations passed off as photos', () => {
    const content: LaunchContent = {
      ...READY,
      projects: [{ id: 'p', file: 'src/content/projects/p.mdx', placeholder: false, illustration: 'src/assets/p.png' }],
      unlabelledIllustrations: [{ image: 'src/assets/home/before.png', file: 'src/pages/index.astro' }],
    };
    expect(launchPlaceholders(content)).toEqual([
      'Project src/content/projects/p.mdx shows the illustration src/assets/p.png, not a photo of the job.',
      'Image src/assets/home/before.png in src/pages/index.astro is an illustration, but its alt text does not say so: visitors would take it for a photo of a real job.',
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
    `Rating ${value} out of ${best} from ${count} reviews (src/data/business.json; pages and their structured data for search engines show it)`;

  it("names the template's figure as its stand-in until the owner confirms it holds", () => {
    expect(launchPlaceholders(withRating(STAND_INS.rating, false))).toEqual([
      `${named(STAND_INS.rating)} is the template's stand-in: copy the business's rating from its Google Business Profile, or delete the rating while it has none.`,
    ]);
    expect(launchPlaceholders(withRating(STAND_INS.rating, true))).toEqual([]);
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

/** A testimonial file as its README shows it. */
const testimonialFile = (text: string, flagged = false) =>
  `${JSON.stringify({ order: 1, name: 'Dana K.', location: 'Garland', rating: 5, text, service: 'repair', ...(flagged ? { placeholder: true } : {}) }, null, 2)}\n`;

/** A project file with its three texts and its image. */
const projectFile = (story: { challenge: string; solution: string; result: string }, image: string, flagged = false) =>
  [
    '---',
    'order: 1',
    'title: "A job"',
    'location: "Garland"',
    'duration: "1 day"',
    ...Object.entries(story).map(([field, text]) => `${field}: "${text}"`),
    `image: ${image}`,
    'imageAlt: "The pool after the repair"',
    ...(flagged ? ['placeholder: true'] : []),
    '---',
    '',
  ].join('\n');

const OWN_STORY = { challenge: 'What the job was.', solution: 'What we did.', result: 'How it turned out.' };

/**
 * A project holding the template's kinds of stand-in beside genuine entries: a flagged review, one
 * with the shipped text and no flag, a genuine one; a flagged project, one with the shipped texts and
 * no flag, one rewritten but still showing an illustration, a real job; an illustration shown as if a
 * photo in a page, a service and a post; a post telling the shipped story of a job.
 */
async function standInProject(root: string) {
  const files: Record<string, string | Buffer> = {
    'src/assets/illustration.png': await readFile(join(FIXTURES, 'illustration-as-shipped.png')),
    'src/assets/job.jpg': Buffer.from('a photo of the job'),
    'src/content/testimonials/flagged.json': testimonialFile('Our own words.', true),
    'src/content/testimonials/sarah-m.json': testimonialFile(STAND_INS.testimonial),
    'src/content/testimonials/genuine.json': testimonialFile('They fixed the leak in one visit.'),
    'src/content/projects/flagged.mdx': projectFile(OWN_STORY, '../../assets/job.jpg', true),
    'src/content/projects/invented.mdx': projectFile(STAND_INS.project, '../../assets/job.jpg'),
    'src/content/projects/rewritten.mdx': projectFile(OWN_STORY, '../../assets/illustration.png'),
    'src/content/projects/real-job.mdx': projectFile(OWN_STORY, '../../assets/job.jpg'),
    'src/pages/index.astro': [
      '---',
      "import hero from '../assets/illustration.png';",
      '---',
      '<ResponsivePicture src={hero} alt="A backyard pool" />',
      '<ResponsivePicture src={hero} alt="Illustration of a backyard pool" />',
      '',
    ].join('\n'),
    'src/content/services/repair.mdx': [
      '---',
      'image: ../../assets/illustration.png',
      'imageAlt: "A fiberglass pool"',
      '---',
      "import before from '../../assets/illustration.png';",
      '',
      '<BeforeAfter',
      '  before={before}',
      '  beforeAlt="A fiberglass pool wall"',
      '/>',
      '',
    ].join('\n'),
    'src/content/blog/post.mdx': [
      '---',
      'title: "A post"',
      'heroImage: ../../assets/illustration.png',
      'heroAlt: "A glossy pool"',
      '---',
      '',
      'Our own words.',
      '',
    ].join('\n'),
    'src/content/blog/pump.mdx': [
      '---',
      'title: "Pumps"',
      '---',
      '',
      '## Case study',
      '',
      // Wrapped differently from the shipped file: the guard knows the paragraph by its words.
      STAND_INS.story.replace('. We replaced', '.\nWe replaced'),
      '',
      'A real job of ours.',
      '',
    ].join('\n'),
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), content);
  }
}

let root: string;
beforeEach(async () => {
  // Under the project, so that a build there finds its node_modules.
  await mkdir(join(ROOT, '.tmp'), { recursive: true });
  root = await mkdtemp(join(ROOT, '.tmp', 'launch-guard-'));
  await standInProject(root);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('reading a project', () => {
  const content = () => readLaunchContent(root, READY.business);

  it("names the words file of a page whose illustration's alt text, written there, does not say so", async () => {
    const files = {
      'src/components/pages/HomePage.astro': [
        '---',
        "import hero from '../../assets/illustration.png';",
        "const copy = await pageCopy('homePage', language);",
        '---',
        '<ResponsivePicture src={hero} alt={copy.hero.imageAlt} />',
      ].join('\n'),
      'src/content/pages/home/en.json': JSON.stringify({ hero: { imageAlt: 'A backyard pool' } }),
      'src/content/pages/home/es.json': JSON.stringify({ hero: { imageAlt: 'Ilustración de una piscina' } }),
    };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(dirname(join(root, file)), { recursive: true });
      await writeFile(join(root, file), text);
    }
    const pages = content().unlabelledIllustrations.filter(({ file }) => file.startsWith('src/content/pages/'));
    expect(pages).toEqual([{ image: 'src/assets/illustration.png', file: 'src/content/pages/home/en.json' }]);
  });

  it('knows a stand-in by its flag or by its shipped text, whatever its file name, and a real entry for one', () => {
    expect(content().testimonials.map(({ id, placeholder }) => [id, placeholder])).toEqual([
      ['flagged', true],
      ['genuine', false],
      ['sarah-m', true],
    ]);
    expect(content().projects.map(({ id, placeholder, illustration }) => [id, placeholder, illustration])).toEqual([
      ['flagged', true, undefined],
      ['invented', true, undefined],
      ['real-job', false, undefined],
      ['rewritten', false, 'src/assets/illustration.png'],
    ]);
  });

  it('lists each stand-in by its file, illustrations shown as photos wherever the alt text is written but in posts (the content check names those)', () => {
    const unlabelled = (file: string) =>
      `Image src/assets/illustration.png in ${file} is an illustration, but its alt text does not say so: visitors would take it for a photo of a real job.`;
    expect(launchPlaceholders(content())).toEqual([
      'Testimonial src/content/testimonials/flagged.json is a placeholder, not a genuine customer review.',
      'Testimonial src/content/testimonials/sarah-m.json is a placeholder, not a genuine customer review.',
      'Project src/content/projects/flagged.mdx is a placeholder, not a job the business did.',
      'Project src/content/projects/invented.mdx is a placeholder, not a job the business did.',
      'Project src/content/projects/rewritten.mdx shows the illustration src/assets/illustration.png, not a photo of the job.',
      `Post src/content/blog/pump.mdx tells the template's invented job "Case study: a Plano family's pool": rewrite the section with a job the business did, or delete it.`,
      unlabelled('src/content/projects/rewritten.mdx'),
      unlabelled('src/content/services/repair.mdx'),
      unlabelled('src/content/services/repair.mdx'),
      unlabelled('src/pages/index.astro'),
    ]);
  });

  it('keeps the pages showing stand-ins out of the sitemap, and /reviews while it has nothing to show', async () => {
    expect(placeholderPagePaths(content())).toEqual(['/projects/flagged', '/projects/invented', '/reviews']);
    await rm(join(root, 'src/content/testimonials'), { recursive: true });
    await rm(join(root, 'src/content/projects'), { recursive: true });
    expect(placeholderPagePaths(content())).toEqual([]);
    expect(unlistedPagePaths(content(), READY.business)).toEqual([]);
    expect(unlistedPagePaths(content(), { rating: undefined })).toEqual(['/reviews']);
  });

  it('the new-post link until the guide names the repository, which Netlify reports', async () => {
    const guide = 'docs/writing-a-blog-post.md';
    await mkdir(join(root, 'docs'));
    await writeFile(join(root, guide), 'Open [a new post](https://github.com/OWNER/REPO/new/main/src/content/blog).\n');
    const netlify = { REPOSITORY_URL: 'https://github.com/acme/pool-site' };
    expect(launchPlaceholders(readLaunchContent(root, READY.business, netlify))).toContain(
      "The marketer's link to a new post on GitHub still says OWNER/REPO: replace OWNER/REPO with acme/pool-site in docs/writing-a-blog-post.md.",
    );
    await writeFile(
      join(root, guide),
      'Open [a new post](https://github.com/acme/pool-site/new/main/src/content/blog).\n',
    );
    expect(readLaunchContent(root, READY.business, netlify).newPostLink).toEqual({
      unset: false,
      repository: 'acme/pool-site',
    });
  });
});

/** The list a build of the stand-in project prints, with this repository's facts. */
const report = () => formatLaunchReport(launchPlaceholders(readLaunchContent(root)));

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
  // The stand-in project's content as the content check wants it: a real photo of the job, no page
  // or post (they only show illustrations to the tests above), and the service the reviews name, photographed.
  beforeEach(async () => {
    for (const folder of ['src/pages', 'src/content/services', 'src/content/blog']) {
      await rm(join(root, folder), { recursive: true });
    }
    const photo = sharp({ create: { width: 8, height: 8, channels: 3, background: '#3b82f6' } });
    await photo.jpeg().toFile(join(root, 'src/assets/job.jpg'));
    const service = { ...validService, image: '../../assets/job.jpg', imageAlt: 'A sealed crack' };
    await mkdir(join(root, 'src/content/services'));
    await writeFile(join(root, 'src/content/services/repair.mdx'), `---\n${JSON.stringify(service)}\n---\n`);
  });

  function runSetup(env: NodeJS.ProcessEnv, { command = 'build', at = root } = {}) {
    const logger = { warn: vi.fn(), error: vi.fn() };
    const setup = launchGuard(env).hooks['astro:config:setup'] as (options: object) => Promise<void>;
    const config = { root: pathToFileURL(`${at}/`) };
    return { run: () => setup({ command, config, logger }), ...logger };
  }

  it.each(['deploy-preview', 'branch-deploy', undefined])(
    'lets a %s build through with the list as a warning',
    async (context) => {
      const { run, warn, error } = runSetup({ CONTEXT: context });
      await expect(run()).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledExactlyOnceWith(report());
      expect(error).not.toHaveBeenCalled();
    },
  );

  it('stops a production build with the same list, and a last line without a stack trace', async () => {
    const { run, error } = runSetup({ CONTEXT: 'production' });
    const stop = await run().catch((thrown: Error) => thrown);
    expect(stop).toMatchObject({
      message: `Production build stopped: ${report().split(':')[0]}, listed above.`,
      stack: '',
    });
    expect(error).toHaveBeenCalledExactlyOnceWith(`Production build stopped. ${report()}`);
  });

  it('stops a deploy preview on a mistake in the content, logged before the launch list', async () => {
    await mkdir(join(root, 'src/content/blog'));
    await sharp({ create: { width: 48, height: 32, channels: 3, background: '#0b6e99' } })
      .png()
      .toFile(join(root, 'src/assets/hero.png'));
    await writeFile(join(root, 'src/content/blog/a.mdx'), post({ category: 'News', relatedServices: '' }));
    const { run, error, warn } = runSetup({ CONTEXT: 'deploy-preview' });
    await expect(run()).rejects.toThrow('Build stopped: 1 mistake in 1 file, listed above.');
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]![0]).toMatch(
      /^Build stopped: 1 mistake in src\/content\/blog\/a\.mdx — below with its fix\.\n\nsrc\/content\/blog\/a\.mdx\n {2}- category: "News" is not on the list;/,
    );
    expect(warn).toHaveBeenCalledExactlyOnceWith(report());
    expect(error.mock.invocationCallOrder[0]).toBeLessThan(warn.mock.invocationCallOrder[0]!);
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
    const guard = JSON.stringify(join(ROOT, 'src/lib/build/launch-guard.ts'));
    await writeFile(
      join(root, 'astro.config.mjs'),
      `import { launchGuard } from ${guard};\nexport default { integrations: [launchGuard()] };\n`,
    );
    const { code, output } = await astroBuild(root, { CONTEXT: 'production' });
    expect(code).toBe(1);
    expect(output).toContain(`Production build stopped. ${report().split('\n')[0]}`);
    expect(output).toContain('Testimonial src/content/testimonials/flagged.json is a placeholder');
    expect(existsSync(join(root, 'dist')), 'no page was built').toBe(false);
  });
});
