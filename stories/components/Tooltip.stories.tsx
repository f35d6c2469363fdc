import {
  Button,
  IconButton,
  Theme,
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
  type TooltipContentProps,
  type TooltipProps,
} from '@company/ui';
import { colorSchemes } from '@company/ui/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleHelp, Copy, Download, Link2, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within, type UserEventObject } from 'storybook/test';
import { rgb } from '../docs/color';
import { guidelines } from '../docs/guidelines';

/** The tooltip is portalled to the body: query from there. */
const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

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

/** An icon button and its tooltip, which shows its name in words. */
function IconWithTooltip({
  icon,
  label,
  content,
  ...rootProps
}: TooltipProps & { icon: ReactNode; label: string; content?: Partial<TooltipContentProps> }) {
  return (
    <Tooltip {...rootProps}>
      <TooltipTrigger asChild>
        <IconButton variant="outline" icon={icon} aria-label={label} />
      </TooltipTrigger>
      <TooltipContent {...content}>{label}</TooltipContent>
    </Tooltip>
  );
}

/** Room above the trigger for a tooltip on its top side. */
const roomAbove = (Story: () => ReactNode) => <div style={{ paddingBlockStart: '3rem' }}>{Story()}</div>;

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  subcomponents: { TooltipProvider, TooltipTrigger, TooltipContent },
  args: { onOpenChange: fn() },
  argTypes: {
    open: { control: 'boolean' },
    children: { control: false },
  },
  decorators: [roomAbove],
  render: (args) => <IconWithTooltip {...args} icon={<Link2 />} label="Copier le lien du devis" />,
  parameters: {
    docs: {
      description: {
        component:
          'Compose `TooltipTrigger` (with `asChild` around a focusable control, usually an `IconButton`) and `TooltipContent`. Put a `TooltipProvider` around the app or a toolbar so that moving from one trigger to the next shows each tooltip at once; a `Tooltip` without one brings its own. The pointer shows a tooltip after `delayDuration` (300 ms), the keyboard focus at once; Escape hides it. The trigger is described by the tooltip (`aria-describedby`) while it shows.',
      },
      guidelines: guidelines({
        purpose:
          'A few words that show while the pointer rests on a control or the keyboard focus is on it: the name of an icon button, a keyboard shortcut. Screen readers read them as the control’s description. It holds nothing to click, and Escape hides it.',
        alternatives: [
          'Information people need to succeed (a format, a rule, why something failed): write it on the page, as text or the `hint` of Field. A tooltip stays hidden until someone goes looking for it.',
          'Touch screens have no hover: what a tooltip says must also be on the page, or only repeat a label already there.',
          'On a disabled button: a disabled button takes neither the focus nor the pointer’s hover, so its tooltip never shows. Say why it is disabled in text beside it.',
          'Text with a link or a button, or more than a line: use Popover, which opens on a click and takes the focus.',
          'A list of actions: use DropdownMenu.',
        ],
        anatomy: [
          {
            part: 'Trigger',
            description: 'a control that takes the keyboard focus, usually an IconButton; the tooltip describes it.',
          },
          { part: 'Tooltip', description: 'a few words in the page’s colours swapped, above the trigger by default.' },
          { part: 'Arrow', description: 'points at the trigger; `arrow={false}` leaves it out.' },
        ],
        dos: [
          {
            caption: 'The name of an icon button, in the same words as its `aria-label`.',
            example: (
              <div style={{ display: 'flex', gap: '0.5rem' }}>
                <IconWithTooltip icon={<Copy />} label="Dupliquer" />
                <IconWithTooltip icon={<Download />} label="Télécharger le PDF" />
                <IconWithTooltip icon={<Printer />} label="Imprimer" />
              </div>
            ),
          },
          {
            caption: 'A few words that add to a visible label, such as its keyboard shortcut.',
            example: (
              <Tooltip>
                <TooltipTrigger asChild>
                  <Button variant="outline" icon={<Printer />}>
                    Imprimer
                  </Button>
                </TooltipTrigger>
                <TooltipContent>Ctrl&nbsp;+&nbsp;P</TooltipContent>
              </Tooltip>
            ),
          },
        ],
        donts: [
          {
            caption:
              'On a disabled button: it takes neither hover nor focus, so the tooltip never shows. Write the reason beside it.',
            example: (
              <Tooltip>
                <TooltipTrigger asChild>
                  <Button disabled>Envoyer le devis</Button>
                </TooltipTrigger>
                <TooltipContent>Ajoutez au moins une prestation</TooltipContent>
              </Tooltip>
            ),
          },
          {
            caption:
              'Rules people need to fill in a field: on a phone nobody can read them. Write them under the field.',
            example: (
              <IconWithTooltip
                icon={<CircleHelp />}
                label="12 caractères au moins, dont une majuscule, un chiffre et un symbole"
              />
            ),
          },
        ],
        content: [
          'A few words, no final full stop: an infinitive verb for an action («\u00a0Copier le lien\u00a0»), a noun otherwise.',
          'Sentence case, and French typography: a non-breaking space before «\u00a0:\u00a0», «\u00a0;\u00a0», «\u00a0!\u00a0», «\u00a0?\u00a0» and around «\u00a0+\u00a0» in «\u00a0Ctrl\u00a0+\u00a0P\u00a0».',
          'Plain text only: a link or a button in a tooltip cannot be reached.',
        ],
      }),
      // Shown tooltips float over their frame: each story gets an iframe of its own on the docs page.
      story: { inline: false, height: '10rem' },
    },
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Shown with `open`, above its trigger, its arrow pointing down at it. */
export const Shown: Story = {
  args: { open: true },
  play: async ({ canvas, canvasElement }) => {
    const tooltip = await screenOf(canvasElement).findByRole('tooltip');
    const trigger = canvas.getByRole('button', { name: 'Copier le lien du devis' });
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    await expect(tooltip.getBoundingClientRect().bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top);
  },
};

/** On each side of its trigger, with `side`; it moves to the other side where the screen leaves no room. */
export const Sides: Story = {
  args: { open: true },
  decorators: [(Story) => <div style={{ paddingInline: '8rem', paddingBlockEnd: '3rem' }}>{Story()}</div>],
  render: (args) => (
    <div style={{ display: 'flex', gap: '9rem' }}>
      <IconWithTooltip {...args} icon={<Copy />} label="Dupliquer" content={{ side: 'left' }} />
      <IconWithTooltip {...args} icon={<Download />} label="Télécharger" content={{ side: 'bottom' }} />
      <IconWithTooltip {...args} icon={<Printer />} label="Imprimer" content={{ side: 'right', arrow: false }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await waitFor(() => expect(screen.getAllByRole('tooltip')).toHaveLength(3));
    await expect(screen.getByRole('tooltip', { name: 'Dupliquer' })).toHaveAttribute('data-side', 'left');
    await expect(screen.getByRole('tooltip', { name: 'Télécharger' })).toHaveAttribute('data-side', 'bottom');
    await expect(screen.getByRole('tooltip', { name: 'Imprimer' })).toHaveAttribute('data-side', 'right');
  },
};

/** A longer text wraps at 16 rem. */
export const LongFrenchText: Story = {
  args: { open: true },
  render: (args) => (
    <Tooltip {...args}>
      <TooltipTrigger asChild>
        <Button variant="ghost">Synchronisé</Button>
      </TooltipTrigger>
      <TooltipContent align="start">
        Dernière synchronisation le 14&nbsp;mars à 9&nbsp;h&nbsp;30, par Hanitra Rakotomalala
      </TooltipContent>
    </Tooltip>
  ),
  play: async ({ canvasElement }) => {
    const tooltip = await screenOf(canvasElement).findByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(16 * 16 + 1);
  },
};

/** The keyboard focus shows the tooltip at once and describes the trigger with it; Escape hides it. */
export const KeyboardFocus: Story = {
  tags: ['!autodocs'],
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
  tags: ['!autodocs'],
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
  tags: ['!autodocs'],
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
  tags: ['!autodocs'],
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
  tags: ['!autodocs', 'forced-colors'],
  args: { open: true },
  play: async ({ canvasElement }) => {
    const tooltip = await screenOf(canvasElement).findByRole('tooltip');
    await expect(getComputedStyle(tooltip).borderTopStyle).toBe('solid');
  },
};

/** The French names designers use for Tooltip: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Infobulle · info-bulle · bulle d’aide · tooltip',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
