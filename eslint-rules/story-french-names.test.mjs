import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import './rule-tester.mjs';
import rule from './story-french-names.mjs';

const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});
const filename = 'stories/components/Badge.stories.tsx';
const autodocs = [{ projectTags: ['autodocs'] }];
const meta = `
  import type { Meta, StoryObj } from '@storybook/react-vite';
  import { Badge } from '@company/ui';
  const meta = { title: 'Status/Badge', component: Badge } satisfies Meta<typeof Badge>;
  export default meta;
  type Story = StoryObj<typeof meta>;
  export const Default: Story = { args: { children: 'Nouveau' } };
`;
const frenchNames = `
  export const FrenchNames: Story = {
    name: 'Badge · étiquette · pastille',
    tags: ['!dev', '!test', '!autodocs'],
    render: () => <></>,
  };
`;

ruleTester.run('story-french-names', rule, {
  valid: [
    { name: 'a FrenchNames story', filename, options: autodocs, code: meta + frenchNames },
    {
      name: 'the story exported under another local name',
      filename,
      options: autodocs,
      code: `${meta} const Names: Story = { name: 'Badge · étiquette', render: () => <></> }; export { Names as FrenchNames };`,
    },
    { name: 'no docs page: the project does not tag autodocs', filename, code: meta },
    {
      name: "no docs page: the meta says '!autodocs'",
      filename,
      options: autodocs,
      code: `
        export default { title: 'Tests/Badge', tags: ['!autodocs'] };
        export const Behaviour = { args: {} };`,
    },
    { name: 'not a story file: no default export', filename, options: autodocs, code: 'export const value = 1;' },
  ],
  invalid: [
    {
      name: 'no FrenchNames story',
      filename,
      options: autodocs,
      code: meta,
      errors: [{ messageId: 'missing', line: 5 }],
    },
    {
      name: "the meta's tag gives the docs page",
      filename,
      code: `
        export default { title: 'Status/Badge', tags: ['autodocs'] };
        export const Default = {};`,
      errors: [{ messageId: 'missing' }],
    },
    {
      name: "a story's own tag gives the docs page",
      filename,
      options: autodocs,
      code: `
        export default { title: 'Status/Badge', tags: ['!autodocs'] } as Meta;
        export const Default = { tags: ['autodocs'] };`,
      errors: [{ messageId: 'missing' }],
    },
    {
      name: 'another name is another story id',
      filename,
      options: autodocs,
      code: `${meta} export const FrenchName: Story = { name: 'Badge · étiquette', render: () => <></> };`,
      errors: [{ messageId: 'missing' }],
    },
    {
      name: 'excludeStories keeps the export out of the stories',
      filename,
      options: autodocs,
      code: `
        const meta = { title: 'Status/Badge', excludeStories: ['FrenchNames'] };
        export default meta;
        export const Default = {};
        ${frenchNames.replace(': Story', '')}`,
      errors: [{ messageId: 'missing' }],
    },
  ],
});
