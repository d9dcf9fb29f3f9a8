// When a blog post goes public, checked on built sites: the site's own config, blog pages, layouts
// and components (linked in under .tmp/, so Node finds the project's node_modules), with a handful of
// posts and a fixed "today". Builds take seconds each: one deploy preview and one production build
// share a folder (and so Astro's image cache), and cover a draft, a post due tomorrow, one due next
// week and one just started with `npm run new-post`; the production build is dated the next day, so
// the post due tomorrow is built on its day.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPost } from '../../scripts/new-post';
import { POST_HINTS } from '../../src/lib/launch/post-scaffold';
import { POST_TITLES_PATH, SCHEDULE_PATH } from '../../src/lib/content/publication';
import { astroBuild } from '../fixtures/astro-build';
import { post } from '../fixtures/blog-build/post';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** What the site is built from: the project's own files, and the posts of each test. */
const LINKED = [
  'astro.config.ts',
  'public',
  'src/content.config.ts',
  'src/components',
  'src/data',
  'src/layouts',
  'src/lib',
  'src/schemas',
  'src/styles',
  'src/assets/logo-mark.svg',
  'src/pages/blog.astro',
  'src/pages/blog/[slug].astro',
  'src/pages/rss.xml.ts',
  'src/pages/es/blog',
  'src/pages/es/[feed].xml.ts',
  `src/pages${SCHEDULE_PATH}.ts`,
  `src/pages${POST_TITLES_PATH}.ts`,
];

const POSTS = {
  published: post({ title: '"Published in September"', relatedServices: '' }),
  draft: post({ title: '"Still a draft"', relatedServices: '', draft: 'true' }),
  tomorrow: post({ title: '"Due on Tuesday"', relatedServices: '', pubDate: '2026-12-01' }),
  'next-week': post({ title: '"Due next week"', relatedServices: '', pubDate: '2026-12-08' }),
};

let site: string;
beforeAll(async () => {
  await mkdir(join(root, '.tmp'), { recursive: true });
  site = await mkdtemp(join(root, '.tmp', 'blog-publishing-'));
  for (const path of LINKED) {
    await mkdir(join(site, path, '..'), { recursive: true });
    await symlink(join(root, path), join(site, path));
  }
  await mkdir(join(site, 'src/content/blog'), { recursive: true });
  await sharp({ create: { width: 480, height: 320, channels: 3, background: '#0b6e99' } })
    .png()
    .toFile(join(site, 'src/assets/hero.png'));
});
afterAll(async () => {
  await rm(site, { recursive: true, force: true });
});

/** Spanish posts, in src/content/es/blog: the translation of the published post, a draft and a scheduled post only in Spanish. */
const SPANISH_POSTS = {
  publicado: post({
    title: '"Publicado en septiembre"',
    relatedServices: '',
    heroImage: '../../../assets/hero.png',
    translationOf: 'published',
  }),
  borrador: post({
    title: '"Todavía un borrador"',
    relatedServices: '',
    heroImage: '../../../assets/hero.png',
    draft: 'true',
  }),
  programado: post({
    title: '"Para el sábado"',
    relatedServices: '',
    heroImage: '../../../assets/hero.png',
    pubDate: '2026-12-05',
  }),
};

/** A post as `npm run new-post` starts it: a draft holding the template's hints and placeholder picture. */
const NEW_POST = 'Spring Opening Checklist';

/**
 * Builds the site with `posts` (and, with `withNewPost`, one just started by `npm run new-post`; the
 * files `pictures` in src/assets/blog) for a Netlify context on the day `today`; answers the exit
 * code and output.
 */
