// Launch day on a copy of the repository: step 1 of docs/launching.md done for a business that has less
// than the template shows (its own phone, a few genuine reviews, one job written up with its own photo,
// no rating yet, a first blog post), with shorter Saturday hours and a closure next week, and the people
// facts (the owner's name and photo, the year founded, a license's issuer, the street shown, the Google
// profile), all written in the facts file alone; then a variant with no review, no case study and no
// review link, insured only, with no written warranty on crack repair, no people facts and its street kept private.
// Each is built for Netlify production, so the launch guard must let it through, and its pages are
// read as a visitor and a search engine would. The copy lives under .tmp/ (git-ignored) so Node finds
// the project's node_modules, and shares the project's image cache: the images it encodes are the
// ones the browser tests' build reuses, and the second variant re-encodes none.
import { statSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { business } from '../../src/data/business';
import { addDays, businessDate, CLOSURE_NOTICES_PATH, closedDays } from '../../src/lib/business-time';
import { shareImageSvg } from '../../src/lib/seo/share-image';
import { astroBuild, imageCache } from '../fixtures/astro-build';
import { post } from '../fixtures/blog-build/post';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** What a build needs from the project; the copy changes only what step 1 says to change. */
const COPIED = ['astro.config.ts', 'package.json', 'tsconfig.json', 'src', 'public', 'netlify', 'docs', 'scripts'];

/** The launched business's facts, as the person launching writes them into src/data/business.json. */
const PHONE = { display: '(469) 555-2470', e164: '+14695552470' };
const REVIEW_URL = 'https://g.page/r/CQx7bKz3mV2dEBM/review';

/** Reviews written for this test, as the testimonials README shows them: nothing here is a real customer's. */
const REVIEWS = [
  {
    order: 1,
    name: 'Dana K.',
    location: 'Garland',
    rating: 5,
    text: 'Launch-day test review: they found the leak at the skimmer in one visit and fixed it that week.',
    service: 'leak-detection',
  },
  {
    order: 2,
    name: 'Omar S.',
    location: 'Rowlett',
    rating: 4,
    text: 'Launch-day test review: the step repair matches the old gelcoat well, a shade lighter up close.',
    service: 'fiberglass-repair',
  },
  {
    order: 3,
    name: 'Priya N.',
    location: 'Mesquite',
    rating: 5,
    text: 'Launch-day test review: clear quote, on time, and the pump has been quiet since.',
    service: 'equipment-repair',
  },
];

const JOB = {
  slug: 'garland-skimmer-leak-repair',
  title: 'Garland Skimmer Leak Repair',
  body: 'Launch-day test case study: the skimmer throat had pulled away from the shell after a dry summer.',
};

const POST = { slug: 'launch-day-test-post', title: 'Launch-Day Test Post' };

/** The people facts step 1 asks the owner for, made up for this test. */
const PEOPLE = {
  ownerName: 'Rosa Delgado',
  ownerPhoto: 'src/assets/people/rosa-delgado.jpg',
  founded: 2009,
  street: '4410 Test Ave',
  postalCode: '75041',
  licenseIssuer: 'Texas Department of Licensing and Regulation',
  googleProfile: 'https://maps.app.goo.gl/LaunchDayTest123',
};

/** A closure next week: the contact page tells of it from a week before. */
const TODAY = businessDate(new Date());
const CLOSURE = { from: addDays(TODAY, 3), to: addDays(TODAY, 5), note: 'Team training' };

let site: string;
beforeAll(async () => {
  await mkdir(join(root, '.tmp'), { recursive: true });
  site = await mkdtemp(join(root, '.tmp', 'launch-day-'));
  for (const path of COPIED) await cp(join(root, path), join(site, path), { recursive: true });
  // The project's encoded images, read and added to by this copy's builds (Astro caches them by content).
  await mkdir(imageCache(root), { recursive: true });
  await mkdir(join(imageCache(site), '..'), { recursive: true });
  await symlink(imageCache(root), imageCache(site), 'dir');
  await launchFacts();
});
afterAll(async () => {
  await rm(site, { recursive: true, force: true });
});

async function edit(file: string, change: (text: string) => string) {
  const path = join(site, file);
  await writeFile(path, change(await readFile(path, 'utf8')));
}

type Facts = Record<string, unknown> & {
  address: Record<string, unknown>;
  claims: Record<string, unknown>;
  hours: Record<string, unknown>[];
};

/** Changes the facts file as the owner does in GitHub's editor, and nothing else. */
const editFacts = (change: (facts: Facts) => void) =>
  edit('src/data/business.json', (text) => {
    const facts = JSON.parse(text) as Facts;
    change(facts);
    return `${JSON.stringify(facts, null, 2)}\n`;
  });

/** The folder `dir` holding only `files`; with none, no folder, as a clone of the commit has it (git keeps no empty folder). */
async function replaceFolder(dir: string, files: Record<string, string | Buffer>) {
  await rm(join(site, dir), { recursive: true, force: true });
  if (Object.keys(files).length === 0) return;
  await mkdir(join(site, dir), { recursive: true });
  for (const [name, content] of Object.entries(files)) await writeFile(join(site, dir, name), content);
}

/** A photo as a phone saves it: a JPEG, its own file. */
const photo = (background: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** Step 1 of docs/launching.md as every variant does it: the phone, the share image, no rating, a first post. */
async function launchFacts() {
  await editFacts((facts) => {
    facts.phone = PHONE.display;
    delete facts.rating;
    facts.ownerConfirmed = { rating: false, credentials: true, crackRepairWarranty: true, spanish: true };
  });
  await mkdir(join(site, 'src/assets/blog'), { recursive: true });
  await writeFile(join(site, `src/assets/blog/${POST.slug}.jpg`), await photo('#3a6b4f'));
  await writeFile(
    join(site, `src/content/blog/${POST.slug}.mdx`),
    post({
      title: `"${POST.title}"`,
      heroImage: `../../assets/blog/${POST.slug}.jpg`,
      heroAlt: '"Photo of a test pool"',
      relatedServices: '',
    }),
  );
  await edit('docs/writing-a-blog-post.md', (text) => text.replaceAll('OWNER/REPO', 'test-owner/test-site'));
  // The template's invented job in a post, deleted with its heading: the business has no such job to tell.
  await edit('src/content/blog/variable-speed-pump-savings.mdx', (text) =>
    text.replace(/^## Case study: a Plano family's pool\n\n.*\n\n/m, ''),
  );
}

interface Launch {
  reviews: typeof REVIEWS;
  job: boolean;
  reviewUrl?: string;
  /** The credentials as step 1 rewrites them, when the business holds fewer than the template claims. */
  credentials?: { credential: string }[];
  /** The facts step 1 deletes for promises the business does not make: claims, or the emergency line. */
  withoutFacts?: string[];
  /** Any other change to the facts file. */
  facts?: (facts: Facts) => void;
  /** Files uploaded beside it, by their path from the project root. */
  files?: Record<string, Promise<Buffer>>;
}

/** The rest of step 1 for a business with `reviews`, a written-up `job` or none, and `reviewUrl` or none; then a production build. */
async function launch({ reviews, job, reviewUrl, credentials, withoutFacts = [], facts: change, files = {} }: Launch) {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(site, path, '..'), { recursive: true });
    await writeFile(join(site, path), await content);
  }
  await editFacts((facts) => {
    if (reviewUrl) facts.reviewUrl = reviewUrl;
    else delete facts.reviewUrl;
    for (const field of withoutFacts) {
      delete facts[field];
      delete facts.claims[field];
    }
    // With no emergency line, its Sunday reads "Closed", as step 1 says.
    if (withoutFacts.includes('emergency')) for (const line of facts.hours) delete line.note;
    if (credentials) facts.credentials = credentials;
    change?.(facts);
  });
  await replaceFolder(
    'src/content/testimonials',
    Object.fromEntries(
      reviews.map((review) => [
        `${review.name.replace(/\W+/g, '-').toLowerCase()}.json`,
        `${JSON.stringify(review, null, 2)}\n`,
      ]),
    ),
  );
  await replaceFolder('src/content/projects', job ? { [`${JOB.slug}.mdx`]: jobFile() } : {});
  if (job) await writeFile(join(site, `src/assets/projects/${JOB.slug}.jpg`), await photo('#5b7f95'));
  await rm(join(site, 'dist'), { recursive: true, force: true });
  return astroBuild(site, { CONTEXT: 'production' });
}

function jobFile() {
  return `---
order: 1
title: "${JOB.title}"
location: "Garland"
duration: "1 day"
challenge: "Water dropped an inch a day, and dye showed it leaving at the skimmer."
solution: "We cut back the failed seal, rebuilt the joint in fiberglass and sealed it again."
result: "The level held for the week we watched it, and the owner's bill came down."
image: ../../assets/projects/${JOB.slug}.jpg
imageAlt: "Photo of the rebuilt skimmer joint on a fiberglass pool in Garland"
---

## What we found

${JOB.body}
`;
}

/** Every built page, by its path on the site. */
async function builtPages(): Promise<Map<string, string>> {
  const dist = join(site, 'dist');
  const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.html'));
  return new Map(
    await Promise.all(
      files.map(async (file) => {
        const path = `/${file.replace(/\\/g, '/').replace(/\.html$/, '')}`.replace(/^\/index$/, '/');
        return [path, await readFile(join(dist, file), 'utf8')] as const;
      }),
    ),
  );
}

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const isNoindex = (html: string) => /<meta name="robots" content="[^"]*noindex/.test(html);

