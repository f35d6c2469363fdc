import { SiteFooter, siteFooterHeadingLevels } from '@company/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';

const groups = [
  {
    title: 'Entreprise',
    links: [
      { href: '/about', label: 'À propos' },
      { href: '/services', label: 'Services' },
      { href: '/solutions', label: 'Solutions' },
      { href: '/recrutement', label: 'Recrutement' },
    ],
  },
  {
    title: 'Assistance',
    links: [
      { href: '/contact', label: 'Contact' },
      { href: '/faq', label: 'FAQ' },
      { href: '/support', label: 'Support' },
      { href: '/documentation', label: 'Documentation' },
    ],
  },
  {
    title: 'Mentions légales',
    links: [
      { href: '/mentions-legales', label: 'Mentions légales' },
      { href: '/confidentialite', label: 'Confidentialité' },
      { href: '/conditions', label: 'Conditions d’utilisation' },
      { href: '/cookies', label: 'Cookies' },
    ],
  },
];

const contact = {
  phone: '+261 20 00 000 00',
  email: 'contact@company.example',
  address: 'Lot II A 12, Boulevard Joffre, Toamasina 501, Madagascar',
};

const social = [
  { href: 'https://www.facebook.com/company.example', label: 'Facebook' },
  { href: 'https://www.linkedin.com/company/company-example', label: 'LinkedIn' },
];

