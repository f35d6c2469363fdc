import {
  Button,
  Theme,
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
  useToast,
  type ToastOptions,
} from '@company/ui';
import { colorSchemes } from '@company/ui/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { rgb } from '../docs/color';
import { guidelines } from '../docs/guidelines';

/** The toasts are portalled to the end of the body: query from there. */
const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The region the toasts appear in, named with its hotkey. */
const regionOf = (canvasElement: HTMLElement) =>
  screenOf(canvasElement).getByRole('region', { name: 'Notifications (F8)' });

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

/** A button that raises `options`, as an app's event handler does. */
function RaiseButton({ label, options }: { label: string; options: ToastOptions }) {
  const { toast } = useToast();
  return <Button onClick={() => toast(options)}>{label}</Button>;
}

const sentQuote: ToastOptions = {
  title: 'Devis envoyé',
  description: 'Nous vous répondons sous 24\u00a0h ouvrées.',
  tone: 'success',
};

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
          },
          {
            part: 'Icon',
            description: 'the tone’s icon (information, success, warning, error), with a coloured edge on the left.',
          },
          { part: 'Title', description: 'what happened, in a few words, in bold.' },
          { part: 'Description (optional)', description: 'one sentence of detail or of what comes next.' },
          {
            part: 'Action (optional)',
            description:
              'one small button about what happened («\u00a0Annuler\u00a0»); a toast with an action stays until it is closed.',
          },
          { part: 'Close button', description: 'the cross in the corner; Escape and a swipe close it too.' },
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
      }),
      // Each story's toasts sit in the corner of the window: render them in their own iframes.
      story: { inline: false, height: '320px' },
    },
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The four tones, each with its icon and the colour of its edge. */
export const Tones: Story = {
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
  globals: { viewport: { value: 'mobile' } },
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

/**
 * Raised from an event handler with `useToast()`, shown by the `Toaster`. It appears in the region
 * and Radix writes its text, after «\u00a0Notification\u00a0», into a live region of its own
 * (`role="status"`): politely for a success, at once for an error.
 */
export const RaisedFromAnEvent: Story = {
  tags: ['!autodocs'],
  render: () => (
    <div style={{ display: 'flex', gap: '0.75rem' }}>
      <RaiseButton label="Envoyer le devis" options={{ ...sentQuote, duration: Infinity }} />
      <RaiseButton
        label="Payer"
        options={{
          title: 'Paiement refusé',
          description: 'Votre carte n’a pas été débitée.',
          tone: 'danger',
          duration: Infinity,
        }}
      />
    </div>
  ),
  play: async ({ canvas, canvasElement, step }) => {
    const screen = screenOf(canvasElement);
    const region = regionOf(canvasElement);
    await expect(within(region).queryAllByRole('listitem')).toEqual([]);

    await step('a success: in the region, then announced politely', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Envoyer le devis' }));
      const toast = await within(region).findByRole('listitem');
      await expect(toast).toHaveTextContent('Devis envoyé');
      await expect(toast).toHaveAttribute('data-tone', 'success');
      const announcement = await screen.findByText(/^Notification Devis envoyé/);
      await expect(announcement.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
      await expect(announcement).toHaveTextContent('Notification Devis envoyé Nous vous répondons sous 24 h ouvrées.');
    });

    await step('an error: announced at once', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Payer' }));
      await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(2));
      const announcement = await screen.findByText(/^Notification Paiement refusé/);
      await expect(announcement.closest('[role="status"]')).toHaveAttribute('aria-live', 'assertive');
    });
  },
};

/** Toasts that the visitor has to reach: what the keyboard can do with them. */
function ArchiveDemo() {
  const { toast } = useToast();
  const [restored, setRestored] = useState(0);
  return (
    <div style={{ display: 'grid', gap: '0.75rem', justifyItems: 'start' }}>
      <Button
        onClick={() =>
          toast({
            title: 'Demande archivée',
            action: {
              label: 'Annuler',
              altText: 'Restaurez-la depuis vos archives',
              onClick: () => setRestored((count) => count + 1),
            },
          })
        }
      >
        Archiver la demande
      </Button>
      <p style={{ margin: 0 }} data-testid="restaurations">
        Restaurations&nbsp;: {restored}
      </p>
    </div>
  );
}

