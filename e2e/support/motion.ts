import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** Animations and transitions that started on the page, as `recordMotion` describes them. */
    __e2eMotion?: string[];
  }
}

/**
 * Records, from the page's first script on, every CSS animation that starts with a duration and
 * every CSS transition that runs. Zero-length animations are left out: they still fire their events,
 * but jump straight to their end, which is what reduced motion asks for. Recording events catches
 * the short animations that are already over by the time the test looks.
 */
export async function recordMotion(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.__e2eMotion = seen;
    const describe = (target: Element, pseudo: string) => {
      const id = target.id ? `#${target.id}` : '';
      const classes = target.classList.length > 0 ? `.${[...target.classList].join('.')}` : '';
      return `${target.localName}${id}${classes}${pseudo}`;
    };
    const seconds = (time: string) => (time.endsWith('ms') ? Number.parseFloat(time) / 1000 : Number.parseFloat(time));
    document.addEventListener(
      'animationstart',
      (event) => {
        if (!(event.target instanceof Element)) return;
        const style = getComputedStyle(event.target, event.pseudoElement || null);
        const names = style.animationName.split(',').map((name) => name.trim());
        const durations = style.animationDuration.split(',').map((time) => seconds(time.trim()));
        const index = names.indexOf(event.animationName);
        const duration = index < 0 ? Number.NaN : (durations[index % durations.length] ?? Number.NaN);
        if (duration === 0) return;
        seen.push(`animation ${event.animationName} (${duration}s) on ${describe(event.target, event.pseudoElement)}`);
      },
      true,
    );
    // A transition of no duration and no delay never runs, so any `transitionrun` is motion.
    document.addEventListener(
      'transitionrun',
      (event) => {
        if (!(event.target instanceof Element)) return;
        seen.push(`transition of ${event.propertyName} on ${describe(event.target, event.pseudoElement)}`);
      },
      true,
    );
  });
}

/**
 * The motion seen since the page loaded: what `recordMotion` recorded, plus the animations still
 * pending or running now (a staggered entrance still in its delay has not fired its start yet).
 * Waits two frames first, so that a state change just made has had its styles applied.
 */
export function motionSeen(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    const current = document
      .getAnimations()
      .filter((animation) => Number(animation.effect?.getComputedTiming().activeDuration ?? 0) > 0)
      .filter((animation) => animation.playState !== 'finished')
      .map((animation) => {
        const name =
          animation instanceof CSSAnimation
            ? `animation ${animation.animationName}`
            : animation instanceof CSSTransition
              ? `transition of ${animation.transitionProperty}`
              : 'script animation';
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
        const label = target ? `${target.localName}${target.className ? `.${String(target.className)}` : ''}` : '';
        return `${name} running on ${label}`;
      });
    return [...(window.__e2eMotion ?? []), ...current];
  });
}

/**
 * Waits for the animations and transitions running now to end, the endless ones (a spinner, a
 * skeleton's pulse) excepted. A checker then reads what a reader sees once the page is at rest, not
 * a panel half-way through its fade, whose text blends with what is behind it.
 */
export function animationsSettled(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.allSettled(running.map((animation) => animation.finished));
  });
}
