import { SiteFooter } from '@company/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { onDesktop, tallScreen } from '../support/viewport';
import docsMeta from './SiteFooter.stories';

const meta = {
  title: 'Blocks/SiteFooter/Features',
  component: SiteFooter,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site's footer: identity, three columns of links, contact details, social links and legal line. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toHaveAttribute('id', 'footer');

    const headings = within(footer).getAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'Suivez-nous',
      'Entreprise',
      'Assistance',
      'Mentions légales',
      'Coordonnées',
    ]);
    await expect(within(footer).getByRole('link', { name: 'À propos' })).toHaveAttribute('href', '/about');

    await expect(within(footer).getByRole('link', { name: '+261 20 00 000 00' })).toHaveAttribute(
      'href',
      'tel:+261200000000',
    );
    await expect(within(footer).getByRole('link', { name: 'contact@company.example' })).toHaveAttribute(
      'href',
      'mailto:contact@company.example',
    );
    const address = footer.querySelector('address');
    await expect(address).toHaveTextContent('Lot II A 12, Boulevard Joffre, Toamasina 501, Madagascar');

    for (const name of ['Facebook', 'LinkedIn']) {
      const link = within(footer).getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link.textContent).toContain('(nouvel onglet)');
      await expect(link).toHaveAccessibleName(new RegExp(`^${name}.*\\(nouvel onglet\\)$`));
    }

    await expect(within(footer).getByText('© 2026 Company. Tous droits réservés.')).toBeInTheDocument();
  },
};

/** Tab moves through the social links, the columns and the contact links in reading order. */
export const KeyboardOrder: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /^Facebook/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /^LinkedIn/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'À propos' })).toHaveFocus();
  },
};

/** From 1280 px the identity, the columns and the contact details share one row. */
export const Desktop: Story = {
  globals: onDesktop,
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 });
    const tops = new Set(headings.slice(1).map((heading) => Math.round(heading.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
  },
};

/** On a phone the columns stack, two by two where they fit. */
export const Mobile: Story = {
  // A 375px phone, tall enough for the capture to hold the whole footer.
  ...tallScreen(375, 1100),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Column titles as `h3`, for a page whose footer sits under an `h2` section. */
export const HeadingLevel3: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(5);
  },
};
