import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Button,
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  CardTitle,
  alertDialogActionTones,
} from '@company/ui';
import type { AlertDialogActionTone, AlertDialogProps } from '@company/ui';
import { colorSchemes } from '@company/ui/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { rgb } from '../docs/color';
import { guidelines } from '../docs/guidelines';
import { closed, deleted } from '../support/fixtures/AlertDialog';
import { screenOf } from '../support/screen';

interface ExampleProps extends AlertDialogProps {
  trigger?: string;
  question?: string;
  consequence?: string;
  cancel?: string;
  action?: string;
  tone?: AlertDialogActionTone;
  onAction?: () => void;
}

/** A question with its trigger, as a page would write it; each story changes a part. */
function ExampleAlertDialog({
  trigger = 'Supprimer le document',
  question = 'Supprimer ce document\u00a0?',
  consequence = 'Le devis n°\u00a02024‑118 sera supprimé pour toute l’équipe. Cette action est irréversible.',
  cancel = 'Annuler',
  action = 'Supprimer le document',
  tone = 'danger',
  onAction = deleted,
  ...args
}: ExampleProps) {
  return (
    <AlertDialog {...args}>
      <AlertDialogTrigger asChild>
        <Button variant="outline">{trigger}</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{question}</AlertDialogTitle>
          <AlertDialogDescription>{consequence}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancel}</AlertDialogCancel>
          <AlertDialogAction tone={tone} onClick={onAction}>
            {action}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * A question drawn in place with the components it looks like, for the do and don’t examples: the
 * real one is modal and would cover the docs page.
 */
function QuestionPreview({ question, text, actions }: { question: string; text: string; actions: ReactNode }) {
  return (
    <Card variant="elevated">
      <CardHeader>
        <CardTitle level={4}>{question}</CardTitle>
      </CardHeader>
      <CardBody>
        <p style={{ margin: 0 }}>{text}</p>
      </CardBody>
      <CardFooter>
        <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap', justifyContent: 'flex-end' }}>{actions}</div>
      </CardFooter>
    </Card>
  );
}

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
  subcomponents: {
    AlertDialogTrigger,
    AlertDialogContent,
    AlertDialogHeader,
    AlertDialogTitle,
    AlertDialogDescription,
    AlertDialogFooter,
    AlertDialogCancel,
    AlertDialogAction,
  },
  // Open at first, so that each story shows its question; the interaction stories open it from the trigger.
  args: { defaultOpen: true, onOpenChange: fn() },
  argTypes: {
    open: { control: false },
    children: { control: false },
  },
  render: (args) => <ExampleAlertDialog {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          '`AlertDialog` holds the state; `AlertDialogTrigger` (with `asChild` around a `Button`) asks the question; `AlertDialogContent` shows it in the same panel as Dialog, with `AlertDialogHeader`, `AlertDialogTitle`, `AlertDialogDescription` and an `AlertDialogFooter` of two buttons: `AlertDialogCancel`, then `AlertDialogAction`, whose `onClick` does the action. Focus starts on «\u00a0Annuler\u00a0»; Escape cancels; a click outside does nothing.',
      },
      guidelines: guidelines({
        purpose:
          'A question that interrupts to confirm an action with consequences, before it happens: delete a document, terminate a contract, send a quote to the client. It waits for an answer: focus starts on the safe choice, Escape cancels, and a click outside does not close it, so nothing is decided by accident.',
        alternatives: [
          'A task, a form, or a message to read: use Dialog, which a click outside closes.',
          'An action that can be undone: do it at once and offer to undo it in a message, rather than asking first.',
          'A warning that needs no answer: use Alert in the page.',
        ],
        anatomy: [
          {
            part: 'Overlay',
            description: 'dims the page behind; a click on it does not close the question.',
            selector: 'body > div[data-state="open"]:not([role])',
          },
          {
            part: 'Panel',
            description: 'Dialog’s centred panel, `sm` wide by default, with no close button.',
            selector: '[role="alertdialog"]',
          },
          {
            part: 'Title',
            description: 'the question, with the verb of the action.',
            selector: '[role="alertdialog"] h2',
          },
          {
            part: 'Description',
            description: 'what will happen, and whether it can be undone.',
            selector: '[role="alertdialog"] p',
          },
          {
            part: 'Cancel',
            description: 'the safe answer, an outline button; it has the focus at first.',
            selector: '[role="alertdialog"] button[data-variant="outline"]',
          },
          {
            part: 'Action',
            description: 'the answer that does it, last; red (`tone="danger"`) when it destroys something.',
            selector: '[role="alertdialog"] button[data-tone]',
          },
        ],
        dos: [
          {
            caption: 'The verb of the question on the action, so the answer reads on its own.',
            example: (
              <QuestionPreview
                question={'Supprimer ce document\u00a0?'}
                text="Le devis sera supprimé pour toute l’équipe. Cette action est irréversible."
                actions={
                  <>
                    <Button variant="outline">Annuler</Button>
                    <Button>Supprimer le document</Button>
                  </>
                }
              />
            ),
          },
          {
            caption: 'The consequence in the description: what is lost, for whom, and that it cannot be undone.',
            example: (
              <QuestionPreview
                question={'Résilier le contrat\u00a0?'}
                text="Le service s’arrêtera le 30 juin. Vos données seront conservées 30 jours, puis effacées."
                actions={
                  <>
                    <Button variant="outline">Garder le contrat</Button>
                    <Button>Résilier le contrat</Button>
                  </>
                }
              />
            ),
          },
        ],
        donts: [
          {
            caption: '«\u00a0Êtes-vous sûr\u00a0?\u00a0» and «\u00a0OK\u00a0»: nothing says what is about to happen.',
            example: (
              <QuestionPreview
                question={'Êtes-vous sûr\u00a0?'}
                text="Cette action est irréversible."
                actions={
                  <>
                    <Button variant="outline">Annuler</Button>
                    <Button>OK</Button>
                  </>
                }
              />
            ),
          },
          {
            caption:
              'A question for every small action: people learn to confirm without reading. Ask only when it cannot be undone.',
            example: (
              <QuestionPreview
                question={'Enregistrer le brouillon\u00a0?'}
                text="Vous pourrez le modifier plus tard."
                actions={
                  <>
                    <Button variant="outline">Annuler</Button>
                    <Button>Enregistrer</Button>
                  </>
                }
              />
            ),
          },
        ],
        content: [
          'Title: a question with the verb and the object, «\u00a0Supprimer ce document\u00a0?\u00a0», with a non-breaking space before «\u00a0?\u00a0».',
          'Description: one or two sentences on the consequence; say «\u00a0Cette action est irréversible.\u00a0» when it is.',
          'Action: the verb of the question, «\u00a0Supprimer le document\u00a0», «\u00a0Résilier le contrat\u00a0»; never «\u00a0OK\u00a0» or «\u00a0Oui\u00a0».',
          'Cancel: «\u00a0Annuler\u00a0», or what staying means, «\u00a0Garder le contrat\u00a0».',
        ],
        keyboard: [
          {
            keys: 'Enter or Space',
            action:
              'On the trigger: opens the question and moves the focus to «\u00a0Annuler\u00a0», the safe answer. On «\u00a0Annuler\u00a0»: closes the question without doing anything. On the action: does it, then closes the question.',
          },
          {
            keys: 'Tab',
            action:
              'Inside the question: moves to the next button, from the last back to the first; the focus never leaves the question while it is open.',
          },
          {
            keys: 'Shift + Tab',
            action: 'Inside the question: moves to the previous button, from the first to the last.',
          },
          {
            keys: 'Escape',
            action: 'Cancels: closes the question without doing anything, as «\u00a0Annuler\u00a0» does.',
          },
        ],
        accessibility: [
          'The panel has `role="alertdialog"` and is modal: the page behind is inert, out of reach of the focus, the pointer and screen readers, until the question closes.',
          'Its accessible name is the `AlertDialogTitle` (an `h2`) and its description the `AlertDialogDescription`, both read when it opens: write the question and its consequence there.',
          'The focus starts on the cancel button, so Enter pressed by habit does nothing harmful; on close it goes back to the element that opened the question, or where `onCloseAutoFocus` puts it when the action removed that element.',
          'A click on the overlay does not close it. Under forced colours the panel gets a border, and its fade and rise stop when the reader asks for reduced motion.',
        ],
      }),
      // Each story is a modal that covers its frame: render them in their own iframes.
      story: { inline: false, height: '560px' },
    },
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A destructive action: the action button is red (`tone="danger"`). */
export const Playground: Story = {
  tags: ['main'],
  play: async ({ canvasElement, globals }) => {
    const scheme = globals.scheme === 'dark' ? 'dark' : 'light';
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', { name: 'Supprimer ce document\u00a0?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Le devis n°\u00a02024‑118 sera supprimé pour toute l’équipe. Cette action est irréversible.',
    );
    const action = within(dialog).getByRole('button', { name: 'Supprimer le document' });
    await expect(action).toHaveAttribute('data-tone', 'danger');
    await waitFor(() => expect(getComputedStyle(action).backgroundColor).toBe(rgb(colorSchemes[scheme].dangerStrong)));
  },
};

