import { Card, DescriptionList, descriptionListLayouts } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidelines } from '../docs/guidelines';
import { hours } from '../support/fixtures/DescriptionList';
import { maxWidth } from '../support/frame';

const account = [
  { term: 'Rôle', details: 'Administrateur' },
  { term: 'Membre depuis le', details: '14 mars 2025' },
  { term: 'Adresse e-mail', details: 'hanitra.rakotomalala@entreprise-exemple.mg' },
];

const meta = {
  title: 'Data display/DescriptionList',
  component: DescriptionList,
  args: { items: hours, layout: 'rows' },
  argTypes: {
    items: { control: false },
    layout: { control: 'inline-radio', options: descriptionListLayouts },
  },
  decorators: [maxWidth('28rem')],
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A description list pairs terms with their values: opening hours, the facts of an account, the terms of an offer. Screen readers read it pair by pair. `rows` puts each pair on its line with a rule under it; `columns` lines up the terms in one column and the values in the next.',
        alternatives: [
          'Data to compare across several columns: use Table.',
          'Key figures that must stand out: use Stat in a StatGrid.',
          'The company’s phone, e-mail, address and hours with their icons: use ContactDetails.',
        ],
        anatomy: [
          { part: 'Term', description: 'what the value is: a day, a field name.', selector: 'dt' },
          { part: 'Value', description: 'the value itself.', selector: 'dd' },
          {
            part: 'Rule (rows)',
            description: 'a line under each pair, so the eye follows from term to value.',
            selector: 'dl > div',
          },
        ],
        dos: [
          {
            caption: 'Short terms, values in the same format from one row to the next.',
            example: <DescriptionList items={hours} />,
          },
          {
            caption: '`columns` for the facts of an account, values in medium weight.',
            example: <DescriptionList layout="columns" items={account.slice(0, 2)} />,
          },
        ],
        donts: [
          {
            caption: 'Sentences as terms: the pairs no longer scan.',
            example: (
              <DescriptionList
                items={[{ term: 'Nous sommes ouverts les jours de semaine suivants', details: 'Lundi à vendredi' }]}
              />
            ),
          },
        ],
        content: [
          'Terms: a noun or a range in sentence case, no colon: the layout says it («\u00a0Lundi – vendredi\u00a0»).',
          'Hours and ranges: a spaced en dash and no-break spaces: «\u00a08\u00a0h – 18\u00a0h\u00a0».',
        ],
        accessibility: [
          'A description list (`dl`): each term is a `dt` followed by its value in a `dd` (in `rows`, each pair wrapped in a `div`, as HTML allows), so screen readers read term and value together, in the order of `items`.',
          'It has no name and takes no focus: put a heading above it when it needs one («\u00a0Horaires d’ouverture\u00a0»).',
          'The rule and the weights only guide the eye: a term must say on its own what its value is, without relying on the layout.',
        ],
      }),
    },
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** `columns`: terms in one column, values in the next, in a card. */
export const Columns: Story = {
  args: { layout: 'columns', items: account },
  render: (args) => (
    <Card>
      <DescriptionList {...args} />
    </Card>
  ),
};

/** The French names designers use for DescriptionList: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Liste de définitions · horaires · informations du compte · paires clé-valeur',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
