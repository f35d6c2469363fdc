import { Alert, Button, FormActions } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Send } from 'lucide-react';
import { expect } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { maxWidth } from '../support/frame';

const sent = (
  <Alert tone="success" live="off" title="Message envoyé">
    Nous vous répondons sous 24&nbsp;h ouvrées.
  </Alert>
);

const failed = <Alert tone="danger">L’envoi a échoué. Vérifiez votre connexion, puis réessayez.</Alert>;

const meta = {
  title: 'Forms/FormActions',
  component: FormActions,
  args: {
    children: (
      <Button type="submit" size="lg" icon={<Send />}>
        Envoyer le message
      </Button>
    ),
  },
  argTypes: {
    children: { control: false },
    status: { control: false },
    error: { control: false },
  },
  decorators: [maxWidth('36rem')],
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'Form actions end a form: its buttons, and above them what the last submit did. The success message goes in a `status` region that stays in the page while empty, so screen readers announce what appears in it; an empty status takes no room, so the buttons stay put until there is something to say.',
        alternatives: [
          'A message about the whole page, not a form’s submit: use Alert on its own.',
          'An error on one field: give it to that Field’s `error`, next to the field.',
        ],
        anatomy: [
          {
            part: 'Status',
            description: 'a live region above the buttons: a success Alert with `live="off"`.',
            story: 'Sent',
            selector: '[role="status"]',
          },
          {
            part: 'Error (optional)',
            description: 'a danger Alert when the submit failed; it announces itself.',
            story: 'Failed',
            selector: '[role="alert"]',
          },
          { part: 'Buttons', description: 'the submit button first, then any secondary action.', selector: 'button' },
        ],
        dos: [
          {
            caption: 'A confirmation that says what happened and what comes next.',
            example: <FormActions status={sent}>{<Button type="submit">Envoyer</Button>}</FormActions>,
          },
          {
            caption: 'A failure that says what to do, with the typed values kept.',
            example: <FormActions error={failed}>{<Button type="submit">Envoyer</Button>}</FormActions>,
          },
        ],
        donts: [
          {
            caption: 'A status Alert that announces itself again inside the region (`live` left on).',
            example: (
              <FormActions status={<Alert tone="success">Envoyé</Alert>}>
                {<Button type="submit">Envoyer</Button>}
              </FormActions>
            ),
          },
        ],
        content: [
          'Confirmation: what happened, then what comes next: «\u00a0Message envoyé. Nous vous répondons sous 24\u00a0h ouvrées.\u00a0»',
          'Failure: what went wrong and what to do, never a code: «\u00a0Vérifiez votre connexion, puis réessayez.\u00a0»',
        ],
        keyboard: [
          {
            keys: 'Tab',
            action:
              'Moves the focus through the buttons, in order; FormActions adds no key of its own, the buttons keep theirs (Enter or Space submits).',
          },
        ],
        accessibility: [
          'The status region (`role="status"`, polite) is always in the page, even empty, so screen readers announce a message as soon as it appears in it; give it an Alert with `live="off"`, or the message is announced twice.',
          'The `error` slot is not a live region of its own: a danger Alert announces itself (`role="alert"`, assertive); anything else put there is not read out.',
          'FormActions never moves the focus: after a submit it stays on the button; move it yourself to the first invalid Field when the errors are on fields.',
        ],
      }),
    },
  },
} satisfies Meta<typeof FormActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** The confirmation above the button, in the status region. */
export const Sent: Story = {
  args: { status: sent },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Message envoyé');
  },
};

/** The failure above the button; it announces itself. */
export const Failed: Story = {
  args: { error: failed },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('L’envoi a échoué');
  },
};

/** The French names designers use for FormActions: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Actions de formulaire · bouton d’envoi · confirmation d’envoi',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
