import { copyFile, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseFrontmatter } from 'astro/markdown';
import { z } from 'astro/zod';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { BROWSER_TEMPLATE, browserNewPostLink, createPost, slugify, TEMPLATE_PICTURE } from '../../scripts/new-post';
import { contentMistakes } from '../../src/lib/content-check/content-check';
import { POST_HINTS, postHintsIn, TEMPLATE_PICTURE_FILE } from '../../src/lib/launch/post-scaffold';
import { blogSchema, spanishBlogSchema } from '../../src/schemas/blog';

// That the written post passes the real schema and builds is checked in post-publication.test.ts.
let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'new-post-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('npm run new-post', () => {
  test.each([
    ['Gelcoat vs. Plaster: Which Is Better?', 'gelcoat-vs-plaster-which-is-better'],
    ['  Tile & Coping  Repair ', 'tile-and-coping-repair'],
    ['Café Pool Ideas 2026', 'cafe-pool-ideas-2026'],
  ])('slugs "%s" as %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  test('writes a draft dated today with a placeholder image next to it', async () => {
    const { postFile, imageFile } = await createPost({
      title: 'Spring "Opening" Checklist',
      root,
      date: new Date(2026, 2, 5),
    });
    expect(postFile).toBe(join(root, 'src/content/blog/spring-opening-checklist.mdx'));
    expect(imageFile).toBe(join(root, 'src/assets/blog/spring-opening-checklist.png'));
    expect((await stat(imageFile ?? '')).size).toBeGreaterThan(1000);
    const text = await readFile(postFile, 'utf8');
    expect(text).toContain('title: "Spring \\"Opening\\" Checklist"');
    expect(text).toContain('pubDate: 2026-03-05');
    expect(text).toContain('heroImage: ../../assets/blog/spring-opening-checklist.png');
    expect(text).toContain('draft: true');
  });

  test('refuses to overwrite an existing post', async () => {
    await mkdir(join(root, 'src/content/blog'), { recursive: true });
    await writeFile(join(root, 'src/content/blog/my-post.mdx'), 'mine');
    await expect(createPost({ title: 'My Post', root })).rejects.toThrow(/already exists/);
    expect(await readFile(join(root, 'src/content/blog/my-post.mdx'), 'utf8')).toBe('mine');
  });

  test('refuses when only the image of that name exists', async () => {
    await mkdir(join(root, 'src/assets/blog'), { recursive: true });
    await writeFile(join(root, 'src/assets/blog/my-post.png'), 'theirs');
    await expect(createPost({ title: 'My Post', root })).rejects.toThrow(/already exists/);
    expect(await readFile(join(root, 'src/assets/blog/my-post.png'), 'utf8')).toBe('theirs');
  });
});

describe('npm run new-post -- --es', () => {
  /** The project's English leak post, whose picture a translation of it starts with. */
  async function withEnglishPost() {
    await mkdir(join(root, 'src/content/blog'), { recursive: true });
    await mkdir(join(root, 'src/assets/blog'), { recursive: true });
    await copyFile(
      new URL('../../src/content/blog/dallas-pool-leak-warning-signs.mdx', import.meta.url),
      join(root, 'src/content/blog/dallas-pool-leak-warning-signs.mdx'),
    );
    await copyFile(
      new URL('../../src/assets/blog/dallas-pool-leak-warning-signs.png', import.meta.url),
      join(root, 'src/assets/blog/dallas-pool-leak-warning-signs.png'),
    );
  }

  test('writes a Spanish draft naming the English post it translates, with that post’s picture; the content check passes it', async () => {
    await withEnglishPost();
    const { postFile, imageFile, path } = await createPost({
      title: 'Señales de fuga en su piscina',
      root,
      language: 'es',
      of: 'dallas-pool-leak-warning-signs',
    });
    expect(postFile).toBe(join(root, 'src/content/es/blog/senales-de-fuga-en-su-piscina.mdx'));
    expect(path).toBe('/es/blog/senales-de-fuga-en-su-piscina');
    expect(imageFile).toBeUndefined();
    const text = await readFile(postFile, 'utf8');
    expect(text).toContain('\ntranslationOf: dallas-pool-leak-warning-signs\n');
    expect(text).toContain('heroImage: ../../../assets/blog/dallas-pool-leak-warning-signs.png');
    expect(text).toContain("from '../../../components/mdx';");
    // The English post copied names a service this bare project lacks; the Spanish post itself is fine.
    const spanish = (await contentMistakes(root)).filter(({ file }) => file.startsWith('src/content/es/'));
    expect(spanish).toEqual([]);
  });

  test('its writing hints never ship: once it is no longer a draft, the content check names each one', async () => {
    const { postFile } = await createPost({ title: 'Solo en español', root, language: 'es' });
    const text = await readFile(postFile, 'utf8');
    expect(text).toContain('# translationOf: file-name-of-the-english-post');
    expect(postHintsIn(text).length).toBe(Object.keys(POST_HINTS).length - 1);
    await writeFile(postFile, text.replace(/^draft: true\n/m, ''));
    const found = (await contentMistakes(root)).filter(({ text }) =>
      text.includes('is a hint of the new-post template'),
    );
    expect(found.map(({ file }) => file)).toEqual(
      Array(postHintsIn(text).length).fill('src/content/es/blog/solo-en-espanol.mdx'),
    );
  });

  test('refuses to translate an English post that does not exist', async () => {
    await expect(createPost({ title: 'Fugas', root, language: 'es', of: 'no-such-post' })).rejects.toThrow(
      'src/content/blog/no-such-post.mdx does not exist',
    );
  });
});

