import { Steps } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPhone } from '../support/viewport';
import docsMeta from './Steps.stories';

const meta = {
  title: 'Data display/Steps/Features',
  component: Steps,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ordered list whose visible numbers are zero-padded and not part of the accessible text. */
export const Semantics: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);

    for (const [index, item] of items.entries()) {
      const number = String(index + 1).padStart(2, '0');
      const shown = within(item).getByText(number);
      await expect(shown).toBeVisible();
      // Hidden from assistive technology: the list already says « 1 of 4 ».
      await expect(shown.closest('[aria-hidden="true"]')).not.toBeNull();
      await expect(within(item).queryByText(number, { ignore: '[aria-hidden="true"] *' })).toBeNull();
    }

    await expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveAccessibleName('Audit de vos besoins');
    await expect(canvas.getAllByText(/^0\d$/)).toHaveLength(4);
  },
};

/** From the medium breakpoint the steps sit side by side. */
export const Horizontal: Story = {
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
  },
};

/** On a small screen the steps stack, joined by a vertical line. */
export const Mobile: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThanOrEqual(first!.getBoundingClientRect().bottom);
  },
};

export const HeadingLevelFour: Story = {
  args: { level: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(4);
  },
};
