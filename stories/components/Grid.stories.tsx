import {
  Grid,
  Heading,
  Stack,
  Text,
  gridAligns,
  gridCollapseBreakpoints,
  gridColumns,
  gridElements,
  gridGaps,
} from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { Tile, tilesIn, visibleColumns } from '../support/layout';

const offices = ['Antananarivo', 'Toamasina', 'Mahajanga', 'Fianarantsoa', 'Antsirabe', 'Toliara'] as const;

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: { columns: 3, gap: '4', as: 'div' },
  argTypes: {
    columns: { control: 'inline-radio', options: gridColumns },
    minItemWidth: { control: 'text' },
    template: { control: 'text' },
    collapseBelow: { control: 'inline-radio', options: gridCollapseBreakpoints },
    gap: { control: 'select', options: gridGaps },
    wideGap: { control: 'select', options: gridGaps },
    align: { control: 'inline-radio', options: gridAligns },
    as: { control: 'inline-radio', options: gridElements },
  },
  render: (args) => (
    <Grid {...args}>
      {offices.map((office) => (
        <Tile key={office}>{office}</Tile>
      ))}
    </Grid>
  ),
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A grid lays out blocks in columns of equal width, in rows, with one gap from the spacing scale between them: a fixed number of columns, or as many as fit at a minimum width. Use it for the parts of a page, a form or a dashboard; for cards, CardGrid already sets the columns for each screen size.',
        alternatives: [
          'Cards of one kind in responsive columns: use CardGrid. Key figures: use StatGrid.',
          'Blocks in a single column or a single row: use Stack.',
          'Data to compare along rows and columns: use Table, which screen readers read as a table.',
        ],
        anatomy: [
          {
            part: 'Grid',
            description: 'the columns (`columns`, or `minItemWidth` for as many as fit) and the gap; it draws nothing.',
            selector: '[data-gap]',
          },
          {
            part: 'Cells',
            description: 'the children, one per cell, in reading order; `<li>` when the grid is a list.',
            selector: '[data-gap] > :first-child',
          },
        ],
        dos: [
          {
            caption: 'A minimum width rather than a count, so the columns follow the screen.',
            example: (
              <Grid minItemWidth="8rem" gap="2">
                {offices.slice(0, 4).map((office) => (
                  <Tile key={office}>{office}</Tile>
                ))}
              </Grid>
            ),
          },
          {
            caption: 'A count that divides the number of blocks: no lone block on the last row.',
            example: (
              <Grid columns={2} gap="2">
                {offices.slice(0, 4).map((office) => (
                  <Tile key={office}>{office}</Tile>
                ))}
              </Grid>
            ),
          },
        ],
        donts: [
          {
            caption: 'A fixed count of narrow columns: on a phone each cell is a few letters wide.',
            example: (
              <div style={{ maxWidth: '16rem' }}>
                <Grid columns={4} gap="2">
                  {offices.slice(0, 4).map((office) => (
                    <Tile key={office}>{office}</Tile>
                  ))}
                </Grid>
              </div>
            ),
          },
          {
            caption: 'A grid to line up data: without a table, screen readers cannot read a figure with its column.',
            example: (
              <Grid columns={2} gap="2">
                <Text weight="semibold">Site</Text>
                <Text weight="semibold">Postes</Text>
                <Text>Antananarivo</Text>
                <Text>120</Text>
              </Grid>
            ),
          },
        ],
        content: [
          'A grid holds no text of its own: the content rules are those of the blocks it lays out.',
          'Keep the children in reading order, row by row: that is the order screen readers follow.',
          'Blocks of one grid are of one kind, with texts of similar length, so rows keep a steady height.',
          'French typography in the blocks: a non-breaking space before « : », « ; », « ! », « ? », inside « » and in figures (« 1 200 postes »).',
        ],
        accessibility: [
          'A plain `div` by default, with no role: screen readers read the cells one after the other, in source order, whatever the columns.',
          'With `as="ul"` or `as="ol"` (and `<li>` children) it is a list, announced with its number of items.',
          'Keep the source order the reading order: the grid never reorders its children, so the focus order and the reading order follow the code, row by row.',
        ],
      }),
    },
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three columns of equal width, 1 rem apart. */
export const Playground: Story = {
  tags: ['main'],
  play: async ({ canvasElement }) => {
    const cells = tilesIn(canvasElement);
    await expect(visibleColumns(cells)).toBe(3);
    const widths = new Set(cells.map((cell) => Math.round(cell.getBoundingClientRect().width)));
    await expect(widths.size).toBe(1);
  },
};

