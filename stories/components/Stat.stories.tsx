import { Stat, StatGrid, statGridColumns } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const figures = [
  { value: '10+', label: 'Clients satisfaits' },
  { value: '4,8/5', label: 'Note de satisfaction' },
  { value: '50+', label: 'Collaborateurs à Toamasina' },
  { value: '15+', label: 'Projets livrés' },
] as const;

const meta = {
  title: 'Components/Stat',
  component: StatGrid,
  subcomponents: { Stat },
  args: { columns: 4 },
  argTypes: {
    columns: { control: 'inline-radio', options: statGridColumns },
  },
  render: (args) => (
    <StatGrid {...args}>
      {figures.map((figure) => (
        <Stat key={figure.label} value={figure.value} label={figure.label} />
      ))}
    </StatGrid>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Use `StatGrid` with `Stat` items to show a few key figures (« 10+ clients satisfaits »). The grid is a description list: each label is a term and its figure the definition, so screen readers announce them as pairs, while the figure shows first and large. Write the value as it should be read, with French number formatting.',
      },
    },
  },
} satisfies Meta<typeof StatGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

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

export const TwoColumns: Story = { args: { columns: 2 } };

export const ThreeColumns: Story = {
  args: { columns: 3 },
  render: (args) => (
    <StatGrid {...args}>
      <Stat value="24/7" label="Centre de relation client" />
      <Stat value="98 %" label="Appels décrochés en moins de 30 s" />
      <Stat value="1 200" label="Tickets traités par jour" />
    </StatGrid>
  ),
};

/** A description under the label, for the period or the source of the figure. */
export const WithDescription: Story = {
  render: (args) => (
    <StatGrid {...args} columns={3}>
      <Stat value="4,8/5" label="Note de satisfaction" description="Sur 320 avis clients en 2025" />
      <Stat value="15+" label="Projets livrés" description="Sites, applications et intégrations" />
      <Stat value="50+" label="Collaborateurs" description="Équipes basées à Toamasina" />
    </StatGrid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('definition')).toHaveLength(6);
  },
};

export const LongFrenchText: Story = {
  render: (args) => (
    <StatGrid {...args}>
      <Stat value="10+" label="Clients satisfaits en France, en Belgique et au Canada" />
      <Stat value="4,8/5" label="Note moyenne de satisfaction de nos clients" />
      <Stat value="50+" label="Collaboratrices et collaborateurs formés à Toamasina" />
      <Stat value="15+" label="Projets web, mobiles et d’annotation livrés" />
    </StatGrid>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
