/**
 * Checks of schema.org JSON-LD records: the properties Google's rich results require or
 * recommend for the types this site uses. Pure functions, so the checks are unit-tested too
 * (tests/site/structured-data-checks.test.ts); tests/e2e/structured-data.spec.ts runs them over
 * every page of the sitemap.
 */

type Node = { [key: string]: unknown };

/** Subtypes of LocalBusiness a business like this could be declared as. */
const LOCAL_BUSINESS_TYPES = new Set([
  'LocalBusiness',
  'HomeAndConstructionBusiness',
  'GeneralContractor',
  'Plumber',
  'HVACBusiness',
  'HousePainter',
  'Electrician',
  'RoofingContractor',
  'ProfessionalService',
]);
const ARTICLE_TYPES = new Set(['BlogPosting', 'Article', 'NewsArticle']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const types = (node: Node): string[] => [node['@type']].flat().filter((t): t is string => typeof t === 'string');
const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const absoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/\s]+/.test(value);
const number = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));
/** An image given as a URL, an ImageObject with a url, or a list of either. */
const image = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.length > 0 && value.every(image)
    : absoluteUrl(value) || (isNode(value) && absoluteUrl(value.url));

/** The records of one page: what JSON-LD blocks parse to, flattening arrays and @graph. */
export function pageRecords(blocks: readonly string[]): { records: Node[]; errors: string[] } {
  const records: Node[] = [];
  const errors: string[] = [];
  blocks.forEach((block, index) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(block);
    } catch (error) {
      errors.push(`JSON-LD block ${index + 1} is not valid JSON: ${(error as Error).message}`);
      return;
    }
    for (const item of [parsed].flat()) {
      if (!isNode(item)) {
        errors.push(`JSON-LD block ${index + 1} is not an object`);
        continue;
      }
      if (!/^https?:\/\/schema\.org\/?$/.test(String(item['@context']))) {
        errors.push(`JSON-LD block ${index + 1}: @context must be https://schema.org`);
      }
      if (Array.isArray(item['@graph'])) records.push(...item['@graph'].filter(isNode));
      else records.push(item);
    }
  });
  return { records, errors };
}

