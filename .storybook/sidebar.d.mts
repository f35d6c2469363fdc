/** The component groups of the Storybook sidebar, in order. */
export const componentGroups: readonly string[];
/** The group of this site's page sections, after the package's components. */
export const blocksGroup: string;
