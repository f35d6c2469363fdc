import type { Decorator } from '@storybook/react-vite';

/**
 * The story in a column of `width`, the room the component has in the site's pages. With `wide`,
 * a story that sets `parameters.wide` (several components side by side) gets that width instead.
 */
export const maxWidth =
  (width: string, { wide }: { wide?: string } = {}): Decorator =>
  (Story, { parameters }) => <div style={{ maxWidth: wide && parameters.wide ? wide : width }}>{Story()}</div>;

/**
 * A phone's width, for the docs page, which does not apply the story's viewport (`onPhone` in
 * `./viewport`): the component lays itself out there as on a phone too.
 */
export const phoneWidth = maxWidth('375px');
