/** The YAML frontmatter of an MDX file, read before Astro loads content (build integrations, config). */

/** The block between the opening `---` lines; '' when there is none. */
export function frontmatterBlock(mdx: string): string {
  return mdx.match(/^---\r?\n([\s\S]*?)\r?\n---/)?.[1] ?? '';
}

/** A top-level scalar field of a frontmatter block without its quotes, e.g. `pubDate` → "2025-09-18". */
export function frontmatterField(block: string, name: string): string | undefined {
  const value = block.match(new RegExp(`^${name}:[ \\t]*(.*?)[ \\t]*$`, 'm'))?.[1];
  return value?.replace(/^(["'])(.*)\1$/, '$2') || undefined;
}
