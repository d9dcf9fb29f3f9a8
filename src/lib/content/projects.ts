import type { CollectionEntry } from 'astro:content';

/** Site path of a project page; the entry's file name is its slug. */
export function projectPath(project: Pick<CollectionEntry<'projects'>, 'id'>): string {
  return `/projects/${project.id}`;
}

/** The case study in three parts, as /projects and the project page show it. */
export function projectStory(
  project: Pick<CollectionEntry<'projects'>['data'], 'challenge' | 'solution' | 'result'>,
): readonly (readonly [label: string, text: string])[] {
  return [
    ['The Challenge', project.challenge],
    ['Our Solution', project.solution],
    ['The Result', project.result],
  ];
}

/** The project's file holds the written case study below its frontmatter; until then its page says one is coming. */
export function hasWrittenCaseStudy(project: Pick<CollectionEntry<'projects'>, 'body'>): boolean {
  return (project.body ?? '').trim() !== '';
}
