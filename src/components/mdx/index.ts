// The components blog posts may use; a post imports them in one line:
//   import { Callout, ComparisonTable, DataTable, DayTimeline, Figure, QuoteCta } from '../../components/mdx';
// Each file documents its props. The FAQ is not a component: write it in the post's `faqs` frontmatter.
export { default as Callout } from './Callout.astro';
export { default as ComparisonTable } from './ComparisonTable.astro';
export { default as DataTable } from './DataTable.astro';
export { default as DayTimeline } from './DayTimeline.astro';
export { default as Figure } from './Figure.astro';
export { default as QuoteCta } from './QuoteCta.astro';
