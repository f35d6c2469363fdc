import {
  Button,
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  CardTitle,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Field,
  TextInput,
  Theme,
  dialogSizes,
} from '@company/ui';
import type { DialogProps, DialogSize } from '@company/ui';
import { colorSchemes, space } from '@company/ui/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { rgb } from '../docs/color';
import { guidelines } from '../docs/guidelines';

/** The dialog is portalled to the body: query from there. */
const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits until the dialog has closed, its closing animation included. */
const closed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull());

interface ExampleProps extends DialogProps {
  size?: DialogSize;
  trigger?: string;
  title?: string;
  description?: string;
  body?: ReactNode;
  actions?: ReactNode;
}

/** A dialog with its trigger, as a page would write it; each story changes a part. */
function ExampleDialog({
  size,
  trigger = 'Planifier un appel',
  title = 'Planifier un appel de cadrage',
  description = 'Un chef de projet vous appelle pour préciser votre besoin avant le devis.',
  body = (
    <p>
      L’appel dure 30&nbsp;min. Vous recevez une invitation par e‑mail avec le numéro à composer et l’ordre du jour.
    </p>
  ),
  actions = (
    <>
      <DialogClose asChild>
        <Button variant="outline">Annuler</Button>
      </DialogClose>
      <DialogClose asChild>
        <Button>Planifier l’appel</Button>
      </DialogClose>
    </>
  ),
  ...args
}: ExampleProps) {
  return (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>{trigger}</Button>
      </DialogTrigger>
      <DialogContent size={size}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {body}
        <DialogFooter>{actions}</DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A dialog drawn in place with the components it looks like, for the do and don’t examples: a real
 * dialog is modal and would cover the docs page.
 */
function PanelPreview({ title, text, actions }: { title: string; text: string; actions: ReactNode }) {
  return (
    <Card variant="elevated">
      <CardHeader>
        <CardTitle level={4}>{title}</CardTitle>
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
  title: 'Overlays/Dialog',
  component: Dialog,
  subcomponents: {
    DialogTrigger,
    DialogContent,
    DialogHeader,
    DialogTitle,
    DialogDescription,
    DialogFooter,
    DialogClose,
  },
  // Open at first, so that each story shows its dialog; the interaction stories open it from the trigger.
  args: { defaultOpen: true, modal: true, onOpenChange: fn() },
  argTypes: {
    open: { control: false },
    children: { control: false },
  },
  render: (args) => <ExampleDialog {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          '`Dialog` holds the state; `DialogTrigger` (with `asChild` around a `Button`) opens it; `DialogContent` is the window, with `DialogHeader`, `DialogTitle`, `DialogDescription`, the content and a `DialogFooter` of buttons, those that close it inside a `DialogClose`. Focus moves into the window, stays there, and goes back to the trigger when it closes.',
      },
      guidelines: guidelines({
        purpose:
          'A window over the page for a short task or a message that needs attention before going back to the page: plan a call, fill in a short form, read the details of an item without leaving its list. Escape, the close button and a click on the overlay all close it, and focus goes back to the button that opened it.',
        alternatives: [
          'A confirmation that must be answered before anything else («\u00a0Supprimer ce document\u00a0?\u00a0»): use AlertDialog, which a click outside does not close.',
          'A message that should not interrupt (saved, an error in the page, a notice): use Alert or StatusBanner in the page.',
          'A long form, or content people come back to or share: give it a page of its own, with an address and a Back button.',
          'A page that is not open yet: use RestrictedAccessDialog.',
        ],
        anatomy: [
          { part: 'Overlay', description: 'dims the page behind; a click on it closes the dialog.' },
          {
            part: 'Panel',
            description:
              'centred, `sm`, `md` or `lg` wide; it scrolls inside itself when the content is taller than the screen.',
          },
          { part: 'Close button', description: 'a cross in the top corner, named «\u00a0Fermer\u00a0»; optional.' },
          { part: 'Title and description', description: 'the dialog’s name and the sentence read with it.' },
          { part: 'Content', description: 'text, a short form, a list: whatever the task needs.' },
          {
            part: 'Footer',
            description: 'the actions, at the end of a row with the main one last; stacked on phones.',
          },
        ],
        dos: [
          {
            caption: 'A title that names the task, and buttons that say what they do.',
            example: (
              <PanelPreview
                title="Planifier un appel de cadrage"
                text="Un chef de projet vous appelle pour préciser votre besoin avant le devis."
                actions={
                  <>
                    <Button variant="outline">Annuler</Button>
                    <Button>Planifier l’appel</Button>
                  </>
                }
              />
            ),
          },
          {
            caption: 'One main action, last; the way out without changes («\u00a0Annuler\u00a0») just before it.',
            example: (
              <PanelPreview
                title="Modifier l’adresse de facturation"
                text="La nouvelle adresse figurera sur vos prochaines factures."
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
        donts: [
          {
            caption:
              '«\u00a0OK\u00a0» and «\u00a0Oui\u00a0»: people have to read the whole text to know what they agree to.',
            example: (
              <PanelPreview
                title="Attention"
                text={'Voulez-vous continuer avec les paramètres actuels du contrat\u00a0?'}
                actions={
                  <>
                    <Button variant="outline">Non</Button>
                    <Button>OK</Button>
                  </>
                }
              />
            ),
          },
          {
            caption:
              'A dialog for news or offers nobody asked for: it interrupts the visitor. Put it in the page, or leave it out.',
            example: (
              <PanelPreview
                title={'Nouveau\u00a0: l’offre Cloud\u00a0!'}
                text={'Découvrez notre nouvelle offre d’hébergement, −20\u00a0% ce mois-ci.'}
                actions={<Button>Découvrir</Button>}
              />
            ),
          },
        ],
        content: [
          'Title: a short noun phrase or an infinitive that names the task, «\u00a0Planifier un appel de cadrage\u00a0»; no final full stop, no exclamation mark.',
          'Description: one sentence that says what happens, read aloud with the title when the dialog opens.',
          'Buttons: verbs that say what they do, «\u00a0Planifier l’appel\u00a0», «\u00a0Enregistrer\u00a0»; «\u00a0Annuler\u00a0» to leave without changes; never «\u00a0OK\u00a0».',
          'French typography: a non-breaking space before «\u00a0:\u00a0», «\u00a0;\u00a0», «\u00a0!\u00a0», «\u00a0?\u00a0» and inside «\u00a0», and between a number and its unit («\u00a030\u00a0min\u00a0»).',
        ],
      }),
      // Each story is a modal that covers its frame: render them in their own iframes.
      story: { inline: false, height: '720px' },
    },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `md`, the width of most dialogs. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Planifier un appel de cadrage' });
    await expect(dialog).toHaveAccessibleDescription(
      'Un chef de projet vous appelle pour préciser votre besoin avant le devis.',
    );
    await expect(dialog).toHaveAttribute('data-size', 'md');
    // The dialog fades in: wait until it is fully shown.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeVisible());
  },
};

const sizeNames: Record<DialogSize, string> = { sm: 'Petite', md: 'Moyenne', lg: 'Grande' };
const sizeWidths: Record<DialogSize, number> = { sm: 448, md: 512, lg: 768 };

/** The three widths of `size`: each button opens a dialog of one width. */
export const Sizes: Story = {
  args: { defaultOpen: false },
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
      {dialogSizes.map((size) => (
        <ExampleDialog
          key={size}
          {...args}
          size={size}
          trigger={`${sizeNames[size]} fenêtre (${size})`}
          title={`${sizeNames[size]} fenêtre`}
        />
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    for (const size of dialogSizes) {
      await user.click(canvas.getByRole('button', { name: `${sizeNames[size]} fenêtre (${size})` }));
      const dialog = await screenOf(canvasElement).findByRole('dialog', { name: `${sizeNames[size]} fenêtre` });
      await expect(dialog).toHaveAttribute('data-size', size);
      // Once it has settled: the panel grows into place, keeping a margin on a narrower viewport.
      const available = canvasElement.ownerDocument.documentElement.clientWidth - parseFloat(space['8']) * 16;
      await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(Math.min(sizeWidths[size], available)));
      await user.keyboard('{Escape}');
      await closed(canvasElement);
    }
  },
};

/** `sm`, for a short message with one or two actions. */
export const Small: Story = {
  render: (args) => (
    <ExampleDialog
      {...args}
      size="sm"
      trigger="Voir l’état de la session"
      title="Session expirée"
      description={'Par sécurité, vous avez été déconnecté après 30\u00a0min d’inactivité.'}
      body={null}
      actions={
        <DialogClose asChild>
          <Button>Se reconnecter</Button>
        </DialogClose>
      }
    />
  ),
};

const quoteLines = [
  {
    service: 'Centre de relation client 24/7',
    detail: '3 conseillers, français et anglais',
    amount: '4\u00a0200\u00a0€',
  },
  {
    service: 'Télésecrétariat médical',
    detail: 'Prise de rendez-vous, 8\u00a0h – 18\u00a0h',
    amount: '1\u00a0350\u00a0€',
  },
  { service: 'Annotation de données pour l’IA', detail: '20\u00a0000 images par mois', amount: '2\u00a0800\u00a0€' },
];

/** `lg`, for content laid out in columns: the lines of a quote. */
export const Large: Story = {
  render: (args) => (
    <ExampleDialog
      {...args}
      size="lg"
      trigger="Voir le devis"
      title={'Devis n°\u00a02024‑118'}
      description="Prestations mensuelles proposées à la société Vanille Export, hors taxes."
      body={
        <table style={{ width: '100%', borderCollapse: 'collapse', textAlign: 'start' }}>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'start', paddingBlock: '0.5rem' }}>
                Prestation
              </th>
              <th scope="col" style={{ textAlign: 'start', paddingBlock: '0.5rem' }}>
                Détail
              </th>
              <th scope="col" style={{ textAlign: 'end', paddingBlock: '0.5rem' }}>
                Montant
              </th>
            </tr>
          </thead>
          <tbody>
            {quoteLines.map((line) => (
              <tr key={line.service} style={{ borderTop: '1px solid var(--cui-color-border)' }}>
                <td style={{ paddingBlock: '0.5rem' }}>{line.service}</td>
                <td style={{ paddingBlock: '0.5rem' }}>{line.detail}</td>
                <td style={{ paddingBlock: '0.5rem', textAlign: 'end' }}>{line.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
      actions={
        <>
          <Button variant="outline">Télécharger le PDF</Button>
          <Button>Accepter le devis</Button>
        </>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: /^Devis n°/ });
    await expect(dialog).toHaveAttribute('data-size', 'lg');
    await expect(within(dialog).getAllByRole('row')).toHaveLength(quoteLines.length + 1);
  },
};

const terms = [
  {
    heading: 'Objet',
    text: 'Les présentes conditions régissent les prestations d’externalisation fournies par Company à ses clients professionnels, depuis ses centres de Toamasina.',
  },
  {
    heading: 'Durée',
    text: 'Le contrat est conclu pour douze mois à compter de la mise en production, puis reconduit par périodes de douze mois sauf dénonciation trois mois avant son terme.',
  },
  {
    heading: 'Niveaux de service',
    text: 'Les délais de réponse et de résolution figurent en annexe. Un rapport mensuel mesure chaque indicateur et les pénalités éventuelles sont déduites de la facture suivante.',
  },
  {
    heading: 'Confidentialité',
    text: 'Chaque partie garde confidentielles les informations reçues de l’autre, pendant le contrat et cinq ans après sa fin. Les équipes signent un engagement individuel.',
  },
  {
    heading: 'Données personnelles',
    text: 'Company traite les données pour le compte du client, sur ses seules instructions, et l’aide à répondre aux demandes des personnes concernées dans un délai de 48\u00a0h.',
  },
  {
    heading: 'Facturation',
    text: 'Les prestations sont facturées au début de chaque mois, payables à trente jours. Tout retard entraîne des pénalités au taux légal en vigueur.',
  },
  {
    heading: 'Résiliation',
    text: 'En cas de manquement grave non corrigé dans les trente jours d’une mise en demeure, l’autre partie peut résilier le contrat par lettre recommandée.',
  },
];

/** Content taller than the screen scrolls inside the panel, which stays within the screen. */
export const LongContent: Story = {
  render: (args) => (
    <ExampleDialog
      {...args}
      trigger="Lire les conditions"
      title="Conditions générales de prestation"
      description="Version du 1er mars, applicable aux contrats signés depuis cette date."
      body={
        <div style={{ display: 'grid', gap: '1rem' }}>
          {terms.map((term, index) => (
            <section key={term.heading} aria-labelledby={`article-${index}`}>
              <h3 id={`article-${index}`} style={{ fontSize: '1.125rem', marginBlockEnd: '0.25rem' }}>
                {`${index + 1}. ${term.heading}`}
              </h3>
              <p>{term.text}</p>
            </section>
          ))}
        </div>
      }
      actions={
        <>
          <DialogClose asChild>
            <Button variant="outline">Plus tard</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>J’accepte les conditions</Button>
          </DialogClose>
        </>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Conditions générales de prestation' });
    const viewportHeight = canvasElement.ownerDocument.documentElement.clientHeight;
    await waitFor(() => expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(viewportHeight));
    await expect(dialog.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    // The last action is reached inside the panel: focusing it scrolls it into view.
    const accept = within(dialog).getByRole('button', { name: 'J’accepte les conditions' });
    accept.focus();
    await waitFor(() => expect(dialog.scrollTop).toBeGreaterThan(0));
    const { bottom } = accept.getBoundingClientRect();
    await expect(bottom).toBeLessThanOrEqual(dialog.getBoundingClientRect().bottom);
    // Back at the top for the visual baseline.
    dialog.scrollTop = 0;
    within(dialog).getByRole('button', { name: 'Fermer' }).focus();
  },
};

const sent = fn();

/** A callback request: two fields, and the footer’s button sends them. */
function CallbackForm({ onSend, ...args }: DialogProps & { onSend: (data: { name: string; phone: string }) => void }) {
  const [open, setOpen] = useState(args.defaultOpen ?? false);
  const firstField = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        args.onOpenChange?.(next);
      }}
      modal={args.modal}
    >
      <DialogTrigger asChild>
        <Button>Être rappelé</Button>
      </DialogTrigger>
      <DialogContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          firstField.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Être rappelé par un conseiller</DialogTitle>
          <DialogDescription>Nous vous appelons sous 24&nbsp;h ouvrées, du lundi au samedi.</DialogDescription>
        </DialogHeader>
        <form
          id="rappel"
          style={{ display: 'grid', gap: '1rem' }}
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            const text = (name: string) => {
              const value = data.get(name);
              return typeof value === 'string' ? value : '';
            };
            onSend({ name: text('nom'), phone: text('telephone') });
            setOpen(false);
          }}
        >
          <Field label="Nom complet" required>
            <TextInput ref={firstField} name="nom" autoComplete="name" />
          </Field>
          <Field label="Téléphone" hint="Avec l’indicatif du pays, par exemple +261." required>
            <TextInput type="tel" name="telephone" autoComplete="tel" />
          </Field>
        </form>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Annuler</Button>
          </DialogClose>
          <Button type="submit" form="rappel">
            Envoyer la demande
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** A short form: focus starts on its first field (`onOpenAutoFocus`), not on the close button. */
export const FormInside: Story = {
  render: (args) => <CallbackForm {...args} onSend={sent} />,
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Être rappelé par un conseiller' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Nom complet/ })).toHaveFocus());
    await expect(within(dialog).getByRole('textbox', { name: /^Téléphone/ })).toHaveAccessibleDescription(
      'Avec l’indicatif du pays, par exemple +261.',
    );
  },
};

/**
 * Opened from its trigger, the form takes the focus on its first field; the footer’s button, outside
 * the `<form>` but tied to it by `form`, sends it; the dialog closes and the focus is back on the trigger.
 */
export const SendingTheForm: Story = {
  tags: ['!autodocs'],
  args: { defaultOpen: false },
  render: (args) => <CallbackForm {...args} onSend={sent} />,
  play: async ({ canvas, canvasElement }) => {
    sent.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Être rappelé' });
    await userEvent.click(trigger);
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Être rappelé par un conseiller' });
    const name = within(dialog).getByRole('textbox', { name: /^Nom complet/ });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('Hery Rakotondrabe');
    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox', { name: /^Téléphone/ })).toHaveFocus();
    await userEvent.keyboard('+261 34 00 000 00');
    await userEvent
      .setup({ pointerEventsCheck: 0 })
      .click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    await expect(sent.mock.calls).toEqual([[{ name: 'Hery Rakotondrabe', phone: '+261 34 00 000 00' }]]);
    await closed(canvasElement);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * Focus moves into the dialog (to the close button, the first control), Tab and Shift+Tab stay
 * inside, and Escape closes it and gives the focus back to the trigger.
 */
export const KeyboardAndFocus: Story = {
  tags: ['!autodocs'],
  args: { defaultOpen: false },
  play: async ({ args, canvas, canvasElement, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Planifier un appel' });
    const doc = canvasElement.ownerDocument;

    await step('Enter on the trigger opens the dialog and focus moves into it', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Planifier un appel de cadrage' });
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    });

    await step('Tab and Shift+Tab stay inside the dialog', async () => {
      const dialog = screenOf(canvasElement).getByRole('dialog');
      const close = within(dialog).getByRole('button', { name: 'Fermer' });
      const cancel = within(dialog).getByRole('button', { name: 'Annuler' });
      const confirm = within(dialog).getByRole('button', { name: 'Planifier l’appel' });
      await userEvent.tab();
      await expect(cancel).toHaveFocus();
      await userEvent.tab();
      await expect(confirm).toHaveFocus();
      await userEvent.tab();
      await expect(close).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(confirm).toHaveFocus();
      await expect(dialog.contains(doc.activeElement)).toBe(true);
    });

    await step('Escape closes it and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await closed(canvasElement);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

/**
 * While the dialog is open the page behind is `inert`: its links and buttons take neither focus nor
 * clicks and leave the accessibility tree, and so does a widget the page mounts after the dialog
 * opened (a chat launcher loaded late). Closing the dialog gives the page back, focus on the trigger.
 */
export const PageBehindIsInert: Story = {
  tags: ['!autodocs'],
  args: { defaultOpen: false },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <a href="#tarifs">Voir nos tarifs</a>
      <ExampleDialog {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement, step }) => {
    const doc = canvasElement.ownerDocument;
    const link = canvas.getByRole('link', { name: 'Voir nos tarifs' });
    const trigger = canvas.getByRole('button', { name: 'Planifier un appel' });
    const lateWidget = doc.createElement('button');
    lateWidget.textContent = 'Ouvrir l’assistant';

    await step('Open: the page and a widget mounted afterwards are inert, the dialog is not', async () => {
      await userEvent.click(trigger);
      const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Planifier un appel de cadrage' });
      await waitFor(() => expect(link.closest('[inert]')).not.toBeNull());
      await expect(trigger.closest('[inert]')).not.toBeNull();
      await expect(dialog.closest('[inert]')).toBeNull();
      canvasElement.append(lateWidget);
      await expect(lateWidget.closest('[inert]')).not.toBeNull();
      for (const element of [link, lateWidget]) {
        element.focus();
        await expect(element).not.toHaveFocus();
      }
    });

    await step('Escape: the page is usable again and the trigger has the focus', async () => {
      await userEvent.keyboard('{Escape}');
      await closed(canvasElement);
      await expect(doc.querySelector('[inert]')).toBeNull();
      await waitFor(() => expect(trigger).toHaveFocus());
      link.focus();
      await expect(link).toHaveFocus();
      lateWidget.remove();
    });
  },
};

/** A click on the overlay, outside the panel, closes the dialog. */
export const OverlayClickCloses: Story = {
  tags: ['!autodocs'],
  args: { defaultOpen: false },
  play: async ({ args, canvas, canvasElement }) => {
    // A modal dialog turns off pointer events on the body; the overlay takes them.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const trigger = canvas.getByRole('button', { name: 'Planifier un appel' });
    await user.click(trigger);
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Planifier un appel de cadrage' });
    const overlay = canvasElement.ownerDocument.elementFromPoint(4, 4);
    await expect(overlay).not.toBeNull();
    await expect(dialog.contains(overlay)).toBe(false);
    // Radix listens for outside pointer-downs once the dialog has settled.
    await waitFor(async () => {
      await user.click(overlay as Element);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
    await closed(canvasElement);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The page owns the state (`open` + `onOpenChange`): here a button that is not the trigger opens it. */
function ControlledDialog(args: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <p role="status">{open ? 'Fenêtre ouverte' : 'Fenêtre fermée'}</p>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Planifier un appel
      </Button>
      <Dialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Planifier un appel de cadrage</DialogTitle>
            <DialogDescription>Un chef de projet vous appelle pour préciser votre besoin.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Annuler</Button>
            </DialogClose>
            <DialogClose asChild>
              <Button>Planifier l’appel</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

export const Controlled: Story = {
  tags: ['!autodocs'],
  args: { defaultOpen: undefined },
  render: (args) => <ControlledDialog {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const opener = canvas.getByRole('button', { name: 'Planifier un appel' });
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Fenêtre fermée');
    await userEvent.click(opener);
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Planifier un appel de cadrage' });
    // The page behind is hidden from assistive technology while the dialog is open.
    await expect(status).toHaveTextContent('Fenêtre ouverte');
    // Opening is the page's: only the ways out report to onOpenChange.
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await expect(args.onOpenChange!.mock.calls).toEqual([[false]]);
    await closed(canvasElement);
    await expect(status).toHaveTextContent('Fenêtre fermée');
    // Without a trigger, focus goes back to the element that had it when the dialog opened.
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** On a phone the panel takes the width but a margin, and the actions stack at full width. */
export const Mobile: Story = {
  tags: ['!autodocs'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Planifier un appel de cadrage' });
    const viewportWidth = canvasElement.ownerDocument.documentElement.clientWidth;
    await waitFor(() => expect(dialog.getBoundingClientRect().left).toBeGreaterThanOrEqual(0));
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(viewportWidth);
    const cancel = within(dialog).getByRole('button', { name: 'Annuler' });
    const confirm = within(dialog).getByRole('button', { name: 'Planifier l’appel' });
    await expect(cancel.getBoundingClientRect().width).toBe(confirm.getBoundingClientRect().width);
    await expect(confirm.getBoundingClientRect().top).toBeGreaterThan(cancel.getBoundingClientRect().bottom);
  },
};

/**
 * Opened from a dark band of a light page: the dialog is portalled to the end of the body, out of
 * the band, and still takes the band's scheme.
 */
export const InsideDarkTheme: Story = {
  tags: ['!autodocs'],
  args: { defaultOpen: false },
  render: (args) => (
    <Theme scheme="dark" style={{ padding: '1.5rem', borderRadius: '14px' }}>
      <p style={{ marginBlock: '0 1rem' }}>Un projet à nous confier&nbsp;?</p>
      <ExampleDialog {...args} />
    </Theme>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Planifier un appel' }));
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Planifier un appel de cadrage' });
    await expect(dialog).toHaveAttribute('data-cui-scheme', 'dark');
    await expect(getComputedStyle(dialog).backgroundColor).toBe(rgb(colorSchemes.dark.surface));
    await expect(getComputedStyle(dialog).colorScheme).toBe('dark');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Forced colours remove the panel's shadow: a border keeps its edge. */
export const ForcedColours: Story = {
  // Run by the `storybook:forced-colors` Vitest project, in Chromium's forced-colours emulation
  // (in the Storybook UI: DevTools › Rendering › Emulate CSS media feature forced-colors).
  tags: ['!autodocs', 'forced-colors'],
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Planifier un appel de cadrage' });
    const style = getComputedStyle(dialog);
    await expect(style.borderTopStyle).toBe('solid');
    await expect(style.borderTopWidth).toBe('1px');
    await expect(style.borderTopColor).not.toBe(style.backgroundColor);
  },
};

/** The French names designers use for Dialog: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Boîte de dialogue · fenêtre modale · modale · pop-up · popin',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
