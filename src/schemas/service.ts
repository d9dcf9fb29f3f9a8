import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { explain } from './field-messages';
import { faqSchema, processStepSchema } from './shared';
import { ICON_NAMES } from '../data/icons';
import type { Language } from '../lib/i18n/languages';
import { uiStrings } from '../lib/i18n/ui';

/** A headline figure, e.g. `{ value: "50-90%", label: "less energy with a variable-speed pump" }`. */
export const keyFigureSchema = z.object(
  {
    /** The figure as visitors read it, e.g. "1-2 years", exactly as the business states it; never round or invent. */
    value: z.string(explain('write the figure exactly as the business states it, e.g. "15-20 years"')).min(1),
    /** What the figure means, in a few words. */
    label: z.string(explain('write what the figure means in a few words, e.g. "what a new finish can last"')).min(1),
  },
  explain('write a figure as "- value: …" with "  label: …" on the next line'),
);

/** Label of a button to /contact, e.g. "Get Free Assessment". */
const quoteButton = z.string(explain('write the button\'s label, e.g. "Get Free Assessment", or delete the line'));

/**
 * One service: its card on the home page and services overview, its footer link and its page.
 * What every service page has lives here; sections only one page has (warning signs, color
 * swatches, before/after…) are written in the MDX body with the components of
 * src/components/sections/service-page-components.ts.
 */
export const serviceSchema = (
  { image }: Pick<SchemaContext, 'image'>,
  /** The page's language: what a field left out says instead. */
  language: Language = 'en',
) => {
  const t = uiStrings(language);
  return z.object({
    /** Position in every list of services (home grid, overview, footer). Lowest first. */
    order: z.number(explain('write the position in the lists of services as a whole number, e.g. 3')).int(),
    /** Short name used on cards and in the JSON-LD, e.g. "Leak Detection". */
    title: z.string(explain('write the service\'s short name, e.g. "Leak Detection"')).min(1),
    /** Label in the footer's Services group; omit to leave the service out of the footer. */
    footerLabel: z
      .string(
        explain(
          'write the footer link\'s label, e.g. "Leak Detection", or delete the line to leave it out of the footer',
        ),
      )
      .optional(),
    /** One or two sentences for cards and the page's meta description. */
    description: z
      .string(
        explain(
          'write one or two sentences of 50 to 200 characters for cards and search results, e.g. "Fiberglass pool crack repair across the Dallas metro, usually fixed in 1-2 days."',
        ),
      )
      .min(50)
      .max(200),
    /** Icon shown on the card; one of the names in src/data/icons.ts. */
    icon: z.enum(ICON_NAMES, explain(`write one of the icon names in src/data/icons.ts: ${ICON_NAMES.join(', ')}`)),
    /** Card, page and share image, relative to this file. Replace the file to swap in a photo. */
    image: image(),
    /** What the image shows, for people who cannot see it. Say "Illustration of…" for drawings. */
    imageAlt: z
      .string(
        explain(
          'write what the image shows, for people who cannot see it, e.g. "Illustration of a pool leak being traced"',
        ),
      )
      .min(1),
    /** Exactly three short bullets for the services overview card. */
    features: z
      .array(
        z.string(explain('write a short bullet, e.g. "Color-matched gelcoat finish"')).min(1),
        explain('write exactly three short bullets, each on a line starting with "- "'),
      )
      .length(3),
    /** The page hero. */
    hero: z.object(
      {
        /** The page's h1. */
        headline: z.string(explain('write the page\'s main heading, e.g. "Pool Leak Detection in Dallas"')).min(1),
        /** A sentence or two under the headline. */
        intro: z.string(explain('write a sentence or two under the headline')).min(1),
        /** Label of the primary button to /contact, e.g. "Get Free Assessment". */
        cta: quoteButton.default(t.closingQuote),
        /** Optional figures shown in the hero banner, e.g. how long the result lasts. */
        highlights: z
          .array(keyFigureSchema, explain('write each figure as "- value: …" with "  label: …", or delete highlights'))
          .default([]),
      },
      explain('write headline: and intro: indented under hero:'),
    ),
    /** The numbered process shown on the page. */
    process: z.object(
      {
        /** Heading of the section. */
        heading: z
          .string(explain('write the section\'s heading, e.g. "Our Process", or delete the line'))
          .default(t.processHeading),
        /** A sentence under the heading. */
        intro: z.string(explain('write a sentence under the heading, or delete the line')).optional(),
        /** The steps, in order; each step's number is its position. */
        steps: z
          .array(
            processStepSchema,
            explain('write three or more steps in order, each as "- title: …" with "  description: …"'),
          )
          .min(3),
      },
      explain('write steps: indented under process:, with three or more steps'),
    ),
    /** Benefit bullets; the section is left out when the list is empty. */
    benefits: z
      .object(
        {
          /** Heading of the section. */
          heading: z
            .string(explain('write the section\'s heading, e.g. "Why Homeowners Choose Us", or delete the line'))
            .default(t.benefitsHeading),
          /** The bullets. */
          items: z
            .array(
              z.string(explain('write a short bullet, e.g. "Most repairs completed in 1-2 days"')).min(1),
              explain('write one or more bullets, each on a line starting with "- "'),
            )
            .min(1),
        },
        explain('write items: indented under benefits:, or delete benefits'),
      )
      .optional(),
    /** Five questions homeowners ask; also emitted as FAQPage JSON-LD. */
    faqs: z
      .array(faqSchema, explain('write exactly five questions, each as "- question: …" with "  answer: …"'))
      .length(5),
    /** The closing call to action; the site-wide default is used when left out. */
    closing: z
      .object(
        {
          /** Heading, e.g. "Pool equipment down?". */
          heading: z.string(explain('write the closing heading, e.g. "Pool Equipment Emergency?"')).min(1),
          /** One or two sentences. */
          text: z.string(explain('write one or two sentences under the heading')).min(1),
          /** Label of the button to /contact. */
          quoteLabel: quoteButton.default(t.closingQuote),
        },
        explain('write heading: and text: indented under closing:, or delete closing'),
      )
      .optional(),
  });
};

/** A Spanish service page: the English schema, its texts (and those of the fields left out) in Spanish. */
export const spanishServiceSchema = (context: Pick<SchemaContext, 'image'>) => serviceSchema(context, 'es');

export type ServiceData = z.infer<ReturnType<typeof serviceSchema>>;
