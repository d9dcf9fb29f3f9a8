import { describe, expect, it } from 'vitest';
import {
  aggregateRating,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  localBusinessJsonLd,
  serviceJsonLd,
} from '../../src/lib/seo/json-ld';
import { checkRecords, jsonLdBlocks, pageRecords } from '../e2e/helpers/structured-data-checks';

// With a rating of its own, so the checks of the rating run whether or not the business has one yet.
const rating = aggregateRating({ value: 4.8, best: 5, count: 23 })!;
const business = { ...localBusinessJsonLd(), aggregateRating: rating };
const post = blogPostingJsonLd({
  title: 'Pool Leak Warning Signs',
  description: 'Five signs.',
  path: '/blog/x',
  image: '/x.png',
  datePublished: new Date('2025-09-18'),
});
const breadcrumbs = breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Blog', path: '/blog' }, { name: 'Post' }]);
const faq = faqPageJsonLd([{ question: 'How long?', answer: 'One day.' }]);
const service = serviceJsonLd({
  name: 'Leak Detection',
  description: 'Finds leaks.',
  path: '/services/leak-detection',
});

/** A deep copy of a record with one property changed (undefined deletes it). */
function change(record: object, path: string, value: unknown) {
  const copy = structuredClone(record) as Record<string, unknown>;
  const keys = path.split('.');
  let node = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  if (value === undefined) delete node[keys.at(-1)!];
  else node[keys.at(-1)!] = value;
  return copy;
}

describe('structured-data checks', () => {
  it('accept what the site builders produce', () => {
    expect(checkRecords([business, breadcrumbs, faq, service, post])).toEqual([]);
    expect(checkRecords([rating as object])).toEqual([]);
  });

  it.each([
    ['LocalBusiness telephone', business, 'telephone', undefined, /needs telephone/],
    ['LocalBusiness locality', business, 'address.addressLocality', undefined, /addressLocality/],
    ['LocalBusiness url', business, 'url', '/relative', /absolute url/],
    ['rating count', business, 'aggregateRating.ratingCount', undefined, /ratingCount or reviewCount/],
    ['rating out of range', business, 'aggregateRating.ratingValue', 7, /outside/],
    ['rating best', business, 'aggregateRating.bestRating', undefined, /bestRating/],
    ['Service provider', service, 'provider', undefined, /provider/],
    ['FAQ answer', faq, 'mainEntity', [{ '@type': 'Question', name: 'Q' }], /acceptedAnswer/],
    [
      'breadcrumb position',
      breadcrumbs,
      'itemListElement',
      [{ '@type': 'ListItem', position: 2, name: 'Home', item: 'https://x.test/' }],
      /position 1/,
    ],
    [
      'breadcrumb item',
      breadcrumbs,
      'itemListElement',
      [
        { '@type': 'ListItem', position: 1, name: 'Home' },
        { '@type': 'ListItem', position: 2, name: 'Blog' },
      ],
      /itemListElement\[0\] needs item/,
    ],
    ['post image', post, 'image', undefined, /image/],
    ['post date', post, 'dateModified', 'yesterday', /dateModified/],
    ['publisher logo', post, 'publisher.logo', undefined, /publisher.logo/],
    ['mainEntityOfPage', post, 'mainEntityOfPage', undefined, /mainEntityOfPage/],
  ])('report a missing or wrong %s', (_label, record, path, value, message) => {
    const errors = checkRecords([change(record, path, value)]);
    expect(errors.join('\n')).toMatch(message);
  });

  it('report JSON that does not parse and a wrong @context', () => {
    const html =
      '<script type="application/ld+json">{"@context":"https://example.com","@type":"Thing"}</script>' +
      '<script type="application/ld+json">{oops</script><script>var a = 1</script>';
    const { errors, records } = pageRecords(jsonLdBlocks(html));
    expect(records).toHaveLength(1);
    expect(errors.join('\n')).toMatch(/@context/);
    expect(errors.join('\n')).toMatch(/not valid JSON/);
  });
});
