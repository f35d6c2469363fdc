import { SkipLinks } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onPhone } from '../support/viewport';
import docsMeta from './SkipLinks.stories';

const meta = {
  title: 'Navigation/SkipLinks/Features',
  component: SkipLinks,
  tags: ['!autodocs', 'scenario'],
  render: docsMeta.render,
} satisfies Meta<typeof SkipLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until focused: the links' navigation landmark is present and named, its links take no room. */
export const Hidden: Story = {
  play: async ({ canvas }) => {
    const landmark = canvas.getByRole('navigation', { name: 'Liens d’évitement' });
    const links = within(landmark).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Aller au contenu principal',
      'Aller à la navigation',
      'Aller au pied de page',
    ]);
    await expect(links[0]).toHaveAttribute('href', '#main-content');
    await expect(links[0]?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** The first Tab shows the first link at the top left, above everything. */
export const FocusedLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Aller au contenu principal' });
    await expect(link).toHaveFocus();
    const box = link.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(100);
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** After Enter on the first link: the main content has the focus. */
export const MainContentFocused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Aller au contenu principal' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

/** After Tab to the second link and Enter: the navigation has the focus. */
export const NavigationFocused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Aller à la navigation' });
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(100);
    await expect(
      canvas.getByRole('link', { name: 'Aller au contenu principal' }).getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('navigation', { name: 'Navigation principale' })).toHaveFocus());
  },
};

/** Custom targets and labels, here for a page with a search form. */
export const CustomLinks: Story = {
  args: {
    links: [
      { href: '#main-content', label: 'Aller au contenu' },
      { href: '#footer', label: 'Aller aux coordonnées de l’entreprise' },
    ],
    label: 'Accès rapide',
  },
  play: async ({ canvas }) => {
    const landmark = canvas.getByRole('navigation', { name: 'Accès rapide' });
    await expect(within(landmark).getAllByRole('link')).toHaveLength(2);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Aller aux coordonnées de l’entreprise' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('contentinfo')).toHaveFocus());
  },
};

/** On a small screen the focused link stays inside the viewport. */
export const Mobile: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Aller au pied de page' });
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
