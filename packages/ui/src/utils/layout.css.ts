import { styleVariants } from '@vanilla-extract/css';
import { layered } from '../theme/layer';
import { vars } from '../theme/vars.css';
import { space } from '../theme/tokens';
import { spaceSteps } from './layout';

// Evaluated at build time only: a space token added or removed without updating `spaceSteps`
// stops the build instead of leaving a gap without its class.
if (Object.keys(space).join() !== spaceSteps.join())
  throw new Error(`spaceSteps (utils/layout.ts) must list the space tokens: ${Object.keys(space).join(', ')}`);

/** One `gap` class per step of the space tokens, shared by Stack and Grid so the stylesheet holds them once. */
export const gaps = styleVariants(
  Object.fromEntries(spaceSteps.map((step) => [step, layered({ gap: vars.space[step] })])),
);
