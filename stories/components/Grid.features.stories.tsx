import { Grid } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tilesIn, visibleColumns } from '../support/layout';
import { onPhone } from '../support/viewport';
import docsMeta, { PanesSideBySide } from './Grid.stories';

const meta = {
  title: 'Layout/Grid/Features',
  component: Grid,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  render: docsMeta.render,
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone, a minimum width wider than half the screen leaves one column, never an overflow. */
export const MinItemWidthOnMobile: Story = {
  args: { minItemWidth: '12rem' },
  globals: onPhone,
  play: async ({ canvasElement }) => {
    const cells = tilesIn(canvasElement);
    await expect(visibleColumns(cells)).toBe(1);
    const grid = cells[0]!.parentElement!;
    await expect(Math.round(cells[0]!.getBoundingClientRect().width)).toBe(
      Math.round(grid.getBoundingClientRect().width),
    );
  },
};

/** Below `collapseBelow`, the panes stack in one column, with `gap` between them. */
export const PanesStackedOnMobile: Story = {
  ...PanesSideBySide,
  globals: onPhone,
  play: async ({ canvasElement }) => {
    const [form, aside] = tilesIn(canvasElement);
    await expect(visibleColumns([form!, aside!])).toBe(1);
    await expect(Math.round(aside!.getBoundingClientRect().top - form!.getBoundingClientRect().bottom)).toBe(32);
  },
};
