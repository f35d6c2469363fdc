import { SiteFooter, siteFooterHeadingLevels } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

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
      { href: '/conditions', label: "Conditions d'utilisation" },
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
  title: 'Components/SiteFooter',
  component: SiteFooter,
  args: {
    brand: 'Company',
    description:
      'Centres de relation client, externalisation et services numériques pour les entreprises, depuis Toamasina.',
    groups,
    contact,
    social,
    copyright: '© 2026 Company. Tous droits réservés.',
    credit: "Réalisé par le département Systèmes d'information",
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: siteFooterHeadingLevels },
    linkComponent: { control: false },
    brand: { control: 'text' },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Render once at the bottom of every page of the site, after `<main>`: it is the `contentinfo` landmark and the target of the « Aller au pied de page » skip link (`id="footer"`). It holds the site map columns, the contact details and the legal line; the caller builds the copyright line (with the year) so the component stays deterministic.',
      },
    },
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

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
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 });
    const tops = new Set(headings.slice(1).map((heading) => Math.round(heading.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
  },
};

/** On a phone the columns stack, two by two where they fit. */
export const Mobile: Story = {
  // A 375px phone, tall enough for the capture to hold the whole footer.
  parameters: {
    viewport: {
      options: { mobileFull: { name: 'Mobile (375), full page', styles: { width: '375px', height: '1100px' } } },
    },
  },
  globals: { viewport: { value: 'mobileFull' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

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

/** Column titles as `h3`, for a page whose footer sits under an `h2` section. */
export const HeadingLevel3: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(5);
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
          { href: '/conditions', label: "Conditions générales d'utilisation" },
        ],
      },
    ],
  },
};