async function build(
  posts: Record<string, string>,
  env: { CONTEXT?: string; BLOG_TODAY: string },
  {
    withNewPost = false,
    pictures = {} as Record<string, Uint8Array>,
    spanishPosts = {} as Record<string, string>,
  } = {},
) {
  const blog = join(site, 'src/content/blog');
  const spanishBlog = join(site, 'src/content/es/blog');
  await rm(blog, { recursive: true, force: true });
  await rm(spanishBlog, { recursive: true, force: true });
  await rm(join(site, 'src/assets/blog'), { recursive: true, force: true });
  await mkdir(blog);
  await mkdir(spanishBlog, { recursive: true });
  await mkdir(join(site, 'src/assets/blog'));
  for (const [slug, text] of Object.entries(posts)) await writeFile(join(blog, `${slug}.mdx`), text);
  for (const [slug, text] of Object.entries(spanishPosts)) await writeFile(join(spanishBlog, `${slug}.mdx`), text);
  for (const [name, bytes] of Object.entries(pictures)) await writeFile(join(site, 'src/assets/blog', name), bytes);
  if (withNewPost) await createPost({ title: NEW_POST, root: site });
  return astroBuild(site, env);
}

/** The built site as a visitor, a feed reader and a search engine see it. */
async function builtSite() {
  const read = (path: string) => readFile(join(site, 'dist', path), 'utf8');
  const blogPage = await read('blog.html');
  const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  /** Each card on /blog as its text, by the post's slug. */
  const cards = Object.fromEntries(
    [...blogPage.matchAll(/<article[\s\S]*?<\/article>/g)].map(([card]) => [
      /href="\/blog\/([\w-]+)"/.exec(card)![1],
      text(card),
    ]),
  );
  const rss = [...(await read('rss.xml')).matchAll(/<link>[^<]*\/blog\/([\w-]+)<\/link>/g)].map(([, slug]) => slug);
  const sitemap = [...(await read('sitemap-0.xml')).matchAll(/<loc>https?:\/\/[^/<]+\/blog\/([\w-]+)<\/loc>/g)].map(
    ([, slug]) => slug,
  );
  const page = async (slug: string) => {
    if (!existsSync(join(site, 'dist/blog', `${slug}.html`))) return undefined;
    const html = await read(`blog/${slug}.html`);
    return {
      noindex: /<meta name="robots" content="noindex/.test(html),
      header: text(/<header class="bg-brand-50"[^>]*>[\s\S]*?<\/header>/.exec(html)![0]),
    };
  };
  const pages = Object.fromEntries(
    await Promise.all(Object.keys(POSTS).map(async (slug) => [slug, await page(slug)] as const)),
  );
  const dueDays = JSON.parse(await read(SCHEDULE_PATH)) as string[];
  const titles = JSON.parse(await read(POST_TITLES_PATH)) as Record<string, string>;
  return { cards, rss, sitemap, pages, dueDays, titles, spanish: await builtSpanishBlog(read, text) };
}

/** The Spanish blog as built: /es/blog's cards, its feed, the Spanish posts in the sitemap, and how each post pairs. */
async function builtSpanishBlog(read: (path: string) => Promise<string>, text: (html: string) => string) {
  if (!existsSync(join(site, 'dist/es/blog.html'))) return undefined;
  const list = await read('es/blog.html');
  const cards = Object.fromEntries(
    [...list.matchAll(/<article[\s\S]*?<\/article>/g)].map(([card]) => [
      /href="\/es\/blog\/([\w-]+)"/.exec(card)![1],
      text(card),
    ]),
  );
  const feed = await read('es/rss.xml');
  const sitemap = [...(await read('sitemap-0.xml')).matchAll(/<loc>[^<]*\/es\/blog\/([\w-]+)<\/loc>/g)].map(
    ([, slug]) => slug,
  );
  /** A page's hreflang links and where its language switch goes. */
  const pairing = async (path: string) => {
    const html = await read(`${path.slice(1)}.html`);
    return {
      hreflang: [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="https?:\/\/[^/]+([^"]*)">/g)].map(
        ([, language, href]) => `${language} ${href}`,
      ),
      switchTo: /<a href="([^"]+)" lang="(?:en|es)" hreflang=/.exec(html)?.[1],
      feed: /<link rel="alternate" type="application\/rss\+xml"[^>]*href="([^"]+)"/.exec(html)?.[1],
      draftNotice: html.includes('data-translation-draft'),
    };
  };
  return {
    cards,
    feedLanguage: /<language>([^<]+)<\/language>/.exec(feed)?.[1],
    feed: [...feed.matchAll(/<link>[^<]*\/es\/blog\/([\w-]+)<\/link>/g)].map(([, slug]) => slug),
    sitemap,
    english: await pairing('/blog/published'),
    spanish: await pairing('/es/blog/publicado'),
    list: await pairing('/es/blog'),
  };
}

