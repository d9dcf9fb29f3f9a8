import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { faqSchema, processStepSchema } from './shared';
import { ICON_NAMES } from '../components/site/icons';

/**
 * One service: its card on the home page and services overview, its footer link and its page.
 * Page-specific sections live in the MDX body.
 */
export const serviceSchema = ({ image }: SchemaContext) =>
  z.object({
    /** Position in every list of services (home grid, overview, footer). Lowest first. */
    order: z.number().int(),
    /** Short name used on cards and in the JSON-LD, e.g. "Leak Detection". */
    title: z.string().min(1),
    /** Label in the footer's Services group; omit to leave the service out of the footer. */
    footerLabel: z.string().optional(),
    /** One or two sentences for cards and the page's meta description. */
    description: z.string().min(50).max(200),
    /** Icon shown on the card; one of the names in src/components/site/icons.ts. */
    icon: z.enum(ICON_NAMES),
    /** Card and share image, relative to this file. */
    image: image(),
    /** What the image shows, for people who cannot see it. */
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
    }),
    /** The numbered process shown on the page. */
    process: z.array(processStepSchema).min(3),
    /** Benefit bullets. */
    benefits: z.array(z.string().min(1)).default([]),
    /** Five questions homeowners ask; also emitted as FAQPage JSON-LD. */
    faqs: z.array(faqSchema).min(1),
  });
