import { z } from 'astro/zod';
import { explain } from './field-messages';

/** A question and its answer; rendered as a FAQ block and as FAQPage JSON-LD. */
export const faqSchema = z.object(
  {
    /** The question as a homeowner would ask it. */
    question: z
      .string(explain('write the question as a homeowner would ask it, e.g. "How long does leak detection take?"'))
      .min(1),
    /** A plain-text answer of one or a few sentences. */
    answer: z
      .string(explain('write a plain-text answer of one or a few sentences, e.g. "Most inspections take 2-4 hours."'))
      .min(1),
  },
  explain('write a question and its answer, as "- question: …" with "  answer: …" on the next line'),
);

/** One step of a process; its number is its position in the list. */
export const processStepSchema = z.object(
  {
    /** Short name of the step, e.g. "Crack Injection". */
    title: z.string(explain('write a short name for the step, e.g. "Crack Injection"')).min(1),
    /** One or two sentences on what happens in this step. */
    description: z
      .string(
        explain(
          'write one or two sentences on what happens in this step, e.g. "We fill and bond the crack with resin."',
        ),
      )
      .min(1),
  },
  explain('write a step as "- title: …" with "  description: …" on the next line'),
);
