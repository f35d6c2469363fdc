import { Breadcrumbs } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

const threeLevels = [
  { href: '/', label: 'Accueil' },
  { href: '/services', label: 'Services' },
  { label: 'Centre de relation client 24/7' },
];

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: { items: threeLevels },
  argTypes: { linkComponent: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'Use on pages two or more levels deep (a service, an article, a job offer) to show where the page sits and to offer a way back up. Not for steps of a process: use a stepper. The last item is the current page and is not a link.',
      },
    },
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Home › section › current page. */
export const ThreeLevels: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Fil d’Ariane' });
    const items = within(nav).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(nav).getAllByRole('link')).toHaveLength(2);
    await expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    await expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');

    const current = within(items[2] as HTMLElement).getByText('Centre de relation client 24/7');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current.closest('a')).toBeNull();
    // Separators are decorative: the list's text is only the labels.
    await expect(items[1]).toHaveTextContent(/^Services$/);
  },
};

/** Tab reaches the two links, then leaves the trail: the current page takes no focus. */
export const KeyboardNavigation: Story = {
  render: (args) => (
    <>
      <Breadcrumbs {...args} />
      <button type="button" style={{ marginTop: '1rem' }}>
        Suite de la page
      </button>
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Accueil' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Services' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Suite de la page' })).toHaveFocus();
  },
};

/** Two levels: a page just below the home page. */
export const TwoLevels: Story = {
  args: { items: [{ href: '/', label: 'Accueil' }, { label: 'Tarifs' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('Tarifs')).toHaveAttribute('aria-current', 'page');
  },
};

/** A long French title wraps onto several lines on a phone without overflowing. */
export const LongLabelMobile: Story = {
  args: {
    items: [
      { href: '/', label: 'Accueil' },
      { href: '/blog', label: 'Blog' },
      { href: '/blog/relation-client', label: 'Relation client' },
      {
        label:
          'Externalisation de la relation client : comment choisir un partenaire capable de répondre 24 h/24 en français et en malgache ?',
      },
    ],
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Another accessible name, for a page that shows the trail twice. */
export const CustomLabel: Story = {
  args: { label: 'Vous êtes ici' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Vous êtes ici' })).toBeInTheDocument();
  },
};
