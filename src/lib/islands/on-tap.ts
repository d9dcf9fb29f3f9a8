// Browser code: Astro inlines this client directive into each page that uses it.
import type { ClientDirective } from 'astro';
import { hydrateOnce } from './hydration';

/**
 * `client:on-tap` hydrates an island when the visitor first reaches for it: a pointer pressed on it or
 * the keyboard's focus arriving starts it. Until then the page runs none of its JavaScript. A button
 * with an invoker command works at once, by the browser or by the directive in its place.
 */
const onTap: ClientDirective = (load, _options, island) => {
  const hydrate = hydrateOnce(island, load);
  for (const type of ['pointerdown', 'focusin']) island.addEventListener(type, () => void hydrate(), { once: true });
};

export default onTap;
