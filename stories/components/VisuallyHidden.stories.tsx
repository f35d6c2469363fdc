import { Button, VisuallyHidden } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { X } from 'lucide-react';
import { expect, within } from 'storybook/test';

/** Hidden text takes no room on screen: a 1 px box, clipped, yet still in the accessibility tree. */
async function expectOffScreen(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  await expect(box.width).toBeLessThanOrEqual(1);
  await expect(box.height).toBeLessThanOrEqual(1);
  const style = getComputedStyle(element);
  await expect(style.overflow).toBe('hidden');
  await expect(style.clip).toBe('rect(0px, 0px, 0px, 0px)');
}

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Note\u00A0: 4 étoiles sur 5' },
  argTypes: {
    asChild: { control: false },
  },
  render: (args) => (
    <p data-testid="rating">
      <span aria-hidden="true">★★★★☆</span>
      <VisuallyHidden {...args} />
    </p>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Use `VisuallyHidden` for words that screen readers need but the screen already says another way: the name of an icon-only button, the meaning of a dash or of stars, « (s’ouvre dans un nouvel onglet) » after a link, a heading that names a region whose purpose is obvious on screen. The text stays in the page and in the accessible name of its control. Hide the visual equivalent with `aria-hidden="true"` so it is not read twice. Do not hide focusable elements with it: a keyboard user would land on something invisible.',
      },
    },
  },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stars on screen, words for screen readers: the text is in the page but takes no room. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText(/4 étoiles sur 5/);
    await expect(text.tagName).toBe('SPAN');
    await expectOffScreen(text);
    await expect(canvas.getByTestId('rating')).toHaveTextContent(/★★★★☆\s*Note\s: 4 étoiles sur 5/);
  },
};

/** An icon-only button named by hidden text: the visible cross is decorative. */
export const IconButton: Story = {
  render: () => (
    <Button variant="outline" icon={<X />}>
      <VisuallyHidden>Fermer la fenêtre</VisuallyHidden>
    </Button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Fermer la fenêtre' });
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(24);
    await expectOffScreen(within(button).getByText('Fermer la fenêtre'));
  },
};

/** A link that opens a new tab says so to screen readers, without crowding the line on screen. */
export const NewTabLink: Story = {
  render: () => (
    <p>
      Pour en savoir plus sur vos droits, consultez le{' '}
      <a href="https://www.cnil.fr/fr" target="_blank" rel="noreferrer">
        site de la CNIL
        <VisuallyHidden> (s’ouvre dans un nouvel onglet)</VisuallyHidden>
      </a>
      .
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'site de la CNIL (s’ouvre dans un nouvel onglet)' });
    await expectOffScreen(within(link).getByText('(s’ouvre dans un nouvel onglet)'));
  },
};

/** With `asChild`, the child element itself is hidden: here a heading that names the list for screen readers. */
export const AsChild: Story = {
  render: () => (
    <section aria-labelledby="results-title">
      <VisuallyHidden asChild>
        <h2 id="results-title">Résultats de la recherche</h2>
      </VisuallyHidden>
      <ul>
        <li>Démarrer avec l’API</li>
        <li>Authentification et jetons d’accès</li>
        <li>Limites de débit</li>
      </ul>
    </section>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Résultats de la recherche' });
    // No wrapper: the heading is the hidden element.
    await expect(heading.parentElement?.tagName).toBe('SECTION');
    await expectOffScreen(heading);
    await expect(canvas.getByRole('region', { name: 'Résultats de la recherche' })).toContainElement(heading);
  },
};
