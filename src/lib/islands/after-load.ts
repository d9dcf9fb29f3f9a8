// Browser code: Astro inlines this client directive into each page that uses it.
import type { ClientDirective } from 'astro';

/**
 * `client:after-load="(media query)"` hydrates an island once the page has loaded and painted, while
 * the query matches (at every width without one): its JavaScript never competes with what a phone
 * paints first. A tap on one of its buttons before then hydrates it at once and is replayed.
 */
const afterLoad: ClientDirective = (load, { value }, island) => {
  let hydrating: Promise<void> | undefined;
  let tapped = false;
  const hydrate = () =>
    (hydrating ??= load()
      .then((run) => run())
      .then(() => island.removeEventListener('click', early, true)));

  // Taps are held until hydration has finished; only the first is replayed, as a second would
  // toggle the menu shut again.
  function early(event: MouseEvent) {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!tapped) void hydrate().then(() => button.click());
    tapped = true;
  }
  island.addEventListener('click', early, true);

  const query = matchMedia(typeof value === 'string' && value ? value : 'all');
  const whenMatching = () => {
    if (query.matches) void hydrate();
    else query.addEventListener('change', whenMatching, { once: true });
  };
  // Two frames after the load event the frame that paints the largest image has been drawn; on a busy
  // phone its presentation can lag, so the fetch also waits for the main thread to be idle.
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(whenMatching, { timeout: 500 }) : whenMatching();
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(whenIdle));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
};

export default afterLoad;
