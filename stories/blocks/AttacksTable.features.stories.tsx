import { AttacksTable } from '@company/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { attacks } from '../support/fixtures/blocks/AttacksTable';
import { onPhone } from '../support/viewport';
import docsMeta from './AttacksTable.stories';

const meta = {
  title: 'Blocks/AttacksTable/Features',
  component: AttacksTable,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
} satisfies Meta<typeof AttacksTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three attacks: a header row and three rows, each time in a `<time>` element shown in Madagascar time. */
export const RecentAttacks: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Attaques récentes' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(1 + attacks.length);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Horodatage', 'Type d’attaque', 'Adresse IP source', 'Détails']);

    const times = canvasElement.querySelectorAll('time');
    await expect(Array.from(times, (time) => time.getAttribute('datetime'))).toEqual(
      attacks.map((attack) => attack.timestamp),
    );
    // 06:42:10 UTC is 09:42:10 in Antananarivo (UTC+3).
    await expect(times[0]).toHaveTextContent('14/07/2025 09:42:10');
    await expect(times[2]).toHaveTextContent('14/07/2025 00:05:00');

    // The time names its row.
    await expect(within(rows[1]!).getByRole('rowheader')).toContainElement(times[0] as HTMLElement);
    await expect(within(rows[2]!).getByText('198.51.100.7')).toBeVisible();
    await expect(within(rows[3]!).getByText('XSS')).toBeVisible();
  },
};

/** Another time zone, for an administrator abroad. */
export const ParisTime: Story = {
  args: { timeZone: 'Europe/Paris' },
  play: async ({ canvasElement }) => {
    // 06:42:10 UTC is 08:42:10 in Paris in summer (UTC+2).
    await expect(canvasElement.querySelector('time')).toHaveTextContent('14/07/2025 08:42:10');
  },
};

/** On a phone the table scrolls sideways inside a named region that takes keyboard focus. */
export const Mobile: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Attaques récentes' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + attacks.length);
  },
};
