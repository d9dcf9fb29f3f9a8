/** The 23 routes of the spec's route table (spec §2). */
export const SPEC_ROUTES = [
  '/',
  '/services',
  '/services/fiberglass-repair',
  '/services/leak-detection',
  '/services/equipment-repair',
  '/services/surface-gelcoat',
  '/services/tile-coping',
  '/services/resurfacing',
  '/projects',
  '/projects/highland-park-fiberglass-crack-repair',
  '/projects/lakewood-leak-detection-equipment-upgrade',
  '/projects/plano-step-delamination-repair',
  '/reviews',
  '/about',
  '/contact',
  '/blog',
  '/blog/dallas-pool-leak-warning-signs',
  '/blog/dallas-clay-soil-fiberglass-cracks',
  '/blog/variable-speed-pump-savings',
  '/blog/pool-resurfacing-timeline',
  '/blog/gelcoat-vs-plaster',
  '/privacy',
  '/terms',
] as const;

/** The seven service areas the spec lists (§1), in its order. */
export const SPEC_SERVICE_AREAS = ['Highland Park', 'Lakewood', 'Plano', 'Frisco', 'McKinney', 'Richardson', 'Allen'];
