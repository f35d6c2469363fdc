import { Card, ContactDetails, iconTileTones } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const hours = ['Lundi – vendredi\u00A0: 9\u00A0h – 18\u00A0h', 'Samedi – dimanche\u00A0: fermé'] as const;

const meta = {
  title: 'Patterns/ContactDetails',
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
  decorators: [(Story) => <div style={{ maxWidth: '26rem' }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'Use `ContactDetails` on the contact and support pages, and wherever the company’s details are listed: phone (a `tel:` link without spaces), e-mail (a `mailto:` link), postal address (in an `<address>` element) and opening hours (a list). It is a description list: each label (« Téléphone », « E-mail », « Adresse », « Horaires ») is a term with a decorative icon. Leave out any detail you do not want to show.',
      },
    },
  },
} satisfies Meta<typeof ContactDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Four labelled details; phone and e-mail are links, the address is an `<address>`, the hours a list. */
export const Semantics: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Téléphone',
      'E-mail',
      'Adresse',
      'Horaires',
    ]);
    await expect(canvas.getByRole('link', { name: '+261 20 00 000 00' })).toHaveAttribute('href', 'tel:+261200000000');
    await expect(canvas.getByRole('link', { name: 'contact@company.example' })).toHaveAttribute(
      'href',
      'mailto:contact@company.example',
    );
    const address = canvasElement.querySelector('address');
    await expect(address).toHaveTextContent('Lot II A 12, Boulevard Joffre, Toamasina 501, Madagascar');
    const hoursList = within(canvas.getByRole('list'));
    await expect(hoursList.getAllByRole('listitem').map((item) => item.textContent)).toEqual(hours);
    // The icons are decorative.
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  },
};

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

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
