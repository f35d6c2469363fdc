import { Alert, Badge, Button, Card, CardBody, CardHeader, CardTitle, Theme, themeSchemes } from '@company/ui';
import { colorSchemes } from '@company/ui/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { rgb } from '../docs/color';
import { guidelines } from '../docs/guidelines';

/** A small offer card: text, a badge, buttons and a message, to judge a scheme at a glance. */
function Sample({ title }: { title: string }) {
  return (
    <Card>
      <CardHeader>
        <Badge tone="brand">Nouveau</Badge>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardBody>
        <p style={{ margin: 0 }}>Une équipe à Toamasina répond à vos clients 24&nbsp;h/24, 7&nbsp;j/7.</p>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', marginBlockStart: '1rem' }}>
          <Button>Demander un devis</Button>
          <Button variant="outline">Voir les tarifs</Button>
        </div>
        <div style={{ marginBlockStart: '1rem' }}>
          <Alert tone="success" title="Demande envoyée">
            Nous vous répondons sous 48&nbsp;h ouvrées.
          </Alert>
        </div>
      </CardBody>
    </Card>
  );
}

const meta = {
  title: 'Layout/Theme',
  component: Theme,
  args: { scheme: 'dark' },
  argTypes: {
    scheme: { control: 'inline-radio', options: themeSchemes },
    asChild: { control: false },
  },
  render: (args) => (
    <Theme {...args} style={{ padding: '1.5rem', borderRadius: '14px' }} data-testid="theme">
      <Sample title="Centre de relation client" />
    </Theme>
  ),
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'Theme sets the colour scheme of what it wraps: light, dark, or «\u00a0system\u00a0» to follow the reader’s setting. Its tokens, its text and background colours and the browser’s own controls (scrollbars, date pickers) all follow. For the whole page, put `data-cui-scheme` on the `<html>` element instead; use Theme for a band or a panel that differs from the page.',
        alternatives: [
          'One brand colour changed for a section: set the `--cui-color-*` variables on that section in your CSS.',
          'A tinted section of the same scheme: use Section with its `tone`.',
        ],
        anatomy: [
          {
            part: 'Scheme root',
            description:
              'a `<div>` (or the child element, with `asChild`) carrying `data-cui-scheme`, painted with the scheme’s background and text colour.',
            selector: '[data-testid="theme"]',
          },
          {
            part: 'Content',
            description: 'any components; they read the scheme’s tokens.',
            selector: '[data-testid="theme"] > *',
          },
        ],
        dos: [
          {
            caption: 'A dark band in a light page, for a strong call to action.',
            example: (
              <Theme scheme="dark" style={{ padding: '1rem', borderRadius: '14px' }}>
                <Button>Demander un devis</Button>
              </Theme>
            ),
          },
          {
            caption: '«\u00a0system\u00a0» at the root, so the page follows the reader’s setting.',
            example: (
              <Theme scheme="system" style={{ padding: '1rem', borderRadius: '14px' }}>
                <Badge tone="info">Suit le réglage de l’appareil</Badge>
              </Theme>
            ),
          },
        ],
        donts: [
          {
            caption: 'Schemes alternating on every block: the page flickers between light and dark as it scrolls.',
            example: (
              <div style={{ display: 'grid', gap: '0.25rem' }}>
                {(['dark', 'light', 'dark'] as const).map((scheme, index) => (
                  <Theme key={index} scheme={scheme} style={{ padding: '0.5rem' }}>
                    Bloc {index + 1}
                  </Theme>
                ))}
              </div>
            ),
          },
          {
            caption:
              'Colours written in your own CSS inside a Theme: they stay the same in both schemes. Use the `--cui-color-*` variables.',
            example: (
              <Theme scheme="dark" style={{ padding: '1rem' }}>
                <p style={{ margin: 0, color: '#132025' }}>Texte illisible sur fond sombre</p>
              </Theme>
            ),
          },
        ],
        content: [
          'The scheme changes colours only: copy, sizes and layout stay the same, so write once for both.',
          'Check both schemes in the toolbar (Scheme) before you ship a page or a story.',
        ],
        accessibility: [
          'It adds no role, no landmark and no focus: it only writes `data-cui-scheme`, so wrap a `<section>` or a `<main>` with `asChild` when the band needs one.',
          'Both schemes keep the same checked contrast pairs (4.5:1 for text), so a component stays readable in a dark band; `system` follows the reader’s `prefers-color-scheme`.',
          'It sets `color-scheme` too, so the browser’s own controls (scrollbars, date pickers) match; dialogs, menus and tooltips opened inside it take its scheme although they are portalled out.',
          'In forced colours the system palette replaces both schemes.',
        ],
      }),
    },
  },
} satisfies Meta<typeof Theme>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dark subtree: its background, text and `color-scheme` are the dark scheme's, and its components follow. */
export const Playground: Story = {
  tags: ['main'],
  play: async ({ canvas }) => {
    const theme = canvas.getByTestId('theme');
    const style = getComputedStyle(theme);
    await expect(style.backgroundColor).toBe(rgb(colorSchemes.dark.background));
    await expect(style.color).toBe(rgb(colorSchemes.dark.text));
    await expect(style.colorScheme).toBe('dark');
    const button = canvas.getByRole('button', { name: 'Demander un devis' });
    await expect(getComputedStyle(button).backgroundColor).toBe(rgb(colorSchemes.dark.primary));
  },
};

/** Nested schemes: a light card inside a dark band inside the page, each with its own colours. */
export const Nested: Story = {
  render: () => (
    <Theme scheme="dark" style={{ padding: '1.5rem', borderRadius: '14px' }} data-testid="dark">
      <p style={{ marginBlock: '0 1rem' }}>Un bandeau sombre, et une carte claire à l’intérieur.</p>
      <Theme scheme="light" style={{ padding: '1rem', borderRadius: '14px' }} data-testid="light">
        <Sample title="Infogérance" />
      </Theme>
    </Theme>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByTestId('dark')).backgroundColor).toBe(rgb(colorSchemes.dark.background));
    const light = canvas.getByTestId('light');
    await expect(getComputedStyle(light).backgroundColor).toBe(rgb(colorSchemes.light.background));
    await expect(getComputedStyle(light).colorScheme).toBe('light');
    const button = canvas.getByRole('button', { name: 'Demander un devis' });
    await expect(getComputedStyle(button).backgroundColor).toBe(rgb(colorSchemes.light.primary));
  },
};

/** A brand colour changed for one subtree through the `--cui-*` contract, on top of its scheme. */
export const RethemedSubtree: Story = {
  render: () => (
    <Theme
      scheme="light"
      style={{ padding: '1.5rem', borderRadius: '14px', ['--cui-color-primary' as string]: '#6b21a8' }}
      data-testid="rethemed"
    >
      <Button>Demander un devis</Button>
    </Theme>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Demander un devis' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(107, 33, 168)');
  },
};

/** The French names designers use for Theme: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Thème · mode sombre · mode clair · schéma de couleurs',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
