import { StatusBanner, securityStatuses } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { stateCaption } from '../support/layout';

/** 09:30 UTC is 12:30 in Antananarivo, the default time zone. */
const lastUpdate = new Date('2025-03-14T09:30:00Z');

const meta = {
  title: 'Feedback/StatusBanner',
  component: StatusBanner,
  args: { status: 'secure', lastUpdate, onRefresh: fn(), loading: false },
  argTypes: {
    status: { control: 'inline-radio', options: securityStatuses },
    lastUpdate: { control: 'date' },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'The status banner opens a status page (the security status page) and states the current level at a glance: Sécurisé, Attention or Danger, each with its own colour and shield icon, the time of the last check and an « Actualiser » button. While a check runs, the level gives way to a placeholder and the button waits.',
        alternatives: [
          'A message about the last action or the page (sent, saved, failed): use Alert.',
          'A short status next to a title or in a table row (« En ligne », « Incident »): use Badge.',
          'A figure with its trend (« 99,98 % de disponibilité »): use Stat.',
        ],
        anatomy: [
          {
            part: 'Shield icon',
            description: 'one per level (✓, !, ✕), in a tinted tile; a plain shield while loading.',
          },
          { part: 'Label', description: 'what the status is about, « Statut de sécurité » by default.' },
          { part: 'Level', description: 'the status in one word, large and in the level’s colour.' },
          { part: 'Last update (optional)', description: 'the date and time of the last check, in French.' },
          {
            part: 'Refresh button (optional)',
            description: 'starts a new check; at the end of the row, under the text on a phone.',
          },
        ],
        dos: [
          {
            caption: 'One banner at the top of the page, with the time of the last check so the visitor trusts it.',
            example: <StatusBanner status="secure" lastUpdate={lastUpdate} onRefresh={fn()} />,
          },
          {
            caption: 'Level words that fit your audience, kept short: one word each.',
            example: (
              <StatusBanner
                status="warning"
                lastUpdate={lastUpdate}
                statusLabels={{ warning: 'Vigilance' }}
                label="État de votre infrastructure"
              />
            ),
          },
        ],
        donts: [
          {
            caption: 'Several banners on one page: the visitor cannot tell which level is the current one.',
            example: (
              <div style={{ display: 'grid', gap: '0.75rem' }}>
                <StatusBanner status="secure" />
                <StatusBanner status="danger" />
              </div>
            ),
          },
          {
            caption: 'A sentence as the level: it no longer reads at a glance; put details in the page below.',
            example: (
              <StatusBanner
                status="danger"
                statusLabels={{ danger: 'Deux serveurs ne répondent plus depuis ce matin' }}
              />
            ),
          },
        ],
        content: [
          'The level is one word in sentence case: « Sécurisé », « Attention », « Danger » by default.',
          'The time follows the format « 14 mars 2025 à 12:30:00 » and the time zone of your audience, not of the server.',
          'The button says the action with a verb: « Actualiser ».',
          'French typography: a non-breaking space before « : » (« Dernière mise à jour : »), « ; », « ! », « ? », inside « »; the typographic apostrophe ’.',
        ],
      }),
    },
  },
} satisfies Meta<typeof StatusBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** Each level, the check in progress, and the refresh button on hover and with keyboard focus. */
export const States: Story = {
  tags: ['main'],
  parameters: {
    pseudo: {
      hover: ['[data-state-demo="hover"] button'],
      focusVisible: ['[data-state-demo="focus"] button'],
    },
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.25rem' }}>
      <div>
        <p style={stateCaption}>Sécurisé, bouton au repos</p>
        <StatusBanner {...args} status="secure" />
      </div>
      <div>
        <p style={stateCaption}>Attention, bouton survolé</p>
        <StatusBanner {...args} status="warning" data-state-demo="hover" />
      </div>
      <div>
        <p style={stateCaption}>Danger, bouton avec le focus</p>
        <StatusBanner {...args} status="danger" data-state-demo="focus" />
      </div>
      <div>
        <p style={stateCaption}>Vérification en cours</p>
        <StatusBanner {...args} loading />
      </div>
    </div>
  ),
};

export const Secure: Story = {
  play: async ({ args, canvas }) => {
    const region = canvas.getByRole('status');
    await expect(region).toHaveTextContent('Sécurisé');
    await expect(region).toHaveAttribute('aria-busy', 'false');
    await expect(region).toHaveTextContent('Dernière mise à jour : 14 mars 2025 à 12:30:00');
    await expect(region.querySelector('time')).toHaveAttribute('datetime', '2025-03-14T09:30:00.000Z');

    const refresh = canvas.getByRole('button', { name: 'Actualiser' });
    await userEvent.click(refresh);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    refresh.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledTimes(2);
  },
};

export const Warning: Story = {
  args: { status: 'warning' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Attention');
  },
};

export const Danger: Story = {
  args: { status: 'danger' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Danger');
  },
};

/**
 * A check is running: a placeholder stands in for the level and « Actualiser » waits. The button stays
 * focusable (`aria-disabled`, not `disabled`), so the visitor who pressed it keeps their place.
 */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas }) => {
    const region = canvas.getByRole('status');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region).toHaveTextContent('Vérification en cours…');
    await expect(within(region).queryByText('Sécurisé')).toBeNull();
    const refresh = canvas.getByRole('button', { name: 'Actualiser' });
    await expect(refresh).toHaveAttribute('aria-disabled', 'true');
    await expect(refresh).toBeEnabled();
    await userEvent.click(refresh);
    await expect(args.onRefresh).not.toHaveBeenCalled();
    await expect(refresh).toHaveFocus();
    // Back to the state the story shows (the loading banner, not the focus ring) for its screenshot.
    refresh.blur();
  },
};

/** The level alone: no refresh button, no time of the last check. */
export const StatusOnly: Story = {
  args: { onRefresh: undefined, lastUpdate: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('status')).not.toHaveTextContent('Dernière mise à jour');
  },
};

/** The French names designers use for StatusBanner: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Bandeau d’état · état du service · statut de sécurité',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
