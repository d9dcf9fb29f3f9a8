// Builds a minimal Astro site that uses the real blog schema with one broken post, and checks the
// author is told which file and which field to fix. The copy lives under .tmp/ (git-ignored) so
// Node finds the project's node_modules, and it is removed afterwards.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, test } from 'vitest';
import { createPost } from '../../scripts/new-post';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = join(root, 'tests/fixtures/blog-build');
const astroBin = join(root, 'node_modules/astro/bin/astro.mjs');

const contentConfig = `
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { blogSchema } from ${JSON.stringify(join(root, 'src/schemas/blog.ts'))};

export const collections = {
  services: defineCollection({
    loader: glob({ pattern: '*.md', base: './src/content/services' }),
    schema: z.object({ title: z.string() }),
  }),
  blog: defineCollection({ loader: glob({ pattern: '*.mdx', base: './src/content/blog' }), schema: blogSchema }),
};
`;

// Resolves every post's related services the way the article layout does.
const indexPage = `---
import { getCollection } from 'astro:content';
import { getRelatedServices } from ${JSON.stringify(join(root, 'src/lib/content/blog.ts'))};
const posts = await getCollection('blog');
const related = await Promise.all(posts.map((post) => getRelatedServices(post)));
---
<p>{posts.length} posts, {related.flat().length} related services</p>
`;

function post(fields: Record<string, string>): string {
  const frontmatter = {
    title: '"A post"',
    description: '"A description long enough for search results and link previews of this post."',
    excerpt: '"An excerpt."',
    pubDate: '2025-09-01',
    category: 'Maintenance',
    heroImage: '../../assets/hero.png',
    heroAlt: '"A pool"',
    relatedServices: '[leak-detection]',
    ...fields,
  };
  const lines = Object.entries(frontmatter).flatMap(([key, value]) => (value === '' ? [] : [`${key}: ${value}`]));
  return `---\n${lines.join('\n')}\n---\n\nBody.\n`;
}

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Copies the fixture, adds `posts` (or lets `prepare` add them), runs `astro build`; returns its exit code and output. */
async function build(posts: Record<string, string>, prepare?: (root: string) => Promise<unknown>) {
  await mkdir(join(root, '.tmp'), { recursive: true });
  dir = await mkdtemp(join(root, '.tmp', 'blog-build-'));
  await cp(fixture, dir, { recursive: true });
  await writeFile(join(dir, 'src/content.config.ts'), contentConfig);
  // Posts import the real MDX components, exactly as they do on the site.
  await symlink(join(root, 'src/components'), join(dir, 'src/components'), 'dir');
  await mkdir(join(dir, 'src/pages'), { recursive: true });
  await writeFile(join(dir, 'src/pages/index.astro'), indexPage);
  await mkdir(join(dir, 'src/content/blog'), { recursive: true });
  await mkdir(join(dir, 'src/assets'), { recursive: true });
  await cp(join(root, 'public/og-default.png'), join(dir, 'src/assets/hero.png'));
  for (const [name, text] of Object.entries(posts)) await writeFile(join(dir, 'src/content/blog', name), text);
  await prepare?.(dir);
  try {
    const { stdout, stderr } = await run(process.execPath, [astroBin, 'build'], {
      cwd: dir,
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, output: failure.stdout + failure.stderr };
  }
}

// Each build takes seconds, so one valid build covers both kinds of valid post, and one failing build
// shows that a schema error reaches the author with file, field and message; which frontmatter each
// rule refuses is tested on the schema itself (blog-schema.test.ts).
describe('astro build with the blog schema', () => {
  test('a valid post and a post written by `npm run new-post` build as they are', async () => {
    const result = await build({ 'good-post.mdx': post({}) }, (site) =>
      createPost({ title: 'Spring Opening Checklist', root: site }),
    );
    expect(result.output).not.toMatch(/error/i);
    expect(result.code).toBe(0);
  }, 60_000);

  test('a title over 70 characters fails, naming the file, the field and the limit', async () => {
    const result = await build({ 'long-title.mdx': post({ title: `"${'Long '.repeat(15)}"` }) });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('src/content/blog/long-title.mdx');
    expect(result.output).toMatch(/title.*Keep the title to 70 characters or fewer/);
  }, 60_000);

  test('a related service that does not exist fails the build', async () => {
    const result = await build({ 'wrong-service.mdx': post({ relatedServices: '[leak-detektion]' }) });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('src/content/blog/wrong-service.mdx: relatedServices lists "leak-detektion"');
  }, 60_000);
});
