import { getCollection, type CollectionEntry } from 'astro:content';
import { mistakeError, mistakesByFile } from '../content-check/mistakes';
import { sortByOrder } from './order';
import { servicePath, unknownReviewedService } from './services';

/** A customer review as pages show it: its fields, and the title and page of the service it names. */
export type Testimonial = CollectionEntry<'testimonials'>['data'] & { serviceTitle: string; servicePath: string };

/**
 * The reviews in display order, each with its service. The content check stops a build on a service
 * that matches no file before any page is built; under `npm start` it is caught here, with the same sentence.
 */
export async function getTestimonials(): Promise<Testimonial[]> {
  const [entries, services] = await Promise.all([getCollection('testimonials'), getCollection('services')]);
  const ids = services.map((service) => service.id);
  const mistakes = entries.flatMap((entry) =>
    unknownReviewedService(entry.filePath ?? entry.id, entry.data.service, ids),
  );
  if (mistakes.length > 0) throw mistakeError(mistakesByFile(mistakes));
  return sortByOrder(entries).map(({ data }) => {
    const service = services.find((candidate) => candidate.id === data.service)!;
    return { ...data, serviceTitle: service.data.title, servicePath: servicePath(service) };
  });
}