/** What only a rating shows: its figures, stars claimed, the summary, the search engines' record. */
const RATING_TRACES = [
  /aggregateRating/i,
  /Average customer rating/,
  /\b\d\.\d\/\d+\b/,
  /\d\+ (reviews|Dallas-area)/,
  /-Star Reviews/,
  /Rated \d(\.\d)? out of \d+ by/,
  />Rating<\/dt>/,
];

function ratingTraces(pages: Map<string, string>): string[] {
  return [...pages].flatMap(([path, html]) =>
    RATING_TRACES.filter((trace) => trace.test(html) || trace.test(text(html))).map((trace) => `${path}: ${trace}`),
  );
}

/** Each internal link or fragment that leads to no built file or no element. */
function deadLinks(pages: Map<string, string>): string[] {
  const dist = join(site, 'dist');
  return [...pages].flatMap(([from, html]) =>
    [...html.matchAll(/\shref="(\/[^"]*)"/g)].flatMap(([, href]) => {
      const url = new URL(href!.replaceAll('&amp;', '&'), 'https://site.test');
      const path = url.pathname;
      const target = pages.get(path);
      if (!target && !statSync(join(dist, path), { throwIfNoEntry: false })?.isFile()) return [`${href} on ${from}`];
      const id = decodeURIComponent(url.hash.slice(1));
      return id && !target?.includes(`id="${id}"`) ? [`${href} on ${from}: no element with id "${id}"`] : [];
    }),
  );
}