/** `columns` sets a count that holds at every width. */
export const TwoColumns: Story = {
  args: { columns: 2 },
  play: async ({ canvasElement }) => {
    await expect(visibleColumns(tilesIn(canvasElement))).toBe(2);
  },
};

/** `minItemWidth` fits as many columns as the width allows, each at least that wide: here 12 rem. */
export const MinItemWidth: Story = {
  args: { minItemWidth: '12rem' },
  play: async ({ canvasElement }) => {
    const cells = tilesIn(canvasElement);
    const grid = cells[0]!.parentElement!;
    const fit = Math.floor((grid.getBoundingClientRect().width + 16) / (192 + 16));
    await expect(visibleColumns(cells)).toBe(Math.min(fit, offices.length));
    for (const cell of cells) await expect(cell.getBoundingClientRect().width).toBeGreaterThanOrEqual(192);
  },
};

/** The gap applies between rows and between columns alike: `'8'` is 32 px. */
export const LargeGap: Story = {
  args: { gap: '8' },
  play: async ({ canvasElement }) => {
    const [first, second, , fourth] = tilesIn(canvasElement);
    await expect(Math.round(second!.getBoundingClientRect().left - first!.getBoundingClientRect().right)).toBe(32);
    await expect(Math.round(fourth!.getBoundingClientRect().top - first!.getBoundingClientRect().bottom)).toBe(32);
  },
};

/** `as="ul"` for a list of blocks, announced with its number of items. */
export const AsList: Story = {
  args: { as: 'ul', columns: 3 },
  render: (args) => (
    <Grid {...args}>
      {offices.slice(0, 3).map((office) => (
        <li key={office}>
          <Tile>{office}</Tile>
        </li>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(visibleColumns(within(list).getAllByRole('listitem'))).toBe(3);
  },
};

/** Blocks of text in two columns, each block a `Stack` in its cell. */
export const TextBlocks: Story = {
  args: { columns: 2, gap: '6' },
  render: (args) => (
    <Stack gap="4">
      <Heading level={2} size="heading4">
        Nos bureaux
      </Heading>
      <Grid {...args}>
        {offices.slice(0, 4).map((office) => (
          <Stack key={office} gap="1">
            <Text weight="semibold">{office}</Text>
            <Text size="bodySmall" tone="muted">
              Ouvert du lundi au samedi, de 8&nbsp;h à 20&nbsp;h
            </Text>
          </Stack>
        ))}
      </Grid>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const names = offices.slice(0, 4).map((office) => canvas.getByText(office));
    await expect(visibleColumns(names)).toBe(2);
  },
};

/** A form and its aside: `template` gives columns of different widths, side by side from `lg` with a wider gap, stacked below. */
export const PanesSideBySide: Story = {
  args: {
    template: 'minmax(0, 3fr) minmax(0, 2fr)',
    collapseBelow: 'lg',
    gap: '8',
    wideGap: '10',
    align: 'start',
  },
  render: (args) => (
    <Grid {...args}>
      <Tile>
        <Stack gap="2">
          <Text weight="semibold">Envoyez-nous un message</Text>
          <Text size="bodySmall" tone="muted">
            Nom, e-mail, sujet et message&nbsp;: nous répondons sous 24&nbsp;h ouvrées.
          </Text>
        </Stack>
      </Tile>
      <Tile>Nos coordonnées</Tile>
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const [form, aside] = tilesIn(canvasElement);
    await expect(visibleColumns([form!, aside!])).toBe(2);
    await expect(Math.round(aside!.getBoundingClientRect().left - form!.getBoundingClientRect().right)).toBe(40);
    const ratio = form!.getBoundingClientRect().width / aside!.getBoundingClientRect().width;
    await expect(ratio).toBeCloseTo(1.5, 1);
    // `start`: the shorter pane keeps its own height instead of stretching to the row's.
    await expect(aside!.getBoundingClientRect().height).toBeLessThan(form!.getBoundingClientRect().height);
  },
};

/** `columns` with `collapseBelow`: two short fields side by side from `sm`, one under the other below. */
export const CollapsingColumns: Story = {
  args: { columns: 2, collapseBelow: 'sm', gap: '5' },
  render: (args) => (
    <Grid {...args}>
      <Tile>Nom</Tile>
      <Tile>E-mail</Tile>
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    await expect(visibleColumns(tilesIn(canvasElement))).toBe(2);
  },
};

/** The French names designers use for Grid: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Grille · colonnes · quadrillage',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
