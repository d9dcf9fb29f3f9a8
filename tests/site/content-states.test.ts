import { describe, expect, it } from 'vitest';
import { business, credentialed, crackRepairWarranty, rated } from '../../src/data/business';
import {
  emptyPagePaths,
  guarantees,
  hasReviewsToShow,
  homeTrustPoints,
  reviewGrid,
  reviewsBeside,
} from '../../src/lib/content/reviews';
import { trustFacts } from '../../src/lib/content/trust';
import { hasWrittenCaseStudy } from '../../src/lib/content/projects';

const RATING = rated({ value: 4.8, best: 5, count: 23 });

describe('rated', () => {
  it.each([
    [{ value: 4.9, best: 5, count: 127 }, '4.9/5', '127+'],
    [{ value: 5, best: 5, count: 3 }, '5.0/5', '3+'],
    [{ value: 4.25, best: 5, count: 1250 }, '4.3/5', '1,250+'],
  ])('shows %o as %s from %s reviews, made from the figures', (figures, display, countDisplay) => {
    expect(rated(figures)).toEqual({ ...figures, display, countDisplay });
  });
});

describe('/reviews with what the business has', () => {
  it.each([
    [0, undefined, false],
    [0, RATING, true],
    [1, undefined, true],
    [2, RATING, true],
  ])('%i reviews and rating %o: something to show is %s', (count, rating, shows) => {
    expect(hasReviewsToShow(count, rating)).toBe(shows);
    expect(emptyPagePaths(count, rating)).toEqual(shows ? [] : ['/reviews']);
  });

  it.each([
    [1, '', ''],
    [2, 'sm:grid-cols-2', ''],
    [3, 'sm:grid-cols-2', 'sm:col-span-2'],
    [4, 'sm:grid-cols-2', ''],
    [5, 'sm:grid-cols-2', 'sm:col-span-2'],
  ])('%i review cards: no row half empty (list "%s", first card "%s")', (count, list, first) => {
    expect(reviewGrid(count)).toEqual({ list, first });
  });
});

describe('credentialed', () => {
  it.each([
    [['licensed', 'bonded', 'insured'], 'Licensed, bonded and insured', 'Licensed & Insured'],
    [['insured', 'licensed'], 'Licensed and insured', 'Licensed & Insured'],
    [['bonded', 'insured'], 'Bonded and insured', 'Bonded & Insured'],
    [['insured'], 'Insured', 'Insured'],
  ] as const)('states %o as "%s", titled "%s"', (held, statement, title) => {
    expect(credentialed(held)).toMatchObject({ statement, title });
  });

  it('claims nothing for an empty list', () => {
    expect(credentialed([])).toBeUndefined();
  });
});

describe('crackRepairWarranty', () => {
  it.each([
    ['lifetime', 'Lifetime warranty on crack repair'],
    ['10-year', '10-year warranty on crack repair'],
  ])('states a %s warranty as "%s"', (length, statement) => {
    expect(crackRepairWarranty(length)).toEqual({ length, statement });
  });
});

describe('homeTrustPoints', () => {
  const claims = {
    credentials: credentialed(['licensed', 'bonded', 'insured']),
    satisfaction: '100%',
    propertyValue: '$15,000+',
  };
  const facts = { claims, replyWithinHours: business.replyWithinHours };
  const titles = (rating = RATING as typeof business.rating) =>
    homeTrustPoints({ ...facts, rating }).map((point) => point.title);

  it('claims stars only as the average shows them', () => {
    expect(titles(rated({ value: 4.6, best: 5, count: 40 }))).toEqual([
      'Licensed & Insured',
      '5-Star Reviews',
      'Satisfaction Guarantee',
    ]);
    expect(titles(rated({ value: 4.4, best: 5, count: 40 }))[1]).toBe('Customer Reviews');
    expect(homeTrustPoints({ ...facts, rating: RATING })[1]!.text).toBe('Rated 4.8/5 by 23+ Dallas-area pool owners.');
  });

  it('without a rating, gives the quote promise in place of the reviews, claiming no stars', () => {
    const points = homeTrustPoints({ ...facts, rating: undefined });
    expect(points.map((point) => point.title)).toEqual([
      'Licensed & Insured',
      'Fast, Free Quotes',
      'Satisfaction Guarantee',
    ]);
    expect(points[1]).toEqual({
      icon: 'clock',
      title: 'Fast, Free Quotes',
      text: `We answer quote requests ${business.responsePromise}, and the assessment is free.`,
    });
    expect(JSON.stringify(points)).not.toMatch(/star|rated/i);
  });

  it('names only the credentials claimed, and none when the business claims none', () => {
    const insured = { ...claims, credentials: credentialed(['insured']) };
    expect(homeTrustPoints({ ...facts, claims: insured, rating: RATING })[0]).toEqual({
      icon: 'shield',
      title: 'Insured',
      text: 'Insured for work on your pool and property.',
    });
    const none = homeTrustPoints({ ...facts, claims: { ...claims, credentials: undefined }, rating: RATING });
    expect(none.map((point) => point.title)).toEqual(['5-Star Reviews', 'Satisfaction Guarantee']);
  });

  it('promises no satisfaction guarantee the business does not give', () => {
    const points = homeTrustPoints({ ...facts, claims: { ...claims, satisfaction: undefined }, rating: RATING });
    expect(points.map((point) => point.title)).toEqual(['Licensed & Insured', '5-Star Reviews']);
  });
});

