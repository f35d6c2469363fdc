import { StatusBanner, securityStatuses } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

/** 09:30 UTC is 12:30 in Antananarivo, the default time zone. */
const lastUpdate = new Date('2025-03-14T09:30:00Z');

const meta = {
  title: 'Components/StatusBanner',
  component: StatusBanner,
  args: { status: 'secure', lastUpdate, onRefresh: fn(), loading: false },
  argTypes: {
    status: { control: 'inline-radio', options: securityStatuses },
    lastUpdate: { control: 'date' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Use at the top of a status page (the security status page) to state the current level at a glance: Sécurisé, Attention or Danger, each with its own colour and icon so colour is never the only cue, the time of the last check in French, and an « Actualiser » button. While a check runs, set `loading`: the level is replaced by a placeholder, the region is marked busy and refresh is disabled. The text sits in a `status` live region, so a change of level is announced.',
      },
    },
  },
} satisfies Meta<typeof StatusBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

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

/** A check is running: placeholder instead of the level, busy region, refresh disabled. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas }) => {
    const region = canvas.getByRole('status');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region).toHaveTextContent('Vérification en cours…');
    await expect(within(region).queryByText('Sécurisé')).toBeNull();
    const refresh = canvas.getByRole('button', { name: 'Actualiser' });
    await expect(refresh).toBeDisabled();
    await userEvent.click(refresh, { pointerEventsCheck: 0 });
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

/** The time follows the `timeZone` prop, not the visitor's machine. */
export const OtherTimeZone: Story = {
  args: { timeZone: 'Europe/Paris' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('14 mars 2025 à 10:30:00');
  },
};

/** Without `onRefresh` there is no button; without `lastUpdate`, no time. */
export const Minimal: Story = {
  args: { onRefresh: undefined, lastUpdate: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('status')).not.toHaveTextContent('Dernière mise à jour');
  },
};

/** Each level with its colour, icon and text. */
export const AllStatuses: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {securityStatuses.map((status) => (
        <StatusBanner key={status} {...args} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const regions = canvas.getAllByRole('status');
    await expect(regions.map((region) => region.querySelector('p:nth-child(2)')?.textContent)).toEqual([
      'Sécurisé',
      'Attention',
      'Danger',
    ]);
  },
};

export const Mobile: Story = {
  args: { status: 'warning' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const refresh = canvas.getByRole('button', { name: 'Actualiser' });
    const region = canvas.getByRole('status');
    // On a narrow screen the button moves under the text.
    await expect(refresh.getBoundingClientRect().top).toBeGreaterThanOrEqual(region.getBoundingClientRect().bottom);
  },
};
