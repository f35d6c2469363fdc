import type { ClientDirective } from 'astro';

/**
 * What a visitor does on their way to a control: each fetches the island's code, and only that.
 * Hydrating on the way would hold the main thread the moment the tap lands (a hydration on a slow
 * phone is a long task of several hundred milliseconds), and the tap would wait for it.
 */
const approaches = ['pointerenter', 'pointerdown', 'touchstart'] as const;

/**
 * The controls whose click is kept until the island can answer it: buttons that only script can
 * answer. Links, fields, checkboxes and submit buttons answer by themselves (a form posts, with
 * the browser's own validation) and are left to the browser.
 */
const controls = 'button[type="button"], [role="button"]:not(button):not(a)';

/** How long a mouse rests on an island before it hydrates, longer than a click takes. */
const restMs = 200;

/** The fields a visitor types into or chooses in. */
const fields = 'input, textarea, select, [contenteditable]';

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

/**
 * Resolves in a task of its own: the tap being handled finishes first, and the browser may paint
 * its answer. A message, not a timer: timers and frames can be held (a test's paused clock), a
 * message cannot.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

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
 * `client:interaction`: an island whose code loads when the visitor reaches for it, and runs when
 * they use it. Pointing at it or touching it fetches the code; a click on one of its controls, the
 * focus moving into one of its fields or a mouse resting on it hydrates it. The page's head scripts answer what the
 * HTML can answer at once (a panel that opens, a tab: site/src/boot/pageBehaviours.ts), before any
 * of this code, so a tap never waits for the island. The island still keeps every click on its
 * controls: it carries `data-island="pending"`, a control no head script answered `aria-busy="true"`
 * (the site's styles show it at work), and once React has taken over the server's DOM the clicks
 * are replayed in order on the same elements, so that its state follows what the visitor did. No
 * tap is lost. None of the island's code is fetched before the page has loaded; after, it is
 * fetched while the browser is idle, so a later tap only hydrates: the island then says
 * `data-island="loaded"` until it starts. Typing before the code arrives
 * goes to the native fields as usual. With the value `"visible"`, the island also hydrates as it
 * scrolls into view: a part a visitor has in view is ready by the time they use it.
 */
const interaction: ClientDirective = (load, options, island) => {
  let started = false;
  const kept: HTMLElement[] = [];
  // One load of the island's code, whether the idle prefetch or the visitor's touch asks first.
  let loading: ReturnType<typeof load> | undefined;
  const fetchCode = () =>
    (loading ??= load().then((run) => {
      // Its code is in and it waits for a touch: a later tap only hydrates.
      if (!started) island.setAttribute('data-island', 'loaded');
      return run;
    }));

  async function hydrate() {
    const run = await fetchCode();
    // In a task of its own: what the HTML has answered can reach the screen first, and React, which
    // listens from the moment it starts, never sees the tap that started it (it is replayed below).
    await nextTask();
    await run();
    // Its code could not be loaded (Astro has retried once): the controls are free again, and the
    // next touch tries once more.
    if (island.hasAttribute('ssr')) {
      for (const target of kept.splice(0)) target.removeAttribute('aria-busy');
      island.removeAttribute('data-island');
      started = false;
      loading = undefined;
      listen();
      return;
    }
    island.removeEventListener('click', keep, true);
    island.removeAttribute('data-island');
    const targets = kept.splice(0);
    for (const target of targets) target.removeAttribute('aria-busy');
    for (const target of targets) if (target.isConnected) replayTap(target);
  }

  function start() {
    if (started) return;
    started = true;
    if (island.getAttribute('data-island') === 'loaded') island.removeAttribute('data-island');
    island.removeEventListener('focusin', focusIn, true);
    void hydrate();
  }

  // A field's focus starts the island: what is typed there is the island's to read. A button's
  // focus (a press focuses it before its click) waits for the click, which the HTML may answer.
  function focusIn(event: Event) {
    if (event.target instanceof Element && event.target.matches(fields)) start();
  }

  function keep(event: Event) {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(controls) : null;
    if (!target || !island.contains(target)) return;
    // A head script that answered the tap from the HTML, before this listener, says so by
    // `preventDefault()`: that control is not shown as waiting.
    if (!event.defaultPrevented) target.setAttribute('aria-busy', 'true');
    event.preventDefault();
    kept.push(target);
    island.setAttribute('data-island', 'pending');
    start();
  }

  function listen() {
    island.addEventListener('focusin', focusIn, { capture: true, passive: true });
  }

  for (const type of approaches)
    island.addEventListener(type, () => void fetchCode(), { capture: true, passive: true });
  // A mouse resting on the island is about to use it: it hydrates once the browser is idle. A tap
  // (a touch, or a click right after the pointer arrives) starts it first, after its answer.
  let resting: ReturnType<typeof setTimeout> | undefined;
  island.addEventListener('pointerenter', (event) => {
    if (event.pointerType !== 'mouse' || started) return;
    resting = setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 1000 });
      else start();
    }, restMs);
  });
  island.addEventListener('pointerleave', () => clearTimeout(resting));
  listen();
  island.addEventListener('click', keep, true);
  // Its code is fetched while the browser is idle after load, so a later tap only hydrates.
  whenIdleAfterLoad(fetchCode);
  // `client:interaction="visible"`: a part the visitor scrolls to is about to be used; it hydrates
  // as it comes into view.
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
