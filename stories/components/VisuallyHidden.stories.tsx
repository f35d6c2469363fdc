import { Button, VisuallyHidden } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { X } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';

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
  title: 'Layout/VisuallyHidden',
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
      guidelines: guidelines({
        purpose:
          'VisuallyHidden holds words that screen readers need but that the screen already says another way: the name of a button that shows only an icon, the meaning of stars or of a dash, « (s’ouvre dans un nouvel onglet) » after a link, a heading that names a region whose purpose is obvious on screen. The words take no room on screen and are read aloud.',
        alternatives: [
          'Links that appear only when they take the keyboard focus: use SkipLinks, never a hidden link.',
          'Text everyone needs, even short (a unit, a condition): keep it visible.',
        ],
        anatomy: [
          {
            part: 'Visible equivalent',
            description:
              'the icon, symbol or layout that sighted visitors read; hidden from screen readers so it is not read twice.',
            selector: 'span[aria-hidden="true"]',
          },
          {
            part: 'Hidden text',
            description: 'the same meaning in words, read by screen readers, invisible on screen.',
            selector: 'span:not([aria-hidden])',
          },
        ],
        dos: [
          {
            caption: 'A button that shows only a cross, named in words for screen readers.',
            example: (
              <Button variant="outline" icon={<X />}>
                <VisuallyHidden>Fermer la fenêtre</VisuallyHidden>
              </Button>
            ),
          },
          {
            caption: 'Stars said in words: « Note : 4 étoiles sur 5 ».',
            example: (
              <p style={{ margin: 0, fontSize: '1.25rem' }}>
                <span aria-hidden="true">★★★★☆</span>
                <VisuallyHidden>Note&nbsp;: 4 étoiles sur 5</VisuallyHidden>
              </p>
            ),
          },
        ],
        donts: [
          {
            caption: 'Hidden text that repeats the visible label: screen readers say « Envoyer Envoyer ».',
            example: (
              <Button>
                Envoyer
                <VisuallyHidden>Envoyer</VisuallyHidden>
              </Button>
            ),
          },
          {
            caption: 'A condition everyone needs, hidden: « HT par mois » belongs on screen next to the price.',
            example: (
              <p style={{ margin: 0, fontSize: '1.5rem', fontWeight: 700 }}>
                1&#x202F;499&nbsp;€<VisuallyHidden> HT par mois</VisuallyHidden>
              </p>
            ),
          },
        ],
        content: [
          'Say what the visible sign means, not what it looks like: « Fermer la fenêtre », not « Croix ».',
          'Write it as it should sound in a sentence: « Note : 4 étoiles sur 5 », with its spaces and punctuation.',
          'Keep it short: it is read every time, with the control or the text around it.',
          'French typography: a non-breaking space before « : », « ; », « ! », « ? », inside « » and in amounts; the typographic apostrophe (« s’ouvre »).',
        ],
        accessibility: [
          'The text stays in the page and is read where it stands, as part of the sentence, the link or the button around it (an icon-only button takes it as its name); it is only clipped off screen.',
          'Hide the visible equivalent (stars, an icon, a dash) with `aria-hidden="true"`, so screen readers do not read both.',
          'Put nothing focusable in it: the keyboard focus would land on something invisible. For links that show when focused, use SkipLinks.',
        ],
      }),
    },
  },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stars on screen, words for screen readers: the text is in the page but takes no room. */
export const Playground: Story = {
  tags: ['main'],
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

/** A heading that only screen readers meet, naming a list whose purpose is plain on screen (with `asChild`, no wrapper). */
export const HiddenHeading: Story = {
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

/** The French names designers use for VisuallyHidden: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Texte masqué · lecteur d’écran · texte alternatif',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
