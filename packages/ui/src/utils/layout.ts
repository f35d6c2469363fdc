import type { space } from '../theme/tokens';

/**
 * The keys of the `space` tokens, smallest first: the `gap` values of the layout primitives. Listed
 * rather than read from the tokens, which would bring every token into the components' JavaScript;
 * `layout.css.ts` fails the build when the two differ.
 */
export const spaceSteps = [
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '8',
  '10',
  '12',
  '16',
  '20',
  '24',
] as const satisfies ReadonlyArray<keyof typeof space>;

export type SpaceStep = (typeof spaceSteps)[number];