/**
 * F8 moves the focus to the region; Tab then reaches the toast, its action and its close button.
 * Enter on the action runs it and closes the toast, Space on the cross closes it, and so does
 * Escape on the toast; the focus stays in the region. An action keeps the toast until it is closed.
 */
export const KeyboardActionAndClose: Story = {
  tags: ['!autodocs'],
  render: () => <ArchiveDemo />,
  play: async ({ canvas, canvasElement, step }) => {
    const user = userEvent.setup();
    const region = regionOf(canvasElement);
    const list = within(region).getByRole('list');
    const raise = async () => {
      await user.click(canvas.getByRole('button', { name: 'Archiver la demande' }));
      return within(region).findByRole('listitem');
    };
    const closed = () => waitFor(() => expect(within(region).queryAllByRole('listitem')).toEqual([]));

    await step('F8 moves the focus to the toasts', async () => {
      await raise();
      await user.keyboard('[F8]');
      await expect(list).toHaveFocus();
    });

    await step('Tab reaches the toast, then its action; Enter runs it and closes the toast', async () => {
      await user.tab();
      await expect(within(region).getByRole('listitem')).toHaveFocus();
      await user.tab();
      await expect(within(region).getByRole('button', { name: 'Annuler' })).toHaveFocus();
      await user.keyboard('{Enter}');
      await expect(canvas.getByTestId('restaurations')).toHaveTextContent('Restaurations : 1');
      await closed();
      await expect(list).toHaveFocus();
    });

    await step('Space on the close button closes the toast, without running the action', async () => {
      await raise();
      await user.keyboard('[F8]');
      await user.tab();
      await user.tab();
      await user.tab();
      await expect(within(region).getByRole('button', { name: 'Fermer la notification' })).toHaveFocus();
      await user.keyboard(' ');
      await closed();
      await expect(canvas.getByTestId('restaurations')).toHaveTextContent('Restaurations : 1');
    });

    await step('Escape closes the focused toast', async () => {
      await raise();
      await user.keyboard('[F8]');
      await user.tab();
      await user.keyboard('{Escape}');
      await closed();
    });
  },
};

/** Without an action, a toast closes by itself once its `duration` is up, and reports it. */
export const ClosesWhenTimeIsUp: Story = {
  tags: ['!autodocs'],
  args: { duration: 400 },
  render: function Render(args) {
    const [shown, setShown] = useState(false);
    return (
      <>
        <Button onClick={() => setShown(true)}>Copier le lien</Button>
        {shown ? (
          <Toast
            {...args}
            onOpenChange={(open) => {
              args.onOpenChange?.(open);
              if (!open) setShown(false);
            }}
          >
            <ToastTitle>Lien copié</ToastTitle>
            <ToastClose />
          </Toast>
        ) : null}
        <RaiseButton label="Enregistrer" options={{ title: 'Brouillon enregistré', duration: 400 }} />
      </>
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    const region = regionOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copier le lien' }));
    const copied = await within(region).findByText('Lien copié');
    await waitFor(() => expect(copied).toBeVisible());
    await waitFor(() => expect(within(region).queryByText('Lien copié')).toBeNull(), { timeout: 3000 });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);

    // The same with a toast raised by `toast()`, which the Toaster then drops.
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    const saved = await within(region).findByText('Brouillon enregistré');
    await waitFor(() => expect(saved).toBeVisible());
    await waitFor(() => expect(within(region).queryAllByRole('listitem')).toEqual([]), { timeout: 3000 });
  },
};

/** A swipe to the right closes the toast; a short one puts it back. */
export const SwipeToClose: Story = {
  tags: ['!autodocs'],
  render: (args) => (
    <Toast {...args}>
      <ToastTitle>Lien copié</ToastTitle>
      <ToastClose />
    </Toast>
  ),
  play: async ({ args, canvasElement }) => {
    const toast = await within(regionOf(canvasElement)).findByRole('listitem');
    const user = userEvent.setup();
    const swipe = async (distance: number) => {
      const { left, top } = toast.getBoundingClientRect();
      const at = (x: number) => ({ clientX: left + 24 + x, clientY: top + 16 });
      await user.pointer([
        { keys: '[MouseLeft>]', target: toast, coords: at(0) },
        { target: toast, coords: at(distance / 2) },
        { target: toast, coords: at(distance) },
        { keys: '[/MouseLeft]', target: toast, coords: at(distance) },
      ]);
    };

    await swipe(30);
    await expect(toast).toHaveAttribute('data-swipe', 'cancel');
    await expect(toast).toHaveAttribute('data-state', 'open');
    await expect(args.onOpenChange).not.toHaveBeenCalled();

    await swipe(120);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

/** The rules of the page's stylesheets that apply under `prefers-reduced-motion: reduce`. */
function reducedMotionRules(document: Document) {
  const found: CSSStyleRule[] = [];
  const visit = (rules: CSSRuleList, reduced: boolean) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) {
        if (reduced) found.push(rule);
      } else if (rule instanceof CSSMediaRule) {
        visit(rule.cssRules, reduced || /prefers-reduced-motion:\s*reduce/.test(rule.conditionText));
      } else if (rule instanceof CSSGroupingRule) visit(rule.cssRules, reduced);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules, false);
  return found;
}

