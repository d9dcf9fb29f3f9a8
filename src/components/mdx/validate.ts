import type { z } from 'astro/zod';

/**
 * Checks the props an author typed in a post. MDX does not type-check component props, so a typo
 * would otherwise render a broken block silently; this stops the build and names the component.
 */
export function checkProps<T extends z.ZodType>(component: string, schema: T, props: unknown): z.infer<T> {
  const result = schema.safeParse(props);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(props)'}: ${issue.message}`);
  throw new Error(`<${component}> in a blog post has invalid props:\n${problems.join('\n')}`);
}
