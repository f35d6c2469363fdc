import { Button, Spinner, spinnerSizes } from '@company/ui';
import { vars } from '@company/ui/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { guidelines } from '../docs/guidelines';

const sizeNames = { text: 'taille du texte', sm: 'petit', md: 'moyen', lg: 'grand' } as const;

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A spinner says that something is loading and that nobody knows for how long: a list being fetched, a panel being prepared. On its own it is a status with a label («\u00a0Chargement…\u00a0» by default); inside a control that already says it is busy, it is decorative.',
        alternatives: [
          'A button that sends or saves: use the `loading` state of Button or IconButton, which shows this spinner and keeps the label.',
          'Content whose shape is known (a card, a list, a profile): use Skeleton, so the page does not jump when it arrives.',
          'A task with a known end (an upload, a project): use ProgressBar, which says how far it has come.',
        ],
        anatomy: [
          {
            part: 'Ring',
            description:
              'a circle with a gap, turning in the colour of the text around it; it stands still when the reader asks for less motion.',
            selector: '[role="status"]',
          },
          {
            part: 'Label',
            description: 'hidden on screen, announced by screen readers; absent when the spinner is decorative.',
            selector: '[role="status"] > span',
          },
        ],
        dos: [
          {
            caption: 'A label that says what loads, with visible text beside the spinner when there is room.',
            example: (
              <p style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', margin: 0 }}>
                <Spinner size="sm" decorative />
                Chargement des offres…
              </p>
            ),
          },
          {
            caption: 'In a button, the loading state: the button stays the same size and says it is busy.',
            example: <Button loading>Envoyer le message</Button>,
          },
        ],
        donts: [
          {
            caption: 'Several spinners for one wait: one status per region is enough, and calmer.',
            example: (
              <div style={{ display: 'flex', gap: '0.75rem' }}>
                <Spinner size="sm" label="Chargement du titre…" />
                <Spinner size="sm" label="Chargement du texte…" />
                <Spinner size="sm" label="Chargement de l’image…" />
              </div>
            ),
          },
          {
            caption: 'A spinner for content of a known shape: the page jumps when it arrives; use Skeleton.',
            example: (
              <div style={{ display: 'grid', placeItems: 'center', height: '6rem', border: '1px dashed currentColor' }}>
                <Spinner label="Chargement de la carte…" />
              </div>
            ),
          },
        ],
        content: [
          'The label names what loads, ends with «\u00a0…\u00a0» and takes no capital beyond the first word: «\u00a0Chargement des offres…\u00a0».',
          'Keep it short: a screen reader reads it as soon as the spinner appears.',
          'French typography in any visible text beside it: a non-breaking space before «\u00a0:\u00a0», «\u00a0;\u00a0», «\u00a0!\u00a0», «\u00a0?\u00a0».',
        ],
        accessibility: [
          'Standalone, the ring has the `status` role (a polite live region) with a label hidden on screen: «\u00a0Chargement…\u00a0» from the catalogue, or `label` to say what loads («\u00a0Chargement des offres…\u00a0»).',
          'With `decorative` it is hidden from assistive technology: use it inside a control or a region that already says it is busy, as Button does while `loading`.',
          'It takes no focus, and showing it moves none: the focus stays where it was.',
          'The ring stands still under `prefers-reduced-motion`; in forced colours its gap stays open and it takes the system text colour.',
        ],
      }),
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['main'],
  play: async ({ canvas }) => {
    // A live region: screen readers read out its text, « Chargement… » from the catalogue.
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement…');
  },
};

/** Every size; `text` follows the font size around it, here 1.25rem. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1.5rem', alignItems: 'center', fontSize: '1.25rem' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Chargement (${sizeNames[size]})…`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const [text, sm, md, lg] = canvas.getAllByRole('status');
    await expect(text?.getBoundingClientRect().width).toBeCloseTo(22.5, 0);
    await expect(sm?.getBoundingClientRect().width).toBe(16);
    await expect(md?.getBoundingClientRect().width).toBe(24);
    await expect(lg?.getBoundingClientRect().width).toBe(40);
  },
};

/** A label of its own, for what the page does not say. */
export const WithLabel: Story = {
  args: { label: 'Chargement des offres…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement des offres…');
  },
};

/** The ring takes the colour of the text around it. */
export const InheritsColour: Story = {
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', margin: 0, color: vars.color.primaryText }}>
      <Spinner {...args} size="text" decorative />
      Vérification de votre adresse…
    </p>
  ),
};

/** Decorative beside a visible text that says it all: hidden from screen readers. */
export const Decorative: Story = {
  render: (args) => (
    <p role="status" style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', margin: 0 }}>
      <Spinner {...args} size="sm" decorative />
      Chargement des messages…
    </p>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Chargement des messages…');
    await expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
  },
};

/** Inside Button's loading state: the same spinner, decorative, over the label that keeps the button's width. */
export const InButton: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.75rem' }}>
      <Button loading>Envoyer le message</Button>
      <Button loading variant="outline" size="sm">
        Enregistrer
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const [send] = canvas.getAllByRole('button');
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(send).toHaveAccessibleName('Envoyer le message Chargement…');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The French names designers use for Spinner: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Indicateur de chargement · chargement · roue · loader',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