/** Whether the keyframes named `name` move what they animate. */
function slides(document: Document, name: string) {
  for (const sheet of Array.from(document.styleSheets)) {
    const stack = Array.from(sheet.cssRules);
    while (stack.length > 0) {
      const rule = stack.pop()!;
      if (rule instanceof CSSKeyframesRule && rule.name === name)
        return Array.from(rule.cssRules).some((frame) => (frame as CSSKeyframeRule).style.transform !== '');
      if (rule instanceof CSSGroupingRule) stack.push(...Array.from(rule.cssRules));
    }
  }
  throw new Error(`No keyframes named ${name}`);
}

/**
 * A toast slides in from the side; under reduced motion it only fades in where it stands (the
 * package's durations are also 0 there). Read from the stylesheets, as the test browser cannot
 * switch the preference from inside the page.
 */
export const ReducedMotion: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const document = canvasElement.ownerDocument;
    const toast = await within(regionOf(canvasElement)).findByRole('listitem');
    await expect(slides(document, getComputedStyle(toast).animationName)).toBe(true);
    const reduced = reducedMotionRules(document).filter(
      (rule) => rule.style.animationName !== '' && toast.matches(rule.selectorText),
    );
    await expect(reduced).not.toEqual([]);
    for (const rule of reduced) await expect(slides(document, rule.style.animationName)).toBe(false);
  },
};

/**
 * A Toaster placed in a dark part of a light page: the toasts are portalled out of it to the end
 * of the body, and still take its scheme.
 */
export const InsideDarkTheme: Story = {
  tags: ['!autodocs'],
  parameters: { ownToaster: true },
  render: () => (
    <Theme scheme="dark" style={{ padding: '1.5rem', borderRadius: '14px' }}>
      <ToastProvider>
        <RaiseButton label="Envoyer le devis" options={{ ...sentQuote, duration: Infinity }} />
        <Toaster />
      </ToastProvider>
    </Theme>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer le devis' }));
    const toast = await within(regionOf(canvasElement)).findByRole('listitem');
    await expect(toast).toHaveAttribute('data-cui-scheme', 'dark');
    await expect(getComputedStyle(toast).backgroundColor).toBe(rgb(colorSchemes.dark.surface));
  },
};

/** In forced colours, the toast keeps its outline (its shadow is gone) and its icon. */
export const ForcedColours: Story = {
  // Run by the `storybook:forced-colors` Vitest project, in Chromium's forced-colours emulation
  // (in the Storybook UI: DevTools › Rendering › Emulate CSS media feature forced-colors).
  tags: ['!autodocs', 'forced-colors'],
  args: { tone: 'danger' },
  render: (args) => (
    <Toast {...args}>
      <ToastTitle>Envoi impossible</ToastTitle>
      <ToastDescription>Vérifiez votre connexion, puis réessayez.</ToastDescription>
      <ToastAction altText="Renvoyez-la depuis vos brouillons">Réessayer</ToastAction>
      <ToastClose />
    </Toast>
  ),
  play: async ({ canvasElement }) => {
    const toast = await within(regionOf(canvasElement)).findByRole('listitem');
    const page = getComputedStyle(canvasElement.ownerDocument.body).backgroundColor;
    await expect(getComputedStyle(toast).borderTopColor).not.toBe(page);
    await expect(getComputedStyle(toast).borderTopStyle).toBe('solid');
  },
};

/** The French names designers use for Toast: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Notification éphémère · toast · message temporaire · snackbar · confirmation',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
