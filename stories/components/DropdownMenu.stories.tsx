import {
  Button,
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
  IconButton,
  dropdownMenuItemTones,
  type DropdownMenuItemTone,
} from '@company/ui';
import { vars } from '@company/ui/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Archive, ChevronDown, Download, EllipsisVertical, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { DisplayMenu, QuoteMenu } from '../support/fixtures/DropdownMenu';
import { DemoLink } from '../support/links';
import { screenOf } from '../support/screen';

/**
 * A menu's entries drawn in place, for the do and don't examples: the real menu is portalled and
 * would float over the docs page.
 */
function MenuSketch({ items }: { items: ReadonlyArray<{ label: string; danger?: boolean; separated?: boolean }> }) {
  return (
    <ul
      style={{
        display: 'grid',
        width: 'max-content',
        minWidth: '13rem',
        margin: 0,
        padding: '0.25rem',
        listStyle: 'none',
        border: `1px solid ${vars.color.border}`,
        borderRadius: '14px',
        background: vars.color.surface,
        fontSize: '0.875rem',
        fontWeight: 500,
      }}
    >
      {items.map((item) => (
        <li
          key={item.label}
          style={{
            padding: '0.5rem 0.75rem',
            borderTop: item.separated ? `1px solid ${vars.color.border}` : undefined,
            color: item.danger ? vars.color.dangerText : undefined,
          }}
        >
          {item.label}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenu,
  subcomponents: {
    DropdownMenuTrigger,
    DropdownMenuContent,
    DropdownMenuItem,
    DropdownMenuCheckboxItem,
    DropdownMenuRadioGroup,
    DropdownMenuRadioItem,
  },
  args: { onOpenChange: fn() },
  argTypes: {
    open: { control: false },
    children: { control: false },
  },
  render: (args) => <QuoteMenu {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'Compose the parts: `DropdownMenuTrigger` (with `asChild` around a `Button` or an `IconButton`), then `DropdownMenuContent` with `DropdownMenuItem`s, and where needed `DropdownMenuLabel`, `DropdownMenuSeparator`, `DropdownMenuGroup`, `DropdownMenuCheckboxItem` and `DropdownMenuRadioGroup` with its `DropdownMenuRadioItem`s. `dropdownMenuItemTones` lists the `tone` values of an item.',
      },
      guidelines: guidelines({
        purpose:
          'A menu of actions that opens from a button, for commands that need not stay on screen: the actions on a quote, an account menu, the display options of a list. Each entry does one thing; choosing it runs it and closes the menu. Keyboard users open it with Enter, Space or ArrowDown, move with the arrows or the first letter, and leave with Escape.',
        alternatives: [
          'One or two actions: show them as Buttons; a menu hides them behind one more click.',
          'A value that a form sends (a country, a subject): use Select, or RadioGroup when there are few choices.',
          'Moving between the pages of the site: links in SiteHeader or in the page; a menu of links suits only a short account menu.',
          'Text, a link or a small form next to a control: use Popover. A short hint on a control: use Tooltip.',
        ],
        anatomy: [
          {
            part: 'Trigger',
            description: 'a Button or an IconButton; it says that it opens a menu (`aria-haspopup`, `aria-expanded`).',
            selector: '[aria-haspopup="menu"]',
          },
          {
            part: 'Menu',
            description: 'a floating panel beside the trigger, in the scheme of where it opens.',
            selector: '[role="menu"]',
          },
          {
            part: 'Item',
            description: 'a verb, with an optional icon before it; `danger` for what deletes.',
            selector: '[role="menuitem"]',
          },
          {
            part: 'Label (optional)',
            description:
              'a small heading over a group of items, which it names when they are in a `DropdownMenuGroup` or a `DropdownMenuRadioGroup`.',
            selector: '[role="menu"] > div:not([role])',
          },
          {
            part: 'Separator (optional)',
            description: 'a line between groups, such as before «\u00a0Supprimer\u00a0».',
            selector: '[role="menu"] [role="separator"]',
          },
          {
            part: 'Checkbox and radio items (optional)',
            description: 'options shown with a tick (on or off) or a dot (one of several).',
            story: 'CheckboxAndRadioItems',
            selector: '[role="menuitemcheckbox"]',
          },
        ],
        dos: [
          {
            caption: 'Short verbs, the most used action first, the one that deletes last, apart and in red.',
            example: (
              <MenuSketch
                items={[
                  { label: 'Modifier' },
                  { label: 'Dupliquer' },
                  { label: 'Télécharger le PDF' },
                  { label: 'Supprimer', danger: true, separated: true },
                ]}
              />
            ),
          },
          {
            caption: 'A trigger that names what the menu is about, or an icon button with an accessible name.',
            example: (
              <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
                <Button variant="outline">
                  Actions
                  <ChevronDown aria-hidden="true" size={16} />
                </Button>
                <IconButton variant="ghost" icon={<EllipsisVertical />} aria-label="Plus d’actions" />
              </div>
            ),
          },
        ],
        donts: [
          {
            caption:
              'The page’s main action hidden in a menu: «\u00a0Envoyer le devis\u00a0» belongs on a Button people can see.',
            example: (
              <MenuSketch items={[{ label: 'Envoyer le devis' }, { label: 'Modifier' }, { label: 'Dupliquer' }]} />
            ),
          },
          {
            caption:
              'Vague or repeated words: «\u00a0Options\u00a0», «\u00a0Gérer…\u00a0» tell nothing, and «\u00a0Devis\u00a0» in every entry hides the verb.',
            example: (
              <MenuSketch
                items={[{ label: 'Gérer le devis' }, { label: 'Options du devis' }, { label: 'Devis : supprimer' }]}
              />
            ),
          },
        ],
        content: [
          'Items are infinitive verbs in sentence case, two or three words: «\u00a0Modifier\u00a0», «\u00a0Télécharger le PDF\u00a0»; no final full stop.',
          'An item that opens a dialog to finish the action ends with «\u00a0…\u00a0»: «\u00a0Renommer…\u00a0».',
          'Labels are nouns: «\u00a0Trier par\u00a0», «\u00a0Colonnes\u00a0».',
          'French typography: a non-breaking space before «\u00a0:\u00a0», «\u00a0;\u00a0», «\u00a0!\u00a0», «\u00a0?\u00a0», inside «\u00a0» and in «\u00a0n°\u00a02025-014\u00a0».',
        ],
        keyboard: [
          {
            keys: 'Enter, Space or ↓',
            action: 'On the trigger: opens the menu and moves the focus to its first item.',
          },
          {
            keys: '↓',
            action:
              'In the menu: moves to the next item, skipping disabled items, labels and separators; stops at the last item.',
          },
          { keys: '↑', action: 'In the menu: moves to the previous item; stops at the first.' },
          { keys: 'Home', action: 'In the menu: moves to the first item.' },
          { keys: 'End', action: 'In the menu: moves to the last item.' },
          {
            keys: 'A letter',
            action: 'In the menu: moves to the next item whose label starts with it, disabled items skipped.',
          },
          {
            keys: 'Enter or Space',
            action:
              'On an item: runs it, closes the menu and moves the focus back to the trigger; on a checkbox item, turns it on or off; on a radio item, chooses it.',
          },
          {
            keys: 'Escape',
            action: 'In the menu: closes it without choosing and moves the focus back to the trigger.',
          },
          {
            keys: 'Tab',
            action: 'In the menu: does nothing; the focus stays in the menu until Escape or a choice closes it.',
          },
        ],
        accessibility: [
          'The trigger is a button with `aria-haspopup="menu"` and `aria-expanded`, named by its text: an IconButton trigger needs its `aria-label` («\u00a0Plus d’actions\u00a0»). The menu (`role="menu"`) takes the trigger’s name.',
          'Items are `menuitem`, `menuitemcheckbox` or `menuitemradio`, named by their text; their icons are decorative. A disabled item keeps `aria-disabled`, and the arrows and the typeahead skip it.',
          'A `DropdownMenuLabel` names its group only inside a `DropdownMenuGroup` or `DropdownMenuRadioGroup`; the arrows skip it, so a label outside a group may never be heard by screen reader users.',
          'Opening moves the focus to the first item; choosing or Escape gives it back to the trigger. The menu is not modal by default: a click outside closes it and still reaches what it lands on. Under forced colours the menu keeps its edge and the highlighted item takes the system highlight.',
        ],
      }),
      // Open menus float over their frame: each story gets an iframe of its own on the docs page.
      story: { inline: false, height: '26rem' },
    },
  },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'], args: { defaultOpen: true } };

/**
 * Open, the first item highlighted from the keyboard: a label, icons, a disabled item, a separator
 * and an item in the `danger` tone.
 */
export const States: Story = {
  tags: ['main'],
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const menu = await screenOf(canvasElement).findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Modifier' })).toHaveFocus());
  },
};

/** What each `tone` says, in words the menu would use. */
const toneLabels: Record<DropdownMenuItemTone, { label: string; icon: ReactNode }> = {
  default: { label: 'Archiver', icon: <Archive /> },
  danger: { label: 'Supprimer', icon: <Trash2 /> },
};

/** Each `tone`, the last one highlighted: the item that deletes is red, on a red tint under the focus. */
export const Tones: Story = {
  tags: ['main'],
  args: { defaultOpen: true },
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Actions</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {dropdownMenuItemTones.map((tone) => (
          <DropdownMenuItem key={tone} tone={tone} icon={toneLabels[tone].icon}>
            {toneLabels[tone].label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async ({ canvasElement }) => {
    const menu = await screenOf(canvasElement).findByRole('menu');
    await userEvent.keyboard('{End}');
    const remove = within(menu).getByRole('menuitem', { name: 'Supprimer' });
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(remove).toHaveAttribute('data-tone', 'danger');
    await expect(within(menu).getByRole('menuitem', { name: 'Archiver' })).toHaveAttribute('data-tone', 'default');
  },
};

/** Options on or off (a tick) and one of several (a dot); each group is named by its label. */
export const CheckboxAndRadioItems: Story = {
  args: { defaultOpen: true },
  render: (args) => <DisplayMenu {...args} />,
  play: async ({ canvasElement }) => {
    const menu = await screenOf(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Montants TTC' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Devis archivés' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    // The menu fades in: wait until it is fully shown.
    await waitFor(() => expect(within(menu).getByRole('group', { name: 'Colonnes' })).toBeVisible());
    const sort = within(menu).getByRole('group', { name: 'Trier par' });
    await expect(within(sort).getByRole('menuitemradio', { name: 'Date d’émission' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(sort).getByRole('menuitemradio', { name: 'Montant' })).toHaveAttribute('aria-checked', 'false');
  },
};

/** From an icon button at the end of a row, the menu lines up with its end; items can be router links. */
export const IconTriggerWithLinks: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', maxWidth: '28rem' }}>
      <DropdownMenu {...args}>
        <DropdownMenuTrigger asChild>
          <IconButton variant="ghost" icon={<EllipsisVertical />} aria-label="Plus d’actions" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem asChild icon={<Pencil />}>
            <DemoLink href="#devis-2025-014">Ouvrir le devis</DemoLink>
          </DropdownMenuItem>
          <DropdownMenuItem asChild icon={<Download />}>
            <DemoLink href="#devis-2025-014.pdf">Télécharger le PDF</DemoLink>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const menu = await screenOf(canvasElement).findByRole('menu');
    await expect(menu).toHaveAccessibleName('Plus d’actions');
    const open = within(menu).getByRole('menuitem', { name: 'Ouvrir le devis' });
    await expect(open.tagName).toBe('A');
    await expect(open).toHaveAttribute('href', '#devis-2025-014');
    // The menu's end edge lines up with its trigger's.
    const trigger = canvas.getByRole('button', { name: 'Plus d’actions' });
    await expect(Math.round(menu.getBoundingClientRect().right)).toBe(
      Math.round(trigger.getBoundingClientRect().right),
    );
  },
};

/** The French names designers use for DropdownMenu: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Menu déroulant · menu d’actions · menu contextuel · dropdown',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
