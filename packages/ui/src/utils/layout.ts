import { space } from '../theme/tokens';

/** The keys of the `space` tokens, smallest first: the `gap` values of the layout primitives. */
export const spaceSteps = Object.keys(space) as Array<keyof typeof space>;

export type SpaceStep = keyof typeof space;

/**
 * Maximum widths of page content: `narrow` for reading text (about 70 characters), `default` for
 * most pages, `wide` for dense grids. `Section` and `Container` share them, so a container lines up
 * with the sections around it.
 */
export const contentWidths = {
  narrow: '48rem',
  default: '72rem',
  wide: '84rem',
} as const;
