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
  dialogSizes,
} from '@company/ui';
import type { DialogSize } from '@company/ui';
import { space } from '@company/ui/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { CallbackForm, ExampleDialog, closed, sent } from '../support/fixtures/Dialog';
import { screenOf } from '../support/screen';

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
          {
            part: 'Overlay',
            description: 'dims the page behind; a click on it closes the dialog.',
            selector: 'body > div[data-state="open"]:not([role])',
          },
          {
            part: 'Panel',
            description:
              'centred, `sm`, `md` or `lg` wide; it scrolls inside itself when the content is taller than the screen.',
            selector: '[role="dialog"]',
          },
          {
            part: 'Close button',
            description: 'a cross in the top corner, named «\u00a0Fermer\u00a0»; optional.',
            selector: '[role="dialog"] > button:first-child',
          },
          {
            part: 'Title and description',
            description: 'the dialog’s name and the sentence read with it.',
            selector: '[role="dialog"] > div:has(> h2)',
          },
          {
            part: 'Content',
            description: 'text, a short form, a list: whatever the task needs.',
            selector: '[role="dialog"] > p',
          },
          {
            part: 'Footer',
            description: 'the actions, at the end of a row with the main one last; stacked on phones.',
            selector: '[role="dialog"] > div:last-child',
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
        keyboard: [
          {
            keys: 'Enter or Space',
            action:
              'On the trigger: opens the dialog and moves the focus to its first control, the close button (or where `onOpenAutoFocus` puts it, such as a form’s first field). On a button of the dialog: runs it; one inside a `DialogClose` also closes the dialog.',
          },
          {
            keys: 'Tab',
            action:
              'Inside the dialog: moves to the next control, from the last back to the first; the focus never leaves a modal dialog (with `modal={false}` it goes on into the page).',
          },
          {
            keys: 'Shift + Tab',
            action: 'Inside the dialog: moves to the previous control, from the first to the last.',
          },
          { keys: 'Escape', action: 'Closes the dialog and moves the focus back to the element that opened it.' },
        ],
        accessibility: [
          'The panel has `role="dialog"`, named by its `DialogTitle` (an `h2`) and described by its `DialogDescription`, both read when it opens; without a description, pass `aria-describedby={undefined}`.',
          'Modal by default: everything outside the dialog is inert, out of reach of the focus, the pointer and screen readers, while live regions placed directly in `body` keep announcing.',
          'The focus moves into the dialog when it opens and goes back, when it closes, to the element that had it, the trigger or a button that opened it through `open`.',
          'The close button is a cross named «\u00a0Fermer\u00a0» (`closeLabel`). Under forced colours the panel gets a border in place of its shadow, and its fade and rise stop when the reader asks for reduced motion.',
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
  tags: ['main'],
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

/**
 * Open by its props over the dimmed page, as after a first try to send its form: the dialog stays
 * open, one field at rest, the other in error, saying how to fix it.
 */
export const States: Story = {
  tags: ['main'],
  render: (args) => (
    <ExampleDialog
      {...args}
      title="Être rappelé"
      description="Un conseiller vous rappelle dans la journée, du lundi au vendredi."
      body={
        <div style={{ display: 'grid', gap: '1rem' }}>
          <Field label="Nom">
            <TextInput name="nom" autoComplete="name" defaultValue="Hanitra Rakotomalala" />
          </Field>
          <Field
            label="Téléphone"
            error={'Saisissez un numéro à 10\u00a0chiffres, par exemple 034\u00a012\u00a0345\u00a067.'}
          >
            <TextInput name="telephone" type="tel" autoComplete="tel" defaultValue="034 12" />
          </Field>
        </div>
      }
      actions={
        <>
          <DialogClose asChild>
            <Button variant="outline">Annuler</Button>
          </DialogClose>
          <Button>Être rappelé</Button>
        </>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Être rappelé' });
    await expect(within(dialog).getByRole('textbox', { name: 'Téléphone' })).toHaveAttribute('aria-invalid', 'true');
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

/** The French names designers use for Dialog: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Boîte de dialogue · fenêtre modale · modale · pop-up · popin',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
