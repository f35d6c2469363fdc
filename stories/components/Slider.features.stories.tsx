import { Field, LocaleProvider, Slider, en } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SliderStates, euros } from '../support/fixtures/Slider';
import docsMeta from './Slider.stories';

const meta = {
  title: 'Forms/Slider/Features',
  component: Slider,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  render: docsMeta.render,
  decorators: docsMeta.decorators,
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown at the end of the slider, hidden from screen readers. */
const shownValue = (canvasElement: HTMLElement) => canvasElement.querySelector('span[aria-hidden="true"]');

/**
 * The WAI-ARIA slider keyboard: arrows move one step, Page Up and Page Down ten, Home and End go
 * to the bounds; each move reports the values and updates the value shown.
 */
export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    const thumb = canvas.getByRole('slider', { name: 'Budget mensuel' });
    const now = () => thumb.getAttribute('aria-valuenow');

    await step('Tab reaches the thumb', async () => {
      await userEvent.tab();
      await expect(thumb).toHaveFocus();
    });
    await step('Arrows move one step (50 €)', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(now()).toBe('1250');
      await userEvent.keyboard('{ArrowUp}');
      await expect(now()).toBe('1300');
      await userEvent.keyboard('{ArrowLeft}{ArrowDown}{ArrowDown}');
      await expect(now()).toBe('1150');
      await expect(args.onValueChange).toHaveBeenLastCalledWith([1150]);
    });
    await step('Page Up and Page Down move ten steps', async () => {
      await userEvent.keyboard('{PageUp}');
      await expect(now()).toBe('1650');
      await userEvent.keyboard('{PageDown}{PageDown}');
      await expect(now()).toBe('650');
    });
    await step('Home and End go to the bounds; the value shown follows', async () => {
      await userEvent.keyboard('{End}');
      await expect(now()).toBe('3000');
      await expect(thumb).toHaveAttribute('aria-valuetext', '3\u202f000\u00a0€');
      await expect(shownValue(canvasElement)).toHaveTextContent(/^3\s000\s€$/);
      await userEvent.keyboard('{Home}');
      await expect(now()).toBe('0');
      await expect(args.onValueCommit).toHaveBeenLastCalledWith([0]);
    });
  },
};

/** A range: each thumb is a Tab stop with its own bound, and the range shown follows both. */
export const RangeKeyboard: Story = {
  args: { defaultValue: [800, 1500] },
  play: async ({ args, canvas, canvasElement }) => {
    const low = canvas.getByRole('slider', { name: 'Budget mensuel Minimum' });
    const high = canvas.getByRole('slider', { name: 'Budget mensuel Maximum' });
    await userEvent.tab();
    await expect(low).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(low).toHaveAttribute('aria-valuenow', '0');
    await userEvent.tab();
    await expect(high).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    await expect(high).toHaveAttribute('aria-valuenow', '2000');
    await userEvent.keyboard('{End}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([0, 3000]);
    await expect(shownValue(canvasElement)).toHaveTextContent(/^0\s?–\s?3\s000\s€$/);
  },
};

/** In a right-to-left page the slider runs from the right: → decreases, ← increases. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('slider', { name: 'Budget mensuel' });
    thumb.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '1250');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '1150');
    // Home and End keep their meaning: the bounds, not the sides.
    await userEvent.keyboard('{End}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '3000');
    // The slider's root carries the direction Radix reads.
    const track = thumb.closest('[dir]')!.getBoundingClientRect();
    await expect(thumb.getBoundingClientRect().left - track.left).toBeLessThan(24);
  },
};

/** A click on the Field’s label moves the focus to the thumb, as it would to an input. */
export const LabelFocusesThumb: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Budget mensuel'));
    await expect(canvas.getByRole('slider', { name: 'Budget mensuel' })).toHaveFocus();
  },
};

const budgetChange = fn();

function ControlledBudget() {
  const [budget, setBudget] = useState([800, 1500]);
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Field label="Budget mensuel">
        <Slider
          min={0}
          max={3000}
          step={50}
          formatOptions={euros}
          value={budget}
          onValueChange={(next) => {
            setBudget(next);
            budgetChange(next);
          }}
        />
      </Field>
      <p role="status">{`Offres entre ${budget[0]} et ${budget[1]} euros`}</p>
    </div>
  );
}

/** The page holds the values (`value` + `onValueChange`) and filters its list as they change. */
export const Controlled: Story = {
  render: () => <ControlledBudget />,
  play: async ({ canvas }) => {
    budgetChange.mockClear();
    canvas.getByRole('slider', { name: 'Budget mensuel Maximum' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(budgetChange).toHaveBeenLastCalledWith([800, 1450]);
    await expect(canvas.getByRole('status')).toHaveTextContent('Offres entre 800 et 1450 euros');
  },
};

/** With the English catalogue and locale, the figures and the thumb names follow. */
export const InEnglish: Story = {
  args: { defaultValue: [800, 1500] },
  render: (args) => (
    <LocaleProvider locale="en-GB" messages={en}>
      <Field label="Budget mensuel">
        <Slider {...args} />
      </Field>
    </LocaleProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Budget mensuel Maximum' })).toHaveAttribute(
      'aria-valuetext',
      '€1,500',
    );
  },
};

/** Forced colours: the range takes the system highlight, the track and the thumbs an edge. */
export const ForcedColours: Story = {
  tags: ['forced-colors'],
  render: () => <SliderStates />,
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('slider', { name: 'Budget mensuel' });
    // Root, track and range each carry `data-orientation`; the thumbs sit in an unmarked wrapper.
    const range = thumb
      .closest('[dir]')!
      .querySelector('[data-orientation] > [data-orientation] > [data-orientation]')!;
    await expect(getComputedStyle(range).backgroundColor).not.toBe(getComputedStyle(thumb).backgroundColor);
    await expect(getComputedStyle(thumb).borderTopStyle).toBe('solid');
  },
};