describe('trustFacts: the trust line and the panel at a glance', () => {
  const facts = {
    claims: { credentials: credentialed(['licensed', 'bonded', 'insured']) },
    replyWithinHours: business.replyWithinHours,
  };
  const lines = (rating: typeof business.rating, claims: (typeof business)['claims'] = facts.claims) =>
    trustFacts({ ...facts, claims, rating }).map((fact) => fact.short);

  it('says the same in Spanish, with the same figures', () => {
    const rating = rated({ value: 4.9, best: 5, count: 127 });
    expect(trustFacts({ ...facts, rating }, 'es').map((fact) => fact.short)).toEqual([
      '4.9/5 en 127+ reseñas',
      'Con licencia, fianza y seguro',
      `Respondemos en menos de ${business.replyWithinHours} horas en horario de atención`,
    ]);
  });

  it('gives the rating and its count, the credentials held and the reply promise in business hours', () => {
    expect(lines(RATING)).toEqual([
      '4.8/5 from 23+ reviews',
      'Licensed, bonded and insured',
      `Replies ${business.responsePromise} during business hours`,
    ]);
  });

  it('shows no rating the business does not have, and no credential it does not hold', () => {
    expect(lines(undefined, { credentials: credentialed(['insured']) })).toEqual([
      'Insured',
      `Replies ${business.responsePromise} during business hours`,
    ]);
    expect(lines(undefined, {})).toEqual([`Replies ${business.responsePromise} during business hours`]);
  });
});

describe('reviewsBeside', () => {
  const reviews = [
    { name: 'A', service: 'fiberglass-repair' },
    { name: 'B', service: 'leak-detection' },
    { name: 'C', service: 'resurfacing' },
    { name: 'D', service: 'leak-detection' },
  ];
  const names = (picked: { name: string }[]) => picked.map((review) => review.name);

  it("puts the page's own service first, then the others in order, two at most", () => {
    expect(names(reviewsBeside(reviews, 'leak-detection'))).toEqual(['B', 'D']);
    expect(names(reviewsBeside(reviews, 'resurfacing'))).toEqual(['C', 'A']);
    expect(names(reviewsBeside(reviews, 'tile-coping'))).toEqual(['A', 'B']);
    expect(names(reviewsBeside(reviews))).toEqual(['A', 'B']);
  });

  it('shows what there is: one review, or none', () => {
    expect(names(reviewsBeside(reviews.slice(0, 1), 'leak-detection'))).toEqual(['A']);
    expect(reviewsBeside([], 'leak-detection')).toEqual([]);
  });
});

describe('guarantees', () => {
  const lifetime = crackRepairWarranty('lifetime');
  it.each([
    [
      '100%',
      lifetime,
      'Satisfaction Guarantee',
      'We stand behind our work with a 100% satisfaction guarantee and a lifetime warranty on crack repair.',
    ],
    ['100%', undefined, 'Satisfaction Guarantee', 'We stand behind our work with a 100% satisfaction guarantee.'],
    [undefined, lifetime, 'Written Warranty', 'Every crack repair comes with our lifetime warranty on crack repair.'],
  ])('satisfaction %s and warranty %o: "%s"', (satisfaction, warranty, title, text) => {
    expect(guarantees({ satisfaction, crackRepairWarranty: warranty })).toEqual([{ icon: 'thumbsUp', title, text }]);
  });

  it('gives none when the business promises neither', () => {
    expect(guarantees({})).toEqual([]);
  });
});

describe('hasWrittenCaseStudy', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['\n  \n', false],
    ['## What we found\n\nThe skimmer had pulled away from the shell.', true],
  ])('a project whose file holds %j below its frontmatter: %s', (body, written) => {
    expect(hasWrittenCaseStudy({ body })).toBe(written);
  });
});
