import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { faqSchema, processStepSchema } from './shared';
import { ICON_NAMES } from '../data/icons';

/** A headline figure, e.g. `{ value: "50-90%", label: "less energy with a variable-speed pump" }`. */
export const keyFigureSchema = z.object({
  /** The figure as visitors read it, e.g. "1-2 years", exactly as the business states it; never round or invent. */
  value: z.string().min(1),
  /** What the figure means, in a few words. */
  label: z.string().min(1),
});

/**
 * One service: its card on the home page and services overview, its footer link and its page.
 * What every service page has lives here; sections only one page has (warning signs, color
 * swatches, before/after…) are written in the MDX body with the components of
 * src/components/sections/service-page-components.ts.
 */
export const serviceSchema = ({ image }: Pick<SchemaContext, 'image'>) =>
  z.object({
    /** Position in every list of services (home grid, overview, footer). Lowest first. */
    order: z.number().int(),
    /** Short name used on cards and in the JSON-LD, e.g. "Leak Detection". */
    title: z.string().min(1),
    /** Label in the footer's Services group; omit to leave the service out of the footer. */
    footerLabel: z.string().optional(),
    /** One or two sentences for cards and the page's meta description. */
    description: z.string().min(50).max(200),
    /** Icon shown on the card; one of the names in src/data/icons.ts. */
    icon: z.enum(ICON_NAMES),
    /** Card, page and share image, relative to this file. Replace the file to swap in a photo. */
    image: image(),
    /** What the image shows, for people who cannot see it. Say "Illustration of…" for drawings. */
    imageAlt: z.string().min(1),
    /** Exactly three short bullets for the services overview card. */
    features: z.array(z.string().min(1)).length(3),
    /** The page hero. */
    hero: z.object({
      /** The page's h1. */
      headline: z.string().min(1),
      /** A sentence or two under the headline. */
      intro: z.string().min(1),
      /** Label of the primary button to /contact, e.g. "Get Free Assessment". */
      cta: z.string().default('Get Free Quote'),
      /** Optional figures shown in the hero banner, e.g. how long the result lasts. */
      highlights: z.array(keyFigureSchema).default([]),
    }),
    /** The numbered process shown on the page. */
    process: z.object({
      /** Heading of the section. */
      heading: z.string().default('Our Process'),
      /** A sentence under the heading. */
      intro: z.string().optional(),
      /** The steps, in order; each step's number is its position. */
      steps: z.array(processStepSchema).min(3),
    }),
    /** Benefit bullets; the section is left out when the list is empty. */
    benefits: z
      .object({
        /** Heading of the section. */
        heading: z.string().default('Why Homeowners Choose Us'),
        /** The bullets. */
        items: z.array(z.string().min(1)).min(1),
      })
      .optional(),
    /** Five questions homeowners ask; also emitted as FAQPage JSON-LD. */
    faqs: z.array(faqSchema).length(5),
    /** The closing call to action; the site-wide default is used when left out. */
    closing: z
      .object({
        /** Heading, e.g. "Pool equipment down?". */
        heading: z.string().min(1),
        /** One or two sentences. */
        text: z.string().min(1),
        /** Label of the button to /contact. */
        quoteLabel: z.string().default('Get Free Quote'),
      })
      .optional(),
  });

export type ServiceData = z.infer<ReturnType<typeof serviceSchema>>;
