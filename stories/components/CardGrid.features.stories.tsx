import { CardGrid, CardGridItem } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ServiceCard, services } from '../support/fixtures/CardGrid';
import { visibleColumns } from '../support/layout';
import { onDesktop, onPhone, onTablet } from '../support/viewport';
import docsMeta, { TwoColumns } from './CardGrid.stories';

const meta = {
  title: 'Layout/CardGrid/Features',
  component: CardGrid,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  render: docsMeta.render,
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list of cards: screen readers announce a list and its number of items, each a whole card. */
export const AsList: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(services.length);
    for (const [index, item] of items.entries()) {
      await expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(services[index]!.title);
    }
  },
};

/** Cards that are not a list, such as the panels of a dashboard: plain `<div>` cells, no list announced. */
export const AsDiv: Story = {
  args: { as: 'div', columns: 2 },
  render: (args) => (
    <CardGrid {...args} data-testid="grid">
      {services.slice(0, 2).map((service) => (
        <CardGridItem key={service.id}>
          <ServiceCard service={service} />
        </CardGridItem>
      ))}
    </CardGrid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('listitem')).toBeNull();
    const cells = Array.from(canvas.getByTestId('grid').children) as HTMLElement[];
    await expect(cells.map((cell) => cell.tagName)).toEqual(['DIV', 'DIV']);
    await expect(visibleColumns(cells)).toBe(2);
  },
};

/** Four columns on a wide screen (1280 px); the docs page is narrower, open it in the canvas. */
export const FourColumns: Story = {
  args: { columns: 4 },
  globals: onDesktop,
  render: TwoColumns.render,
  play: async ({ canvas }) => {
    await expect(visibleColumns(canvas.getAllByRole('listitem'))).toBe(4);
  },
};

/** Below the extra-large breakpoint, four cards sit two by two rather than three and a lone one. */
export const FourColumnsOnTablet: Story = {
  args: { columns: 4 },
  globals: onTablet,
  render: TwoColumns.render,
  play: async ({ canvas }) => {
    await expect(visibleColumns(canvas.getAllByRole('listitem'))).toBe(2);
  },
};

/** On a phone every grid is one column, whatever its `columns`. */
export const Mobile: Story = {
  args: { columns: 4 },
  globals: onPhone,
  render: TwoColumns.render,
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(visibleColumns(items)).toBe(1);
    // Each card takes the whole width of the grid.
    const width = (element: HTMLElement) => Math.round(element.getBoundingClientRect().width);
    await expect(width(items[0]!)).toBe(width(canvas.getByRole('list')));
  },
};
