import { UnderConstruction } from '@company/blocks';
import { type LinkComponentProps } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPhone } from '../support/viewport';
import docsMeta from './UnderConstruction.stories';

const meta = {
  title: 'Blocks/UnderConstruction/Features',
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

/**
 * The block's own French texts, with no title, description or feature given, in both states: coming
 * soon, then a planned date; the notify e-mail's subject names the page.
 */
export const DefaultTexts: Story = {
  args: { title: undefined, description: undefined, features: [], notifyEmail: undefined },
  render: (args) => (
    <>
      <UnderConstruction {...args} />
      <UnderConstruction
        {...args}
        level={2}
        title="Webinaires"
        expectedDate="T3 2027"
        notifyEmail="contact@example.com"
      />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page en construction' })).toBeVisible();
    await expect(canvas.getByText('Disponible prochainement')).toBeVisible();
    await expect(canvas.getByText(/Date prévue/).textContent).toBe('Date prévue\u00a0: T3 2027');
    await expect(canvas.getByRole('link', { name: 'Me notifier' })).toHaveAttribute(
      'href',
      `mailto:contact@example.com?subject=${encodeURIComponent('Me notifier\u00a0: Webinaires')}`,
    );
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
