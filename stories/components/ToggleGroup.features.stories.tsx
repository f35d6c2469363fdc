import { ToggleGroup, ToggleGroupItem } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ToggleGroupStates } from '../support/fixtures/ToggleGroup';
import docsMeta from './ToggleGroup.stories';

const meta = {
  title: 'Forms/ToggleGroup/Features',
  component: ToggleGroup,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  render: docsMeta.render,
} satisfies Meta<typeof ToggleGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The group is one Tab stop; the arrows move between the items and wrap, Home and End go to the
 * ends, Space and Enter press or release the focused item, each press reported.
 */
export const KeyboardMultiple: Story = {
  play: async ({ args, canvas, step }) => {
    const bold = canvas.getByRole('button', { name: 'Gras' });
    const italic = canvas.getByRole('button', { name: 'Italique' });
    const underline = canvas.getByRole('button', { name: 'Souligné' });

    await step('Tab enters on the first item; arrows move without pressing', async () => {
      await userEvent.tab();
      await expect(bold).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(italic).toHaveFocus();
      await expect(italic).toHaveAttribute('aria-pressed', 'false');
    });
    await step('Space and Enter press and release', async () => {
      await userEvent.keyboard(' ');
      await expect(italic).toHaveAttribute('aria-pressed', 'true');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(['gras', 'italique']);
      await userEvent.keyboard('{Enter}');
      await expect(italic).toHaveAttribute('aria-pressed', 'false');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(['gras']);
    });
    await step('End, Home, and the arrows wrap', async () => {
      await userEvent.keyboard('{End}');
      await expect(underline).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(bold).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}');
      await expect(underline).toHaveFocus();
      await userEvent.keyboard('{Home}');
      await expect(bold).toHaveFocus();
    });
    await step('Tab leaves the group', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('toolbar').contains(document.activeElement)).toBe(false);
    });
  },
};

/**
 * `single`: a radio group. Tab enters on the checked radio, the arrows move and skip a disabled
 * item, Space checks; Space on the checked one unchecks it (value `''`).
 */
export const KeyboardSingle: Story = {
  args: { type: 'single', defaultValue: 'en-attente', 'aria-label': 'Statut des tickets' },
  render: (args) => (
    <ToggleGroup {...args}>
      <ToggleGroupItem value="ouverts">Ouverts</ToggleGroupItem>
      <ToggleGroupItem value="en-attente">En attente</ToggleGroupItem>
      <ToggleGroupItem value="archives" disabled>
        Archivés
      </ToggleGroupItem>
      <ToggleGroupItem value="resolus">Résolus</ToggleGroupItem>
    </ToggleGroup>
  ),
  play: async ({ args, canvas }) => {
    const waiting = canvas.getByRole('radio', { name: 'En attente' });
    const solved = canvas.getByRole('radio', { name: 'Résolus' });
    await userEvent.tab();
    await expect(waiting).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(solved).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(solved).toBeChecked();
    await expect(waiting).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('resolus');
    await userEvent.keyboard(' ');
    await expect(solved).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

/** In a right-to-left page the first item is on the right: ← moves to the next one, → to the previous. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    const bold = canvas.getByRole('button', { name: 'Gras' });
    const italic = canvas.getByRole('button', { name: 'Italique' });
    await userEvent.tab();
    await expect(bold).toHaveFocus();
    await expect(bold.getBoundingClientRect().left).toBeGreaterThan(italic.getBoundingClientRect().left);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(italic).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(bold).toHaveFocus();
  },
};

/** Forced colours: the pressed items take the system highlight. */
export const ForcedColours: Story = {
  tags: ['forced-colors'],
  render: () => <ToggleGroupStates />,
  play: async ({ canvas }) => {
    const pressed = canvas.getAllByRole('button', { name: 'Gras' })[0]!;
    const released = canvas.getAllByRole('button', { name: 'Italique' })[0]!;
    await expect(getComputedStyle(pressed).backgroundColor).not.toBe(getComputedStyle(released).backgroundColor);
  },
};
