import { DescriptionList } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { hours } from '../support/fixtures/DescriptionList';
import { onPhone } from '../support/viewport';
import docsMeta, { Columns } from './DescriptionList.stories';

const meta = {
  title: 'Data display/DescriptionList/Features',
  component: DescriptionList,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Terms and values are read as pairs: each `<dt>` is followed by its `<dd>`. */
export const Pairs: Story = {
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual(hours.map((pair) => pair.term));
    for (const term of terms) await expect(term.nextElementSibling?.tagName).toBe('DD');
  },
};

/** On a phone, the columns go one under the other and a long value breaks. */
export const ColumnsOnMobile: Story = {
  ...Columns,
  globals: onPhone,
};
