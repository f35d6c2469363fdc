import { SiteHeader } from '@company/blocks';
import { Button, type LinkComponentProps } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { forcedStates } from '../docs/states';
import {
  makeUser,
  menuPopover,
  navItems,
  navLabels,
  signOutOf,
  userMenuButton,
  withCurrent,
} from '../support/fixtures/blocks/SiteHeader';
import { phoneWidth } from '../support/frame';
import { DemoLink } from '../support/links';
import { onDesktop, onPhone, onTablet } from '../support/viewport';

/** The open panel covers its frame: on the docs page, a frame of its own rather than the whole page. */
const ownFrameInDocs = { docs: { story: { inline: false, height: '40rem' } } };

/** The state each demo link is forced into by the pseudo-states addon, by its address. */
const demoStates: Record<string, string> = { '#survol': 'hover', '#focus': 'focus' };

/** `DemoLink` marked with the state the States story forces on it. */
function StateDemoLink(props: LinkComponentProps) {
  return <DemoLink {...props} data-state-demo={demoStates[props.href]} />;
}

const guestActions = [
  { href: '#connexion', label: 'Connexion', variant: 'ghost' as const },
  { href: '#inscription', label: 'Inscription', variant: 'primary' as const },
];

const meta = {
  title: 'Blocks/SiteHeader',
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
      guidelines: guidelines({
        purpose:
          'The header at the top of every page: the brand, the main navigation, and either the guest calls to action or the signed-in user’s account menu. The links sit beside the brand when they fit, on a row of their own when they do not, and behind «\u00a0Menu\u00a0» in a side panel when even that row is too narrow.',
        alternatives: [
          'Pages of one section (the chapters of a documentation): a navigation inside the page, or Tabs for views of one page; not more header links.',
          'Where the visitor is in a deep hierarchy: Breadcrumbs below the header.',
          'Legal notices, social networks and secondary pages: SiteFooter.',
        ],
        anatomy: [
          {
            part: 'Brand',
            description: 'the logo or name, a link to the home page.',
            selector: 'header > div > div:first-child',
          },
          {
            part: 'Navigation',
            description: 'the main links; the current page is marked by `aria-current` and an underline bar.',
            selector: 'nav',
          },
          {
            part: 'Actions or account menu',
            description: 'guest calls to action (the last one primary), or the signed-in user’s name opening a menu.',
            selector: 'nav + div',
          },
          {
            part: 'Menu button and panel',
            description:
              'replace the links and actions when they do not fit, as on a phone; the panel repeats them all.',
            story: 'MobileMenuClosed',
            selector: 'button[aria-haspopup="dialog"]',
          },
        ],
        dos: [
          {
            caption: 'Links of one or two words, so that they fit beside or below the brand, and one primary action.',
            example: (
              <SiteHeader
                navId="exemple-navigation-courte"
                brand={<DemoLink href="#accueil">Company</DemoLink>}
                linkComponent={DemoLink}
                navItems={[
                  { href: '#services', label: 'Services', current: true },
                  { href: '#tarifs', label: 'Tarifs' },
                  { href: '#references', label: 'Références' },
                  { href: '#contact', label: 'Contact' },
                ]}
                actions={[{ href: '#devis', label: 'Demander un devis' }]}
              />
            ),
          },
          {
            caption:
              'Guest actions as the header shows them: «\u00a0Connexion\u00a0» in the ghost style, the last action primary.',
            example: (
              <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
                <Button asChild variant="ghost">
                  <DemoLink href="#connexion">Connexion</DemoLink>
                </Button>
                <Button asChild>
                  <DemoLink href="#inscription">Inscription</DemoLink>
                </Button>
              </div>
            ),
          },
        ],
        donts: [
          {
            caption:
              'Long labels: they push the navigation behind «\u00a0Menu\u00a0» on screens that could show short ones. Shorten them, or move some pages to the footer.',
            example: (
              <SiteHeader
                navId="exemple-navigation-longue"
                brand={<DemoLink href="#accueil">Company Relation Client</DemoLink>}
                linkComponent={DemoLink}
                navItems={[
                  { href: '#services', label: 'Nos services d’externalisation', current: true },
                  { href: '#solutions', label: 'Solutions sur mesure' },
                  { href: '#tarifs', label: 'Tarifs et abonnements' },
                  { href: '#carrieres', label: 'Recrutement et carrières' },
                ]}
                actions={[{ href: '#devis', label: 'Demander un devis gratuit' }]}
              />
            ),
          },
          {
            caption:
              'Two primary actions: nothing tells the visitor which one matters. Keep «\u00a0Connexion\u00a0» in the ghost style.',
            example: (
              <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
                <Button asChild>
                  <DemoLink href="#connexion">Connexion</DemoLink>
                </Button>
                <Button asChild>
                  <DemoLink href="#inscription">Inscription</DemoLink>
                </Button>
              </div>
            ),
          },
        ],
        content: [
          'One or two words per link, nouns rather than sentences: «\u00a0Services\u00a0», «\u00a0Tarifs\u00a0», «\u00a0Contact\u00a0».',
          'Sentence case, with accents on capitals: «\u00a0À propos\u00a0», not «\u00a0A Propos\u00a0».',
          'Actions say what happens: «\u00a0Connexion\u00a0», «\u00a0Demander un devis\u00a0»; no final punctuation.',
          'The same label in the header and on the page it leads to, so the visitor knows they arrived.',
        ],
        keyboard: [
          {
            keys: 'Tab',
            action:
              'Moves through the brand, the navigation links, then the actions or the account button, in that order; on small screens «\u00a0Menu\u00a0» stands in for the links and the actions.',
          },
          { keys: 'Enter', action: 'On a link: follows it.' },
          {
            keys: 'Enter / Space',
            action:
              'On «\u00a0Menu\u00a0»: opens the side panel and moves the focus to its close button, «\u00a0Fermer le menu\u00a0».',
          },
          {
            keys: 'Tab / Shift + Tab',
            action: 'In the open panel: goes round its links and buttons, never out to the page behind it.',
          },
          {
            keys: 'Enter / Space / ↓',
            action: 'On the account button (signed in): opens the account menu on its first entry.',
          },
          {
            keys: '↓ / ↑ / Home / End',
            action: 'In the account menu: moves between its entries; Enter chooses one and closes the menu.',
          },
          {
            keys: 'Escape',
            action:
              'In the open panel: closes it and gives the focus back to «\u00a0Menu\u00a0» (choosing a link or the close button does the same). In the account menu: closes it and gives the focus back to the account button.',
          },
        ],
        accessibility: [
          'A `<header>`, the page’s `banner` landmark, holding a `<nav>` named «\u00a0Navigation principale\u00a0» (`navLabel`) with `id="navigation"`: the skip link «\u00a0Aller à la navigation\u00a0» moves the focus to it, on small screens too.',
          'The current page’s link has `aria-current="page"` and an underline bar, not a colour alone; in forced colours the bar takes the link colour.',
          '«\u00a0Menu\u00a0» says it opens a dialog (`aria-haspopup`, `aria-expanded`, `aria-controls`); the panel is a `dialog` named by its title «\u00a0Menu\u00a0», takes the focus on its close button, keeps Tab inside and gives the focus back to «\u00a0Menu\u00a0» when it closes. It opens and closes without a script, as a popover.',
          'Signed in, the account button (`aria-haspopup="menu"`) is named by the user’s name, its initial hidden; the menu is the package’s DropdownMenu.',
        ],
      }),
      description: {
        component:
          'Render once at the top of every page of the site, after the skip links: it is the `banner` landmark with the brand, the main navigation (`id="navigation"`, the skip link target) and either the guest calls to action or the signed-in user’s account menu. Mark the page being shown with `current`. Below 768 px, and wherever the links do not fit even on a row of their own (the header measures them), they move into a side panel opened by « Menu ». The panel is a popover in the page’s HTML: rendered on the server and never hydrated, the header still lays out by the screen’s width, « Menu » opens the panel, and Escape, a click outside or its close button close it.',
      },
    },
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** A link at rest, hovered, focused from the keyboard, and the current page. */
export const States: Story = {
  tags: ['main'],
  globals: onDesktop,
  parameters: {
    pseudo: forcedStates,
  },
  args: {
    linkComponent: StateDemoLink,
    navItems: [
      { href: '#repos', label: 'Au repos' },
      { href: '#survol', label: 'Survol' },
      { href: '#focus', label: 'Focus' },
      { href: '#courante', label: 'Page courante', current: true },
    ],
  },
};

