import { Button, Field, TextArea } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

const meta = {
  title: 'Components/Forms/TextArea',
  component: TextArea,
  args: { name: 'message', rows: 4, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Use a text area for free text that can run over several lines: a message, the description of a need, a comment. Size it for the expected answer with `rows`, or use `autoGrow` so it grows with the text between `minHeight` and `maxHeight` (in pixels) and scrolls beyond. Place it in a `Field` for its label, hint and error.',
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
  render: (args) => (
    <Field label="Message">
      <TextArea {...args} />
    </Field>
  ),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(textarea, 'Bonjour,{Enter}nous souhaitons externaliser notre support.');
    await expect(textarea).toHaveValue('Bonjour,\nnous souhaitons externaliser notre support.');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  render: (args) => (
    <Field
      label="Décrivez votre projet"
      hint="Objectifs, délais, outils déjà en place : plus vous êtes précis, plus notre devis le sera."
    >
      <TextArea {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Décrivez votre projet' })).toHaveAccessibleDescription(
      'Objectifs, délais, outils déjà en place\u00a0: plus vous êtes précis, plus notre devis le sera.',
    );
  },
};

export const WithError: Story = {
  render: (args) => (
    <Field label="Message" required error="Veuillez décrire votre demande en quelques phrases.">
      <TextArea {...args} defaultValue="Bonjour" />
    </Field>
  ),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription(
      expect.stringContaining('Veuillez décrire votre demande en quelques phrases.'),
    );
  },
};

export const Required: Story = {
  render: (args) => (
    <Field label="Message" required>
      <TextArea {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: {
    disabled: true,
    defaultValue: 'Votre demande a été transmise à l’équipe commerciale le 12 mai 2025.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  },
};

export const LongFrenchLabel: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <Field
      label="Précisez les horaires et les langues dans lesquels votre service client doit être joignable par vos clients"
      hint="Par exemple : du lundi au vendredi de 8 h à 18 h, heure de Paris, en français et en anglais."
    >
      <TextArea {...args} />
    </Field>
  ),
};

/** Grows line by line from `minHeight` to `maxHeight`, then scrolls. */
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
