import { easings } from '@company/ui/theme';
import { globalStyle, keyframes, style, type StyleRule } from '@vanilla-extract/css';

// Kept in the site: the service pages' entrance motion (spec §2), applied by position across the
// package's lists; no other page or product asks for it.

/** Position of an item in its list, set inline by the page; each step adds 0.1 s of delay (spec §2). */
export const staggerIndexProperty = '--service-detail-stagger-index';

/** Highest position given a delay to items the package renders itself, enough for every list of the page. */
const maxStaggeredChildren = 12;

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(0.75rem)' },
  to: { opacity: 1, transform: 'none' },
});

const entrance: StyleRule = {
  // `both` keeps an item on its first frame during its delay; the animation is pure CSS, so the
  // prerendered page shows every item even when JavaScript never runs.
  animation: `${enter} 0.45s ${easings.standard} both`,
  animationDelay: `calc(var(${staggerIndexProperty}, 0) * 0.1s)`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
};

/** An item of a list the page renders, which sets its position in `staggerIndexProperty`. */
export const staggerItem = style(entrance);

/** A list the package renders (Steps, PricingCards): each item takes its position from the markup. */
export const staggerChildren = style({});

globalStyle(`${staggerChildren} > li`, entrance);
for (let position = 2; position <= maxStaggeredChildren; position += 1) {
  globalStyle(`${staggerChildren} > li:nth-child(${position})`, {
    vars: { [staggerIndexProperty]: String(position - 1) },
  });
}
