import { Alert, alertTones } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { samples } from '../support/fixtures/Alert';
import docsMeta from './Alert.stories';

const meta = {
  title: 'Feedback/Alert/Features',
  component: Alert,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone: the role follows the tone, and each tone has its own (decorative) icon. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '40rem' }}>
      {alertTones.map((tone) => (
        <Alert key={tone} tone={tone} title={samples[tone].title}>
          {samples[tone].body}
        </Alert>
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    const icons = Array.from(canvasElement.querySelectorAll('[data-tone] svg'));
    await expect(icons).toHaveLength(4);
    for (const icon of icons) await expect(icon.closest('[aria-hidden="true"]')).not.toBeNull();
    // Four different pictograms, not one icon in four colours.
    await expect(new Set(icons.map((icon) => icon.getAttribute('class'))).size).toBe(4);
  },
};

/** `live` overrides the default role. */
export const LiveOverride: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '40rem' }}>
      <Alert tone="danger" live="polite" title="Paiement en attente">
        Votre virement n’a pas encore été reçu.
      </Alert>
      <Alert tone="info" live="assertive" title="Session bientôt expirée">
        Enregistrez votre demande dans les 2&nbsp;minutes.
      </Alert>
      <Alert tone="warning" live="off" title="Horaires d’été" data-testid="off">
        Le standard ferme à 17&nbsp;h du 14&nbsp;juillet au 15&nbsp;août.
      </Alert>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Paiement en attente');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Session bientôt expirée');
    await expect(canvas.getByTestId('off')).not.toHaveAttribute('role');
  },
};

export const CustomDismissLabel: Story = {
  args: { onDismiss: fn(), dismissLabel: 'Masquer l’information' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Masquer l’information' })).toBeVisible();
  },
};