describe("the guide's link to a new post on GitHub", () => {
  test('opens the template, which passes the schema once its hints, date and picture are written', async () => {
    const guide = await readFile(new URL('../../docs/writing-a-blog-post.md', import.meta.url), 'utf8');
    const link = /\((https:\/\/github\.com\/[^)]*\/new\/[^)]*)\)/.exec(guide)?.[1];
    const [, repository] = /^https:\/\/github\.com\/([^/]+\/[^/]+)\//.exec(link ?? '') ?? [];
    expect(link).toBe(browserNewPostLink(repository!));
    const url = new URL(link!);
    expect(url.pathname).toBe(`/${repository}/new/main/src/content/blog`);
    expect(url.searchParams.get('value')).toBe(BROWSER_TEMPLATE);
    expect(postHintsIn(BROWSER_TEMPLATE), 'the content check stops the template as it is').not.toEqual([]);

    const sentence = 'Five signs your pool is leaking and how to tell a leak from normal Dallas evaporation.';
    const written = Object.entries(POST_HINTS)
      .reduce(
        (text, [field, hint]) => text.replaceAll(hint, field === 'title' ? 'Spring Opening Checklist' : sentence),
        BROWSER_TEMPLATE,
      )
      .replace('pubDate: YYYY-MM-DD', 'pubDate: 2026-12-01')
      .replace(`heroImage: ../../assets/blog/${TEMPLATE_PICTURE}`, 'heroImage: ../../assets/blog/spring-opening.jpg');
    expect(postHintsIn(written)).toEqual([]);
    const post = blogSchema({ image: (() => z.string()) as never }).parse(parseFrontmatter(written).frontmatter);
    expect(post).toMatchObject({
      title: 'Spring Opening Checklist',
      pubDate: new Date('2026-12-01'),
      heroImage: '../../assets/blog/spring-opening.jpg',
      draft: true,
    });
  });

  test('for a Spanish post, opens the Spanish template in src/content/es/blog, which passes the Spanish schema once written', async () => {
    const guide = await readFile(new URL('../../docs/writing-a-blog-post.md', import.meta.url), 'utf8');
    const link = /\((https:\/\/github\.com\/[^)]*\/new\/main\/src\/content\/es\/blog\?[^)]*)\)/.exec(guide)?.[1];
    const [, repository] = /^https:\/\/github\.com\/([^/]+\/[^/]+)\//.exec(link ?? '') ?? [];
    expect(link).toBe(browserNewPostLink(repository!, 'main', 'es'));
    const template = new URL(link!).searchParams.get('value')!;
    expect(postHintsIn(template), 'the content check stops the template as it is').not.toEqual([]);
    const written = Object.values(POST_HINTS)
      .reduce((text, hint) => text.replaceAll(hint, 'Cinco señales de una fuga en su piscina de Dallas.'), template)
      .replace('pubDate: YYYY-MM-DD', 'pubDate: 2026-12-01')
      .replace('# translationOf:', 'translationOf:');
    const post = spanishBlogSchema({ image: (() => z.string()) as never }).parse(parseFrontmatter(written).frontmatter);
    expect(post).toMatchObject({ translationOf: 'file-name-of-the-english-post', draft: true });
    expect(written).toContain("from '../../../components/mdx';");
  });

  test('a draft started from it builds with its date alone, and cannot be published with its picture', async () => {
    await mkdir(join(root, 'src/assets/blog'), { recursive: true });
    await mkdir(join(root, 'src/content/blog'), { recursive: true });
    await copyFile(new URL(`../../${TEMPLATE_PICTURE_FILE}`, import.meta.url), join(root, TEMPLATE_PICTURE_FILE));
    const draft = BROWSER_TEMPLATE.replace('pubDate: YYYY-MM-DD', 'pubDate: 2026-12-01');
    await writeFile(join(root, 'src/content/blog/spring-opening.mdx'), draft);
    expect(await contentMistakes(root)).toEqual([]);

    await writeFile(join(root, 'src/content/blog/spring-opening.mdx'), draft.replace(/^draft: true\n/m, ''));
    expect((await contentMistakes(root)).map(({ where, text }) => `${where}: ${text}`)).toContain(
      `heroImage: ${TEMPLATE_PICTURE_FILE} is the placeholder picture of the new-post template; put the post's own picture in src/assets/blog/ and write its file name here`,
    );
  });
});
