import { Button, Field, TextArea } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import docsMeta from './TextArea.stories';

const meta = {
  title: 'Forms/TextArea/Features',
  component: TextArea,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
  render: docsMeta.render,
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing line breaks and text updates the value, reported with the new text to `onValueChange`. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(textarea, 'Bonjour,{Enter}nous souhaitons externaliser notre support.');
    await expect(textarea).toHaveValue('Bonjour,\nnous souhaitons externaliser notre support.');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Bonjour,\nnous souhaitons externaliser notre support.');
  },
};

/** Grows line by line from `minHeight` to `maxHeight`, then scrolls; empty again, it shrinks back. */
export const AutoGrow: Story = {
  args: { autoGrow: true, minHeight: 96, maxHeight: 200 },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    const start = textarea.offsetHeight;
    await expect(start).toBe(96);

    await userEvent.type(textarea, 'Ligne 1{Enter}Ligne 2{Enter}Ligne 3{Enter}Ligne 4');
    const grown = textarea.offsetHeight;
    await expect(grown).toBeGreaterThan(start);
    await expect(grown).toBeLessThan(200);

    await userEvent.type(textarea, '{Enter}Ligne 5{Enter}Ligne 6{Enter}Ligne 7{Enter}Ligne 8');
    await expect(textarea.offsetHeight).toBe(200);
    await userEvent.type(textarea, '{Enter}Ligne 9{Enter}Ligne 10{Enter}Ligne 11');
    await expect(textarea.offsetHeight).toBe(200);
    await expect(textarea.scrollHeight).toBeGreaterThan(textarea.clientHeight);
    await expect(getComputedStyle(textarea).overflowY).toBe('auto');

    await userEvent.clear(textarea);
    await expect(textarea.offsetHeight).toBe(96);
    await userEvent.type(
      textarea,
      'Bonjour,{Enter}{Enter}nous aimerions un devis pour une équipe de support.{Enter}Cordialement',
    );
    await expect(textarea.offsetHeight).toBeGreaterThan(96);
    await expect(textarea.offsetHeight).toBeLessThan(200);
  },
};

function ControlledAutoGrow(args: Parameters<typeof TextArea>[0]) {
  const [value, setValue] = useState('');
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Field label="Message">
        <TextArea {...args} value={value} onChange={(event) => setValue(event.target.value)} />
      </Field>
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setValue('Premier point.\nDeuxième point.\nTroisième point.\nQuatrième point.')}
        >
          Insérer un modèle
        </Button>
      </div>
    </div>
  );
}

/** A controlled value set from outside (a template, a draft) fits too, without any typing. */
export const AutoGrowControlled: Story = {
  args: { autoGrow: true, rows: 2, maxHeight: 240 },
  render: (args) => <ControlledAutoGrow {...args} />,
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    const start = textarea.offsetHeight;
    await userEvent.click(canvas.getByRole('button', { name: 'Insérer un modèle' }));
    await waitFor(() => expect(textarea.offsetHeight).toBeGreaterThan(start));
    await expect(textarea.scrollHeight).toBeLessThanOrEqual(textarea.clientHeight);
  },
};
