import type { CollectionEntry } from 'astro:content';

/** Site path of a project page; the entry's file name is its slug. */
export function projectPath(project: Pick<CollectionEntry<'projects'>, 'id'>): string {
  return `/projects/${project.id}`;
}