describe('a deploy preview', () => {
  let built: Awaited<ReturnType<typeof builtSite>>;
  beforeAll(async () => {
    const result = await build(
      POSTS,
      { CONTEXT: 'deploy-preview', BLOG_TODAY: '2026-11-30' },
      { withNewPost: true, spanishPosts: SPANISH_POSTS },
    );
    expect(result.code, result.output).toBe(0);
    built = await builtSite();
  }, 120_000);

  test('shows the draft and the scheduled posts, each marked on its card and its page', () => {
    expect(built.cards.published).not.toMatch(/Draft|Scheduled/);
    expect(built.cards.draft).toContain('Maintenance Draft: not published Still a draft');
    expect(built.cards.tomorrow).toContain('Maintenance Scheduled for Tuesday, December 1 Due on Tuesday');
    expect(built.cards['next-week']).toContain('Scheduled for Tuesday, December 8');
    // A post just started with `npm run new-post` builds as it is, hints and placeholder picture included.
    expect(built.cards['spring-opening-checklist']).toContain('Draft: not published');
    expect(built.pages.published).toEqual({ noindex: false, header: expect.not.stringMatching(/Draft|Scheduled/) });
    expect(built.pages.draft).toEqual({
      noindex: true,
      header: expect.stringContaining('Draft: not published Still a draft'),
    });
    expect(built.pages.tomorrow).toEqual({
      noindex: true,
      header: expect.stringContaining('Scheduled for Tuesday, December 1 Due on Tuesday'),
    });
  });

  test('lists only the published post in the RSS feed and the sitemap', () => {
    expect(built.rss).toEqual(['published']);
    expect(built.sitemap).toEqual(['published']);
  });

  test('publishes the days its scheduled posts come due, Spanish ones included', () => {
    expect(built.dueDays).toEqual(['2026-12-01', '2026-12-05', '2026-12-08']);
  });

  test('lists the Spanish posts on /es/blog, the draft marked; its feed and the sitemap hold only the published one', () => {
    const spanish = built.spanish!;
    expect(spanish.cards.publicado).not.toMatch(/Borrador/);
    expect(spanish.cards.borrador).toContain('Mantenimiento Borrador: no publicado Todavía un borrador');
    expect(spanish.cards.programado).toContain(
      'Mantenimiento Programado para el sábado, 5 de diciembre Para el sábado',
    );
    expect(spanish.feedLanguage).toBe('es-us');
    expect(spanish.feed).toEqual(['publicado']);
    expect(spanish.sitemap).toEqual(['publicado']);
    expect(spanish.list.feed).toBe('/es/rss.xml');
  });

  test('pairs the Spanish post with the English post it translates, both ways, and marks it while unsigned', () => {
    const { english, spanish } = built.spanish!;
    const pair = ['en-US /blog/published', 'es-US /es/blog/publicado', 'x-default /blog/published'];
    expect(english.hreflang).toEqual(pair);
    expect(spanish.hreflang).toEqual(pair);
    expect(english.switchTo).toBe('/es/blog/publicado');
    expect(spanish.switchTo).toBe('/blog/published');
    expect(spanish.draftNotice).toBe(true);
    expect(spanish.feed).toBe('/es/rss.xml');
  });
});