/** A guest on a desktop screen: every link in one row, « Connexion » and « Inscription » on the right. */
export const GuestDesktop: Story = {
  globals: onDesktop,
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
    // One link marked among those shown (the closed panel's copies are hidden).
    await expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toEqual([current]);
    await expect(within(nav).getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
    const bar = getComputedStyle(current, '::after');
    await expect(bar.content).not.toBe('none');
    await expect(bar.height).toBe('3px');
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
  tags: ['main'],
  args: { user: makeUser(), navItems: withCurrent('Solutions') },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(userMenuButton(canvas));

    // What the visitor waits for: the menu showing, after its code has loaded if it had not yet.
    const menu = await body.findByRole('menu');
    const trigger = userMenuButton(canvas);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', menu.id);
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

/** On a tablet the links take their own row under the brand and the actions. */
export const Tablet: Story = {
  globals: onTablet,
  args: { navItems: withCurrent('Tarifs') },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navigation principale' });
    // The header lays itself out once it has measured the width the viewport gives it.
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(navItems.length));
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

/** On a phone the links and actions hide behind « Menu ». */
export const MobileMenuClosed: Story = {
  globals: onPhone,
  decorators: [phoneWidth],
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

/**
 * « Menu » opens a side panel repeating the links and the actions, the current page marked. The
 * panel is a popover inside the navigation landmark, which the browser opens from the button.
 */
export const MobileMenuOpen: Story = {
  tags: ['main'],
  globals: onPhone,
  decorators: [phoneWidth],
  args: { navItems: withCurrent('Services'), onMenuOpenChange: fn() },
  play: async ({ args, canvas }) => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const button = canvas.getByRole('button', { name: 'Menu' });
    await user.click(button);

    const dialog = await canvas.findByRole('dialog', { name: 'Menu' });
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(true);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const popover = menuPopover(button);
    await expect(popover).toContainElement(dialog);
    await expect(button.getAttribute('aria-controls')).toBe(popover.id);
    await expect(canvas.getByRole('navigation', { name: 'Navigation principale' })).toContainElement(popover);
    await expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([...navLabels, 'Connexion', 'Inscription']);
    await expect(within(dialog).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    await expect(within(dialog).getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
    await expect(within(dialog).getByRole('link', { name: 'Connexion' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Inscription' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Fermer le menu' })).toBeVisible();
  },
};

/** The open panel, as a phone shows it. */
export const MobileMenuPanel: Story = {
  parameters: ownFrameInDocs,
  globals: onPhone,
  decorators: [phoneWidth],
  args: { navItems: withCurrent('Services'), defaultMenuOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    // Open from the start, it has the focus, on its close button.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Fermer le menu' })).toHaveFocus());
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
  },
};

/** A signed-in user on a phone: the panel lists the account entries; « Déconnexion » calls its callback and closes it. */
export const MobileSignedIn: Story = {
  globals: onPhone,
  decorators: [phoneWidth],
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
  parameters: ownFrameInDocs,
  globals: onPhone,
  decorators: [phoneWidth],
  args: { user: makeUser(), navItems: withCurrent('Accueil'), defaultMenuOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' });
    await expect(within(dialog).getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  },
};

const longLabelsArgs = {
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
    { href: '#connexion', label: 'Se connecter', variant: 'ghost' as const },
    { href: '#devis', label: 'Demander un devis gratuit', variant: 'primary' as const },
  ],
};

/**
 * Long French labels: too long to share the brand's row on a desktop screen, the links take a row of
 * their own below it, aligned with the brand, rather than wrapping in the middle of the header. In a
 * header narrower than that row, as in this page's column, they go behind « Menu ».
 */
export const LongFrenchLabels: Story = {
  globals: onDesktop,
  args: longLabelsArgs,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const banner = canvas.getByRole('banner');
    const brand = within(banner).getByRole('link', { name: 'Company Relation Client' }).getBoundingClientRect();
    const nav = within(banner).getByRole('navigation', { name: 'Navigation principale' });
    const [first, ...others] = within(nav).getAllByRole('link');
    if (!first) throw new Error('No link in the navigation');
    const firstBox = first.getBoundingClientRect();
    // One row, below the brand's, its first label starting where the brand does.
    for (const link of others) await expect(link.getBoundingClientRect().top).toBe(firstBox.top);
    await expect(firstBox.top).toBeGreaterThanOrEqual(brand.bottom);
    const firstText = firstBox.left + parseFloat(getComputedStyle(first).paddingLeft);
    await expect(Math.abs(firstText - brand.left)).toBeLessThanOrEqual(1);
    // The actions stay on the brand's row.
    const quote = within(banner).getByRole('link', { name: 'Demander un devis gratuit' }).getBoundingClientRect();
    await expect(quote.top).toBeLessThan(brand.bottom);
    await expect(within(banner).queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

/** The same labels on a tablet: not even a row of their own holds them, so they go behind « Menu », as on a phone. */
export const LongFrenchLabelsTablet: Story = {
  globals: onTablet,
  args: longLabelsArgs,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const button = canvas.getByRole('button', { name: 'Menu' });
    await expect(button).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav).toContainElement(button);
    await expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.queryByRole('link', { name: 'Demander un devis gratuit' })).toBeNull();
    const brand = canvas.getByRole('link', { name: 'Company Relation Client' }).getBoundingClientRect();
    await expect(button.getBoundingClientRect().top).toBeLessThan(brand.bottom);
  },
};

/** Long labels in the phone panel. */
export const LongFrenchLabelsMobile: Story = {
  parameters: ownFrameInDocs,
  globals: onPhone,
  decorators: [phoneWidth],
  args: { ...longLabelsArgs, defaultMenuOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/** The French names designers use for SiteHeader: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'En-tête du site · menu principal · barre de navigation · header',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
