import { Button, IconButton, Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleHelp, Copy, Download, Link2, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { IconWithTooltip } from '../support/fixtures/Tooltip';
import { screenOf } from '../support/screen';

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
            selector: 'button',
          },
          {
            part: 'Tooltip',
            description: 'a few words in the page’s colours swapped, above the trigger by default.',
            selector: '[data-radix-popper-content-wrapper] > *',
          },
          {
            part: 'Arrow',
            description: 'points at the trigger; `arrow={false}` leaves it out.',
            selector: '[data-radix-popper-content-wrapper] > * > span:has(> svg)',
          },
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
        keyboard: [
          {
            keys: 'Tab',
            action: 'Onto the trigger: shows its tooltip at once, without the pointer’s delay. Away from it: hides it.',
          },
          { keys: 'Escape', action: 'With the tooltip shown: hides it; the focus stays on the trigger.' },
          { keys: 'Enter / Space', action: 'On the trigger: does what the trigger does, and hides the tooltip.' },
        ],
        accessibility: [
          'The tooltip has the `tooltip` role; while it shows, the trigger points to it with `aria-describedby`, so screen readers read it as the trigger’s description, after its name.',
          'It describes, it does not name: the trigger needs a name of its own (an IconButton’s `aria-label`). Its text is plain, with nothing to click, since the focus never goes into it.',
          'It shows on hover and on keyboard focus only: a touch screen has no hover and a disabled button takes neither, so nothing people need may live only in a tooltip.',
          'It stays while the pointer moves onto it, and Escape hides it without moving the focus. Under `prefers-reduced-motion` it shows without its fade; in forced colours it keeps an edge.',
        ],
      }),
      // Shown tooltips float over their frame: each story gets an iframe of its own on the docs page.
      story: { inline: false, height: '10rem' },
    },
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'], args: { defaultOpen: true } };

const tooltipStates = [
  { label: 'Au repos', open: false },
  { label: 'Affichée', open: true },
  { label: 'Affichée, sans flèche', open: true, arrow: false },
] as const;

/**
 * Hidden at rest; shown (on hover or keyboard focus), with its arrow or without (`arrow={false}`).
 * Shown by `open`, so the docs page, which plays no story, shows them too.
 */
export const States: Story = {
  tags: ['main'],
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2rem 6rem', paddingInline: '2rem' }}>
      {tooltipStates.map((state) => (
        <div key={state.label} style={{ display: 'grid', justifyItems: 'center', gap: '0.5rem' }}>
          <Tooltip {...args} open={state.open}>
            <TooltipTrigger asChild>
              <IconButton variant="outline" icon={<Link2 />} aria-label="Copier le lien du devis" />
            </TooltipTrigger>
            <TooltipContent arrow={'arrow' in state ? state.arrow : undefined}>Copier le lien</TooltipContent>
          </Tooltip>
          <span style={{ fontSize: '13px' }}>{state.label}</span>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(screenOf(canvasElement).getAllByRole('tooltip')).toHaveLength(2));
  },
};

/** Shown with `open`, above its trigger, its arrow pointing down at it. */
export const Shown: Story = {
  tags: ['main'],
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

/** The French names designers use for Tooltip: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Infobulle · info-bulle · bulle d’aide · tooltip',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
