// Browser code: Astro inlines this client directive into each page that uses it.
import type { ClientDirective } from 'astro';
import { afterFirstPaint, hydrateOnce, preloadModules } from './hydration';

/**
 * `client:on-tap` hydrates an island when the visitor first reaches for it: a pointer pressed on it or
 * the keyboard's focus arriving starts it, and the tap itself is replayed once it has hydrated. Until
 * then the page runs none of its JavaScript. Where the island shows, its modules are fetched and
 * compiled once the page has painted, so a tap only has to run them.
 */
const onTap: ClientDirective = (load, _options, island) => {
  const hydrate = hydrateOnce(island, load);
  for (const type of ['pointerdown', 'focusin']) island.addEventListener(type, () => void hydrate(), { once: true });

  // Only where it shows: the island is display: contents, and a hidden child (the menu toggle of a
  // desktop header) has no boxes.
  afterFirstPaint(() => island.firstElementChild?.getClientRects().length && void preloadModules(island));
};

export default onTap;
