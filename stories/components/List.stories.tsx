import { Code, List, ListItem, listMarkers, Text } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { maxWidth } from '../support/frame';

const covers = [
  'La création de votre clé d’API',
  'Les limites de requêtes par minute',
  'Les codes d’erreur et leur sens',
];

const meta = {
  title: 'Typography/List',
  component: List,
  subcomponents: { ListItem },
  args: {
    marker: 'bullet',
    children: covers.map((item) => <ListItem key={item}>{item}</ListItem>),
  },
  argTypes: {
    children: { control: false },
    marker: { control: 'inline-radio', options: listMarkers },
  },
  decorators: [maxWidth('36rem')],
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A list sets out the points of a text one under the other, spaced like its paragraphs: what a guide covers, the documents to send, the steps of a short procedure. Screen readers announce how many items it holds.',
        alternatives: [
          'The features of an offer, each with an icon: use FeatureList.',
          'A procedure whose steps have a title and a description: use Steps.',
          'Pairs of a name and a value (horaires, adresse): use DescriptionList.',
        ],
        anatomy: [
          {
            part: 'Marker',
            description: 'a bullet, or a number when the order matters, in the muted colour.',
            selector: ':is(ul, ol)',
          },
          {
            part: 'Item',
            description: 'a line or a short paragraph; it may hold a list of its own.',
            selector: 'li:first-child',
          },
        ],
        dos: [
          {
            caption: 'Numbers when the reader must follow the order.',
            example: (
              <List marker="number">
                <ListItem>Créez votre clé dans l’espace client.</ListItem>
                <ListItem>Ajoutez-la à l’en-tête de chaque requête.</ListItem>
                <ListItem>Testez avec la requête d’exemple.</ListItem>
              </List>
            ),
          },
        ],
        donts: [
          {
            caption: 'A list of one item: write a sentence.',
            example: (
              <List>
                <ListItem>Votre devis sous 48 heures.</ListItem>
              </List>
            ),
          },
        ],
        content: [
          'Items of one list are parallel: all nouns, or all sentences.',
          'Short items take no final punctuation; items that are sentences end with a full stop.',
        ],
        accessibility: [
          'A native `ul` (bullets) or `ol` (numbers): screen readers announce a list and its number of items; a list inside an item is announced as a nested list.',
          'The markers are the browser’s own list markers, not text in the items, in the muted colour; with `number`, the order is in the element itself, so do not type numbers in the items.',
        ],
      }),
    },
  },
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** Bullets for points in any order: a `<ul>` whose items screen readers count. */
export const Bulleted: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('UL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).listStyleType).toBe('disc');
  },
};

/** Numbers for steps to follow in order: an `<ol>`. */
export const Numbered: Story = {
  args: {
    marker: 'number',
    children: [
      <ListItem key="1">Créez votre clé dans l’espace client.</ListItem>,
      <ListItem key="2">
        Ajoutez-la à l’en-tête <Code>Authorization</Code> de chaque requête.
      </ListItem>,
      <ListItem key="3">Envoyez la requête d’exemple et vérifiez la réponse.</ListItem>,
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(getComputedStyle(list).listStyleType).toBe('decimal');
  },
};

/** A list inside an item, under a paragraph: the spacing follows the text around it. */
export const Nested: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Text>Pour ouvrir votre compte, préparez&nbsp;:</Text>
      <List>
        <ListItem>
          Les documents de l’entreprise
          <List>
            <ListItem>Extrait du registre du commerce</ListItem>
            <ListItem>Carte fiscale (NIF et STAT)</ListItem>
          </List>
        </ListItem>
        <ListItem>Une pièce d’identité du représentant légal</ListItem>
      </List>
    </div>
  ),
  play: async ({ canvas }) => {
    const [outer, inner] = canvas.getAllByRole('list');
    await expect(within(outer!).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(inner!).getAllByRole('listitem')).toHaveLength(2);
    await expect(inner!.getBoundingClientRect().left).toBeGreaterThan(outer!.getBoundingClientRect().left);
  },
};

/** The French names designers use for List: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Liste à puces · liste numérotée · énumération',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
