// Builds a minimal Astro site that uses the real blog schema and loader with one broken post, and
// checks the author is told which file and which field to fix. The copy lives under .tmp/ (git-ignored) so
// Node finds the project's node_modules, and it is removed afterwards.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, test } from 'vitest';
import { createPost } from '../../scripts/new-post';
import { post } from '../fixtures/blog-build/post';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = join(root, 'tests/fixtures/blog-build');
const astroBin = join(root, 'node_modules/astro/bin/astro.mjs');

const contentConfig = `
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { blogSchema } from ${JSON.stringify(join(root, 'src/schemas/blog.ts'))};
import { checkedGlob } from ${JSON.stringify(join(root, 'src/lib/content-check/checked-glob.ts'))};

export const collections = {
  services: defineCollection({
    loader: glob({ pattern: '*.md', base: './src/content/services' }),
    schema: z.object({ title: z.string() }),
  }),
  blog: defineCollection({
    loader: checkedGlob({ pattern: '*.mdx', base: './src/content/blog' }, blogSchema),
    schema: blogSchema,
  }),
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
  await cp(join(root, 'public/logo.png'), join(dir, 'src/assets/hero.png'));
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

// The content loader's own check, which `npm start` shows as each file is loaded (a build's content check
// in the site's config finds the same mistakes before Astro loads content: post-publication.test.ts). Each
// build takes seconds, so one failing build shows that the sentences reach the author; each kind of
// mistake and its sentence is tested on the schemas themselves (frontmatter-mistakes.test.ts), and
// valid posts, one just started by `npm run new-post` among them, build in post-publication.test.ts.
describe('astro build with the blog schema', () => {
  test('a post started with `npm run new-post` and then mistyped fails, telling each mistake under its file, as `npm start` does', async () => {
    const result = await build({}, async (site) => {
      const { postFile } = await createPost({ title: 'Fall Pool Care in Dallas', root: site });
      const text = await readFile(postFile, 'utf8');
      await writeFile(
        postFile,
        text
          .replace(/^pubDate: .*$/m, 'pubDate: November 3rd, 2026')
          .replace(/^category: .*$/m, 'category: Fall care')
          .replace(/^heroImage: .*$/m, 'heroImage: ../../assets/blog/fall-pool.jpg')
          .replace(/^draft: true$/m, 'draft: false'),
      );
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain(
      [
        'src/content/blog/fall-pool-care-in-dallas.mdx',
        '  - pubDate: "November 3rd, 2026" is not a date; write it as YYYY-MM-DD, e.g. 2026-11-03',
        '  - category: "Fall care" is not on the list; write exactly one of Maintenance, Repair, Equipment, Resurfacing, Materials',
        '  - heroImage: "../../assets/blog/fall-pool.jpg" matches no file; put the image in src/assets/blog/ and write its path from this file, e.g. ../../assets/blog/fall-pool-care-in-dallas.png\n',
      ].join('\n'),
    );
  }, 60_000);

  test('a related service that does not exist fails the build', async () => {
    const result = await build({ 'wrong-service.mdx': post({ relatedServices: '[leak-detektion]' }) });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain(
      'src/content/blog/wrong-service.mdx\n  - relatedServices: "leak-detektion" matches no file in src/content/services; write one or more of leak-detection, in brackets, e.g. [leak-detection]\n',
    );
  }, 60_000);
});
