import { z } from 'astro/zod';
import { describe, expect, test } from 'vitest';
import { comparisonRowSchema, timelineStepSchema } from '../../src/components/mdx/schemas';
import { blogSchema } from '../../src/schemas/blog';

const schema = blogSchema({ image: (() => z.string()) as never });

const valid = {
  title: 'Five Warning Signs',
  description: 'Five signs your pool is leaking and how to tell a leak from normal Dallas evaporation.',
  excerpt: 'Every pool loses some water.',
  pubDate: '2025-08-28',
  category: 'Maintenance',
  heroImage: '../../assets/blog/x.png',
  heroAlt: 'A pool skimmer',
  relatedServices: ['leak-detection'],
  faqs: [{ question: 'Is it leaking?', answer: 'Do a bucket test.' }],
};

function issuesOf(input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('blog frontmatter', () => {
  test('accepts a complete post and fills the defaults', () => {
    const post = schema.parse(valid);
    expect(post.pubDate).toEqual(new Date('2025-08-28'));
    expect(post.updatedDate).toEqual(post.pubDate);
    expect(post.draft).toBe(false);
    expect(post.readTime).toBeUndefined();
    expect(post.relatedServices).toEqual(['leak-detection']);
  });

  test('keeps an updatedDate when one is given', () => {
    expect(schema.parse({ ...valid, updatedDate: '2025-10-02' }).updatedDate).toEqual(new Date('2025-10-02'));
  });

  test('needs no relatedServices, faqs or draft', () => {
    const { relatedServices: _r, faqs: _f, ...minimal } = valid;
    const post = schema.parse(minimal);
    expect(post.relatedServices).toEqual([]);
    expect(post.faqs).toEqual([]);
  });

  test.each([
    ['title', { title: undefined }],
    ['heroAlt', { heroAlt: undefined }],
    ['heroAlt', { heroAlt: '' }],
    ['category', { category: 'Gossip' }],
    ['pubDate', { pubDate: 'next Tuesday' }],
    ['description', { description: 'Too short.' }],
    ['readTime', { readTime: 0 }],
    ['readTime', { readTime: '5 min' }],
    ['faqs.0.answer', { faqs: [{ question: 'Why?' }] }],
    ['draft', { draft: 'yes' }],
  ])('rejects a bad %s', (field, change) => {
    expect(issuesOf({ ...valid, ...change })).toContain(field);
  });

  test('takes a title of up to 70 characters and refuses a longer one', () => {
    expect(issuesOf({ ...valid, title: 'x'.repeat(70) })).toEqual([]);
    expect(issuesOf({ ...valid, title: 'x'.repeat(71) })).toEqual(['title']);
  });

  test.each(['Maintenance', 'Repair', 'Equipment', 'Resurfacing', 'Materials'])(
    'accepts the category %s',
    (category) => {
      expect(issuesOf({ ...valid, category })).toEqual([]);
    },
  );
});

describe('records inside posts', () => {
  const step = {
    day: 'Day 1',
    title: 'Drain & Prep',
    duration: '4-8 hours',
    description: 'We drain the pool.',
    icon: 'droplet',
    tasks: ['Drain the pool'],
  };

  test('a day of the timeline needs every field, tasks and a known icon', () => {
    expect(timelineStepSchema.safeParse(step).success).toBe(true);
    expect(timelineStepSchema.safeParse({ ...step, tasks: [] }).success).toBe(false);
    expect(timelineStepSchema.safeParse({ ...step, icon: 'unicorn' }).success).toBe(false);
    expect(timelineStepSchema.safeParse({ ...step, duration: undefined }).success).toBe(false);
  });

  test('a comparison row has a category and a rated cell per option', () => {
    const cell = { rating: 'Excellent', details: 'Lasts 15-20 years.', icon: 'clock' };
    expect(comparisonRowSchema.safeParse({ category: 'Lifespan', gelcoat: cell, plaster: cell }).success).toBe(true);
    expect(comparisonRowSchema.safeParse({ category: 'Lifespan', gelcoat: { ...cell, rating: 'Great' } }).success).toBe(
      false,
    );
    expect(comparisonRowSchema.safeParse({ gelcoat: cell }).success).toBe(false);
  });
});
