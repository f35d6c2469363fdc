import { Pager } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { linkName, next } from '../support/fixtures/Pager';
import { maxWidth, phoneWidth } from '../support/frame';
import { onPhone } from '../support/viewport';

const previous = { href: '#creer-compte', title: 'Créer votre compte sur l’espace client' };

const meta = {
  title: 'Navigation/Pager',
  component: Pager,
  args: { previous, next, label: 'Autres documents' },
  argTypes: {
    previous: { control: 'object' },
    next: { control: 'object' },
    linkComponent: { control: false },
  },
  decorators: [maxWidth('48rem')],
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A pager leads from the page being read to the one before and the one after it in a series read in order: the documents of a documentation, the chapters of a guide, the articles of a file. It closes the page, after the content, and names the pages it leads to so the reader knows where each link goes.',
        alternatives: [
          'The way back up to the list or the home page: use Breadcrumbs.',
          'Numbered pages of search results: a list of page numbers, not a pager.',
          'The pages of an area the reader moves between freely (an account): use SideNav.',
        ],
        anatomy: [
          {
            part: 'Landmark',
            description: 'a `<nav>` named by `label`, so screen readers list it among the menus.',
            selector: 'nav',
          },
          {
            part: 'Direction',
            description: '« Précédent » or « Suivant » with a chevron, small and muted, read before the title.',
            selector: 'a > span:first-child',
          },
          {
            part: 'Title',
            description: 'the title of the page the link leads to, in the link colour.',
            selector: 'a > span:last-child',
          },
        ],
        dos: [
          {
            caption: 'Each link names its page by its own title: the reader knows where it leads before choosing.',
            example: <Pager label="Autres documents, exemple à suivre" previous={previous} next={next} />,
          },
          {
            caption: 'On the first page, the next link alone, still at the end where the eye looks for the way on.',
            example: <Pager label="Autres documents, première page" next={next} />,
          },
        ],
        donts: [
          {
            caption: 'Directions instead of titles: « Page suivante » tells nothing of what comes next.',
            example: (
              <Pager
                label="Autres documents, mauvais usage"
                previous={{ href: '#avant', title: 'Page précédente' }}
                next={{ href: '#apres', title: 'Page suivante' }}
              />
            ),
          },
          {
            caption: 'A pager between pages that are not read in order: the home page and the contact page.',
            example: (
              <Pager
                label="Autres pages, inutile"
                previous={{ href: '#accueil', title: 'Accueil' }}
                next={{ href: '#contact', title: 'Contact' }}
              />
            ),
          },
        ],
        content: [
          'Titles: the page’s own title, as in its heading and in the list it belongs to, even long: it wraps.',
          'The landmark’s `label` names the series: «\u00a0Autres documents\u00a0», «\u00a0Chapitres du guide\u00a0».',
          'Keep the catalogue’s «\u00a0Précédent\u00a0» and «\u00a0Suivant\u00a0» unless the series calls for its own words.',
          'French typography in titles: a non-breaking space before «\u00a0:\u00a0», «\u00a0;\u00a0», «\u00a0!\u00a0», «\u00a0?\u00a0», the typographic apostrophe ’.',
        ],
        keyboard: [
          { keys: 'Tab', action: 'Moves the focus to the previous page’s link, then to the next page’s.' },
          { keys: 'Shift + Tab', action: 'Moves the focus back, from the next page’s link to the previous page’s.' },
          { keys: 'Enter', action: 'On a link: opens its page.' },
        ],
        accessibility: [
          'A `navigation` landmark named by `label` («\u00a0Pages précédente et suivante\u00a0» by default): give it the series’ name when a page has several navigations.',
          'Each link is named by its direction then its page’s title («\u00a0Suivant\u00a0: Inviter vos collaborateurs et gérer les rôles\u00a0»), with a colon hidden on screen between the two; the links sit in a list and carry `rel="prev"` or `rel="next"`.',
          'The chevrons are hidden from assistive technology and point the other way in a right-to-left page.',
        ],
      }),
    },
  },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** Both links: each one's name says its direction, then the title of the page it leads to. */
export const PreviousAndNext: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Autres documents' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAccessibleName(linkName('Précédent', previous.title));
    await expect(links[0]).toHaveAttribute('href', previous.href);
    await expect(links[0]).toHaveAttribute('rel', 'prev');
    await expect(links[1]).toHaveAccessibleName(linkName('Suivant', next.title));
    await expect(links[1]).toHaveAttribute('rel', 'next');
    // The chevrons are decorative.
    for (const icon of nav.querySelectorAll('svg')) await expect(icon).toHaveAttribute('aria-hidden', 'true');
    // Side by side: the next link starts where the previous one ends, on the same row.
    const [first, second] = links.map((link) => link.getBoundingClientRect());
    await expect(second!.top).toBe(first!.top);
    await expect(second!.left).toBeGreaterThan(first!.right);
  },
};

/** The first page of a series: the next link alone, in the end column. */
export const FirstPage: Story = {
  args: { previous: undefined },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Autres documents' });
    const [link] = within(nav).getAllByRole('link');
    await expect(within(nav).getAllByRole('link')).toHaveLength(1);
    await expect(link).toHaveAccessibleName(linkName('Suivant', next.title));
    // It keeps the end column: its right edge is the list's.
    const list = within(nav).getByRole('list').getBoundingClientRect();
    await expect(Math.round(link!.getBoundingClientRect().right)).toBe(Math.round(list.right));
    await expect(link!.getBoundingClientRect().left).toBeGreaterThan(list.left + list.width / 3);
  },
};

/** The last page of a series: the previous link alone. */
export const LastPage: Story = {
  args: { next: undefined },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName(linkName('Précédent', previous.title));
  },
};

/** Rest, hover and keyboard focus. */
export const States: Story = {
  tags: ['main'],
  parameters: { pseudo: { hover: ['a[href="#survol"]'], focusVisible: ['a[href="#focus"]'] } },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <Pager {...args} label="Au repos" previous={{ href: '#repos', title: 'Au repos' }} next={undefined} />
      <Pager {...args} label="Survol" previous={undefined} next={{ href: '#survol', title: 'Survolé' }} />
      <Pager {...args} label="Focus" previous={{ href: '#focus', title: 'Avec le focus' }} next={undefined} />
    </div>
  ),
};

/** Long French titles wrap inside their link; on a phone the links stack, the previous one first. */
export const LongFrenchTextMobile: Story = {
  args: {
    previous: { href: '#webhooks', title: 'Webhooks\u00a0: recevoir les événements en temps réel' },
    next: { href: '#crm', title: 'Relier le centre de relation client à votre outil de gestion de la relation client' },
  },
  globals: onPhone,
  decorators: [phoneWidth],
  play: async ({ canvas, canvasElement }) => {
    const [first, second] = canvas.getAllByRole('link').map((link) => link.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The French names designers use for Pager: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Pagination · page précédente et suivante · document suivant',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
