// Browser code: Astro inlines this client directive into each page that uses it.
import type { ClientDirective } from 'astro';
import { afterFirstPaint, hydrateOnce, preloadModules, runModulesInTurn } from './hydration';

/** Once the parser has read the whole page: an early tap can come before it reaches the links at the end. */
const parsed = () =>
  new Promise((resolve) =>
    document.readyState === 'loading' ? addEventListener('DOMContentLoaded', resolve, { once: true }) : resolve(null),
  );

/**
 * The page inlines only the CSS rules its HTML uses; the whole stylesheet, for what the island renders
 * later, waits behind a disabled link (src/lib/build/critical-css.ts). Settles when each link has loaded or failed.
 */
const wholeStylesheets = () =>
  parsed().then(() =>
    Promise.all(
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]'), (link) => {
        const settled = new Promise((settle) => {
          link.addEventListener('load', settle, { once: true });
          link.addEventListener('error', settle, { once: true });
        });
        link.disabled = false;
        return settled;
      }),
    ),
  );

/**
 * `client:after-load` hydrates an island, with the whole stylesheet, once the page has loaded and
 * painted: its JavaScript never competes with what a phone paints first. A tap on one of its buttons
 * before then hydrates it at once.
 */
const afterLoad: ClientDirective = (load, _options, island) => {
  const hydrate = hydrateOnce(island, () =>
    Promise.all([runModulesInTurn(island).then(load), wholeStylesheets()]).then(([run]) => run),
  );
  // Compiled away from the main thread first, so running them blocks it for less.
  afterFirstPaint(() => void preloadModules(island).then(hydrate));
};

export default afterLoad;
