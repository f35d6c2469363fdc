import { Breadcrumbs } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { threeLevels } from '../support/fixtures/Breadcrumbs';
import { phoneWidth } from '../support/frame';
import { onPhone } from '../support/viewport';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: { items: threeLevels },
  argTypes: { linkComponent: { control: false } },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'Breadcrumbs show where a page sits in the site, from the home page down to the current page, with a link back up to each level. Use them on pages two or more levels deep: a service, an article, a job offer. Place them under the header, above the page title.',
        alternatives: [
          'The steps of a process (a quote request, an order): use Steps; breadcrumbs show places, not progress.',
          'Switching between views of the same page: use Tabs.',
        ],
        anatomy: [
          {
            part: 'Links',
            description: 'one per level above the current page, underlined on hover.',
            selector: 'li a[href]',
          },
          { part: 'Separators', description: 'chevrons between levels, decorative.', selector: 'li svg' },
          {
            part: 'Current page',
            description: 'the last item, in bold, not a link.',
            selector: '[aria-current="page"]',
          },
        ],
        dos: [
          {
            caption: 'Each level named as in the menu and in its page title, so the visitor recognises it.',
            example: (
              <Breadcrumbs
                label="Fil d’Ariane, exemple à suivre"
                items={[
                  { href: '/', label: 'Accueil' },
                  { href: '/services', label: 'Services' },
                  { label: 'Support client' },
                ]}
              />
            ),
          },
          {
            caption: 'A long current title may wrap: it stays whole rather than cut.',
            example: (
              <div style={{ maxWidth: '22rem' }}>
                <Breadcrumbs
                  label="Fil d’Ariane, titre long"
                  items={[
                    { href: '/', label: 'Accueil' },
                    { href: '/blog', label: 'Blog' },
                    { label: 'Comment choisir un partenaire de relation client 24 h/24 ?' },
                  ]}
                />
              </div>
            ),
          },
        ],
        donts: [
          {
            caption: 'Breadcrumbs for the steps of a form: the visitor cannot go « back up » to a step; use Steps.',
            example: (
              <Breadcrumbs
                label="Fil d’Ariane, mauvais usage"
                items={[
                  { href: '#coordonnees', label: 'Coordonnées' },
                  { href: '#besoin', label: 'Votre besoin' },
                  { label: 'Confirmation' },
                ]}
              />
            ),
          },
          {
            caption: 'A trail on a page just under the home page: « Accueil › Contact » adds nothing to the menu.',
            example: (
              <Breadcrumbs
                label="Fil d’Ariane, inutile"
                items={[{ href: '/', label: 'Accueil' }, { label: 'Contact' }]}
              />
            ),
          },
        ],
        content: [
          'Use the page’s own name, as in the menu: « Services », not « Nos services et nos offres ».',
          'Sentence case, no final full stop; the first item is always « Accueil ».',
          'The current page may keep its full title, even long: it wraps and is never cut.',
          'French typography: a non-breaking space before « : », « ; », « ! », « ? », inside « » and in « 24 h/24 »; the typographic apostrophe ’.',
        ],
        keyboard: [
          {
            keys: 'Tab',
            action:
              'Moves to the next link of the trail, then out of it: the current page is not a link and takes no focus.',
          },
          { keys: 'Shift + Tab', action: 'Moves to the previous link.' },
          { keys: 'Enter', action: 'On a link: opens its page.' },
        ],
        accessibility: [
          'The trail is a navigation landmark (`nav`) named «\u00a0Fil d’Ariane\u00a0» in French by default; give `label` another name when a page shows two trails.',
          'The levels are an ordered list, so screen readers announce how many there are; the current page carries `aria-current="page"`.',
          'The chevrons are decorative and hidden from screen readers; they point the other way in right-to-left pages and take the text colour under forced colours.',
        ],
      }),
    },
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

const stateCaption = { margin: '0 0 0.25rem', fontSize: '0.875rem', fontWeight: 600 } as const;

/** A link at rest, on hover and with keyboard focus; the current page is never a link. */
export const States: Story = {
  tags: ['main'],
  parameters: {
    pseudo: {
      hover: ['[data-state-demo="hover"] li:first-child a'],
      focusVisible: ['[data-state-demo="focus"] li:first-child a'],
    },
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.25rem' }}>
      <div>
        <p style={stateCaption}>Liens au repos</p>
        <Breadcrumbs {...args} label="Fil d’Ariane, liens au repos" />
      </div>
      <div>
        <p style={stateCaption}>«&nbsp;Accueil&nbsp;» survolé</p>
        <Breadcrumbs {...args} label="Fil d’Ariane, lien survolé" data-state-demo="hover" />
      </div>
      <div>
        <p style={stateCaption}>«&nbsp;Accueil&nbsp;» avec le focus</p>
        <Breadcrumbs {...args} label="Fil d’Ariane, lien avec le focus" data-state-demo="focus" />
      </div>
    </div>
  ),
};

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
  globals: onPhone,
  decorators: [phoneWidth],
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The French names designers use for Breadcrumbs: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Fil d’Ariane · chemin de navigation · niveaux',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
