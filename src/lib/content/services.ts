import type { CollectionEntry } from 'astro:content';
import type { NavLink } from '../../data/navigation';
import { sortByOrder } from './order';

export type ServiceEntry = CollectionEntry<'services'>;

/** Site path of a service page. */
export function servicePath(service: Pick<ServiceEntry, 'id'>): string {
  return `/services/${service.id}`;
}

/** The footer's Services group: services with a footer label, in display order. */
export function footerServiceLinks(services: readonly ServiceEntry[]): NavLink[] {
  return sortByOrder(services).flatMap((service) =>
    service.data.footerLabel ? [{ label: service.data.footerLabel, href: servicePath(service) }] : [],
  );
}
