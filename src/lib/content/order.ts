/** Entries of an ordered collection (projects, testimonials…) in display order, lowest `order` first. */
export function sortByOrder<T extends { data: { order: number } }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.data.order - b.data.order);
}
