// Props of the MDX components that take structured data; each component checks its props with them.
import { z } from 'astro/zod';
import { ICON_NAMES } from '../../data/icons';

/** How one option fares on one row of a <ComparisonTable>. */
export const comparisonCellSchema = z.object({
  /** A one-word verdict shown in bold. */
  rating: z.enum(['Excellent', 'Good', 'Fair', 'Poor']),
  /** One sentence explaining the verdict. */
  details: z.string().min(1),
  /** Icon beside the verdict; a name from src/data/icons.ts. */
  icon: z.enum(ICON_NAMES),
});

/** One row of a <ComparisonTable>: a category, then one cell per compared option, keyed like the options. */
export const comparisonRowSchema = z.object({ category: z.string().min(1) }).catchall(comparisonCellSchema);

/** One day of a <DayTimeline>. */
export const timelineStepSchema = z.object({
  /** Which day(s), e.g. "Day 1" or "Days 2-3". */
  day: z.string().min(1),
  /** What happens, e.g. "Drain & Prep". */
  title: z.string().min(1),
  /** How long the work takes, e.g. "4-8 hours". */
  duration: z.string().min(1),
  /** One or two sentences for the homeowner. */
  description: z.string().min(1),
  /** Icon for the day; a name from src/data/icons.ts. */
  icon: z.enum(ICON_NAMES),
  /** The jobs done that day, one short line each. */
  tasks: z.array(z.string().min(1)).min(1),
});

export type ComparisonCell = z.infer<typeof comparisonCellSchema>;
export type TimelineStep = z.infer<typeof timelineStepSchema>;
