import { SiteHeader, type LinkComponentProps, type SiteHeaderUser } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

/**
 * Stands in for a router link adapter. Storybook's preview sets `<base target="_parent">`, so a
 * plain link would navigate the whole Storybook page: the demo cancels the navigation and still
 * calls the component's handler (which closes the menus).
 */
function DemoLink({ children, href, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        // The component's handler first, as a router link does: Radix skips its own once the default is prevented.
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

const navItems = [
  { href: '#accueil', label: 'Accueil' },
  { href: '#a-propos', label: 'À-propos' },
  { href: '#services', label: 'Services' },
  { href: '#solutions', label: 'Solutions' },
  { href: '#blog', label: 'Blog' },
  { href: '#tarifs', label: 'Tarifs' },
  { href: '#recrutement', label: 'Recrutement' },
  { href: '#contact', label: 'Contact' },
];

const navLabels = navItems.map((item) => item.label);

const withCurrent = (label: string) => navItems.map((item) => ({ ...item, current: item.label === label }));

const guestActions = [
  { href: '#connexion', label: 'Connexion', variant: 'ghost' as const },
  { href: '#inscription', label: 'Inscription', variant: 'primary' as const },
];

const makeUser = (): SiteHeaderUser => ({
  name: 'Hanitra Rakotomalala',
  menuItems: [
    { type: 'link', href: '#admin', label: 'Panel Admin' },
    { type: 'link', href: '#mon-espace', label: 'Mon Espace' },
    { type: 'action', label: 'Déconnexion', onSelect: fn() },
  ],
});

/** The spy of the user's « Déconnexion » entry. */
const signOutOf = (user: SiteHeaderUser | undefined) => {
  const item = user?.menuItems.find((entry) => entry.type === 'action');
  if (item?.type !== 'action') throw new Error('The story needs an action entry');
  return item.onSelect;
};

const meta = {
  title: 'Components/SiteHeader',
  component: SiteHeader,
  args: {
    brand: <DemoLink href="#accueil">Company</DemoLink>,
    navItems: withCurrent('Accueil'),
    linkComponent: DemoLink,
    actions: guestActions,
  },
  argTypes: {
    brand: { control: false },
    linkComponent: { control: false },
    user: { control: 'object' },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Render once at the top of every page of the site, after the skip links: it is the `banner` landmark with the brand, the main navigation (`id="navigation"`, the skip link target) and either the guest calls to action or the signed-in user’s account menu. Mark the page being shown with `current`. Below 768 px the links move into a side panel opened by « Menu ».',
      },
    },
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A guest on a desktop screen: every link in one row, « Connexion » and « Inscription » on the right. */
export const GuestDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    const nav = within(banner).getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav).toHaveAttribute('id', 'navigation');
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(navLabels);
    await expect(within(banner).getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '#connexion');
    await expect(within(banner).getByRole('link', { name: 'Inscription' })).toHaveAttribute('href', '#inscription');
    // The small-screen menu button is not rendered at this width.
    await expect(within(banner).queryByRole('button', { name: 'Menu' })).toBeNull();
    // One row: the navigation sits beside the brand.
    const brandBox = within(banner).getByRole('link', { name: 'Company' }).getBoundingClientRect();
    await expect(nav.getBoundingClientRect().top).toBeLessThan(brandBox.bottom);
  },
};

/** The page being shown is marked by `aria-current` and an underline bar, not by colour alone. */
export const ActiveItem: Story = {
  args: { navItems: withCurrent('Services') },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navigation principale' });
    const current = within(nav).getByRole('link', { name: 'Services' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
    await expect(within(nav).getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
    const bar = getComputedStyle(current, '::after');
    await expect(bar.content).not.toBe('none');
    await expect(bar.height).toBe('3px');
  },
};

/** Tab moves through the brand, the links and the actions in order. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Company' })).toHaveFocus();
    for (const label of navLabels) {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: label })).toHaveFocus();
    }
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Connexion' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Inscription' })).toHaveFocus();
  },
};

/** A signed-in user: the actions give way to a menu button with the user’s name. */
export const SignedIn: Story = {
  args: { user: makeUser(), navItems: withCurrent('Solutions') },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Hanitra Rakotomalala' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Connexion' })).toBeNull();
  },
};

/** The account menu, opened with the pointer; the arrows move between its entries. */
export const UserMenuOpen: Story = {
  args: { user: makeUser(), navItems: withCurrent('Solutions') },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Hanitra Rakotomalala' });
    await userEvent.click(trigger);

    const menu = await body.findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Panel Admin', 'Mon Espace', 'Déconnexion']);
    await expect(within(menu).getByRole('menuitem', { name: 'Panel Admin' })).toHaveAttribute('href', '#admin');
    await expect(within(menu).getByRole('menuitem', { name: 'Mon Espace' })).toHaveAttribute('href', '#mon-espace');

    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
  },
};

