import type { ClientDirective } from 'astro';

/** What a visitor does on their way to a control: each starts the island's download. */
const approaches = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * The controls whose click is kept until the island can answer it: buttons that only script can
 * answer. Links, fields, checkboxes and submit buttons answer by themselves (a form posts, with
 * the browser's own validation) and are left to the browser.
 */
const controls = 'button[type="button"], [role="button"]:not(button):not(a)';

/**
 * Replays a tap on `target` as the browser delivers one: focus, press, release, click. Components
 * answer at different steps (a Radix tab on the press, a Radix menu on the pointer press, a button
 * on the click), so all of them are played.
 */
function replayTap(target: HTMLElement) {
  target.focus({ preventScroll: true });
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, pointerType: 'mouse', isPrimary: true };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...init, buttons: 1 }));
  target.dispatchEvent(new MouseEvent('mousedown', { ...init, buttons: 1 }));
  target.dispatchEvent(new PointerEvent('pointerup', init));
  target.dispatchEvent(new MouseEvent('mouseup', init));
  target.click();
}

/** The islands' prefetches of the page, one after the other, in the page's order. */
let prefetches: Promise<unknown> = Promise.resolve();

/**
 * Runs `prefetch` once the page has loaded and the browser is idle, after the prefetches queued
 * before it: nothing runs before the load event, so the first paint and the page's own scripts
 * keep the network and the processor, and one island's code at a time leaves room for the code a
 * visitor's touch asks for. A visitor who asked to save data gets no prefetch.
 */
function whenIdleAfterLoad(prefetch: () => Promise<unknown>) {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const idle = () =>
    new Promise<void>((resolve) => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 3000 });
      else setTimeout(resolve, 500);
    });
  const queue = () => {
    prefetches = prefetches
      .then(idle)
      .then(prefetch)
      .catch(() => {});
  };
  if (document.readyState === 'complete') queue();
  else addEventListener('load', queue, { once: true });
}

/**
 * `client:interaction`: an island whose code loads when the visitor reaches for it. Pointing at it,
 * touching it or moving focus into it starts the download. A click that comes before the code is
 * kept and answered at once: the island carries `data-island="pending"` and the clicked control
 * `aria-busy="true"`, which the site's styles show as a control at work. Once the island has
 * hydrated, the tap is replayed on the same element (React hydrates over the server's DOM, so
 * the element is still there). No tap is lost. None of the island's code is fetched before the
 * page has loaded; after, it is fetched while the browser is idle, so a later tap only hydrates.
 * Typing before the code arrives goes to the native fields as usual. With the value `"visible"`,
 * the code also starts loading when the island scrolls into view.
 */
const interaction: ClientDirective = (load, options, island) => {
  let started = false;
  let kept: HTMLElement | undefined;
  // One load of the island's code, whether the idle prefetch or the visitor's touch asks first.
  let loading: ReturnType<typeof load> | undefined;

  async function hydrate() {
    const run = await (loading ??= load());
    await run();
    // Its code could not be loaded (Astro has retried once): the control is free again, and the
    // next touch tries once more.
    if (island.hasAttribute('ssr')) {
      kept?.removeAttribute('aria-busy');
      kept = undefined;
      island.removeAttribute('data-island');
      started = false;
      loading = undefined;
      listen();
      return;
    }
    island.removeEventListener('click', keep, true);
    island.removeAttribute('data-island');
    const target = kept;
    kept = undefined;
    target?.removeAttribute('aria-busy');
    if (target?.isConnected) replayTap(target);
  }

  function start() {
    if (started) return;
    started = true;
    for (const type of approaches) island.removeEventListener(type, start, true);
    void hydrate();
  }

  function keep(event: Event) {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(controls) : null;
    if (!target || !island.contains(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    kept?.removeAttribute('aria-busy');
    kept = target;
    target.setAttribute('aria-busy', 'true');
    island.setAttribute('data-island', 'pending');
    start();
  }

  function listen() {
    for (const type of approaches) island.addEventListener(type, start, { capture: true, passive: true });
  }

  listen();
  island.addEventListener('click', keep, true);
  // Its code is fetched while the browser is idle after load, so a later tap only hydrates.
  whenIdleAfterLoad(() => (loading ??= load()));
  // `client:interaction="visible"`: a part the visitor scrolls to is about to be used; its code
  // starts loading as it comes into view (scrolling is reaching for it too).
  if (options.value === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    });
    for (const child of island.children) observer.observe(child);
  }
};

export default interaction;
