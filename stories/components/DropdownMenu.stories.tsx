import {
  Button,
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  IconButton,
  Theme,
  dropdownMenuItemTones,
  type DropdownMenuItemTone,
  type DropdownMenuProps,
  type LinkComponentProps,
} from '@company/ui';
import { colorSchemes, vars } from '@company/ui/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Archive, ChevronDown, Copy, Download, EllipsisVertical, Pencil, Share2, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { rgb } from '../docs/color';
import { guidelines } from '../docs/guidelines';

/** The menu is portalled to the body: query from there. */
const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Stands in for a router's link. Storybook's preview sets `<base target="_parent">`, so a plain
 * link would navigate the whole Storybook page: the demo cancels the navigation.
 */
function DemoLink({ children, href, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

/** The spies of the quote menu's actions, shared by its stories. */
const quoteActions = {
  onEdit: fn(),
  onDuplicate: fn(),
  onDownload: fn(),
  onArchive: fn(),
  onDelete: fn(),
};

/** The actions on a quote in the client space: the menu most stories open. */
function QuoteMenu(props: DropdownMenuProps & { trigger?: ReactNode; align?: 'start' | 'end' }) {
  const { trigger, align, ...rootProps } = props;
  return (
    <DropdownMenu {...rootProps}>
      <DropdownMenuTrigger asChild>
        {trigger ?? (
          <Button variant="outline">
            Actions
            <ChevronDown aria-hidden="true" size={16} />
          </Button>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align}>
        <DropdownMenuLabel>Devis n°&nbsp;2025-014</DropdownMenuLabel>
        <DropdownMenuItem icon={<Pencil />} onSelect={quoteActions.onEdit}>
          Modifier
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Copy />} onSelect={quoteActions.onDuplicate}>
          Dupliquer
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Share2 />} disabled>
          Partager avec le client
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Download />} onSelect={quoteActions.onDownload}>
          Télécharger le PDF
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Archive />} onSelect={quoteActions.onArchive}>
          Archiver
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<Trash2 />} tone="danger" onSelect={quoteActions.onDelete}>
          Supprimer
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The spies of the display menu's options. */
const displayOptions = { onCheckedChange: fn(), onValueChange: fn() };

/** The labels of the quote menu's items, in order. */
const quoteItems = ['Modifier', 'Dupliquer', 'Partager avec le client', 'Télécharger le PDF', 'Archiver', 'Supprimer'];

/** The display options of a list of quotes: checkbox and radio items, controlled by the story. */
function DisplayMenu(rootProps: DropdownMenuProps) {
  const [withTax, setWithTax] = useState(true);
  const [archived, setArchived] = useState(false);
  const [sort, setSort] = useState('date');
  return (
    <DropdownMenu {...rootProps}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Affichage</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuGroup>
          <DropdownMenuLabel>Colonnes</DropdownMenuLabel>
          <DropdownMenuCheckboxItem
            checked={withTax}
            onCheckedChange={(checked) => {
              setWithTax(checked);
              displayOptions.onCheckedChange(checked);
            }}
          >
            Montants TTC
          </DropdownMenuCheckboxItem>
          <DropdownMenuCheckboxItem checked={archived} onCheckedChange={setArchived}>
            Devis archivés
          </DropdownMenuCheckboxItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup
          value={sort}
          onValueChange={(value) => {
            setSort(value);
            displayOptions.onValueChange(value);
          }}
        >
          <DropdownMenuLabel>Trier par</DropdownMenuLabel>
          <DropdownMenuRadioItem value="date">Date d’émission</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="montant">Montant</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="client">Client</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

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
          },
          { part: 'Menu', description: 'a floating panel beside the trigger, in the scheme of where it opens.' },
          { part: 'Item', description: 'a verb, with an optional icon before it; `danger` for what deletes.' },
          { part: 'Label (optional)', description: 'a small heading over a group of items, which it names.' },
          {
            part: 'Separator (optional)',
            description: 'a line between groups, such as before «\u00a0Supprimer\u00a0».',
          },
          {
            part: 'Checkbox and radio items (optional)',
            description: 'options shown with a tick (on or off) or a dot (one of several).',
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
      }),
      // Open menus float over their frame: each story gets an iframe of its own on the docs page.
      story: { inline: false, height: '26rem' },
    },
  },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/**
 * Open, the first item highlighted from the keyboard: a label, icons, a disabled item, a separator
 * and an item in the `danger` tone.
 */
