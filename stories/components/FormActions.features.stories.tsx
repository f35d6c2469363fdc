import { Alert, Button, Field, FormActions, TextInput } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, userEvent } from 'storybook/test';
import docsMeta from './FormActions.stories';

const meta = {
  title: 'Forms/FormActions/Features',
  component: FormActions,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
} satisfies Meta<typeof FormActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form that confirms its submit in the status: the message is announced, then replaced on the next change. */
function NewsletterForm() {
  const [done, setDone] = useState(false);
  return (
    <form
      style={{ display: 'grid', gap: '1.25rem', maxWidth: '28rem' }}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        setDone(true);
      }}
    >
      <Field label="Adresse e-mail">
        <TextInput type="email" name="email" defaultValue="hanitra@entreprise-exemple.mg" />
      </Field>
      <FormActions
        status={
          done ? (
            <Alert tone="success" live="off">
              Inscription confirmée.
            </Alert>
          ) : null
        }
      >
        <Button type="submit">S’inscrire</Button>
      </FormActions>
    </form>
  );
}

/** Empty, the status region is in the page and takes no room; the message appears in it after the submit. */
export const AnnouncesTheSubmit: Story = {
  render: () => <NewsletterForm />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status');
    await expect(region.getBoundingClientRect().height).toBe(0);
    const button = canvas.getByRole('button', { name: 'S’inscrire' });
    const top = button.getBoundingClientRect().top;
    await userEvent.click(button);
    await expect(region).toHaveTextContent('Inscription confirmée.');
    await expect(button.getBoundingClientRect().top).toBeGreaterThan(top);
  },
};
