// Browser code: Astro inlines this client directive into each page that uses it.
import type { ClientDirective } from 'astro';
import { actsWithoutScript, afterFirstPaint, hydrateOnce, preloadModules } from './hydration';

/**
 * `client:on-tap` hydrates an island when the visitor first reaches for it: a pointer pressed on it or
 * the keyboard's focus arriving starts it. Until then the page runs none of its JavaScript.
 * A button the browser acts on by itself (an invoker command it knows) works at once; a tap on any
 * other is replayed once the island has hydrated, so where such a button shows, the island's modules
 * are fetched and compiled ahead, once the page has painted, and that tap only has to run them.
 */
const onTap: ClientDirective = (load, _options, island) => {
  const hydrate = hydrateOnce(island, load);
  for (const type of ['pointerdown', 'focusin']) island.addEventListener(type, () => void hydrate(), { once: true });

  // A button on screen that waits for the script: hidden ones (a desktop header's menu toggle) have no boxes.
  const waitsForScript = (button: HTMLButtonElement) =>
    button.getClientRects().length > 0 && !actsWithoutScript(button);
  afterFirstPaint(() => [...island.querySelectorAll('button')].some(waitsForScript) && void preloadModules(island));
};

export default onTap;