const meta = {
  title: 'Blocks/SiteFooter',
  component: SiteFooter,
  args: {
    brand: 'Company',
    description:
      'Centres de relation client, externalisation et services numériques pour les entreprises, depuis Toamasina.',
    groups,
    contact,
    social,
    copyright: '© 2026 Company. Tous droits réservés.',
    credit: 'Réalisé par le département Systèmes d’information',
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: siteFooterHeadingLevels },
    linkComponent: { control: false },
    brand: { control: 'text' },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      guidelines: guidelines({
        purpose:
          'The site footer closes every page: the company in a sentence, columns of links to the main pages, the contact details, the social networks and the legal line. It is the «\u00a0pied de page\u00a0» that the skip link «\u00a0Aller au pied de page\u00a0» reaches.',
        alternatives: [
          'Contact details in the body of a page (contact, support): use ContactDetails.',
          'Navigation at the top of the page: use SiteHeader; the footer repeats the main pages, it does not replace the menu.',
        ],
        anatomy: [
          {
            part: 'Identity (optional)',
            description: 'the brand and one sentence about the company, then the social links.',
            selector: 'footer > div > div:first-child > div:first-child',
          },
          {
            part: 'Link columns',
            description: 'a heading and up to five links each; side by side on wide screens, two by two on phones.',
            selector: 'footer > div > div:first-child > div:nth-child(2)',
          },
          {
            part: 'Contact (optional)',
            description: 'phone and e-mail as links, the postal address.',
            selector: 'div:has(> address)',
          },
          {
            part: 'Legal line',
            description: 'the copyright, built by the site with the year, and the credit.',
            selector: 'footer > div > div:last-child',
          },
        ],
        dos: [
          {
            caption:
              'Three or four columns whose headings say what is inside, with the legal pages in their own column.',
            example: (
              <SiteFooter
                groups={groups.slice(1, 3).map((group) => ({ ...group, links: group.links.slice(0, 3) }))}
                copyright="© 2026 Company. Tous droits réservés."
              />
            ),
          },
          {
            caption:
              'Social links named by the network: the footer adds «\u00a0(nouvel onglet)\u00a0» for screen readers.',
            example: <SiteFooter brand="Company" social={social} copyright="© 2026 Company. Tous droits réservés." />,
          },
        ],
        donts: [
          {
            caption: 'A column of a dozen links: the footer turns into a site map nobody reads; keep the main pages.',
            example: (
              <SiteFooter
                groups={[
                  {
                    title: 'Liens',
                    links: Array.from({ length: 12 }, (_, index) => ({
                      href: `/page-${index + 1}`,
                      label: `Page ${index + 1}`,
                    })),
                  },
                ]}
                copyright="© 2026 Company. Tous droits réservés."
              />
            ),
          },
          {
            caption:
              'Vague labels such as «\u00a0Cliquez ici\u00a0» or «\u00a0Lien\u00a0» say nothing out of context, for screen readers too.',
            example: (
              <SiteFooter
                groups={[
                  {
                    title: 'Informations',
                    links: [
                      { href: '/mentions-legales', label: 'Cliquez ici' },
                      { href: '/cookies', label: 'Lien' },
                    ],
                  },
                ]}
                copyright="© 2026 Company. Tous droits réservés."
              />
            ),
          },
        ],
        content: [
          'Column headings: one or two words in sentence case: «\u00a0Entreprise\u00a0», «\u00a0Assistance\u00a0», «\u00a0Mentions légales\u00a0».',
          'Links: the name of the page they open, as in the menu: «\u00a0À propos\u00a0», «\u00a0Politique de confidentialité\u00a0».',
          'Description: one sentence on what the company does and where: «\u00a0Centres de relation client, externalisation et services numériques, depuis Toamasina.\u00a0»',
          'Legal line: «\u00a0© 2026 Company. Tous droits réservés.\u00a0», the year given by the site.',
          'French typography: the typographic apostrophe («\u00a0Conditions d’utilisation\u00a0», not a straight one), a no-break space before «\u00a0:\u00a0» and between the groups of a phone number.',
        ],
        keyboard: [
          {
            keys: 'Tab',
            action:
              'Moves through the social links, the column links, then the phone and e-mail links, in reading order. The footer itself is no stop: only the skip link focuses it.',
          },
          { keys: 'Enter', action: 'On a link: follows it; a social link opens in a new tab, as its name says.' },
        ],
        accessibility: [
          'A `<footer>`, the page’s `contentinfo` landmark, with `id="footer"` and `tabIndex={-1}`, so the skip link «\u00a0Aller au pied de page\u00a0» moves the focus to it.',
          'Each column and the contact block has a heading of `headingLevel` (2 by default, to fit the page outline) over a list of links, announced with their number.',
          'The contact details are in an `<address>`: the phone is a `tel:` link and the e-mail a `mailto:` link; their icons are hidden from assistive technology.',
          'Social links open a new tab and say so to screen readers with hidden text, «\u00a0(nouvel onglet)\u00a0» (`newTabLabel`); their icons are hidden, the network’s name is the link’s name.',
        ],
      }),
    },
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** Only the legal line and one column: for a landing page or an error page. */
export const Minimal: Story = {
  args: {
    brand: undefined,
    description: undefined,
    social: [],
    contact: undefined,
    credit: undefined,
    groups: [
      {
        title: 'Mentions légales',
        links: [
          { href: '/mentions-legales', label: 'Mentions légales' },
          { href: '/confidentialite', label: 'Confidentialité' },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getAllByRole('link')).toHaveLength(2);
    await expect(footer.querySelector('address')).toBeNull();
  },
};

/** Long French labels wrap inside their column. */
export const LongFrenchText: Story = {
  args: {
    description:
      'Depuis Toamasina, nous accompagnons les entreprises francophones dans l’externalisation de leur relation client, le traitement de leurs données et la transformation numérique de leurs services, 24 h/24 et 7 j/7.',
    groups: [
      ...groups.slice(0, 2),
      {
        title: 'Informations réglementaires et juridiques',
        links: [
          { href: '/mentions-legales', label: 'Mentions légales et informations sur l’éditeur du site' },
          { href: '/confidentialite', label: 'Politique de confidentialité et protection des données personnelles' },
          { href: '/conditions', label: 'Conditions générales d’utilisation' },
        ],
      },
    ],
  },
};

/** The French names designers use for SiteFooter: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Pied de page · footer · liens légaux',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
