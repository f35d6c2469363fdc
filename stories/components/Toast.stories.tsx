import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  Toaster,
  toastTones,
  toastTypes,
} from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { regionOf } from '../support/fixtures/Toast';
import { onPhone } from '../support/viewport';

/**
 * Toasts drawn in place, for the docs' examples: the real region is fixed in the corner of the
 * window. Each example has its own provider and region, named by `name`, with no hotkey, so F8
 * still reaches the page's own.
 */
function InPlace({ name, children }: { name: string; children: ReactNode }) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <ToastProvider>
      <div ref={setContainer} />
      {container ? (
        <>
          {children}
          <ToastViewport
            container={container}
            hotkey={[]}
            label={`Exemple\u00a0: ${name}`}
            style={{ position: 'static', width: 'auto', padding: 0 }}
          />
        </>
      ) : null}
    </ToastProvider>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  subcomponents: { ToastTitle, ToastDescription, ToastAction, ToastClose, ToastViewport, ToastProvider, Toaster },
  // Visual stories keep their toasts until the end: a timer would close them before the capture.
  args: { tone: 'info', duration: Infinity, onOpenChange: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: toastTones },
    type: { control: 'inline-radio', options: toastTypes },
    duration: { control: 'number' },
  },
  // A provider and its Toaster, as an app places them once around its pages.
  decorators: [
    (Story, { parameters }) =>
      parameters.ownToaster ? (
        Story()
      ) : (
        <ToastProvider>
          {Story()}
          <Toaster />
        </ToastProvider>
      ),
  ],
  render: (args) => (
    <Toast {...args}>
      <ToastTitle>Modifications enregistrées</ToastTitle>
      <ToastDescription>Votre profil est à jour.</ToastDescription>
      <ToastClose />
    </Toast>
  ),
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A toast confirms, for a few seconds and without interrupting, something the visitor has just done or that has just happened: «\u00a0Devis envoyé\u00a0», «\u00a0Lien copié\u00a0». It appears in a corner of the window, is read out by screen readers, and closes by itself, after a pause while the pointer or the focus is on it. F8 moves the keyboard focus to the toasts. Raise one from an event handler with `useToast()`, shown by the `Toaster` placed once in the app.',
        alternatives: [
          'Anything the visitor must read or act on (a session about to expire, a payment that failed, a choice to make): use a Dialog, or an Alert in the page. A toast goes away, and may never be seen.',
          'An error in a form: show it on the field (Field’s `error`) and, for the whole form, in an Alert above it; a toast may repeat it, never be its only sign.',
          'The state of something that lasts (a service down, a page in maintenance): use StatusBanner or Alert, which stay in the page.',
          'Progress of a long task: use ProgressBar or Spinner in the place where the result will show.',
        ],
        anatomy: [
          {
            part: 'Region',
            description: 'the corner of the window the toasts stack in, «\u00a0Notifications (F8)\u00a0».',
            selector: '[role="region"] ol:has(> li[data-tone])',
          },
          {
            part: 'Icon',
            description: 'the tone’s icon (information, success, warning, error), with a coloured edge on the left.',
            selector: 'li[data-tone] > span[aria-hidden="true"]',
          },
          {
            part: 'Title',
            description: 'what happened, in a few words, in bold.',
            selector: 'li[data-tone] > span + div',
          },
          {
            part: 'Description (optional)',
            description: 'one sentence of detail or of what comes next.',
            selector: 'li[data-tone] > span + div + div',
          },
          {
            part: 'Action (optional)',
            description:
              'one small button about what happened («\u00a0Annuler\u00a0»); a toast with an action stays until it is closed.',
            story: 'WithAction',
            selector: 'li[data-tone] > button[data-variant="outline"]',
          },
          {
            part: 'Close button',
            description: 'the cross in the corner; Escape and a swipe close it too.',
            selector: 'li[data-tone] > button',
          },
        ],
        dos: [
          {
            caption: 'A short confirmation of what the visitor just did, and what happens next.',
            example: (
              <InPlace name="Devis envoyé">
                <Toast tone="success" duration={Infinity}>
                  <ToastTitle>Devis envoyé</ToastTitle>
                  <ToastDescription>Nous vous répondons sous 24&nbsp;h ouvrées.</ToastDescription>
                  <ToastClose />
                </Toast>
              </InPlace>
            ),
          },
          {
            caption:
              'An undo that can also be done elsewhere: its `altText` says where, for those who cannot reach the button in time.',
            example: (
              <InPlace name="Demande archivée">
                <Toast duration={Infinity}>
                  <ToastTitle>Demande archivée</ToastTitle>
                  <ToastAction altText="Restaurez-la depuis vos archives">Annuler</ToastAction>
                  <ToastClose />
                </Toast>
              </InPlace>
            ),
          },
        ],
        donts: [
          {
            caption: 'A form error only in a toast: it vanishes, and the field it concerns stays unmarked.',
            example: (
              <InPlace name="Adresse e-mail invalide">
                <Toast tone="danger" duration={Infinity}>
                  <ToastTitle>Adresse e-mail invalide</ToastTitle>
                  <ToastClose />
                </Toast>
              </InPlace>
            ),
          },
          {
            caption:
              'Something the visitor must act on: the toast may close before it is read; use a Dialog or an Alert.',
            example: (
              <InPlace name="Session expirée">
                <Toast tone="warning" duration={Infinity}>
                  <ToastTitle>Votre session expire dans 1&nbsp;min</ToastTitle>
                  <ToastDescription>Enregistrez votre devis pour ne pas le perdre.</ToastDescription>
                  <ToastClose />
                </Toast>
              </InPlace>
            ),
          },
        ],
        content: [
          'Title: what happened, in a few words, as a past participle or a short noun phrase: «\u00a0Devis envoyé\u00a0», «\u00a0Lien copié\u00a0»; no exclamation mark, no «\u00a0Succès\u00a0».',
          'Description: one sentence, only when it adds something (what comes next, where to find the result).',
          'Action: one verb, «\u00a0Annuler\u00a0» or «\u00a0Voir\u00a0»; its `altText` says how to do the same without the toast.',
          'Read in a few seconds: ten words or so in all, as it closes by itself.',
          'French typography: a non-breaking space before «\u00a0:\u00a0», «\u00a0;\u00a0», «\u00a0!\u00a0», «\u00a0?\u00a0», inside «\u00a0» and in «\u00a024\u00a0h\u00a0»; the typographic apostrophe.',
        ],
        keyboard: [
          {
            keys: 'F8',
            action:
              'From anywhere in the page: moves the focus to the toasts’ region; their timers pause while the focus is there.',
          },
          {
            keys: 'Tab',
            action:
              'In the region: goes to the most recent toast, then its action and its close button, then the next toast; past the last, out of the region.',
          },
          { keys: 'Shift + Tab', action: 'In the region: goes back the same way.' },
          {
            keys: 'Enter / Space',
            action:
              'On the action: runs it and closes the toast. On the close button: closes the toast. The focus stays in the region.',
          },
          { keys: 'Escape', action: 'On a toast or inside it: closes that toast; the focus stays in the region.' },
        ],
        accessibility: [
          'The toasts sit in a `region` landmark named «\u00a0Notifications (F8)\u00a0», portalled to the end of the page; a toast never takes the focus when it shows.',
          'Each toast is read out from a live region, title then description, the icon left out: info and success wait for a pause (`background`), warning and danger interrupt (`foreground`). The tone has its own icon, never colour alone.',
          'Its timer pauses while the pointer or the focus is on the toasts and while the window is in the background; a toast with an action stays until it is closed, and its `altText` tells screen reader users how to do the same elsewhere.',
          'The close button is named «\u00a0Fermer la notification\u00a0»; when a toast closes with the focus in it, the focus moves to the region, not back to where it was before F8.',
          'Under `prefers-reduced-motion` the toast fades in where it stands instead of sliding; in forced colours it keeps its outline and its icon.',
        ],
      }),
      // Each story's toasts sit in the corner of the window: render them in their own iframes.
      story: { inline: false, height: '320px' },
    },
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/**
 * Shown by their props, stacked in the corner: a title alone, a title with its description, and a
 * toast with an action, which stays until it is closed.
 */
