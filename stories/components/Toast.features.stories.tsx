import {
  Button,
  Theme,
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  Toaster,
  useToast,
  type ToastOptions,
} from '@company/ui';
import { colorSchemes } from '@company/ui/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { rgb } from '../docs/color';
import { regionOf } from '../support/fixtures/Toast';
import { screenOf } from '../support/screen';
import docsMeta from './Toast.stories';

const meta = {
  title: 'Feedback/Toast/Features',
  component: Toast,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
  render: docsMeta.render,
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

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

/**
 * Raised from an event handler with `useToast()`, shown by the `Toaster`. It appears in the region
 * and Radix writes its text, after «\u00a0Notification\u00a0», into a live region of its own
 * (`role="status"`): politely for a success, at once for an error.
 */
export const RaisedFromAnEvent: Story = {
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

/** Drags a toast by `distance` pixels along the line (negative: to the left), as a finger would. */
async function swipe(toast: HTMLElement, distance: number) {
  const { left, width, top } = toast.getBoundingClientRect();
  const at = (x: number) => ({ clientX: left + width / 2 + x, clientY: top + 16 });
  await userEvent.setup().pointer([
    { keys: '[MouseLeft>]', target: toast, coords: at(0) },
    { target: toast, coords: at(distance / 2) },
    { target: toast, coords: at(distance) },
    { keys: '[/MouseLeft]', target: toast, coords: at(distance) },
  ]);
}

/** A swipe to the right closes the toast; a short one puts it back. */
export const SwipeToClose: Story = {
  render: (args) => (
    <Toast {...args}>
      <ToastTitle>Lien copié</ToastTitle>
      <ToastClose />
    </Toast>
  ),
  play: async ({ args, canvasElement }) => {
    const toast = await within(regionOf(canvasElement)).findByRole('listitem');

    await swipe(toast, 30);
    await expect(toast).toHaveAttribute('data-swipe', 'cancel');
    await expect(toast).toHaveAttribute('data-state', 'open');
    await expect(args.onOpenChange).not.toHaveBeenCalled();

    await swipe(toast, 120);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

/**
 * Right to left, the toasts sit against the left edge, and a swipe toward it closes one: the
 * provider takes the direction from `DirectionProvider` unless `swipeDirection` is given.
 */
export const SwipeToCloseRightToLeft: Story = {
  ...SwipeToClose,
  globals: { dir: 'rtl' },
  play: async ({ args, canvasElement }) => {
    const toast = await within(regionOf(canvasElement)).findByRole('listitem');
    await expect(toast.getBoundingClientRect().left).toBeLessThan(window.innerWidth / 2);

    await swipe(toast, 120);
    await expect(toast).toHaveAttribute('data-state', 'open');
    await expect(args.onOpenChange).not.toHaveBeenCalled();

    await swipe(toast, -120);
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
  tags: ['forced-colors'],
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
