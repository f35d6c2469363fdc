import { StatusBanner, statusBannerStatuses } from '@company/ui';
import { Shield, ShieldAlert, ShieldCheck, ShieldX } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { stateCaption } from '../support/layout';

/** 09:30 UTC is 12:30 in Antananarivo, the default time zone. */
const lastUpdate = new Date('2025-03-14T09:30:00Z');

const meta = {
  title: 'Feedback/StatusBanner',
  component: StatusBanner,
  args: { status: 'success', lastUpdate, onRefresh: fn(), loading: false },
  argTypes: {
    status: { control: 'inline-radio', options: statusBannerStatuses },
    lastUpdate: { control: 'date' },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'The status banner opens a status page (a service, a security check, a system) and states the current state at a glance: « Tout fonctionne », « À surveiller » or « En panne » by default, each with its own colour and icon, the time of the last check and an « Actualiser » button. A page about one subject gives its own words and icons (statusLabels, icons), as the security page does with shields. While a check runs, the state gives way to a placeholder and the button waits.',
        alternatives: [
          'A message about the last action or the page (sent, saved, failed): use Alert.',
          'A short status next to a title or in a table row (« En ligne », « Incident »): use Badge.',
          'A figure with its trend (« 99,98 % de disponibilité »): use Stat.',
        ],
        anatomy: [
          {
            part: 'Icon',
            description:
              'one per state (a circled check, a triangle, a circled cross), in a tinted tile; a clock while loading; or the page’s own (icons).',
            selector: '[data-status] > span[aria-hidden="true"]',
          },
          {
            part: 'Label',
            description: 'what the status is about, « Statut » by default.',
            selector: '[role="status"] > p:first-child',
          },
          {
            part: 'Level',
            description: 'the status in one word, large and in the level’s colour.',
            selector: '[role="status"] > p:nth-child(2)',
          },
          {
            part: 'Last update (optional)',
            description: 'the date and time of the last check, in French.',
            selector: '[role="status"] p:has(time)',
          },
          {
            part: 'Refresh button (optional)',
            description: 'starts a new check; at the end of the row, under the text on a phone.',
            selector: 'button',
          },
        ],
        dos: [
          {
            caption: 'One banner at the top of the page, with the time of the last check so the visitor trusts it.',
            example: <StatusBanner status="success" lastUpdate={lastUpdate} onRefresh={fn()} />,
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
                <StatusBanner status="success" />
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
          'The state is a few words in sentence case: « Tout fonctionne », « À surveiller », « En panne » by default.',
          'The time follows the format « 14 mars 2025 à 12:30:00 » and the time zone of your audience, not of the server.',
          'The button says the action with a verb: « Actualiser ».',
          'French typography: a non-breaking space before « : » (« Dernière mise à jour : »), « ; », « ! », « ? », inside « »; the typographic apostrophe ’.',
        ],
        keyboard: [
          { keys: 'Tab', action: 'Moves the focus to the refresh button, the banner’s only focusable part.' },
          {
            keys: 'Enter / Space',
            action:
              'On the refresh button: starts a new check. While a check runs the button keeps the focus and ignores them.',
          },
        ],
        accessibility: [
          'The text (label, status, last update) is a `status` live region: when the status changes, screen readers read it out without moving the focus.',
          'The status is said in words («\u00a0Tout fonctionne\u00a0», «\u00a0À surveiller\u00a0», «\u00a0En panne\u00a0»), not by colour and icon alone; the icon is hidden from assistive technology.',
          'While a check runs the region is `aria-busy` and announces «\u00a0Vérification en cours…\u00a0»; the refresh button is `aria-disabled`, not `disabled`, so the visitor who pressed it keeps the focus.',
          'The button’s name is its visible text, «\u00a0Actualiser\u00a0» by default (`refreshLabel`).',
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
        <p style={stateCaption}>Tout fonctionne, bouton au repos</p>
        <StatusBanner {...args} status="success" />
      </div>
      <div>
        <p style={stateCaption}>À surveiller, bouton survolé</p>
        <StatusBanner {...args} status="warning" data-state-demo="hover" />
      </div>
      <div>
        <p style={stateCaption}>En panne, bouton avec le focus</p>
        <StatusBanner {...args} status="danger" data-state-demo="focus" />
      </div>
      <div>
        <p style={stateCaption}>Vérification en cours</p>
        <StatusBanner {...args} loading />
      </div>
    </div>
  ),
};

export const Success: Story = {
  play: async ({ args, canvas }) => {
    const region = canvas.getByRole('status');
    await expect(region).toHaveTextContent('Tout fonctionne');
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
    await expect(canvas.getByRole('status')).toHaveTextContent('À surveiller');
  },
};

export const Danger: Story = {
  args: { status: 'danger' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('En panne');
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
    await expect(within(region).queryByText('Tout fonctionne')).toBeNull();
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

/** A page about one subject gives its own words and icons: the security page's levels and shields. */
export const SecurityPage: Story = {
  args: {
    label: 'Statut de sécurité',
    statusLabels: { success: 'Sécurisé', warning: 'Attention', danger: 'Danger' },
    icons: { success: <ShieldCheck />, warning: <ShieldAlert />, danger: <ShieldX />, loading: <Shield /> },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Statut de sécuritéSécurisé');
    const icon = canvasElement.querySelector('svg.lucide-shield-check');
    await expect(icon?.getBoundingClientRect().width).toBe(24);
  },
};