/** An action with consequences that destroys nothing keeps the primary colour (`tone="default"`). */
export const DefaultTone: Story = {
  render: (args) => (
    <ExampleAlertDialog
      {...args}
      trigger="Envoyer le devis"
      question={'Envoyer le devis au client\u00a0?'}
      consequence={'Vanille Export recevra le devis n°\u00a02024‑118 par e‑mail et pourra le signer en ligne.'}
      action="Envoyer le devis"
      tone="default"
    />
  ),
};

const toneQuestions: Record<AlertDialogActionTone, { question: string; action: string }> = {
  default: { question: 'Publier l’article\u00a0?', action: 'Publier l’article' },
  danger: { question: 'Supprimer l’article\u00a0?', action: 'Supprimer l’article' },
};

/** Each `tone` of the action: each button asks a question whose action has that tone. */
export const Tones: Story = {
  tags: ['main'],
  args: { defaultOpen: false },
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
      {alertDialogActionTones.map((tone) => (
        <ExampleAlertDialog
          key={tone}
          {...args}
          trigger={`${toneQuestions[tone].action} (${tone})`}
          question={toneQuestions[tone].question}
          consequence="L’article est visible sur le blog du site."
          action={toneQuestions[tone].action}
          tone={tone}
          onAction={() => {}}
        />
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    for (const tone of alertDialogActionTones) {
      await userEvent.click(canvas.getByRole('button', { name: `${toneQuestions[tone].action} (${tone})` }));
      const dialog = await screenOf(canvasElement).findByRole('alertdialog', { name: toneQuestions[tone].question });
      await expect(within(dialog).getByRole('button', { name: toneQuestions[tone].action })).toHaveAttribute(
        'data-tone',
        tone,
      );
      await userEvent.keyboard('{Escape}');
      await closed(canvasElement);
    }
  },
};

/** Long words and labels: the two buttons wrap onto two rows rather than overflow the panel. */
export const LongText: Story = {
  render: (args) => (
    <ExampleAlertDialog
      {...args}
      trigger="Résilier"
      question={'Résilier le contrat d’infogérance de vos serveurs\u00a0?'}
      consequence="Le service s’arrêtera à la fin du mois en cours. Vos sauvegardes seront conservées trente jours, puis effacées de nos centres de Toamasina et d’Antananarivo."
      cancel="Garder le contrat"
      action="Résilier le contrat d’infogérance"
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('alertdialog');
    const cancel = within(dialog).getByRole('button', { name: 'Garder le contrat' });
    const action = within(dialog).getByRole('button', { name: 'Résilier le contrat d’infogérance' });
    await waitFor(() =>
      expect(action.getBoundingClientRect().right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right),
    );
    await expect(action.getBoundingClientRect().top).toBeGreaterThan(cancel.getBoundingClientRect().top);
  },
};

/** The French names designers use for AlertDialog: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Demande de confirmation · boîte de confirmation · alerte bloquante · confirmer la suppression',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