async function sitemapPaths(): Promise<string[]> {
  const xml = await readFile(join(site, 'dist/sitemap-0.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname.replace(/(.)\/$/, '$1'));
}

/** The business's own record, which every page gives search engines. */
const businessRecord = (html: string) =>
  JSON.parse(
    /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"HomeAndConstructionBusiness"[\s\S]*?)<\/script>/.exec(
      html,
    )![1]!,
  );

const linksTo = (html: string, path: string) => html.includes(`href="${path}"`);

describe('launched with three reviews, one written-up job, a review link, no rating and a new post', () => {
  let pages: Map<string, string>;
  let sitemap: string[];
  beforeAll(async () => {
    const result = await launch({
      reviews: REVIEWS,
      job: true,
      reviewUrl: REVIEW_URL,
      facts: (facts) => {
        facts.hours[1] = { days: 'Saturday', opens: '09:00', closes: '13:00' };
        facts.closures = [
          { from: CLOSURE.from, to: CLOSURE.to, note: { en: CLOSURE.note, es: 'Capacitación del equipo' } },
        ];
        Object.assign(facts, { ownerName: PEOPLE.ownerName, ownerPhoto: PEOPLE.ownerPhoto, founded: PEOPLE.founded });
        Object.assign(facts.address, { street: PEOPLE.street, postalCode: PEOPLE.postalCode, showStreet: true });
        facts.credentials = [
          { credential: 'licensed', issuedBy: { en: PEOPLE.licenseIssuer, es: PEOPLE.licenseIssuer } },
          { credential: 'bonded' },
          { credential: 'insured' },
        ];
        facts.profileUrls = ['https://www.facebook.com/launch-day-test', PEOPLE.googleProfile];
      },
      files: { [PEOPLE.ownerPhoto]: photo('#8a6f5a') },
    });
    expect(result.code, result.output).toBe(0);
    pages = await builtPages();
    sitemap = await sitemapPaths();
  }, 240_000);

  test('the production build passes the launch guard, and every page shows the business phone', () => {
    expect(pages.get('/')).toContain(`href="tel:${PHONE.e164}"`);
    expect(text(pages.get('/')!)).toContain(PHONE.display);
  });

  test('the contact page and the search engines’ record show the new Saturday hours, and the closure next week', () => {
    const sidebar = text(/<aside aria-label="Contact details"[\s\S]*?<\/aside>/.exec(pages.get('/contact')!)![0]);
    expect(sidebar).toContain('Sat 9 AM-1 PM');
    expect(sidebar).toContain(`${closedDays({ from: CLOSURE.from, to: CLOSURE.to })} ${CLOSURE.note}`);
    const home = pages.get('/')!;
    expect(home).toContain('"dayOfWeek":["Saturday"],"opens":"09:00","closes":"13:00"');
    expect(home).toContain(`"telephone":"${PHONE.e164}"`);
    expect(home).toContain(`"validFrom":"${CLOSURE.from}","validThrough":"${CLOSURE.to}"`);
  });

  test('the share image is drawn with the new phone number', async () => {
    const drawn = await readFile(join(site, 'dist/og-default.png'));
    const withPhone = (display: string) =>
      sharp(Buffer.from(shareImageSvg({ name: business.name, phone: { ...business.phone, display } })))
        .raw()
        .toBuffer();
    const pixels = await sharp(drawn).raw().toBuffer();
    expect(pixels.equals(await withPhone(PHONE.display))).toBe(true);
    expect(pixels.equals(await withPhone(business.phone.display))).toBe(false);
  });

  test('the live site lists the day after the closure, when a build takes its notice down', async () => {
    const days = JSON.parse(await readFile(join(site, `dist${CLOSURE_NOTICES_PATH}`), 'utf8')) as string[];
    expect(days).toEqual([addDays(CLOSURE.to, 1)]);
  });

  test('shows no rating, stars claimed or rating record on any page', () => {
    expect(ratingTraces(pages)).toEqual([]);
    const trustPoints = text(pages.get('/')!);
    expect(trustPoints).toContain('Fast, Free Quotes');
    expect(trustPoints).toContain(`We answer quote requests ${business.responsePromise}, and the assessment is free.`);
  });

  test('/reviews lists the reviews, in the menu, the sitemap and search results', () => {
    const reviews = pages.get('/reviews')!;
    for (const review of REVIEWS) {
      expect(text(reviews)).toContain(review.text);
      expect(text(reviews)).toContain(review.name);
      expect(text(reviews)).toContain(`Rated ${review.rating} out of 5`);
    }
    expect(reviews.match(/<blockquote/g)).toHaveLength(REVIEWS.length);
    expect(isNoindex(reviews)).toBe(false);
    expect(sitemap).toContain('/reviews');
    expect(linksTo(/<nav aria-label="Main"[\s\S]*?<\/nav>/.exec(pages.get('/')!)![0], '/reviews')).toBe(true);
  });

  test('the home page shows the first two reviews before its closing call to action, each service page its own first', () => {
    const beside = (path: string) => {
      const section = /<section aria-labelledby="review-highlights-heading"[\s\S]*?<\/section>/.exec(pages.get(path)!);
      return section ? [...section[0].matchAll(/<blockquote[^>]*>\s*<p>“([^”]*)”/g)].map(([, quote]) => quote) : [];
    };
    const [leak, crack, pump] = REVIEWS.map((review) => review.text);
    expect(beside('/')).toEqual([leak, crack]);
    expect(beside('/services/leak-detection')).toEqual([leak, crack]);
    expect(beside('/services/fiberglass-repair')).toEqual([crack, leak]);
    expect(beside('/services/equipment-repair')).toEqual([pump, leak]);
    expect(beside('/services/resurfacing')).toEqual([leak, crack]);
    for (const path of ['/', '/services/leak-detection']) {
      expect(text(pages.get(path)!)).toContain('Read all reviews');
      expect(pages.get(path)).not.toMatch(/"@type":"Review"/);
    }
  });

  test('the trust line of each page gives the credentials and the reply promise, and no rating', () => {
    for (const path of ['/', '/services', '/services/leak-detection', '/about', '/blog', '/contact']) {
      const line = /<ul aria-label="Why homeowners trust us"[\s\S]*?<\/ul>/.exec(pages.get(path)!);
      expect(text(line?.[0] ?? '').trim(), path).toBe(
        `Licensed, bonded and insured Replies ${business.responsePromise} during business hours`,
      );
    }
  });

  test('offers the review link on the home page, /reviews, /contact and in the wizard', () => {
    for (const path of ['/', '/reviews', '/contact']) {
      expect(pages.get(path), path).toContain(`href="${REVIEW_URL}"`);
    }
    expect(pages.get('/contact')).toContain(`reviewUrl&quot;:[0,&quot;${REVIEW_URL}&quot;]`);
  });

  test('/projects shows the job, and its page the written case study instead of "coming soon"', () => {
    const projects = pages.get('/projects')!;
    expect(projects.match(/<article/g)).toHaveLength(1);
    expect(text(projects)).toContain(`Full case study : ${JOB.title}`);
    expect(linksTo(projects, `/projects/${JOB.slug}`)).toBe(true);
    const job = pages.get(`/projects/${JOB.slug}`)!;
    expect(text(job)).toContain(JOB.body);
    for (const html of [projects, job]) expect(text(html)).not.toMatch(/coming soon/i);
    expect(isNoindex(job)).toBe(false);
    expect(sitemap).toContain(`/projects/${JOB.slug}`);
  });

  test('publishes the new post, its share image declared at the size of its photo', () => {
    const page = pages.get(`/blog/${POST.slug}`)!;
    expect(text(page)).toContain(POST.title);
    // The photo is 900 by 600: the share image is not enlarged, so it must not be declared larger.
    expect(page).toContain('<meta property="og:image:width" content="900">');
    expect(page).toContain('<meta property="og:image:height" content="600">');
    expect(linksTo(pages.get('/blog')!, `/blog/${POST.slug}`)).toBe(true);
    expect(sitemap).toContain(`/blog/${POST.slug}`);
  });

  test('/about shows the owner with the photo, the year founded, the license’s issuer and the street, no hedging', () => {
    const about = pages.get('/about')!;
    const people = text(/<section aria-labelledby="people-heading"[\s\S]*?<\/section>/.exec(about)![0]);
    expect(people).toContain(`${PEOPLE.ownerName} Owner`);
    expect(people).toContain(`Founded in ${PEOPLE.founded}`);
    expect(people).toContain(`${PEOPLE.street}, Dallas, TX ${PEOPLE.postalCode}`);
    expect(about).toMatch(new RegExp(`<img[^>]*alt="${PEOPLE.ownerName}, owner of ${business.name}"`));
    expect(text(about)).toContain(`Issued by ${PEOPLE.licenseIssuer}`);
    expect(text(about).match(/Issued by/g)).toHaveLength(1);
    expect(text(about)).not.toMatch(/ask us about our credentials/i);
  });

  test('every page tells search engines of the owner, the photo, the year, the issuer, the street and the profiles', () => {
    const record = businessRecord(pages.get('/blog')!);
    expect(record).toMatchObject({
      foundingDate: String(PEOPLE.founded),
      employee: { '@type': 'Person', name: PEOPLE.ownerName, jobTitle: 'Owner' },
      address: { streetAddress: PEOPLE.street, postalCode: PEOPLE.postalCode },
      sameAs: ['https://www.facebook.com/launch-day-test', PEOPLE.googleProfile],
    });
    expect(record.hasCredential[0].recognizedBy.name).toBe(PEOPLE.licenseIssuer);
    const photoPath = new URL(record.employee.image).pathname;
    expect(statSync(join(site, 'dist', photoPath), { throwIfNoEntry: false })?.isFile(), photoPath).toBe(true);
  });

  test('beside the reviews, the home page, a service page and /reviews link the Google profile in a new tab', () => {
    for (const path of ['/', '/services/leak-detection', '/reviews']) {
      expect(pages.get(path), path).toMatch(
        new RegExp(
          `<a href="${PEOPLE.googleProfile}" target="_blank" rel="noopener noreferrer"[^>]*>[\\s\\S]*?See our reviews on Google`,
        ),
      );
    }
  });

  test('no internal link or fragment leads nowhere', () => {
    expect(deadLinks(pages)).toEqual([]);
  });
});

describe('launched insured only, with no promises beyond the quote, no review, no case study, no review link and no rating', () => {
  let pages: Map<string, string>;
  let sitemap: string[];
  beforeAll(async () => {
    const result = await launch({
      reviews: [],
      job: false,
      credentials: [{ credential: 'insured' }],
      withoutFacts: ['crackRepairWarranty', 'satisfaction', 'propertyValue', 'emergency'],
      facts: (facts) => {
        for (const field of ['ownerName', 'ownerPhoto', 'founded', 'profileUrls']) delete facts[field];
        Object.assign(facts.address, { street: '98 Private Ln', showStreet: false });
      },
    });
    expect(result.code, result.output).toBe(0);
    pages = await builtPages();
    sitemap = await sitemapPaths();
  }, 240_000);

  test('shows no rating and offers no review link anywhere, the wizard included', () => {
    expect(ratingTraces(pages)).toEqual([]);
    for (const [path, html] of pages) {
      expect(text(html), path).not.toMatch(/Leave a Google Review|Happy with our work/);
      expect(html, path).not.toContain('reviewUrl&quot;:[0,&quot;');
    }
  });

  test('shows no review beside a call to action, and the trust line names the insurance and the reply promise', () => {
    for (const [path, html] of pages) expect(html, path).not.toMatch(/review-highlights-heading|<blockquote/);
    const line = /<ul aria-label="Why homeowners trust us"[\s\S]*?<\/ul>/.exec(pages.get('/')!);
    expect(text(line?.[0] ?? '').trim()).toBe(`Insured Replies ${business.responsePromise} during business hours`);
  });

  test('/reviews is still built, says plainly what will come, and is left out of every menu, the sitemap and search', () => {
    const reviews = pages.get('/reviews')!;
    expect(text(reviews)).toContain('Reviews from our customers will appear here once they have shared them.');
    expect(linksTo(reviews, '/contact')).toBe(true);
    expect(linksTo(reviews, `tel:${PHONE.e164}`)).toBe(true);
    expect(reviews).not.toMatch(/<blockquote|What Our Customers Say/);
    expect(isNoindex(reviews)).toBe(true);
    expect(sitemap).not.toContain('/reviews');
    for (const [path, html] of pages) expect(linksTo(html, '/reviews'), path).toBe(false);
  });

  test('claims insurance alone, and no license, bond or crack repair warranty on any page', () => {
    for (const [path, html] of pages) {
      expect(text(html), path).not.toMatch(/licensed|warranty on crack repair|crack repair carries/i);
      // "bonded" alone also names a repair's bond to the shell.
      expect(text(html), path).not.toMatch(/\bBonded\b|bonded and/);
    }
    expect(text(pages.get('/')!)).toContain('Insured for work on your pool and property.');
    const about = text(pages.get('/about')!);
    expect(about).toContain('Insured. Read what that word means below');
    expect(about).toContain('What an insurance policy covers depends on its terms.');
  });

  test('promises no satisfaction guarantee, property value or emergency line, yet offers the phone', () => {
    for (const [path, html] of pages) {
      expect(text(html), path).not.toMatch(/satisfaction guarantee|emergency line|emergency only|\$15,000\+/i);
    }
    expect(text(pages.get('/about')!)).toContain(`We answer quote requests ${business.responsePromise}.`);
    const sidebar = text(/<aside aria-label="Contact details"[\s\S]*?<\/aside>/.exec(pages.get('/contact')!)![0]);
    expect(sidebar).toContain('Call Us Prefer to talk it through? Call us during business hours.');
    expect(pages.get('/contact')).toContain(`href="tel:${PHONE.e164}"`);
    expect(text(pages.get('/services/resurfacing')!)).not.toContain('property value');
  });

  test('/about and the search engines’ record name no owner, year, issuer, profile or the private street, and /about reads plainly', () => {
    const about = pages.get('/about')!;
    expect(about.includes('people-heading'), 'a people section').toBe(false);
    const record = businessRecord(about);
    for (const field of ['employee', 'foundingDate', 'sameAs']) expect(record).not.toHaveProperty(field);
    expect(record.address).not.toHaveProperty('streetAddress');
    expect(record.hasCredential).toEqual([
      { '@type': 'EducationalOccupationalCredential', credentialCategory: 'insurance' },
    ]);
    for (const [path, html] of pages) {
      expect(text(html), path).not.toMatch(/98 Private Ln|Issued by|See our reviews on Google/);
    }
    expect(text(about)).not.toMatch(/ask us about our credentials/i);
  });

  test('/projects promises no examples: the communities served and a call to action, no empty section', () => {
    const projects = pages.get('/projects')!;
    expect(projects).not.toMatch(/<article|Featured projects|\/projects\//);
    expect(text(projects)).not.toMatch(/Examples|like these/);
    const communities = text(/<section aria-labelledby="communities-heading"[\s\S]*?<\/section>/.exec(projects)![0]);
    for (const area of [...business.serviceAreas, business.projectsExtraArea]) expect(communities).toContain(area);
    expect(linksTo(projects, '/contact')).toBe(true);
    expect(linksTo(projects, `tel:${PHONE.e164}`)).toBe(true);
    for (const [, heading] of projects.matchAll(/<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/g)) {
      expect(text(heading!).trim()).not.toBe('');
    }
    expect([...pages.keys()].filter((path) => path.startsWith('/projects/'))).toEqual([]);
    expect(sitemap).toContain('/projects');
  });

  test('no internal link or fragment leads nowhere', () => {
    expect(deadLinks(pages)).toEqual([]);
  });
});
