import { ConsentEmbed } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { onPhone } from '../support/viewport';
import docsMeta, { MapWithCaption } from './ConsentEmbed.stories';

const meta = {
  title: 'Patterns/ConsentEmbed/Features',
  component: ConsentEmbed,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
} satisfies Meta<typeof ConsentEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing loads before the button; once pressed with the keyboard, the content replaces the card and takes the focus. */
export const LoadOnRequest: Story = {
  args: { onLoadedChange: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    const button = canvas.getByRole('button', { name: 'Lire la vidéo' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadedChange).toHaveBeenCalledWith(true);
    const frame = canvas.getByTitle('Vidéo de présentation de nos bureaux');
    await expect(frame).toHaveFocus();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Controlled by its owner, which records the choice: the visitor’s click goes through `onLoadedChange`. */
export const Controlled: Story = {
  render: function Render(args) {
    const [consented, setConsented] = useState(false);
    return (
      <>
        <p style={{ margin: '0 0 1rem' }}>{consented ? 'Choix enregistré' : 'Aucun choix'}</p>
        <ConsentEmbed {...args} loaded={consented} onLoadedChange={setConsented} />
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lire la vidéo' }));
    await expect(canvas.getByText('Choix enregistré')).toBeVisible();
    await expect(canvas.getByTitle('Vidéo de présentation de nos bureaux')).toHaveFocus();
  },
};

/** On a phone the card sits at the bottom of the frame, and the caption’s row wraps. */
export const Mobile: Story = {
  ...MapWithCaption,
  play: undefined,
  globals: onPhone,
};