/** Every error in a page's records, each prefixed with the path to the offending node. */
export function checkRecords(input: readonly object[]): string[] {
  const records = input as readonly Node[];
  const errors: string[] = [];
  // Nested nodes that only point at a record defined on the page (same @id) are references.
  const defined = new Set(records.map((r) => r['@id']).filter((id): id is string => typeof id === 'string'));

  const visit = (node: Node, path: string, topLevel: boolean) => {
    const fail = (message: string) => errors.push(`${path}: ${message}`);
    const nodeTypes = types(node);
    if (topLevel && nodeTypes.length === 0) fail('record without @type');
    const isReference = !topLevel && typeof node['@id'] === 'string' && defined.has(node['@id']);

    if (nodeTypes.some((t) => LOCAL_BUSINESS_TYPES.has(t)) && !isReference) {
      if (!text(node.name)) fail('LocalBusiness needs name');
      if (topLevel) {
        const address = isNode(node.address) ? node.address : {};
        if (!text(address.addressLocality)) fail('LocalBusiness needs address.addressLocality');
        if (!text(address.addressRegion)) fail('LocalBusiness needs address.addressRegion');
        if (!text(node.telephone)) fail('LocalBusiness needs telephone');
        if (!absoluteUrl(node.url)) fail('LocalBusiness needs an absolute url');
      }
    }
    if (nodeTypes.includes('Service')) {
      if (!text(node.name)) fail('Service needs name');
      const provider = node.provider;
      if (!isNode(provider) || !(text(provider.name) || typeof provider['@id'] === 'string')) {
        fail('Service needs a provider with a name or @id');
      }
    }
    if (nodeTypes.includes('FAQPage')) {
      const questions = node.mainEntity;
      if (!Array.isArray(questions) || questions.length === 0) fail('FAQPage needs mainEntity: a list of Question');
      else
        questions.forEach((q, i) => {
          if (!isNode(q) || !types(q).includes('Question')) return fail(`mainEntity[${i}] must be a Question`);
          if (!text(q.name)) fail(`mainEntity[${i}] Question needs name`);
          const answer = q.acceptedAnswer;
          if (!isNode(answer) || !types(answer).includes('Answer') || !text(answer.text)) {
            fail(`mainEntity[${i}] Question needs acceptedAnswer: an Answer with text`);
          }
        });
    }
    if (nodeTypes.includes('BreadcrumbList')) {
      const items = node.itemListElement;
      if (!Array.isArray(items) || items.length === 0) fail('BreadcrumbList needs itemListElement');
      else
        items.forEach((item, i) => {
          if (!isNode(item) || !types(item).includes('ListItem'))
            return fail(`itemListElement[${i}] must be a ListItem`);
          if (item.position !== i + 1)
            fail(`itemListElement[${i}] needs position ${i + 1}, has ${String(item.position)}`);
          const named = text(item.name) || (isNode(item.item) && text(item.item.name));
          if (!named) fail(`itemListElement[${i}] needs name`);
          const target = isNode(item.item) ? item.item['@id'] : item.item;
          const last = i === items.length - 1;
          if (!(last && target === undefined) && !absoluteUrl(target)) {
            fail(`itemListElement[${i}] needs item: an absolute URL (only the last may omit it)`);
          }
        });
    }
    if (nodeTypes.includes('AggregateRating')) {
      const best = node.bestRating === undefined ? 5 : Number(node.bestRating);
      const worst = node.worstRating === undefined ? 1 : Number(node.worstRating);
      if (!number(node.ratingValue)) fail('AggregateRating needs a numeric ratingValue');
      else if (Number(node.ratingValue) < worst || Number(node.ratingValue) > best) {
        fail(`AggregateRating ratingValue ${String(node.ratingValue)} is outside ${worst}..${best}`);
      }
      if (!number(node.bestRating)) fail('AggregateRating needs bestRating');
      const count = node.ratingCount ?? node.reviewCount;
      if (!number(count) || Number(count) <= 0) fail('AggregateRating needs ratingCount or reviewCount > 0');
    }
    if (nodeTypes.some((t) => ARTICLE_TYPES.has(t))) {
      if (!text(node.headline)) fail('BlogPosting needs headline');
      else if ((node.headline as string).length > 110) fail('BlogPosting headline longer than 110 characters');
      if (!image(node.image)) fail('BlogPosting needs image (absolute URL)');
      for (const key of ['datePublished', 'dateModified'] as const) {
        if (typeof node[key] !== 'string' || !ISO_DATE.test(node[key] as string))
          fail(`BlogPosting needs ${key} as an ISO 8601 date`);
      }
      if (
        typeof node.datePublished === 'string' &&
        typeof node.dateModified === 'string' &&
        Date.parse(node.dateModified) < Date.parse(node.datePublished)
      ) {
        fail('BlogPosting dateModified is before datePublished');
      }
      const authors = [node.author].flat();
      if (authors.length === 0 || !authors.every((a) => isNode(a) && text(a.name)))
        fail('BlogPosting needs author with name');
      const publisher = node.publisher;
      if (!isNode(publisher) || !text(publisher.name)) fail('BlogPosting needs publisher with name');
      else if (!image(publisher.logo)) fail('BlogPosting needs publisher.logo (absolute URL or ImageObject with url)');
      const page = node.mainEntityOfPage;
      if (!(absoluteUrl(page) || (isNode(page) && absoluteUrl(page['@id']))))
        fail('BlogPosting needs mainEntityOfPage');
    }
    if (nodeTypes.includes('Review')) {
      const rating = node.reviewRating;
      if (!isNode(rating) || !number(rating.ratingValue)) fail('Review needs reviewRating.ratingValue');
      const authors = [node.author].flat();
      if (authors.length === 0 || !authors.every((a) => isNode(a) && text(a.name)))
        fail('Review needs author with name');
    }

    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('@')) continue;
      [value].flat().forEach((child, i) => {
        if (isNode(child)) visit(child, `${path}.${key}${Array.isArray(value) ? `[${i}]` : ''}`, false);
      });
    }
  };

  records.forEach((record, i) => visit(record, `${types(record).join('/') || 'record'}#${i + 1}`, true));
  return errors;
}

/** The one full LocalBusiness record every page must carry. */
export function localBusinessCount(records: readonly object[]): number {
  return (records as readonly Node[]).filter((r) => types(r).some((t) => LOCAL_BUSINESS_TYPES.has(t))).length;
}

/** The text of every `<script type="application/ld+json">` element of an HTML document. */
export function jsonLdBlocks(html: string): string[] {
  return [
    ...html.matchAll(/<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi),
  ].map((m) => m[1]);
}
