import { UnderConstruction, type LinkComponentProps } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPhone } from '../support/viewport';
import docsMeta from './UnderConstruction.stories';

const meta = {
  title: 'Site patterns/UnderConstruction/Features',
  component: UnderConstruction,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
} satisfies Meta<typeof UnderConstruction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AdminSpace: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Espace administrateur' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Espace administrateur' })).toBeVisible();
    // Without an expected date, the placeholder promises no date.
    await expect(canvas.getByText('Disponible prochainement')).toBeVisible();
    await expect(canvas.queryByText(/Date prévue/)).toBeNull();

    const progress = canvas.getByRole('progressbar', { name: 'Avancement' });
    await expect(progress).toHaveAttribute('aria-valuenow', '75');
    await expect(progress).toHaveAttribute('aria-valuemin', '0');
    await expect(progress).toHaveAttribute('aria-valuemax', '100');
    await expect(progress).toHaveAttribute('aria-valuetext', '75\u202f%');

    const notify = canvas.getByRole('link', { name: 'Me notifier' });
    await expect(notify).toHaveAttribute(
      'href',
      `mailto:contact@company.example?subject=${encodeURIComponent('Me notifier\u00a0: Espace administrateur')}`,
    );
    await expect(canvas.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  },
};

/** The return link goes through the caller's link component, here a stand-in for a router link. */
export const WithRouterLink: Story = {
  args: {
    returnHref: '/fr/',
    linkComponent: function RouterLink({ href, children, ...props }: LinkComponentProps) {
      return (
        <a href={href} data-router-link="" {...props}>
          {children}
        </a>
      );
    },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Retour à l’accueil' });
    await expect(link).toHaveAttribute('href', '/fr/');
    await expect(link).toHaveAttribute('data-router-link');
  },
};

/** The catalogue's English texts (the toolbar's « Language »), in both states: coming soon, then a planned date. */
export const English: Story = {
  args: { title: undefined, description: undefined, features: [], notifyEmail: undefined },
  globals: { locale: 'en' },
  render: (args) => (
    <>
      <UnderConstruction {...args} />
      <UnderConstruction {...args} level={2} title="Webinars" expectedDate="Q3 2027" />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Coming soon')).toBeVisible();
    await expect(canvas.getByText(/Expected date/).textContent).toBe('Expected date: Q3 2027');
  },
};

/** Inside a page that already has its `h1`, the title drops to `h2` and the feature heading to `h3`. */
export const NestedHeading: Story = {
  args: { level: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Espace administrateur' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Fonctionnalités prévues' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: onPhone,
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Espace administrateur' });
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};
