import type { CollectionEntry } from 'astro:content';
import type { NavLink } from '../../data/navigation';
import type { ContentMistake } from '../content-check/mistakes';
import { sortByOrder } from './order';

/** A service page's entry, English or Spanish (the same schema, the same slug). */
export type ServiceEntry = CollectionEntry<'services' | 'spanishServices'>;

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

/** Each name in a post's `relatedServices` that matches no service, with the names there are. */
export function unknownServices(
  file: string,
  related: readonly string[],
  services: readonly string[],
): ContentMistake[] {
  const names = [...services].sort();
  return related
    .filter((name) => !services.includes(name))
    .map((name) => ({
      file,
      where: 'relatedServices',
      text: `${matchesNoService(name)}; write one or more of ${names.join(', ')}, in brackets, e.g. [${names[0]}]`,
    }));
}

/** A review's `service` when it matches no service, with the names there are. */
export function unknownReviewedService(file: string, name: string, services: readonly string[]): ContentMistake[] {
  if (services.includes(name)) return [];
  const names = [...services].sort();
  return [
    { file, where: 'service', text: `${matchesNoService(name)}; write one of ${names.join(', ')}, e.g. "${names[0]}"` },
  ];
}

const matchesNoService = (name: string) => `"${name}" matches no file in src/content/services`;
