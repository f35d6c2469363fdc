import { ContactDetails } from '@company/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hours } from '../support/fixtures/blocks/ContactDetails';
import { onPhone } from '../support/viewport';
import docsMeta from './ContactDetails.stories';

const meta = {
  title: 'Blocks/ContactDetails/Features',
  component: ContactDetails,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
} satisfies Meta<typeof ContactDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

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

export const Mobile: Story = {
  globals: onPhone,
};
