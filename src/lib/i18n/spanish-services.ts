// The Spanish service pages this build carries, in the English lists' order.
import { getCollection, type CollectionEntry } from 'astro:content';
import type { ServiceEntry } from '../content/services';
import { sortByOrder } from '../content/order';
import type { Language } from './languages';
import { spanishPaths } from './spanish-site';

export type SpanishServiceEntry = CollectionEntry<'spanishServices'>;

export async function getSpanishServices(): Promise<SpanishServiceEntry[]> {
  const services = await getCollection('spanishServices');
  return sortByOrder(services.filter((service) => spanishPaths.has(`/es/services/${service.id}`)));
}

/** The service pages in `language`, in display order: a Spanish list holds only those translated. */
export async function servicesIn(language: Language): Promise<ServiceEntry[]> {
  return language === 'es' ? getSpanishServices() : sortByOrder(await getCollection('services'));
}
