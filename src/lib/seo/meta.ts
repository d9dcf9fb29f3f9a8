import { business } from '../../data/business';
import { absoluteUrl } from './url';

export interface ImageSize {
  width: number;
  height: number;
}

/** What a page says about itself; the layout fills in the rest. */
export interface PageMetaInput {
  /** Page title without the business name, e.g. "Leak Detection". Omit on the home page. */
  title?: string;
  description: string;
  /** Site path of the page, e.g. "/services/leak-detection". */
  path: string;
  /** Share image path or URL; the site default otherwise. */
  image?: string;
  /** The share image's real size in pixels; declared to networks only when known. */
  imageSize?: ImageSize;
  imageAlt?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
}

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  image: string;
  imageSize?: ImageSize;
  imageAlt: string;
  type: 'website' | 'article';
  noindex: boolean;
}

export const DEFAULT_SHARE_IMAGE = '/og-default.png';
const DEFAULT_SHARE_IMAGE_SIZE: ImageSize = { width: 1200, height: 630 };
export const DEFAULT_SHARE_IMAGE_ALT = `${business.name}: fiberglass pool repair, leak detection and resurfacing in Dallas, TX`;

/** Search results cut titles near this length; a page title that would pass it drops the suffix. */
export const MAX_TITLE_LENGTH = 70;

function pageTitle(title: string | undefined): string {
  if (!title) return `${business.name} | Dallas, TX`;
  const full = `${title} | ${business.name}`;
  return full.length <= MAX_TITLE_LENGTH ? full : title;
}

/** Resolves a page's own meta against the site defaults (site → page). */
export function buildPageMeta(input: PageMetaInput): PageMeta {
  return {
    title: pageTitle(input.title),
    description: input.description,
    canonical: absoluteUrl(input.path),
    image: absoluteUrl(input.image ?? DEFAULT_SHARE_IMAGE),
    imageSize: input.image ? input.imageSize : DEFAULT_SHARE_IMAGE_SIZE,
    imageAlt: input.imageAlt ?? DEFAULT_SHARE_IMAGE_ALT,
    type: input.type ?? 'website',
    noindex: input.noindex ?? false,
  };
}

/**
 * An SVG as a `data:` URL, percent-encoding only what a URL or an HTML attribute cannot hold as is
 * (spaces included, which a URL may not contain): about a third shorter than base64.
 */
export function svgDataUrl(svg: string): string {
  const compact = svg.trim().replace(/\s+/g, ' ');
  return `data:image/svg+xml,${compact.replace(/[^!-~]|[%#<>"?[\]^`{|}]/gu, encodeURIComponent)}`;
}
