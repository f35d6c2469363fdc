import { ContactDetails } from '@company/blocks';
import { Card, iconTileTones } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { hours } from '../support/fixtures/blocks/ContactDetails';
import { maxWidth } from '../support/frame';

const meta = {
  title: 'Blocks/ContactDetails',
  component: ContactDetails,
  args: {
    phone: '+261 20 00 000 00',
    email: 'contact@company.example',
    address: 'Lot II A 12, Boulevard Joffre, Toamasina 501, Madagascar',
    hours,
  },
  argTypes: {
    iconTone: { control: 'select', options: iconTileTones },
  },
  decorators: [maxWidth('26rem')],
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'The company’s contact details as a labelled list: phone and e-mail as links, the postal address and the opening hours, each with its icon. Use it on the contact and support pages and wherever the details are listed in the body of a page.',
        alternatives: [
          'At the bottom of every page: SiteFooter already shows the contact details.',
          'Presenting each way to reach support with its hours and response time: use SupportChannelCard.',
        ],
        anatomy: [
          { part: 'Icon', description: 'in a tile before each label; decorative.', selector: 'dt > [data-tone]' },
          {
            part: 'Label',
            description:
              '«\u00a0Téléphone\u00a0», «\u00a0E-mail\u00a0», «\u00a0Adresse\u00a0», «\u00a0Horaires\u00a0».',
            selector: 'dt',
          },
          {
            part: 'Value',
            description: 'a `tel:` or `mailto:` link, the address on one line or several, the hours as a list.',
            selector: 'dd',
          },
        ],
        dos: [
          {
            caption: 'Only the details the visitor can use on this page, here to call or write.',
            example: <ContactDetails phone="+261 20 00 000 00" email="contact@company.example" />,
          },
          {
            caption: 'Hours with the days and the time zone when visitors are abroad.',
            example: (
              <ContactDetails
                hours={['Lundi – vendredi\u00a0: 9\u00a0h – 18\u00a0h', 'Samedi – dimanche\u00a0: fermé']}
                hoursLabel="Horaires (heure de Madagascar)"
              />
            ),
          },
        ],
        donts: [
          {
            caption: 'A phone number written without spaces: hard to read and to dictate; write it in groups.',
            example: <ContactDetails phone="+261200000000" />,
          },
          {
            caption: 'Hours in a sentence: the visitor looks for a day and a time, give them one line each.',
            example: (
              <ContactDetails
                hours={[
                  'Nous sommes joignables en semaine en journée, sauf les jours fériés et parfois le samedi matin.',
                ]}
              />
            ),
          },
        ],
        content: [
          'Phone: the international form in groups, «\u00a0+261\u00a020\u00a000\u00a0000\u00a000\u00a0»; the link drops the spaces itself.',
          'Hours: one line per group of days, «\u00a0Lundi – vendredi\u00a0: 9\u00a0h – 18\u00a0h\u00a0»; «\u00a0fermé\u00a0» in lower case.',
          'Labels keep the defaults unless the page needs a more precise one: «\u00a0Standard\u00a0», «\u00a0Nos bureaux\u00a0».',
          'French typography: a no-break space before «\u00a0:\u00a0», inside «\u00a09\u00a0h\u00a0», and a spaced en dash between days or times («\u00a09\u00a0h – 18\u00a0h\u00a0»).',
        ],
      }),
    },
  },
} satisfies Meta<typeof ContactDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** An address given as lines is drawn one line each. */
export const AddressLines: Story = {
  args: {
    address: ['Lot II A 12, Boulevard Joffre', 'Toamasina 501', 'Madagascar'],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('address br')).toHaveLength(2);
  },
};

/** Only the details given are shown. */
export const PhoneAndEmail: Story = {
  args: { address: undefined, hours: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(2);
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

/** Labels are props, for another language or a different wording. */
export const CustomLabels: Story = {
  args: {
    phoneLabel: 'Standard',
    emailLabel: 'Écrivez-nous',
    addressLabel: 'Nos bureaux',
    hoursLabel: 'Heures d’ouverture (heure de Madagascar)',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Standard',
      'Écrivez-nous',
      'Nos bureaux',
      'Heures d’ouverture (heure de Madagascar)',
    ]);
  },
};

/** Inside a card, as in the contact page’s side column. */
export const InCard: Story = {
  render: (args) => (
    <Card variant="subtle">
      <ContactDetails {...args} />
    </Card>
  ),
};

/** The French names designers use for ContactDetails: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Coordonnées · adresse · téléphone · e-mail',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
