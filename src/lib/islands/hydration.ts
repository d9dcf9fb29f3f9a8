// Browser code, bundled into each client directive Astro inlines into a page.

/** A button the browser acts on by itself: an invoker command it knows, or closing its dialog. */
const actsWithoutScript = (button: HTMLButtonElement) => !!button.commandForElement || button.form?.method === 'dialog';

/**
 * Does what the button's invoker command says where the browser does not know invoker commands (Safari
 * before 26.2), for the one command the site uses: showing a modal dialog. True when it did.
 */
function showsDialog(button: HTMLButtonElement) {
  const dialog =
    button.getAttribute('command') === 'show-modal' && document.getElementById(button.getAttribute('commandfor') ?? '');
  if (!(dialog instanceof HTMLDialogElement)) return false;
  if (!dialog.open) dialog.showModal();
  return true;
}

/**
 * Hydrates `island` on the first call of the function it returns: `prepare` loads what the island
 * needs and resolves to its hydration. A tap on one of the island's buttons before hydration has
 * finished hydrates it at once. The browser acts on a button with an invoker command, or this code
 * does in its place, so the tap shows its result before the island's script has arrived; a tap on any
 * other button is replayed after hydration. Only the first is, as a second would toggle a menu shut again.
 */
export function hydrateOnce(island: HTMLElement, prepare: () => Promise<() => Promise<void> | void>) {
  let hydrating: Promise<void> | undefined;
  let tapped = false;
  const hydrate = () =>
    (hydrating ??= prepare()
      .then((run) => run())
      .then(() => island.removeEventListener('click', early, true)));

  function early(event: MouseEvent) {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || actsWithoutScript(button)) return;
    if (showsDialog(button)) {
      void hydrate();
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!tapped) void hydrate().then(() => button.click());
    tapped = true;
  }
  island.addEventListener('click', early, true);
  return hydrate;
}

/**
 * Calls `then` once the page's largest paint is on screen: two frames after the browser last reported a
 * largest contentful paint, as text can be drawn a frame or two after the page has loaded. Where no
 * report comes (a browser without the API, a page opened in a background tab) two frames do, or ten.
 */
function afterLargestPaint(then: () => void) {
  const reports = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  let reported = false;
  let quietFrames = 0;
  let frames = 0;
  const observer = reports
    ? new PerformanceObserver(() => {
        reported = true;
        quietFrames = 0;
      })
    : undefined;
  observer?.observe({ type: 'largest-contentful-paint', buffered: true });
  const frame = () => {
    frames++;
    quietFrames++;
    if ((quietFrames >= 2 && (reported || !reports)) || frames >= 10) {
      observer?.disconnect();
      then();
    } else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * Runs `task` once the page has loaded, its priority image (its largest) has decoded, its largest paint
 * is on screen, and the main thread is idle: what the task fetches or runs never competes with what a
 * phone paints first. Safari has no requestIdleCallback; there a frame more will do.
 */
export function afterFirstPaint(task: () => void) {
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 500 }) : setTimeout(task, 16);
  const afterPaint = () =>
    void Promise.all(
      Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'), (image) =>
        image.decode().catch(() => undefined),
      ),
    ).then(() => afterLargestPaint(whenIdle));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
}

/** The island's modules, each after the modules it imports, as the build lists them. */
const modulesOf = (island: HTMLElement) => island.dataset.modules?.split(' ') ?? [];

/**
 * Fetches the island's modules (listed by the build in `data-modules`: a modulepreload fetches only the
 * module it names, not what that one imports) and has the browser compile them, away from the main
 * thread, without running them. Settles when each has loaded or failed.
 */
export const preloadModules = (island: HTMLElement) =>
  Promise.all(
    modulesOf(island).map((href) => {
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
      const settled = new Promise((settle) => {
        link.addEventListener('load', settle, { once: true });
        link.addEventListener('error', settle, { once: true });
      });
      document.head.append(link);
      return settled;
    }),
  );

/**
 * Runs the island's modules one at a time, each after its imports, giving the main thread back between
 * them: no single task runs them all, so a tap or a frame waits for one module at most.
 */
export async function runModulesInTurn(island: HTMLElement) {
  for (const href of modulesOf(island)) {
    await import(/* @vite-ignore */ href);
    await new Promise((resume) => setTimeout(resume));
  }
}