/** Escape closes the menu and gives focus back to its button; choosing « Déconnexion » calls its callback. */
export const UserMenuKeyboard: Story = {
  args: { user: makeUser() },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Hanitra Rakotomalala' });

    await userEvent.click(trigger);
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // From the keyboard the menu opens on its first entry.
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Panel Admin' })).toHaveFocus());
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Déconnexion' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(signOutOf(args.user)).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Choosing a page in the account menu follows the link and closes the menu. */
export const UserMenuChooseLink: Story = {
  args: { user: makeUser() },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Hanitra Rakotomalala' }));
    const menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Mon Espace' }));
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(signOutOf(args.user)).not.toHaveBeenCalled();
  },
};

/** On a tablet the links take their own row under the brand and the actions. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  args: { navItems: withCurrent('Tarifs') },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navigation principale' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(navItems.length);
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

/** On a phone the links and actions hide behind « Menu ». */
export const MobileMenuClosed: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    // The navigation landmark stays (skip link target) around the menu button.
    const nav = canvas.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav).toContainElement(button);
    await expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.queryByRole('link', { name: 'Connexion' })).toBeNull();
  },
};

/** « Menu » opens a side panel repeating the links and actions; Escape closes it and focus returns to « Menu ». */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { navItems: withCurrent('Services'), onMenuOpenChange: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: 'Menu' });
    await user.click(button);

    const dialog = await body.findByRole('dialog', { name: 'Menu' });
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(true);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button.getAttribute('aria-controls')).toBe(dialog.id);
    const nav = within(dialog).getByRole('navigation', { name: 'Navigation principale' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(navLabels);
    await expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    await expect(within(dialog).getByRole('link', { name: 'Connexion' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Inscription' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Fermer le menu' })).toBeVisible();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The open panel, as a phone shows it. */
export const MobileMenuPanel: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { navItems: withCurrent('Services'), defaultMenuOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    // Focus is trapped in the panel.
    await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
  },
};

/** Choosing a link in the panel closes it and gives focus back to « Menu ». */
export const MobileMenuChooseLink: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: 'Menu' });
    await user.click(button);
    const dialog = await body.findByRole('dialog', { name: 'Menu' });
    await user.click(within(dialog).getByRole('link', { name: 'Tarifs' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** « Fermer le menu » closes the panel, from the pointer or the keyboard. */
export const MobileMenuCloseButton: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: 'Menu' });

    await user.click(button);
    let dialog = await body.findByRole('dialog', { name: 'Menu' });
    await user.click(within(dialog).getByRole('button', { name: 'Fermer le menu' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();

    // Keyboard: Enter opens, Tab stays in the panel, Space on the close button closes it.
    await user.keyboard('{Enter}');
    dialog = await body.findByRole('dialog', { name: 'Menu' });
    const close = within(dialog).getByRole('button', { name: 'Fermer le menu' });
    await waitFor(() => expect(close).toHaveFocus());
    await user.keyboard(' ');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** A signed-in user on a phone: the panel lists the account entries; « Déconnexion » calls its callback and closes it. */
export const MobileSignedIn: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { user: makeUser() },
  play: async ({ args, canvas, canvasElement }) => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('button', { name: 'Hanitra Rakotomalala' })).toBeNull();
    const button = canvas.getByRole('button', { name: 'Menu' });
    await user.click(button);
    const dialog = await body.findByRole('dialog', { name: 'Menu' });
    await expect(within(dialog).getByText('Hanitra Rakotomalala')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Panel Admin' })).toHaveAttribute('href', '#admin');
    await expect(within(dialog).getByRole('link', { name: 'Mon Espace' })).toHaveAttribute('href', '#mon-espace');
    await user.click(within(dialog).getByRole('button', { name: 'Déconnexion' }));
    await expect(signOutOf(args.user)).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** The signed-in panel left open, for its look. */
export const MobileSignedInPanel: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { user: makeUser(), navItems: withCurrent('Accueil'), defaultMenuOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' });
    await expect(within(dialog).getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  },
};

/** Long French labels wrap without overflowing the header. */
export const LongFrenchLabels: Story = {
  args: {
    brand: <DemoLink href="#accueil">Company Relation Client</DemoLink>,
    navItems: [
      { href: '#accueil', label: 'Accueil' },
      { href: '#services', label: 'Nos services d’externalisation', current: true },
      { href: '#solutions', label: 'Solutions sur mesure' },
      { href: '#tarifs', label: 'Tarifs et abonnements' },
      { href: '#recrutement', label: 'Recrutement et carrières' },
      { href: '#contact', label: 'Nous contacter' },
    ],
    actions: [
      { href: '#connexion', label: 'Se connecter', variant: 'ghost' },
      { href: '#devis', label: 'Demander un devis gratuit', variant: 'primary' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Long labels in the phone panel. */
export const LongFrenchLabelsMobile: Story = {
  ...LongFrenchLabels,
  globals: { viewport: { value: 'mobile' } },
  args: { ...LongFrenchLabels.args, defaultMenuOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
