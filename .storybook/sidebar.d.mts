/** The component groups of the Storybook sidebar, in order. */
export const componentGroups: readonly string[];
