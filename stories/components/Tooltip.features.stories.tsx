import { Theme, Tooltip, TooltipProvider } from '@company/ui';
import { colorSchemes } from '@company/ui/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Download, Link2, Printer } from 'lucide-react';
import { expect, userEvent, waitFor, type UserEventObject } from 'storybook/test';
import { rgb } from '../docs/color';
import { IconWithTooltip } from '../support/fixtures/Tooltip';
import { screenOf } from '../support/screen';
import docsMeta from './Tooltip.stories';

const meta = {
  title: 'Overlays/Tooltip/Features',
  component: Tooltip,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
  render: docsMeta.render,
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Pointer moves as a mouse makes them: a few steps, a frame apart, with real coordinates. Radix
 * reads them: leaving a trigger opens a grace area towards its tooltip (the pointer may cross over
 * to it), and the tooltip hides at the first move outside that area. `user` is the story's own
 * `userEvent`, which remembers where the pointer is, so that a trigger sees it leave.
 */
async function movePointer(user: UserEventObject, target: Element, points: { x: number; y: number }[]) {
  for (const { x, y } of points) {
    await user.pointer({ target, coords: { clientX: x, clientY: y } });
    await new Promise(requestAnimationFrame);
  }
}

/** Moves the pointer across `element` to its centre. */
function pointAt(user: UserEventObject, element: Element) {
  const { left, top, width, height } = element.getBoundingClientRect();
  const y = top + height / 2;
  return movePointer(
    user,
    element,
    [0.2, 0.35, 0.5].map((share) => ({ x: left + width * share, y })),
  );
}

/** Moves the pointer off to the frame's far corner. */
function movePointerAway(user: UserEventObject, canvasElement: HTMLElement) {
  const { body, defaultView } = canvasElement.ownerDocument;
  const x = defaultView!.innerWidth;
  const y = defaultView!.innerHeight;
  return movePointer(
    user,
    body,
    [3, 2, 1].map((inset) => ({ x: x - inset, y: y - inset })),
  );
}

/** The keyboard focus shows the tooltip at once and describes the trigger with it; Escape hides it. */
export const KeyboardFocus: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Copier le lien du devis' });
    await expect(trigger).not.toHaveAttribute('aria-describedby');

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip', { name: 'Copier le lien du devis' });
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    await expect(trigger).toHaveAccessibleDescription('Copier le lien du devis');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).not.toHaveAttribute('aria-describedby');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    // Leaving and coming back shows it again.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** The pointer shows the tooltip after a short delay and hides it when it leaves. */
export const Hover: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = screenOf(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Copier le lien du devis' });
    await pointAt(userEvent, trigger);
    const tooltip = await screen.findByRole('tooltip', { name: 'Copier le lien du devis' });
    await expect(tooltip).toHaveAttribute('data-state', 'delayed-open');
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    await movePointerAway(userEvent, canvasElement);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(trigger).not.toHaveAttribute('aria-describedby');
  },
};

/** In a `TooltipProvider`, the next tooltip along a toolbar shows at once, without the delay. */
export const Toolbar: Story = {
  render: () => (
    <TooltipProvider>
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <IconWithTooltip icon={<Copy />} label="Dupliquer" />
        <IconWithTooltip icon={<Download />} label="Télécharger le PDF" />
        <IconWithTooltip icon={<Printer />} label="Imprimer" />
      </div>
    </TooltipProvider>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = screenOf(canvasElement);
    await pointAt(userEvent, canvas.getByRole('button', { name: 'Dupliquer' }));
    await expect(await screen.findByRole('tooltip', { name: 'Dupliquer' })).toHaveAttribute(
      'data-state',
      'delayed-open',
    );
    await pointAt(userEvent, canvas.getByRole('button', { name: 'Télécharger le PDF' }));
    const next = await screen.findByRole('tooltip', { name: 'Télécharger le PDF' });
    await expect(next).toHaveAttribute('data-state', 'instant-open');
    await waitFor(() => expect(screen.getAllByRole('tooltip')).toHaveLength(1));
    await movePointerAway(userEvent, canvasElement);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** Over a dark band of a light page: portalled out of the band, the tooltip still takes its scheme. */
export const InsideDarkTheme: Story = {
  args: { open: true },
  render: (args) => (
    <Theme scheme="dark" style={{ padding: '1.5rem', borderRadius: '14px' }}>
      <IconWithTooltip {...args} icon={<Link2 />} label="Copier le lien du devis" />
    </Theme>
  ),
  play: async ({ canvasElement }) => {
    const tooltip = await screenOf(canvasElement).findByRole('tooltip');
    await waitFor(() => expect(tooltip).toHaveAttribute('data-cui-scheme', 'dark'));
    await expect(getComputedStyle(tooltip).backgroundColor).toBe(rgb(colorSchemes.dark.text));
    await expect(getComputedStyle(tooltip).color).toBe(rgb(colorSchemes.dark.background));
  },
};

/** In forced colours the tooltip keeps an edge, as its fill becomes the page's own Canvas. */
export const ForcedColours: Story = {
  // Run by the `storybook:forced-colors` Vitest project, in Chromium's forced-colours emulation
  // (in the Storybook UI: DevTools › Rendering › Emulate CSS media feature forced-colors).
  tags: ['forced-colors'],
  args: { open: true },
  play: async ({ canvasElement }) => {
    const tooltip = await screenOf(canvasElement).findByRole('tooltip');
    await expect(getComputedStyle(tooltip).borderTopStyle).toBe('solid');
  },
};
