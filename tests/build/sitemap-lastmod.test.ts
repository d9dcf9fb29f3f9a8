import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { frontmatterBlock, frontmatterField } from '../../src/lib/content-check/frontmatter';
import { contentLastmod, readPostDates, withContentLastmod } from '../../src/lib/seo/sitemap';
import { post } from '../fixtures/blog-build/post';

describe('frontmatterField', () => {
  const block = frontmatterBlock('---\ntitle: "A: title"\npubDate: 2025-09-18\nempty:\n---\n\npubDate: 1999-01-01\n');

  it.each([
    ['title', 'A: title'],
    ['pubDate', '2025-09-18'],
    ['empty', undefined],
    ['updatedDate', undefined],
  ])('%s → %s, from the frontmatter only', (name, value) => {
    expect(frontmatterField(block, name)).toBe(value);
  });

  it('is empty for a file without frontmatter', () => {
    expect(frontmatterBlock('# Just text\n')).toBe('');
  });
});

describe('contentLastmod', () => {
  const dates = contentLastmod([
    { id: 'old', pubDate: '2025-08-28' },
    { id: 'revised', pubDate: '2025-09-08', updatedDate: '2025-10-02' },
  ]);

  it("dates each post by its revision, else its publication, and the index by the newest post's", () => {
    expect(Object.fromEntries([...dates].map(([path, date]) => [path, date.toISOString().slice(0, 10)]))).toEqual({
      '/blog/old': '2025-08-28',
      '/blog/revised': '2025-10-02',
      '/blog': '2025-10-02',
    });
  });

  it('leaves undated pages without lastmod instead of inventing one', () => {
    const serialize = withContentLastmod(dates);
    expect(serialize({ url: 'https://example.com/blog/old' })).toEqual({
      url: 'https://example.com/blog/old',
      lastmod: '2025-08-28',
    });
    expect(serialize({ url: 'https://example.com/services/leak-detection' })).toEqual({
      url: 'https://example.com/services/leak-detection',
    });
  });

  it('has no blog index date without posts', () => {
    expect(contentLastmod([]).size).toBe(0);
  });
});

it('reads the dates of every published post in a folder of posts, leaving drafts and scheduled posts out', () => {
  const dir = mkdtempSync(join(tmpdir(), 'post-dates-'));
  try {
    writeFileSync(join(dir, 'old.mdx'), post({ pubDate: '2025-08-28' }));
    writeFileSync(join(dir, 'revised.mdx'), post({ pubDate: '2025-09-08', updatedDate: '2025-10-02' }));
    writeFileSync(join(dir, 'draft.mdx'), post({ pubDate: '2025-09-01', draft: 'true' }));
    writeFileSync(join(dir, 'scheduled.mdx'), post({ pubDate: '2025-12-01' }));
    expect(readPostDates(dir, '2025-11-27').sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: 'old', pubDate: '2025-08-28' },
      { id: 'revised', pubDate: '2025-09-08', updatedDate: '2025-10-02' },
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
