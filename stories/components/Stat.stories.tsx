import { Stat, StatGrid, statGridColumns } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { figures } from '../support/fixtures/Stat';

const meta = {
  title: 'Data display/Stat',
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
      guidelines: guidelines({
        purpose:
          'Key figures shown large, each with what it counts: «\u00a050+ collaborateurs\u00a0», «\u00a04,8/5 de satisfaction\u00a0». Use a StatGrid of three or four Stat on a landing or «\u00a0À propos\u00a0» page to back a promise with numbers.',
        alternatives: [
          'Figures the reader compares across several columns (prices, volumes per offer): use Table.',
          'A security figure with an icon whose colour says whether it needs attention: use SecurityStatCard.',
          'A share of a whole or a skill level: use ProgressBar or TechnologyMeter, which draw the proportion.',
        ],
        anatomy: [
          {
            part: 'Value',
            description: 'the figure, large and first to the eye, written as it should be read.',
            selector: 'dd',
          },
          { part: 'Label', description: 'what the figure counts, read first by screen readers.', selector: 'dt' },
          {
            part: 'Description (optional)',
            description: 'the period or the source of the figure, in small text.',
            story: 'WithDescription',
            selector: 'dd + dd',
          },
          {
            part: 'Grid',
            description: 'two columns on phones, `columns` (2, 3 or 4) from the medium breakpoint.',
            selector: 'dl',
          },
        ],
        dos: [
          {
            caption: 'Three or four figures that each back a different promise, with their source when it matters.',
            example: (
              <StatGrid columns={3}>
                <Stat value="4,8/5" label="Note de satisfaction" description="Sur 320 avis clients en 2025" />
                <Stat value="24/7" label="Centre de relation client" />
                <Stat value="50+" label="Collaborateurs à Toamasina" />
              </StatGrid>
            ),
          },
          {
            caption: 'French number formatting: a comma for decimals, a space before «\u00a0%\u00a0».',
            example: (
              <StatGrid columns={2}>
                <Stat value="98&nbsp;%" label="Appels décrochés en moins de 30&nbsp;s" />
                <Stat value="1&#8239;200" label="Tickets traités par jour" />
              </StatGrid>
            ),
          },
        ],
        donts: [
          {
            caption: 'A sentence as the value: the figure no longer stands out and the grid loses its rhythm.',
            example: (
              <StatGrid columns={2}>
                <Stat value="Plus de dix clients" label="Clients satisfaits" />
                <Stat value="15+" label="Projets livrés" />
              </StatGrid>
            ),
          },
          {
            caption:
              'English number formatting («\u00a04.8\u00a0», «\u00a098%\u00a0»): French readers expect «\u00a04,8\u00a0» and «\u00a098\u00a0%\u00a0».',
            example: (
              <StatGrid columns={2}>
                <Stat value="4.8/5" label="Note de satisfaction" />
                <Stat value="98%" label="Appels décrochés" />
              </StatGrid>
            ),
          },
        ],
        content: [
          'Value: a figure, short, with its unit: «\u00a010+\u00a0», «\u00a04,8/5\u00a0», «\u00a024/7\u00a0», «\u00a098\u00a0%\u00a0».',
          'Label: a noun phrase in sentence case, three to six words, no final full stop: «\u00a0Clients satisfaits\u00a0».',
          'Description: where the figure comes from or when it was measured: «\u00a0Sur 320 avis clients en 2025\u00a0».',
          'French typography: decimal comma, a narrow no-break space between thousands («\u00a01\u202f200\u00a0»), a no-break space before «\u00a0%\u00a0» and inside «\u00a030\u00a0s\u00a0».',
        ],
        accessibility: [
          'StatGrid is a description list (`<dl>`): each Stat groups a term, its label, with a definition, its value, so screen readers read «\u00a0Clients satisfaits\u00a0», then the figure.',
          'The value is drawn above its label but read after it: the label must make sense on its own, and the value must be written as it should be read («\u00a04,8/5\u00a0», «\u00a098\u00a0%\u00a0»).',
          'Nothing in it takes the focus; the description, when given, is a second definition read after the value.',
        ],
      }),
    },
  },
} satisfies Meta<typeof StatGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

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

/** The French names designers use for Stat: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Chiffre clé · statistique · indicateur · KPI',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
