import { DocCard, docDifficultyTones } from '@company/blocks';
import type { LinkComponentProps } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { docCardProps, docs, gridStyle } from '../support/fixtures/blocks/DocCard';
import { onPhone } from '../support/viewport';
import docsMeta from './DocCard.stories';

const meta = {
  title: 'Blocks/DocCard/Features',
  component: DocCard,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
} satisfies Meta<typeof DocCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const [firstDoc] = docs;

/** Stands in for a router link: the card renders it instead of a plain `<a>`. */
function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a href={`/fr${href}`} data-router-link="" {...rest}>
      {children}
    </a>
  );
}

/** The card is one link, named by the title only; the difficulty is written out. */
export const Beginner: Story = {
  args: { difficulty: 'beginner' },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAccessibleName('Découvrir le tableau de bord');
    await expect(link).toHaveAttribute('href', '/documentation/tableau-de-bord');
    await expect(canvas.getByRole('heading', { level: 3 })).toContainElement(link);
    await expect(canvasElement.querySelectorAll('a, button, [tabindex]')).toHaveLength(1);

    const badge = canvas.getByText('Débutant');
    await expect(badge).toBeVisible();
    await expect(badge.closest('[data-tone]')).toHaveAttribute('data-tone', docDifficultyTones.beginner);
    // Text queries collapse white space: the no-break space is checked on the text itself.
    const readTime = canvas.getByText('5 min de lecture');
    await expect(readTime).toBeVisible();
    await expect(readTime.textContent).toBe('5\u00A0min de lecture');

    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Intermediate: Story = {
  args: {
    difficulty: 'intermediate',
    title: 'Webhooks\u00A0: recevoir les événements en temps réel',
    category: 'API',
    readTime: '12\u00A0min de lecture',
    description: 'Soyez notifié à la création d’un ticket, à la livraison d’un lot ou à l’émission d’une facture.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Intermédiaire').closest('[data-tone]')).toHaveAttribute('data-tone', 'warning');
  },
};

export const Advanced: Story = {
  args: {
    difficulty: 'advanced',
    title: 'Référence de l’API REST',
    category: 'API',
    readTime: '20\u00A0min de lecture',
    description: 'Tous les points d’accès, avec des exemples de requêtes et de réponses.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Avancé').closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
  },
};

/** A featured document: « À la une » badge and brand border. */
export const Featured: Story = {
  args: {
    featured: true,
    title: firstDoc.title,
    description: firstDoc.description,
    href: `/documentation/${firstDoc.id}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('À la une')).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAccessibleName(firstDoc.title);
    await expect(canvas.getByRole('link').closest('[data-featured]')).not.toBeNull();
  },
};

/** Without `href` the title is plain text and the card holds no link. */
export const WithoutLink: Story = {
  args: { href: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Découvrir le tableau de bord' })).toBeInTheDocument();
  },
};

/** A router adapter passed as `linkComponent` renders the card's link. */
export const WithLinkComponent: Story = {
  args: { linkComponent: RouterLink },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Découvrir le tableau de bord' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '/fr/documentation/tableau-de-bord');
  },
};

export const Mobile: Story = {
  globals: onPhone,
  render: (args) => (
    <ul style={gridStyle} aria-label="Documents">
      {docs.slice(0, 2).map((doc) => (
        <li key={doc.id} style={{ display: 'grid' }}>
          <DocCard {...args} {...docCardProps(doc)} />
        </li>
      ))}
    </ul>
  ),
};
