import { Alert, alertLiveModes, alertTones } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

const samples = {
  info: {
    title: 'Maintenance programmée',
    body: 'Le portail client sera indisponible le samedi 12 juillet de 22 h à minuit.',
  },
  success: {
    title: 'Demande envoyée',
    body: 'Merci ! Notre équipe de Toamasina vous répond sous 48 h ouvrées.',
  },
  warning: {
    title: 'Places limitées',
    body: 'Il reste deux créneaux de démarrage en août pour l’annotation de données.',
  },
  danger: {
    title: 'Envoi impossible',
    body: 'Le fichier dépasse 10 Mo. Compressez-le ou envoyez-le en plusieurs parties.',
  },
} as const;

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { tone: 'info', title: samples.info.title, children: samples.info.body },
  argTypes: {
    tone: { control: 'inline-radio', options: alertTones },
    live: { control: 'inline-radio', options: alertLiveModes },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Use `Alert` for a message about the page or the result of an action. Each tone has its own icon and, ideally, a title that says the outcome in words, so colour is never the only signal. Info and success are announced politely (role `status`); warning and danger interrupt (role `alert`). Set `live="off"` for a message that is part of the page from the start, and pass `onDismiss` to let people close it.',
      },
    },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Info: Story = {
  args: { tone: 'info' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Maintenance programmée');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Success: Story = {
  args: { tone: 'success', title: samples.success.title, children: samples.success.body },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Demande envoyée');
  },
};

export const Warning: Story = {
  args: { tone: 'warning', title: samples.warning.title, children: samples.warning.body },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Places limitées');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Danger: Story = {
  args: { tone: 'danger', title: samples.danger.title, children: samples.danger.body },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Envoi impossible');
  },
};

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

const onDismiss = fn();

/** The close button calls `onDismiss` on click, Enter and Space. */
export const Dismissible: Story = {
  args: { tone: 'success', title: samples.success.title, children: samples.success.body, onDismiss },
  play: async ({ canvas }) => {
    onDismiss.mockClear();
    const close = canvas.getByRole('button', { name: 'Fermer l’alerte' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDismiss).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(onDismiss).toHaveBeenCalledTimes(2);
    await userEvent.click(close);
    await expect(onDismiss).toHaveBeenCalledTimes(3);
    // Target size: at least 24 × 24 px.
    const box = close.getBoundingClientRect();
    await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  },
};

export const CustomDismissLabel: Story = {
  args: { onDismiss: fn(), dismissLabel: 'Masquer l’information' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Masquer l’information' })).toBeVisible();
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, tone: 'warning', children: samples.warning.body },
};

export const LongFrenchText: Story = {
  args: {
    tone: 'danger',
    onDismiss: fn(),
    title: 'Nous n’avons pas pu enregistrer votre demande de devis pour le télésecrétariat médical',
    children:
      'Le numéro de téléphone saisi ne semble pas valide. Vérifiez l’indicatif du pays (+261 pour Madagascar, +33 pour la France) puis envoyez de nouveau le formulaire ; vos autres réponses ont été conservées.',
  },
  decorators: [(Story) => <div style={{ maxWidth: '36rem' }}>{Story()}</div>],
};

export const Mobile: Story = {
  args: { tone: 'warning', title: samples.warning.title, children: samples.warning.body, onDismiss: fn() },
  globals: { viewport: { value: 'mobile' } },
};
