import {
  Card,
  CardBody,
  CardGrid,
  CardGridItem,
  CardHeader,
  CardTitle,
  IconTile,
  cardGridColumns,
  cardGridElements,
  cardGridGaps,
} from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Headset } from 'lucide-react';
import { expect } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { ServiceCard, services } from '../support/fixtures/CardGrid';
import { visibleColumns } from '../support/layout';

const meta = {
  title: 'Layout/CardGrid',
  component: CardGrid,
  subcomponents: { CardGridItem },
  args: { columns: 3, gap: '6', as: 'ul' },
  argTypes: {
    columns: { control: 'inline-radio', options: cardGridColumns },
    gap: { control: 'inline-radio', options: cardGridGaps },
    as: { control: 'inline-radio', options: cardGridElements },
  },
  render: (args) => (
    <CardGrid {...args}>
      {services.map((service) => (
        <CardGridItem key={service.id}>
          <ServiceCard service={service} />
        </CardGridItem>
      ))}
    </CardGrid>
  ),
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A card grid lays out cards of the same kind (services, offers, articles) in columns: one column on phones, then up to the chosen number as the screen widens. The cards of a row stretch to the same height so their edges line up. Most card grids are lists, announced with their number of items.',
        alternatives: [
          'Short features with an icon and a sentence, no card around them: use FeatureList.',
          'Key figures side by side: use StatGrid. Rows of data to compare: use Table.',
          'A single card, or cards of different kinds: place them in the Section’s column without a grid.',
        ],
        anatomy: [
          {
            part: 'Grid',
            description: 'the columns and the gap between cards (4, 6 or 8 spacing steps).',
            selector: '[data-columns]',
          },
          {
            part: 'Item',
            description: 'one cell, holding one Card; a list item when the grid is a list.',
            selector: '[data-columns] > :first-child',
          },
        ],
        dos: [
          {
            caption: 'A column count that leaves no lone card: 2 columns for 4 cards.',
            example: (
              <CardGrid columns={2} gap="4" as="ul">
                {services.slice(0, 4).map((service) => (
                  <CardGridItem key={service.id}>
                    <Card variant="subtle">
                      <CardTitle level={4}>{service.title}</CardTitle>
                    </Card>
                  </CardGridItem>
                ))}
              </CardGrid>
            ),
          },
          {
            caption: 'Cards of one kind, with the same parts in the same order.',
            example: (
              <CardGrid columns={2} gap="4" as="ul">
                {services.slice(0, 2).map((service) => (
                  <CardGridItem key={service.id}>
                    <Card>
                      <CardHeader>
                        <IconTile icon={service.icon} size="sm" />
                        <CardTitle level={4}>{service.title}</CardTitle>
                      </CardHeader>
                    </Card>
                  </CardGridItem>
                ))}
              </CardGrid>
            ),
          },
        ],
        donts: [
          {
            caption: 'Three columns for four cards: the last one sits alone on its row.',
            example: (
              <CardGrid columns={3} gap="4" as="ul">
                {services.slice(0, 4).map((service) => (
                  <CardGridItem key={service.id}>
                    <Card variant="subtle">
                      <CardTitle level={4}>{service.title}</CardTitle>
                    </Card>
                  </CardGridItem>
                ))}
              </CardGrid>
            ),
          },
          {
            caption: 'Cards of different kinds in one grid: a service, a figure and a quote do not compare.',
            example: (
              <CardGrid columns={2} gap="4" as="div">
                <CardGridItem>
                  <Card>
                    <CardTitle level={4}>Support client</CardTitle>
                  </Card>
                </CardGridItem>
                <CardGridItem>
                  <Card variant="elevated">
                    <CardBody>
                      <p>«&nbsp;Une équipe réactive.&nbsp;»</p>
                    </CardBody>
                  </Card>
                </CardGridItem>
              </CardGrid>
            ),
          },
        ],
        content: [
          'Give every card of a grid the same structure: the same parts, titles of similar length.',
          'Titles in sentence case, no final full stop; a service name, not a slogan.',
          'Keep card texts to one or two sentences so rows keep a steady height.',
          'French typography: a non-breaking space before « : », « ; », « ! », « ? », inside « » and in amounts (« 1 499 € »); the typographic apostrophe ’.',
        ],
        accessibility: [
          'With `as="ul"` the grid is a list and each `CardGridItem` a list item, so screen readers announce how many cards there are; with the default `div` it has no role.',
          'The grid takes no focus of its own: the tab order is that of the cards’ links and buttons, row by row, in the order of the code, which the columns never change.',
        ],
      }),
    },
  },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

export const OneColumn: Story = {
  args: { columns: 1 },
  render: (args) => (
    <CardGrid {...args}>
      {services.slice(0, 3).map((service) => (
        <CardGridItem key={service.id}>
          <ServiceCard service={service} />
        </CardGridItem>
      ))}
    </CardGrid>
  ),
  play: async ({ canvas }) => {
    await expect(visibleColumns(canvas.getAllByRole('listitem'))).toBe(1);
  },
};

export const TwoColumns: Story = {
  args: { columns: 2 },
  render: (args) => (
    <CardGrid {...args}>
      {services.slice(0, 4).map((service) => (
        <CardGridItem key={service.id}>
          <ServiceCard service={service} />
        </CardGridItem>
      ))}
    </CardGrid>
  ),
  play: async ({ canvas }) => {
    await expect(visibleColumns(canvas.getAllByRole('listitem'))).toBe(2);
  },
};

export const ThreeColumns: Story = {
  args: { columns: 3 },
  play: async ({ canvas }) => {
    await expect(visibleColumns(canvas.getAllByRole('listitem'))).toBe(3);
  },
};

/** Cards of a row share its height, so their edges line up whatever the length of their text. */
export const EqualHeights: Story = {
  args: { columns: 3 },
  render: (args) => (
    <CardGrid {...args}>
      {services.slice(0, 2).map((service) => (
        <CardGridItem key={service.id}>
          <ServiceCard service={service} />
        </CardGridItem>
      ))}
      <CardGridItem>
        <Card data-testid="long-card">
          <CardHeader>
            <IconTile icon={<Headset />} />
            <CardTitle>Externalisation des processus métier et du back-office comptable</CardTitle>
          </CardHeader>
          <CardBody>
            <p>
              Saisie et traitement de données, gestion administrative, traitement des commandes et de la facturation,
              procédures documentées et contrôle qualité à chaque étape, pour que vos équipes se recentrent sur leur
              cœur de métier.
            </p>
          </CardBody>
        </Card>
      </CardGridItem>
    </CardGrid>
  ),
  play: async ({ canvasElement }) => {
    const cards = Array.from(canvasElement.querySelectorAll<HTMLElement>('li > *'));
    const heights = cards.map((card) => Math.round(card.getBoundingClientRect().height));
    await expect(new Set(heights).size).toBe(1);
  },
};

/** The tightest spacing, for small cards such as a list of protections. */
export const SmallGap: Story = {
  args: { gap: '4' },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(Math.round(second!.getBoundingClientRect().left - first!.getBoundingClientRect().right)).toBe(16);
  },
};

/** The widest spacing, for large cards with a lot of content. */
export const LargeGap: Story = {
  args: { gap: '8' },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(Math.round(second!.getBoundingClientRect().left - first!.getBoundingClientRect().right)).toBe(32);
  },
};

/** The French names designers use for CardGrid: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Grille de cartes · grille · mosaïque',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
