// Browser code: Astro inlines this client directive into each page that uses it.
import type { ClientDirective } from 'astro';

let stylesheets: Promise<unknown> | undefined;

/** Once the parser has read the whole page: an early tap can come before it reaches the links at the end. */
const parsed = () =>
  new Promise((resolve) =>
    document.readyState === 'loading' ? addEventListener('DOMContentLoaded', resolve, { once: true }) : resolve(null),
  );

/**
 * The page inlines only the CSS rules its HTML uses; the whole stylesheet, for what an island renders
 * later, waits behind a disabled link (astro.config.ts). Enabled once, before the first island runs;
 * settles when each link has loaded or failed.
 */
const wholeStylesheets = () =>
  (stylesheets ??= parsed().then(() =>
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
  ));

/**
 * `client:after-load="(media query)"` hydrates an island once the page has loaded and painted, while
 * the query matches (at every width without one): its JavaScript never competes with what a phone
 * paints first. A tap on one of its buttons before then hydrates it at once and is replayed.
 */
const afterLoad: ClientDirective = (load, { value }, island) => {
  let hydrating: Promise<void> | undefined;
  let tapped = false;
  const hydrate = () =>
    (hydrating ??= Promise.all([load(), wholeStylesheets()])
      .then(([run]) => run())
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
  // The page's priority image (its largest) decoded and two frames drawn: it is on screen. On a busy
  // phone the presentation can lag, so the fetch also waits for the main thread to be idle.
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(whenMatching, { timeout: 500 }) : whenMatching();
  const afterPaint = () =>
    void Promise.all(
      Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'), (image) =>
        image.decode().catch(() => undefined),
      ),
    ).then(() => requestAnimationFrame(() => requestAnimationFrame(whenIdle)));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
};

export default afterLoad;
