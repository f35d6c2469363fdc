import { SegmentedControl, SegmentedControlItem } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SegmentedControlStates } from '../support/fixtures/SegmentedControl';
import docsMeta from './SegmentedControl.stories';

const meta = {
  title: 'Forms/SegmentedControl/Features',
  component: SegmentedControl,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  render: docsMeta.render,
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click chooses a segment; a click on the chosen one keeps it: the control is never empty. */
export const CannotBeEmptied: Story = {
  play: async ({ args, canvas }) => {
    const monthly = canvas.getByRole('radio', { name: 'Mensuel' });
    const yearly = canvas.getByRole('radio', { name: /^Annuel/ });
    await userEvent.click(yearly);
    await expect(yearly).toBeChecked();
    await expect(monthly).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('annuel');
    await userEvent.click(yearly);
    await expect(yearly).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

/**
 * One Tab stop, on the chosen segment; the arrows move and wrap, skipping a disabled segment,
 * Home and End go to the ends, Space chooses; Space on the chosen one keeps it.
 */
export const Keyboard: Story = {
  args: { defaultValue: 'semaine', 'aria-label': 'Période du rapport' },
  render: (args) => (
    <SegmentedControl {...args}>
      <SegmentedControlItem value="jour">Jour</SegmentedControlItem>
      <SegmentedControlItem value="semaine">Semaine</SegmentedControlItem>
      <SegmentedControlItem value="mois" disabled>
        Mois
      </SegmentedControlItem>
      <SegmentedControlItem value="annee">Année</SegmentedControlItem>
    </SegmentedControl>
  ),
  play: async ({ args, canvas, step }) => {
    const day = canvas.getByRole('radio', { name: 'Jour' });
    const week = canvas.getByRole('radio', { name: 'Semaine' });
    const year = canvas.getByRole('radio', { name: 'Année' });

    await step('Tab enters on the chosen segment', async () => {
      await userEvent.tab();
      await expect(week).toHaveFocus();
    });
    await step('Arrows move, skip the disabled segment and wrap', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(year).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(day).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(year).toHaveFocus();
      await expect(week).toBeChecked();
    });
    await step('Home, End, and Space chooses', async () => {
      await userEvent.keyboard('{Home}');
      await expect(day).toHaveFocus();
      await userEvent.keyboard('{End}');
      await expect(year).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(year).toBeChecked();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('annee');
      await userEvent.keyboard(' ');
      await expect(year).toBeChecked();
      await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    });
  },
};

/** In a right-to-left page, ← moves to the next segment and → to the previous. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    const monthly = canvas.getByRole('radio', { name: 'Mensuel' });
    const yearly = canvas.getByRole('radio', { name: /^Annuel/ });
    await userEvent.tab();
    await expect(monthly).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(yearly).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(monthly).toHaveFocus();
  },
};

const periodChange = fn();

function PriceList() {
  const [period, setPeriod] = useState('annuel');
  return (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <SegmentedControl
        aria-label="Période de facturation"
        value={period}
        onValueChange={(next) => {
          setPeriod(next);
          periodChange(next);
        }}
      >
        <SegmentedControlItem value="mensuel">Mensuel</SegmentedControlItem>
        <SegmentedControlItem value="annuel">Annuel</SegmentedControlItem>
      </SegmentedControl>
      <p>
        {period === 'mensuel'
          ? 'Site vitrine\u00a0: 149\u00a0€ par mois'
          : 'Site vitrine\u00a0: 1\u00a0499\u00a0€ par an'}
      </p>
    </div>
  );
}

/** The page holds the value (`value` + `onValueChange`) and shows the prices of the chosen period. */
export const Controlled: Story = {
  render: () => <PriceList />,
  play: async ({ canvas }) => {
    periodChange.mockClear();
    await expect(canvas.getByText(/par an$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Mensuel' }));
    await expect(periodChange.mock.calls).toEqual([['mensuel']]);
    await expect(canvas.getByText(/par mois$/)).toBeVisible();
  },
};

/** Forced colours: the chosen segment takes the system highlight, the track an edge. */
export const ForcedColours: Story = {
  tags: ['forced-colors'],
  render: () => <SegmentedControlStates />,
  play: async ({ canvas }) => {
    const chosen = canvas.getAllByRole('radio', { name: 'Mensuel' })[0]!;
    const other = canvas.getAllByRole('radio', { name: /^Annuel/ })[0]!;
    await expect(getComputedStyle(chosen).backgroundColor).not.toBe(getComputedStyle(other).backgroundColor);
  },
};
