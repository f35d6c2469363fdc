import { SideNav } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { account } from '../support/fixtures/SideNav';
import { RouterLink } from '../support/links';
import { onPhone } from '../support/viewport';
import docsMeta, { InLayout } from './SideNav.stories';

const meta = {
  title: 'Navigation/SideNav/Features',
  component: SideNav,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Links in the menu's order; the current one says so, and the keyboard goes through them with Tab. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Menu de mon espace' });
    const links = within(menu).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(account.map((item) => item.label));
    await expect(within(menu).getByRole('link', { name: 'Profil' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.querySelectorAll('[aria-current]')).toHaveLength(1);
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
    // Icons are decorative: the names are the labels alone.
    await expect(links[1]).toHaveAccessibleName('Messages');
    await expect(menu.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** `linkComponent` renders each entry with the router's link, which receives `href`, the class and `aria-current`. */
export const WithRouterLinks: Story = {
  args: { linkComponent: RouterLink },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    for (const link of links) await expect(link).toHaveAttribute('data-router-link');
    await expect(canvas.getByRole('link', { name: 'Profil' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Without `label`, the landmark takes the catalogue’s name (here French). */
export const DefaultLabel: Story = {
  args: { label: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation')).toHaveAccessibleName('Menu de la rubrique');
  },
};

/** On a phone the menu is a row of entries above the content, that wraps. */
export const Mobile: Story = {
  ...InLayout,
  globals: onPhone,
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation');
    const content = canvas.getByRole('heading', { name: 'Mon profil' });
    await expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(content.getBoundingClientRect().top);
    const [first, second] = canvas.getAllByRole('link');
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
  },
};

/** The current entry keeps a frame in forced colours, where its tint would vanish. */
export const ForcedColours: Story = {
  // Run by the `storybook:forced-colors` Vitest project, in Chromium's forced-colours emulation
  // (in the Storybook UI: DevTools › Rendering › Emulate CSS media feature forced-colors).
  tags: ['forced-colors'],
  play: async ({ canvas }) => {
    const current = canvas.getByRole('link', { name: 'Profil' });
    await expect(getComputedStyle(current).outlineStyle).toBe('solid');
    await expect(getComputedStyle(canvas.getByRole('link', { name: 'Messages' })).outlineStyle).toBe('none');
  },
};
