import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { serviceSchema, spanishServiceSchema } from '../../src/schemas/service';
import { es } from '../../src/lib/i18n/ui/es';
import { serviceFaq, validService } from '../fixtures/content-examples';

// Astro's image() helper needs the build; here an image is just its path.
const schema = serviceSchema({ image: () => z.string() as never });

const valid = validService;
const faq = serviceFaq;

describe('serviceSchema', () => {
  it('accepts a complete service and fills in the defaults', () => {
    const data = schema.parse(valid);
    expect(data.hero.cta).toBe('Get Free Quote');
    expect(data.hero.highlights).toEqual([]);
    expect(data.process.heading).toBe('Our Process');
    expect(data.benefits).toBeUndefined();
    expect(data.closing).toBeUndefined();
  });

  it("fills in a Spanish page's defaults in Spanish, never in English", () => {
    const spanish = spanishServiceSchema({ image: () => z.string() as never }).parse({
      ...valid,
      benefits: { items: ['Dura de 10 a 15 años o más'] },
      closing: { heading: '¿Se descompuso su equipo?', text: 'Llámenos ahora.' },
    });
    expect(spanish.hero.cta).toBe(es.closingQuote);
    expect(spanish.process.heading).toBe(es.processHeading);
    expect(spanish.benefits?.heading).toBe(es.benefitsHeading);
    expect(spanish.closing?.quoteLabel).toBe(es.closingQuote);
  });

  it('keeps the optional sections a page sets', () => {
    const data = schema.parse({
      ...valid,
      hero: { ...valid.hero, cta: 'Get Free Assessment', highlights: [{ value: '15-20 years', label: 'lifespan' }] },
      benefits: { items: ['Lasts 10-15 years or more'] },
      closing: { heading: 'Pool equipment down?', text: 'Call us now.' },
    });
    expect(data.hero.cta).toBe('Get Free Assessment');
    expect(data.benefits).toEqual({ heading: 'Why Homeowners Choose Us', items: ['Lasts 10-15 years or more'] });
    expect(data.closing?.quoteLabel).toBe('Get Free Quote');
  });

  it.each([
    ['two overview features', { features: ['One', 'Two'] }, 'features'],
    ['four FAQs', { faqs: [faq, faq, faq, faq] }, 'faqs'],
    ['an icon that does not exist', { icon: 'rocket' }, 'icon'],
    ['a one-word description', { description: 'Repairs.' }, 'description'],
    ['a process of two steps', { process: { steps: valid.process.steps.slice(0, 2) } }, 'process'],
    ['a missing image description', { imageAlt: '' }, 'imageAlt'],
    ['a highlight without a label', { hero: { ...valid.hero, highlights: [{ value: '5-8 years' }] } }, 'hero'],
  ])('rejects %s', (_name, change, field) => {
    const result = schema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });
});
