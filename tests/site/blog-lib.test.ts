import { describe, expect, test, vi } from 'vitest';

vi.mock('astro:content', () => ({ getEntries: vi.fn() }));

const { formatPostDate, isListed, isShown, postPath, readTime, readingMinutes, sortPosts } =
  await import('../../src/lib/content/blog');

const words = (count: number) => Array.from({ length: count }, () => 'pool').join(' ');

describe('read time', () => {
  test.each([
    [200, 1],
    [800, 4],
    [1400, 7],
    [1600, 8],
    [10, 1],
  ])('%i words read in %i min', (count, minutes) => {
    expect(readingMinutes(words(count))).toBe(minutes);
  });

  test('skips import lines, tag names and prop names but counts the text inside props', () => {
    const mdx = `import { Callout } from '../../components/mdx';\n\n<DataTable caption="${words(100)}" headers={['a']} />\n\n${words(300)}`;
    expect(readingMinutes(mdx)).toBe(2);
    expect(readingMinutes(`import { A, B, C, D } from 'x';\n${words(100)}`)).toBe(1);
  });

  test('a stated readTime wins; otherwise the body and the FAQ are counted', () => {
    const faqs = [{ question: words(100), answer: words(100) }];
    expect(readTime({ body: words(2000), data: { readTime: 4, faqs } })).toBe(4);
    expect(readTime({ body: words(600), data: { faqs } })).toBe(4);
  });
});

describe('listing', () => {
  const post = (title: string, date: string, draft = false) => ({
    id: title,
    data: { title, pubDate: new Date(date), draft },
  });

  test('sorts newest first, then by title', () => {
    const posts = [post('b', '2025-09-18'), post('a', '2025-09-30'), post('d', '2025-09-25'), post('c', '2025-09-25')];
    expect(sortPosts(posts).map((p) => p.id)).toEqual(['a', 'c', 'd', 'b']);
  });

  test('drafts and posts dated ahead are shown only on previews, and listed nowhere', () => {
    vi.stubEnv('BLOG_TODAY', '2026-11-30');
    const published = post('x', '2026-11-30');
    for (const unpublished of [post('x', '2025-01-01', true), post('x', '2026-12-01')]) {
      expect([isShown(unpublished, false), isShown(unpublished, true), isListed(unpublished)]).toEqual([
        false,
        true,
        false,
      ]);
    }
    expect([isShown(published, false), isShown(published, true), isListed(published)]).toEqual([true, true, true]);
    vi.unstubAllEnvs();
  });

  test('paths and dates read the way visitors see them', () => {
    expect(postPath({ collection: 'blog', id: 'gelcoat-vs-plaster' })).toBe('/blog/gelcoat-vs-plaster');
    expect(formatPostDate(new Date('2025-09-18'))).toBe('September 18, 2025');
  });
});
