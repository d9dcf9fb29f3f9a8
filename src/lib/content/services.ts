import type { CollectionEntry } from 'astro:content';
import type { NavLink } from '../../data/navigation';

export type ServiceEntry = CollectionEntry<'services'>;

/** Site path of a service page. */
export function servicePath(service: Pick<ServiceEntry, 'id'>): string {
  return `/services/${service.id}`;
}

/** Services in display order. */
export function sortServices<T extends { data: { order: number } }>(services: readonly T[]): T[] {
  return [...services].sort((a, b) => a.data.order - b.data.order);
}

/** The footer's Services group: services with a footer label, in display order. */
export function footerServiceLinks(services: readonly ServiceEntry[]): NavLink[] {
  return sortServices(services).flatMap((service) =>
    service.data.footerLabel ? [{ label: service.data.footerLabel, href: servicePath(service) }] : [],
  );
}