export const States: Story = {
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

/** Choosing an option reports it and closes the menu; the menu shows it when it opens again. */
export const ChooseAnOption: Story = {
  tags: ['!autodocs'],
  render: (args) => <DisplayMenu {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    const { onCheckedChange, onValueChange } = displayOptions;
    onCheckedChange.mockClear();
    onValueChange.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Affichage' });

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Montants TTC' }));
    await expect(onCheckedChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await userEvent.click(trigger);
    await expect(await screen.findByRole('menuitemcheckbox', { name: 'Montants TTC' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Montant' }));
    await expect(onValueChange).toHaveBeenCalledWith('montant');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();

    // From the keyboard: the menu opens on its first option, and Space chooses one.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitemcheckbox', { name: 'Montants TTC' })).toHaveFocus());
    await expect(screen.getByRole('menuitemradio', { name: 'Montant' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{End}');
    await expect(screen.getByRole('menuitemradio', { name: 'Client' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(onValueChange).toHaveBeenLastCalledWith('client');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Enter, Space and ArrowDown open the menu on its first item; Escape closes it and returns to the button. */
export const KeyboardOpening: Story = {
  tags: ['!autodocs'],
  play: async ({ args, canvas, canvasElement, step }) => {
    const screen = screenOf(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    for (const [key, name] of [
      ['{Enter}', 'Enter'],
      [' ', 'Space'],
      ['{ArrowDown}', 'ArrowDown'],
    ] as const) {
      await step(`${name} opens the menu on its first item; Escape closes it`, async () => {
        await userEvent.keyboard(key);
        const menu = await screen.findByRole('menu');
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        await expect(trigger).toHaveAttribute('aria-controls', menu.id);
        await expect(menu).toHaveAccessibleName('Actions');
        await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Modifier' })).toHaveFocus());
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
        await expect(trigger).toHaveFocus();
        await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      });
    }
    await expect(args.onOpenChange).toHaveBeenCalledTimes(6);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The arrows move through the items and skip the disabled one, Home and End jump, a letter finds an item. */
export const ArrowKeysAndTypeahead: Story = {
  tags: ['!autodocs'],
  play: async ({ canvas, canvasElement, step }) => {
    const screen = screenOf(canvasElement);
    canvas.getByRole('button', { name: 'Actions' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(item('Modifier')).toHaveFocus());
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((entry) => entry.textContent),
    ).toEqual(quoteItems);

    await step('ArrowDown and ArrowUp move, skipping the disabled item', async () => {
      await expect(item('Partager avec le client')).toHaveAttribute('aria-disabled', 'true');
      await userEvent.keyboard('{ArrowDown}');
      await expect(item('Dupliquer')).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(item('Télécharger le PDF')).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(item('Dupliquer')).toHaveFocus();
    });

    await step('End and Home jump to the last and the first item', async () => {
      await userEvent.keyboard('{End}');
      await expect(item('Supprimer')).toHaveFocus();
      await userEvent.keyboard('{Home}');
      await expect(item('Modifier')).toHaveFocus();
    });

    await step('a letter moves to the next item that starts with it', async () => {
      await userEvent.keyboard('a');
      await expect(item('Archiver')).toHaveFocus();
      await userEvent.keyboard('{Home}');
      // « P » would be « Partager… », which is disabled: the typeahead skips it too.
      await userEvent.keyboard('p');
      await expect(item('Modifier')).toHaveFocus();
    });

    await step('Escape closes the menu from any item and returns to the button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      await expect(canvas.getByRole('button', { name: 'Actions' })).toHaveFocus();
    });
  },
};

/** Choosing an item runs its action, closes the menu and gives the focus back to the button. */
export const ChooseAnItem: Story = {
  tags: ['!autodocs'],
  play: async ({ canvas, canvasElement, step }) => {
    const screen = screenOf(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    for (const spy of Object.values(quoteActions)) spy.mockClear();

    await step('with the keyboard', async () => {
      trigger.focus();
      await userEvent.keyboard('{ArrowDown}');
      const menu = await screen.findByRole('menu');
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Modifier' })).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(quoteActions.onDuplicate).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      await expect(trigger).toHaveFocus();
    });

    await step('with the pointer', async () => {
      await userEvent.click(trigger);
      const menu = await screen.findByRole('menu');
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Télécharger le PDF' }));
      await expect(quoteActions.onDownload).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      await expect(trigger).toHaveFocus();
    });

    await step('a disabled item does nothing', async () => {
      await userEvent.click(trigger);
      const menu = await screen.findByRole('menu');
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Partager avec le client' }));
      await expect(screen.getByRole('menu')).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    });

    await expect(quoteActions.onEdit).not.toHaveBeenCalled();
    await expect(quoteActions.onDelete).not.toHaveBeenCalled();
  },
};

/** The spy of the button beside the menu in the ClickOutside story. */
const onNewQuote = fn();

/** A click outside closes the menu without choosing anything, and still reaches what it lands on. */
export const ClickOutside: Story = {
  tags: ['!autodocs'],
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <QuoteMenu {...args} />
      <Button variant="ghost" onClick={onNewQuote}>
        Nouveau devis
      </Button>
    </div>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    onNewQuote.mockClear();
    for (const spy of Object.values(quoteActions)) spy.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    await screen.findByRole('menu');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const newQuote = canvas.getByRole('button', { name: 'Nouveau devis' });
    await userEvent.click(newQuote);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(onNewQuote).toHaveBeenCalledTimes(1);
    // The focus stays where the click put it rather than going back to the menu's button.
    await expect(newQuote).toHaveFocus();
    await expect(Object.values(quoteActions).some((spy) => spy.mock.calls.length > 0)).toBe(false);
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

/** Long French labels wrap inside the menu rather than widening it past the screen. */
export const LongFrenchLabels: Story = {
  tags: ['!autodocs'],
  args: { defaultOpen: true },
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Exporter</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem icon={<Download />}>
          Exporter les devis acceptés du trimestre au format tableur
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Download />}>
          Exporter l’historique complet des échanges avec le client en PDF
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async ({ canvasElement }) => {
    const menu = await screenOf(canvasElement).findByRole('menu');
    await expect(menu.scrollWidth).toBeLessThanOrEqual(menu.clientWidth);
    await expect(menu.getBoundingClientRect().width).toBeLessThanOrEqual(22 * 16 + 1);
  },
};

/** Opened from a dark band of a light page: portalled out of the band, the menu still takes its scheme. */
export const InsideDarkTheme: Story = {
  tags: ['!autodocs'],
  render: (args) => (
    <Theme scheme="dark" style={{ padding: '1.5rem', borderRadius: '14px' }}>
      <QuoteMenu {...args} />
    </Theme>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = await screenOf(canvasElement).findByRole('menu');
    await expect(menu).toHaveAttribute('data-cui-scheme', 'dark');
    await expect(getComputedStyle(menu).backgroundColor).toBe(rgb(colorSchemes.dark.surface));
    await expect(getComputedStyle(menu).colorScheme).toBe('dark');
  },
};

/** In forced colours the menu keeps its edge, and the highlighted item takes the system highlight. */
export const ForcedColours: Story = {
  // Run by the `storybook:forced-colors` Vitest project, in Chromium's forced-colours emulation
  // (in the Storybook UI: DevTools › Rendering › Emulate CSS media feature forced-colors).
  tags: ['!autodocs', 'forced-colors'],
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const menu = await screenOf(canvasElement).findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    const first = within(menu).getByRole('menuitem', { name: 'Modifier' });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(getComputedStyle(menu).borderTopStyle).toBe('solid');
    await expect(getComputedStyle(first).backgroundColor).not.toBe(getComputedStyle(menu).backgroundColor);
  },
};

/** The French names designers use for DropdownMenu: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Menu déroulant · menu d’actions · menu contextuel · dropdown',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
