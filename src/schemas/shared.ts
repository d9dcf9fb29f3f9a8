import { z } from 'astro/zod';

/** A question and its answer; rendered as a FAQ block and as FAQPage JSON-LD. */
export const faqSchema = z.object({
  /** The question as a homeowner would ask it. */
  question: z.string().min(1),
  /** A plain-text answer of one or a few sentences. */
  answer: z.string().min(1),
});

/** One step of a process; its number is its position in the list. */
export const processStepSchema = z.object({
  /** Short name of the step, e.g. "Crack Injection". */
  title: z.string().min(1),
  /** One or two sentences on what happens in this step. */
  description: z.string().min(1),
});
