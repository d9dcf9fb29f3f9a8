const conjunction = new Intl.ListFormat('en-US', { type: 'conjunction' });

/** "A, B and C": a list as running text, without the serial comma, as the site's copy writes lists. */
export function joinWithAnd(items: readonly string[]): string {
  return conjunction
    .formatToParts(items)
    .map((part) => (part.type === 'literal' && part.value === ', and ' ? ' and ' : part.value))
    .join('');
}
