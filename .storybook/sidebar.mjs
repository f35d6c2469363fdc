// The sidebar's component groups, named by purpose, in the order the sidebar, the package
// README's API reference and the docs checks list them. A plain module, so the README
// generator (Node, no TypeScript) reads the same list as the preview.

/** The component groups of the Storybook sidebar, in order. */
export const componentGroups = [
  'Actions',
  'Forms',
  'Feedback',
  'Navigation',
  'Typography',
  'Layout',
  'Data display',
  'Overlays',
  'Patterns',
];

/** The group of this site's page sections (`packages/blocks`), after the package's components. */
export const blocksGroup = 'Blocks';