export const States: Story = {
  tags: ['main'],
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  render: (args) => (
    <>
      <Toast {...args}>
        <ToastTitle>Lien copié</ToastTitle>
        <ToastClose />
      </Toast>
      <Toast {...args} tone="success">
        <ToastTitle>Devis envoyé</ToastTitle>
        <ToastDescription>Nous vous répondons sous 24&nbsp;h ouvrées.</ToastDescription>
        <ToastClose />
      </Toast>
      <Toast {...args}>
        <ToastTitle>Demande archivée</ToastTitle>
        <ToastDescription>Elle reste consultable pendant 30&nbsp;jours.</ToastDescription>
        <ToastAction altText="Restaurez-la depuis vos archives">Annuler</ToastAction>
        <ToastClose />
      </Toast>
    </>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(regionOf(canvasElement)).getAllByRole('listitem')).toHaveLength(3));
  },
};

/** The four tones, each with its icon and the colour of its edge. */
export const Tones: Story = {
  tags: ['main'],
  // Four toasts stack in the corner: a frame tall enough for all of them.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  render: (args) => (
    <>
      {toastTones.map((tone) => (
        <Toast key={tone} {...args} tone={tone}>
          <ToastTitle>
            {
              {
                info: 'Nouvelle version',
                success: 'Devis envoyé',
                warning: 'Connexion lente',
                danger: 'Envoi impossible',
              }[tone]
            }
          </ToastTitle>
          <ToastDescription>
            {
              {
                info: 'Le tableau de bord a été mis à jour.',
                success: 'Nous vous répondons sous 24\u00a0h ouvrées.',
                warning: 'L’enregistrement peut prendre quelques secondes.',
                danger: 'Vérifiez votre connexion, puis réessayez.',
              }[tone]
            }
          </ToastDescription>
          <ToastClose />
        </Toast>
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    // Radix portals the toasts into the region once it has mounted: a render later.
    const toasts = await within(regionOf(canvasElement)).findAllByRole('listitem');
    await expect(toasts.map((toast) => toast.dataset.tone)).toEqual([...toastTones]);
    // The icon is decorative: the title says it all, and the announcement leaves the icon out.
    for (const toast of toasts)
      await expect(toast.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** An action about what happened, and the close button. */
export const WithAction: Story = {
  render: (args) => (
    <Toast {...args}>
      <ToastTitle>Demande archivée</ToastTitle>
      <ToastDescription>Elle reste consultable pendant 30&nbsp;jours.</ToastDescription>
      <ToastAction altText="Restaurez-la depuis vos archives">Annuler</ToastAction>
      <ToastClose />
    </Toast>
  ),
  play: async ({ canvasElement }) => {
    const toast = await within(regionOf(canvasElement)).findByRole('listitem');
    // It fades in: wait until it is fully shown.
    await waitFor(() => expect(toast).toBeVisible());
    await expect(within(toast).getByRole('button', { name: 'Annuler' })).toBeVisible();
    await expect(within(toast).getByRole('button', { name: 'Fermer la notification' })).toBeVisible();
  },
};

/** Long French text wraps in a toast as wide as a phone. */
export const LongFrenchText: Story = {
  globals: onPhone,
  args: { tone: 'warning' },
  render: (args) => (
    <Toast {...args}>
      <ToastTitle>Votre demande d’intervention sur site a bien été transmise à notre équipe de Toamasina</ToastTitle>
      <ToastDescription>
        Un technicien vous appellera avant de se déplacer, du lundi au samedi entre 8&nbsp;h et 18&nbsp;h&nbsp;; gardez
        votre téléphone à portée de main.
      </ToastDescription>
      <ToastAction altText="Modifiez le créneau depuis votre espace client">Modifier</ToastAction>
      <ToastClose />
    </Toast>
  ),
  play: async ({ canvasElement }) => {
    const toast = await within(regionOf(canvasElement)).findByRole('listitem');
    // Measured once it has slid in.
    await Promise.all(toast.getAnimations().map((animation) => animation.finished));
    const { left, right } = toast.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

/** The French names designers use for Toast: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Notification éphémère · toast · message temporaire · snackbar · confirmation',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
