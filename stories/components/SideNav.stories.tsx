import { Card, Heading, SideNav, SideNavLayout, Text } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, CreditCard, FileText, LifeBuoy, UserRound } from 'lucide-react';
import { expect } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { account } from '../support/fixtures/SideNav';
import { maxWidth } from '../support/frame';

/** A panel for the content beside the menu, as an account page would show it. */
const panel = (
  <Card>
    <Heading level={2} size="heading3">
      Mon profil
    </Heading>
    <Text tone="muted">Les informations de votre compte et vos coordonnées.</Text>
  </Card>
);

const meta = {
  title: 'Navigation/SideNav',
  component: SideNav,
  subcomponents: { SideNavLayout },
  args: { items: account, label: 'Menu de mon espace' },
  argTypes: {
    items: { control: false },
    linkComponent: { control: false },
  },
  decorators: [maxWidth('15rem', { wide: '60rem' })],
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A side menu leads between the pages of one area (an account, a settings space, a help centre): a short list of links with the current page marked. On wide screens it stands beside the content (SideNavLayout); on phones and tablets it becomes a row of entries above it, that wraps, so every page stays one tap away.',
        alternatives: [
          'The site’s main sections: use SiteHeader.',
          'Views of the same content on one page, with no address of their own: use Tabs.',
          'The way back up the hierarchy: use Breadcrumbs.',
        ],
        anatomy: [
          {
            part: 'Landmark',
            description: 'a `<nav>` named by `label`, so screen readers list it among the menus.',
            selector: 'nav',
          },
          {
            part: 'Entry',
            description: 'a link with an optional icon (decorative) and its label.',
            selector: 'a:not([aria-current])',
          },
          {
            part: 'Current entry',
            description: 'the page shown: tinted, and `aria-current="page"` for assistive technology.',
            selector: 'a[aria-current="page"]',
          },
        ],
        dos: [
          {
            caption: 'Short labels of one or two words, an icon for each entry or for none.',
            example: <SideNav label="Menu de mon espace" items={account.slice(0, 4)} />,
          },
          {
            caption: 'Exactly one current entry: the page the visitor is on.',
            example: (
              <SideNav
                label="Menu de l’aide"
                items={[
                  { href: '#demarrer', label: 'Démarrer' },
                  { href: '#facturation', label: 'Facturation', current: true },
                  { href: '#api', label: 'API' },
                ]}
              />
            ),
          },
        ],
        donts: [
          {
            caption: 'Icons on some entries only: the labels no longer line up and the eye stumbles.',
            example: (
              <SideNav
                label="Menu"
                items={[
                  { href: '#profil', label: 'Profil', icon: <UserRound /> },
                  { href: '#factures', label: 'Factures' },
                  { href: '#alertes', label: 'Alertes', icon: <Bell /> },
                ]}
              />
            ),
          },
          {
            caption: 'Long sentences as entries: a menu is scanned, not read.',
            example: (
              <SideNav
                label="Menu"
                items={[
                  { href: '#paiement', label: 'Modifier vos moyens de paiement et vos coordonnées bancaires' },
                  { href: '#factures', label: 'Télécharger toutes vos factures des douze derniers mois' },
                ]}
              />
            ),
          },
        ],
        content: [
          'Labels: a noun in sentence case, one or two words, no final full stop: «\u00a0Profil\u00a0», «\u00a0Paramètres\u00a0».',
          'The landmark’s `label` names the area: «\u00a0Menu de mon espace\u00a0», not «\u00a0Navigation\u00a0», which screen readers already say.',
          'The same labels as the titles of the pages they lead to.',
        ],
        keyboard: [
          { keys: 'Tab', action: 'Moves the focus to the next entry of the menu, in its order; each entry is a link.' },
          { keys: 'Shift + Tab', action: 'Moves the focus to the previous entry.' },
          { keys: 'Enter', action: 'On an entry: follows the link to its page.' },
        ],
        accessibility: [
          'A `<nav>` landmark named by `label` («\u00a0Menu de mon espace\u00a0»); without it, the catalogue’s «\u00a0Menu de la rubrique\u00a0». Give each SideNav of a page a different name.',
          'The entries are links in a list, so screen readers announce their number; the current one has `aria-current="page"` and is announced as the current page.',
          'Icons are hidden from assistive technology: the entry’s name is its label alone.',
          'In forced colours, where the tint vanishes, the current entry keeps a solid outline.',
        ],
      }),
    },
  },
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** Rest, hover, keyboard focus and the current entry. */
export const States: Story = {
  tags: ['main'],
  // The entries' links are the menu's own elements: the forced states name them by address.
  parameters: { pseudo: { hover: ['a[href="#survol"]'], focusVisible: ['a[href="#focus"]'] } },
  args: {
    items: [
      { href: '#repos', label: 'Au repos', icon: <FileText /> },
      { href: '#survol', label: 'Survol', icon: <FileText /> },
      { href: '#focus', label: 'Focus', icon: <FileText /> },
      { href: '#courant', label: 'Page courante', icon: <FileText />, current: true },
    ],
  },
};

/** Without icons, the labels alone. */
export const WithoutIcons: Story = {
  args: {
    label: 'Menu de l’aide',
    items: [
      { href: '#demarrer', label: 'Démarrer' },
      { href: '#facturation', label: 'Facturation', current: true },
      { href: '#api', label: 'API et webhooks' },
      { href: '#securite', label: 'Sécurité' },
    ],
  },
};

/** SideNavLayout: the menu beside the content from the `lg` breakpoint. */
export const InLayout: Story = {
  parameters: { wide: true },
  render: (args) => <SideNavLayout nav={<SideNav {...args} />}>{panel}</SideNavLayout>,
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation');
    const content = canvas.getByRole('heading', { name: 'Mon profil' });
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(content.getBoundingClientRect().left);
  },
};

export const LongFrenchText: Story = {
  args: {
    items: [
      { href: '#factures', label: 'Factures et moyens de paiement', icon: <CreditCard />, current: true },
      { href: '#notifications', label: 'Notifications et alertes de sécurité', icon: <Bell /> },
      { href: '#support', label: 'Support', icon: <LifeBuoy /> },
    ],
  },
};

/** The French names designers use for SideNav: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Menu latéral · navigation latérale · menu de compte · barre latérale',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
