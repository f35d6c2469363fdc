import { StatGrid } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { figures } from '../support/fixtures/Stat';
import { onPhone } from '../support/viewport';
import docsMeta from './Stat.stories';

const meta = {
  title: 'Data display/Stat/Features',
  component: StatGrid,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  render: docsMeta.render,
} satisfies Meta<typeof StatGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each label is a term and each figure its definition, in that order. */
export const Semantics: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = canvasElement.querySelector('dl');
    await expect(list).not.toBeNull();
    const terms = canvas.getAllByRole('term');
    const definitions = canvas.getAllByRole('definition');
    await expect(terms.map((term) => term.textContent)).toEqual(figures.map((figure) => figure.label));
    await expect(definitions.map((definition) => definition.textContent)).toEqual(
      figures.map((figure) => figure.value),
    );
    for (const term of terms) {
      // The definition immediately follows its term, inside the same group.
      await expect(term.nextElementSibling?.tagName).toBe('DD');
      await expect(term.parentElement?.parentElement).toBe(list);
    }
    // The figure is drawn above its label.
    const first = within(terms[0]!.parentElement!);
    await expect(first.getByRole('definition').getBoundingClientRect().top).toBeLessThan(
      first.getByRole('term').getBoundingClientRect().top,
    );
  },
};

export const Mobile: Story = {
  globals: onPhone,
};