describe('a production build, the day after', () => {
  let built: Awaited<ReturnType<typeof builtSite>>;
  beforeAll(async () => {
    const result = await build(POSTS, { BLOG_TODAY: '2026-12-01' }, { withNewPost: true, spanishPosts: SPANISH_POSTS });
    expect(result.code, result.output).toBe(0);
    built = await builtSite();
  }, 120_000);

  test('publishes the post due that day, unmarked, and leaves out the draft and the post due next week', () => {
    expect(Object.keys(built.cards).sort()).toEqual(['published', 'tomorrow']);
    expect(built.cards.tomorrow).not.toMatch(/Draft|Scheduled/);
    expect(built.pages).toEqual({
      published: { noindex: false, header: expect.any(String) },
      tomorrow: { noindex: false, header: expect.not.stringMatching(/Draft|Scheduled/) },
      draft: undefined,
      'next-week': undefined,
    });
  });

  test('lists the post due that day in the RSS feed and the sitemap', () => {
    expect(built.rss).toEqual(['tomorrow', 'published']);
    expect(built.sitemap.sort()).toEqual(['published', 'tomorrow']);
    expect(built.dueDays).toEqual(['2026-12-05', '2026-12-08']);
  });

  test('leaves out the Spanish draft and scheduled post, as the English ones, from /es/blog and the feed', () => {
    expect(Object.keys(built.spanish!.cards)).toEqual(['publicado']);
    expect(built.spanish!.feed).toEqual(['publicado']);
    expect(existsSync(join(site, 'dist/es/blog/borrador.html'))).toBe(false);
  });

  test('publishes the title of each post it has a page for, which the owner’s weekly report names them by', () => {
    expect(built.titles).toEqual({
      '/blog/published': 'Published in September',
      '/blog/tomorrow': 'Due on Tuesday',
      '/es/blog/publicado': 'Publicado en septiembre',
    });
  });
});

test('a deploy preview of a post with three mistakes fails at once, naming each under the file, without a stack trace', async () => {
  // An iPhone photo's first bytes: an ISO media file of brand heic.
  const heic = Buffer.concat([Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(40)]);
  const result = await build(
    {
      'leak-signs': post({
        relatedServices: '',
        excerpt: `"${POST_HINTS.excerpt}"`,
        pubDate: 'November 3rd, 2026',
        heroImage: '../../assets/blog/IMG_4821.HEIC',
      }),
    },
    { CONTEXT: 'deploy-preview', BLOG_TODAY: '2026-11-30' },
    { pictures: { 'IMG_4821.HEIC': heic } },
  );
  expect(result.code, result.output).toBe(1);
  const file = 'src/content/blog/leak-signs.mdx';
  // A failed deploy's log (less its colours, which Astro writes even with FORCE_COLOR=0) opens with how many mistakes, and where.
  expect(result.output.trimStart().split('\n')[0]).toMatch(
    /^\d\d:\d\d:\d\d \[ERROR\] \[launch-guard\] Build stopped: 3 mistakes in src\/content\/blog\/leak-signs\.mdx — each below with its fix\.$/,
  );
  expect(result.output).toContain(
    [
      file,
      `  - excerpt: "${POST_HINTS.excerpt}" is a hint of the new-post template; write your own words in its place`,
      '  - pubDate: "November 3rd, 2026" is not a date; write it as YYYY-MM-DD, e.g. 2026-11-03',
      '  - heroImage: "../../assets/blog/IMG_4821.HEIC" is a HEIC photo (the format iPhones save by default), which the site cannot use; save it as a JPEG (how: below), upload that and write its file name here',
    ].join('\n'),
  );
  expect(result.output).toMatch(/Build stopped: 3 mistakes in 1 file, listed above\.\s*$/);
  expect(result.output).not.toMatch(/Stack trace|^\s+at /m);
}, 60_000);
