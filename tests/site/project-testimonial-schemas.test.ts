import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { projectSchema } from '../../src/schemas/project';
import { testimonialSchema } from '../../src/schemas/testimonial';
import { validProject } from '../fixtures/content-examples';

// astro:content's image() only exists inside Astro; a string stands in for the image reference.
const project = projectSchema({ image: () => z.string() } as never);

const validTestimonial = {
  order: 1,
  name: 'Sarah M.',
  location: 'Plano',
  rating: 5,
  text: 'Great work.',
  service: 'leak-detection',
};

describe('project schema', () => {
  it('accepts a complete case study, a real job unless flagged', () => {
    expect(project.parse(validProject)).toMatchObject({ placeholder: false });
  });

  it.each(['title', 'location', 'duration', 'challenge', 'solution', 'result', 'image', 'imageAlt', 'order'])(
    'rejects a case study without %s',
    (field) => {
      const { [field]: _omitted, ...rest } = validProject as Record<string, unknown>;
      expect(project.safeParse(rest).success).toBe(false);
    },
  );

  it.each(['title', 'location', 'duration', 'challenge', 'solution', 'result', 'imageAlt'])(
    'rejects an empty %s',
    (field) => {
      expect(project.safeParse({ ...validProject, [field]: '' }).success).toBe(false);
    },
  );
});

describe('testimonial schema', () => {
  it('accepts a complete review, a genuine one unless flagged', () => {
    expect(testimonialSchema.parse(validTestimonial)).toEqual({ ...validTestimonial, placeholder: false });
  });

  it('accepts a review that names no community: many do not', () => {
    const { location: _none, ...withoutCommunity } = validTestimonial;
    expect(testimonialSchema.parse(withoutCommunity)).toEqual({ ...withoutCommunity, placeholder: false });
  });

  it.each([
    ['testimonial', testimonialSchema, validTestimonial],
    ['project', project, validProject],
  ] as const)('a %s takes a placeholder flag and nothing but a boolean', (_kind, schema, valid) => {
    expect(schema.parse({ ...valid, placeholder: true })).toMatchObject({ placeholder: true });
    expect(schema.safeParse({ ...valid, placeholder: 'yes' }).success).toBe(false);
  });

  it.each([
    ['no stars', { rating: 0 }],
    ['more than five stars', { rating: 6 }],
    ['half stars', { rating: 4.5 }],
    ['an empty name', { name: '' }],
    ['an empty text', { text: '' }],
    ['no service', { service: undefined }],
    ['an empty community', { location: '' }],
    ['a service by its title, not its file name', { service: 'Leak Detection' }],
  ])('rejects %s', (_label, change) => {
    expect(testimonialSchema.safeParse({ ...validTestimonial, ...change }).success).toBe(false);
  });
});
