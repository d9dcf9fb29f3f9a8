// Browser code: Astro inlines this client directive into each page that uses it.
import type { ClientDirective } from 'astro';

/**
 * `client:after-load="(media query)"` hydrates an island once the page has finished loading and
 * the query matches (or as soon as it starts to match). Unlike client:media, the island's
 * JavaScript never competes with the page's text and largest image for a phone's bandwidth.
 * A click on one of the island's buttons before then hydrates it at once and is replayed on the
 * hydrated button, so an early tap is never lost.
 */
const afterLoad: ClientDirective = (load, options, island) => {
  const query = matchMedia(typeof options.value === 'string' && options.value ? options.value : 'all');
  let hydrating: Promise<void> | undefined;
  let replayed = false;

  // Clicks are held until hydration has finished, not just begun: the script may still be loading.
  const hydrate = () =>
    (hydrating ??= load()
      .then((run) => run())
      .then(() => island.removeEventListener('click', earlyClick, true)));

  function earlyClick(event: MouseEvent) {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // One early tap is replayed; replaying a second would toggle the menu shut again.
    if (replayed) return;
    replayed = true;
    void hydrate().then(() => button.click());
  }

  const whenMatching = () => {
    if (query.matches) void hydrate();
    else query.addEventListener('change', whenMatching, { once: true });
  };

  // At the load event the largest image may still be decoding, and the first paint may not be on
  // screen yet (frames can run ahead of it): wait until every eager image has decoded and the
  // first paint has been reported, then two more frames, so the largest image has been painted.
  const nextFrame = () => new Promise(requestAnimationFrame);
  const firstPaint = () =>
    new Promise<void>((resolve) => {
      if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
      new PerformanceObserver((entries, observer) => {
        if (!entries.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true });
    });
  const decoded = () =>
    [...document.images].filter((image) => image.loading !== 'lazy').map((image) => image.decode().catch(() => {}));
  const afterPaint = () =>
    Promise.all([...decoded(), firstPaint()])
      .then(nextFrame)
      .then(nextFrame)
      .then(whenMatching);

  island.addEventListener('click', earlyClick, true);
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
};

export default afterLoad;
