// The Spanish service pages this build carries, in the English lists' order.
import { getCollection, type CollectionEntry } from 'astro:content';
import { sortByOrder } from '../content/order';
import { spanishPaths } from './spanish-site';

export type SpanishServiceEntry = CollectionEntry<'spanishServices'>;

export async function getSpanishServices(): Promise<SpanishServiceEntry[]> {
  const services = await getCollection('spanishServices');
  return sortByOrder(services.filter((service) => spanishPaths.has(`/es/services/${service.id}`)));
}
