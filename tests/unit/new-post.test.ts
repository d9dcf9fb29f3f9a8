import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createPost, slugify } from '../../scripts/new-post';

// That the written post passes the real schema and builds is checked in blog-build.test.ts.
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
    expect((await stat(imageFile)).size).toBeGreaterThan(1000);
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
