import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Button,
  Combobox,
  DatePicker,
  DateRangePicker,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Field,
  Listbox,
  NumberField,
  Popover,
  PopoverContent,
  PopoverTrigger,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  Text,
  Toaster,
  ToastProvider,
  Tooltip,
  TooltipContent,
  TooltipTrigger,
  useToast,
} from '@company/ui';
import type { StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cities } from './fixtures/Combobox';
import { screenOf } from './screen';

// The composition matrix: every popup of the package inside every container, each pair a story whose
// `play` checks the rules of the layer system with the pointer and the keyboard. A new popup or
// container is added to `popups` or `containers`, and its pairs to `stories/patterns/Layers.features.stories.tsx`.

type Screen = ReturnType<typeof screenOf>;

/** What a popup's case gets: queries over the whole page, and the open container. */
interface CaseContext {
  screen: Screen;
  container: HTMLElement;
}

export interface PopupCase {
  /** Renders the control inside the container. */
  render: () => ReactNode;
  /** Opens the popup with the pointer, chooses with the pointer and checks the result. */
  pointer: (context: CaseContext) => Promise<void>;
  /** The same with the keyboard alone. */
  keyboard: (context: CaseContext) => Promise<void>;
  /**
   * Opens the popup and returns it with the element the focus must be on once it closes; `undefined`
   * for a control without a popup (NumberField's buttons).
   */
  open?: (context: CaseContext) => Promise<{ popup: HTMLElement; opener: HTMLElement }>;
  /** Whether a press outside the popup closes it: not an alert dialog's, which waits for an answer. */
  closesOnOutsidePress?: boolean;
}

/** Waits for the animations that end (a sheet sliding in, a popup fading in) to end. */
async function settled(document: Document) {
  const finite = document
    .getAnimations()
    .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
}

/**
 * Presses `element` as a finger or a mouse would: the press lands on whatever is on top at its
 * centre, so an element under `pointer-events: none`, or covered by another, cannot be pressed.
 */
export async function press(element: HTMLElement) {
  await settled(element.ownerDocument);
  const box = element.getBoundingClientRect();
  const hit = element.ownerDocument.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  await expect(
    hit !== null && element.contains(hit),
    `a press on « ${element.textContent?.trim().slice(0, 40)} » at ${Math.round(box.x)},${Math.round(box.y)} lands on <${hit?.tagName.toLowerCase()} class="${String(hit?.className)}">`,
  ).toBe(true);
  const coords = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
  await userEvent.pointer([
    { target: element, coords },
    { keys: '[MouseLeft]', target: element, coords },
  ]);
}

/** Whether a popup has closed: gone, or kept in the page but hidden (Base UI's listbox). */
const closed = (layer: HTMLElement) =>
  !layer.isConnected || layer.closest('[data-closed], [hidden]') !== null || layer.getClientRects().length === 0;

/** Whether the element is hidden from assistive technology or out of reach (inert). */
const unreachable = (element: Element) => element.closest('[inert], [aria-hidden="true"]') !== null;

/** A live region: what a screen reader reads out when its text changes, without the focus moving there. */
const liveRegion = ':is([aria-live], [role="status"], [role="alert"], [role="log"]):not([aria-live="off"])';

/**
 * Records, from now on, the texts that appear in live regions that assistive technology can reach
 * (neither inert nor hidden from it, nor inside something that is) at the moment they appear. A
 * toast is announced by such a region (Radix writes the toast's text into a visually hidden one for
 * a second), not by the toast itself, so this is what a screen reader would say.
 */
export function recordAnnouncements(document: Document) {
  const heard: string[] = [];
  const read = () => {
    for (const region of document.querySelectorAll(liveRegion)) {
      const text = region.textContent?.replace(/\s+/g, ' ').trim();
      if (text && !unreachable(region) && heard.at(-1) !== text) heard.push(text);
    }
  };
  const observer = new MutationObserver(read);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  return {
    /** Waits until a reachable live region has said something that matches `text`. */
    heard: (text: RegExp) =>
      waitFor(() =>
        expect(
          heard.some((said) => text.test(said)),
          `announced: ${JSON.stringify(heard)}`,
        ).toBe(true),
      ),
    stop: () => observer.disconnect(),
  };
}

const comboboxCase: PopupCase = {
  render: () => (
    <Field label="Ville de livraison">
      <Combobox items={cities} />
    </Field>
  ),
  pointer: async ({ screen, container }) => {
    const input = within(container).getByRole('combobox', { name: 'Ville de livraison' });
    await press(input);
    await userEvent.type(input, 'Toam');
    await press(await screen.findByRole('option', { name: 'Toamasina' }));
    await waitFor(() => expect(input).toHaveValue('Toamasina'));
  },
  keyboard: async ({ container }) => {
    const input = within(container).getByRole('combobox', { name: 'Ville de livraison' });
    input.focus();
    await userEvent.clear(input);
    await userEvent.keyboard('Mahaj{ArrowDown}{Enter}');
    await waitFor(() => expect(input).toHaveValue('Mahajanga'));
    await expect(input).toHaveFocus();
  },
  open: async ({ screen, container }) => {
    const input = within(container).getByRole('combobox', { name: 'Ville de livraison' });
    input.focus();
    await userEvent.keyboard('{ArrowDown}');
    return { popup: await screen.findByRole('listbox'), opener: input };
  },
};

const listboxCase: PopupCase = {
  render: () => (
    <Field label="Offre">
      <Listbox items={['Essentiel', 'Pro', 'Entreprise']} placeholder="Choisissez une offre" />
    </Field>
  ),
  pointer: async ({ screen, container }) => {
    const trigger = within(container).getByRole('combobox', { name: 'Offre' });
    await press(trigger);
    await press(await screen.findByRole('option', { name: 'Pro' }));
    await waitFor(() => expect(trigger).toHaveTextContent('Pro'));
  },
  keyboard: async ({ screen, container }) => {
    const trigger = within(container).getByRole('combobox', { name: 'Offre' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Pro' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(trigger).toHaveTextContent('Entreprise'));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
  open: async ({ screen, container }) => {
    const trigger = within(container).getByRole('combobox', { name: 'Offre' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    return { popup: await screen.findByRole('listbox'), opener: trigger };
  },
};

/** The calendar button of a date picker, and its popup once open. */
const calendarButton = (container: HTMLElement) =>
  within(container).getByRole('button', { name: /Choisir une date|Choisir les dates/ });

/** The calendar's popup: the layer that holds its grid. */
const calendarPopup = (screen: Screen) =>
  screen.getByRole('grid').closest<HTMLElement>('[data-cui-layer-host] > *, body > *') ?? screen.getByRole('grid');

const datePickerCase: PopupCase = {
  render: () => (
    <Field label="Date d’intervention">
      <DatePicker name="intervention" today="2026-12-14" defaultValue="2026-12-14" />
    </Field>
  ),
  pointer: async ({ screen, container }) => {
    await press(calendarButton(container));
    const grid = within(await screen.findByRole('grid'));
    await press(grid.getByText('17'));
    await waitFor(() => expect(container.querySelector('input[name="intervention"]')).toHaveValue('2026-12-17'));
  },
  keyboard: async ({ screen, container }) => {
    const button = calendarButton(container);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('grid');
    await waitFor(() => expect(container.ownerDocument.activeElement).toHaveTextContent('17'));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(container.querySelector('input[name="intervention"]')).toHaveValue('2026-12-18'));
    await waitFor(() => expect(button).toHaveFocus());
  },
  open: async ({ screen, container }) => {
    const button = calendarButton(container);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('grid');
    return { popup: calendarPopup(screen), opener: button };
  },
};

const dateRangePickerCase: PopupCase = {
  render: () => (
    <Field label="Période d’absence">
      <DateRangePicker startName="debut" endName="fin" today="2026-12-14" />
    </Field>
  ),
  pointer: async ({ screen, container }) => {
    await press(calendarButton(container));
    const grid = within(await screen.findByRole('grid'));
    await press(grid.getByText('21'));
    await press(grid.getByText('24'));
    await waitFor(() => expect(container.querySelector('input[name="debut"]')).toHaveValue('2026-12-21'));
    await expect(container.querySelector('input[name="fin"]')).toHaveValue('2026-12-24');
  },
  keyboard: async ({ screen, container }) => {
    const button = calendarButton(container);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('grid');
    await waitFor(() => expect(container.ownerDocument.activeElement).toHaveTextContent('21'));
    await userEvent.keyboard('{ArrowLeft}{Enter}{ArrowRight}{ArrowRight}');
    const last = container.ownerDocument.activeElement?.textContent ?? '';
    await expect(Number(last)).toBeGreaterThan(20);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(container.querySelector('input[name="debut"]')).toHaveValue('2026-12-20'));
    await expect(container.querySelector('input[name="fin"]')).toHaveValue(`2026-12-${last}`);
    await waitFor(() => expect(button).toHaveFocus());
  },
  open: async ({ screen, container }) => {
    const button = calendarButton(container);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('grid');
    return { popup: calendarPopup(screen), opener: button };
  },
};

/** A menu whose items write what was chosen under it. */
function ActionsMenu() {
  const [done, setDone] = useState('');
  return (
    <div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">Actions</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setDone('Devis dupliqué')}>Dupliquer</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDone('Devis archivé')}>Archiver</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Text role="status">{done}</Text>
    </div>
  );
}

const dropdownMenuCase: PopupCase = {
  render: () => <ActionsMenu />,
  pointer: async ({ screen, container }) => {
    await press(within(container).getByRole('button', { name: 'Actions' }));
    await press(await screen.findByRole('menuitem', { name: 'Dupliquer' }));
    await expect(within(container).getByRole('status')).toHaveTextContent('Devis dupliqué');
  },
  keyboard: async ({ screen, container }) => {
    const trigger = within(container).getByRole('button', { name: 'Actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Dupliquer' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(within(container).getByRole('status')).toHaveTextContent('Devis archivé');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
  open: async ({ screen, container }) => {
    const trigger = within(container).getByRole('button', { name: 'Actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    return { popup: await screen.findByRole('menu'), opener: trigger };
  },
};

/** A popover with one choice in it, which it writes under its trigger. */
function FilterPopover() {
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button variant="outline">Filtres</Button>
        </PopoverTrigger>
        <PopoverContent aria-label="Filtres">
          <Button
            onClick={() => {
              setFilter('Urgents seulement');
              setOpen(false);
            }}
          >
            Urgents seulement
          </Button>
        </PopoverContent>
      </Popover>
      <Text role="status">{filter}</Text>
    </div>
  );
}

const popoverCase: PopupCase = {
  render: () => <FilterPopover />,
  pointer: async ({ screen, container }) => {
    await press(within(container).getByRole('button', { name: 'Filtres' }));
    await press(await screen.findByRole('button', { name: 'Urgents seulement' }));
    await expect(within(container).getByRole('status')).toHaveTextContent('Urgents seulement');
  },
  keyboard: async ({ screen, container }) => {
    const trigger = within(container).getByRole('button', { name: 'Filtres' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Urgents seulement' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
  open: async ({ screen, container }) => {
    const trigger = within(container).getByRole('button', { name: 'Filtres' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    return { popup: await screen.findByRole('dialog', { name: 'Filtres' }), opener: trigger };
  },
};

const tooltipCase: PopupCase = {
  render: () => (
    <Tooltip delayDuration={0}>
      <TooltipTrigger asChild>
        <Button variant="outline">Exporter</Button>
      </TooltipTrigger>
      <TooltipContent>Télécharge la liste en CSV</TooltipContent>
    </Tooltip>
  ),
  // A press reaches the trigger, under the container's pointer events.
  pointer: async ({ container }) => {
    await press(within(container).getByRole('button', { name: 'Exporter' }));
  },
  keyboard: async ({ screen, container }) => {
    const trigger = within(container).getByRole('button', { name: 'Exporter' });
    trigger.blur();
    trigger.focus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Télécharge la liste en CSV');
  },
};

const numberFieldCase: PopupCase = {
  render: () => (
    <Field label="Nombre de postes">
      <NumberField defaultValue={3} min={1} max={50} />
    </Field>
  ),
  pointer: async ({ container }) => {
    const input = within(container).getByRole('textbox', { name: 'Nombre de postes' });
    await press(within(container).getByRole('button', { name: /Augmenter|Increase/ }));
    await waitFor(() => expect(input).toHaveValue('4'));
  },
  keyboard: async ({ container }) => {
    const input = within(container).getByRole('textbox', { name: 'Nombre de postes' });
    input.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(input).toHaveValue('6'));
  },
};

/** A destructive button confirmed in an alert dialog, as the inbox erases a message from its sheet. */
function EraseButton() {
  const [done, setDone] = useState('');
  return (
    <div>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="outline">Effacer</Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Effacer ce message&nbsp;?</AlertDialogTitle>
            <AlertDialogDescription>Le message sera supprimé définitivement.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Annuler</AlertDialogCancel>
            <AlertDialogAction tone="danger" onClick={() => setDone('Message effacé')}>
              Effacer définitivement
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <Text role="status">{done}</Text>
    </div>
  );
}

const eraseDialog = (screen: Screen) => screen.findByRole('alertdialog', { name: 'Effacer ce message\u00a0?' });

const alertDialogCase: PopupCase = {
  render: () => <EraseButton />,
  closesOnOutsidePress: false,
  pointer: async ({ screen, container }) => {
    await press(within(container).getByRole('button', { name: 'Effacer' }));
    await press(within(await eraseDialog(screen)).getByRole('button', { name: 'Effacer définitivement' }));
    // The container is hidden from assistive technology until the alert dialog above it has gone.
    await waitFor(() => expect(within(container).getByRole('status')).toHaveTextContent('Message effacé'));
  },
  keyboard: async ({ screen, container }) => {
    const trigger = within(container).getByRole('button', { name: 'Effacer' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    // The safe answer takes the focus first.
    await waitFor(async () =>
      expect(within(await eraseDialog(screen)).getByRole('button', { name: 'Annuler' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
  open: async ({ screen, container }) => {
    const trigger = within(container).getByRole('button', { name: 'Effacer' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    return { popup: await eraseDialog(screen), opener: trigger };
  },
};

/** Every popup of the package (and NumberField's buttons), by the name its stories use. */
export const popups = {
  Combobox: comboboxCase,
  Listbox: listboxCase,
  DatePicker: datePickerCase,
  DateRangePicker: dateRangePickerCase,
  DropdownMenu: dropdownMenuCase,
  Popover: popoverCase,
  Tooltip: tooltipCase,
  NumberField: numberFieldCase,
  AlertDialog: alertDialogCase,
} satisfies Record<string, PopupCase>;

export interface ContainerCase {
  /** The container with a trigger « Ouvrir » and `children` inside its panel. */
  render: (children: ReactNode) => ReactNode;
  /** The role of the open panel. */
  role: 'dialog' | 'alertdialog';
  /** Its accessible name. */
  name: string;
  /** Whether a press outside it closes it (not an alert dialog's). */
  closesOnOutsidePress: boolean;
}

export const containers = {
  Dialog: {
    role: 'dialog',
    name: 'Nouvelle commande',
    closesOnOutsidePress: true,
    render: (children) => (
      <Dialog>
        <DialogTrigger asChild>
          <Button>Ouvrir</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Nouvelle commande</DialogTitle>
            <DialogDescription>Les champs se remplissent depuis la fenêtre.</DialogDescription>
          </DialogHeader>
          {children}
        </DialogContent>
      </Dialog>
    ),
  },
  AlertDialog: {
    role: 'alertdialog',
    name: 'Archiver la commande\u00a0?',
    closesOnOutsidePress: false,
    render: (children) => (
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button>Ouvrir</Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Archiver la commande&nbsp;?</AlertDialogTitle>
            <AlertDialogDescription>Précisez d’abord la suite à donner.</AlertDialogDescription>
          </AlertDialogHeader>
          {children}
          <AlertDialogFooter>
            <AlertDialogCancel>Annuler</AlertDialogCancel>
            <AlertDialogAction>Archiver</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    ),
  },
  Sheet: {
    role: 'dialog',
    name: 'Détails de la commande',
    closesOnOutsidePress: true,
    render: (children) => (
      <Sheet>
        <SheetTrigger asChild>
          <Button>Ouvrir</Button>
        </SheetTrigger>
        <SheetContent>
          <SheetHeader>
            <SheetTitle>Détails de la commande</SheetTitle>
            <SheetDescription>Commande n°&nbsp;2026-118</SheetDescription>
          </SheetHeader>
          {children}
        </SheetContent>
      </Sheet>
    ),
  },
  Popover: {
    role: 'dialog',
    name: 'Réglages rapides',
    closesOnOutsidePress: true,
    render: (children) => (
      <Popover>
        <PopoverTrigger asChild>
          <Button>Ouvrir</Button>
        </PopoverTrigger>
        <PopoverContent aria-label="Réglages rapides">
          <Text>Réglages rapides</Text>
          {children}
        </PopoverContent>
      </Popover>
    ),
  },
} satisfies Record<string, ContainerCase>;

/**
 * The story of `popup` inside `container`: with the pointer and with the keyboard the popup works as
 * it does on the page; its popup is neither inert nor hidden from assistive technology; Escape, then
 * a press outside the container, close the popup alone and give the focus back to what opened it;
 * then Escape closes the container and the focus returns to its trigger.
 */
export function layerStory(popupName: keyof typeof popups, containerName: keyof typeof containers): StoryObj {
  const popup: PopupCase = popups[popupName];
  const container: ContainerCase = containers[containerName];
  return {
    name: `${popupName} in ${containerName}`,
    tags: ['!autodocs', 'scenario', 'no-baseline'],
    render: () => <div style={{ minHeight: '32rem' }}>{container.render(popup.render())}</div>,
    play: async ({ canvas, canvasElement }) => {
      const screen = screenOf(canvasElement);
      const trigger = canvas.getByRole('button', { name: 'Ouvrir' });
      await userEvent.click(trigger);
      const panel = await screen.findByRole(container.role, { name: container.name });
      const context = { screen, container: panel };
      const stillOpen = () => expect(screen.getByRole(container.role, { name: container.name })).toBeVisible();

      await popup.pointer(context);
      await stillOpen();
      await popup.keyboard(context);
      await stillOpen();

      if (popup.open) {
        const { popup: layer, opener } = await popup.open(context);
        await expect(unreachable(layer), 'the open popup is inert or aria-hidden').toBe(false);
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(closed(layer), 'the popup has closed').toBe(true));
        await stillOpen();
        await waitFor(() => expect(opener).toHaveFocus());

        const again = await popup.open(context);
        // Outside the container (its overlay, or the page beside a popover), where a click would
        // close it were the popup not open; or the popup's own underlay, which stands for it.
        const outside = canvasElement.ownerDocument.elementFromPoint(2, 2);
        if (!outside) throw new Error('nothing at the top left corner');
        await userEvent.pointer({ keys: '[MouseLeft]', target: outside });
        if (popup.closesOnOutsidePress === false) {
          await expect(closed(again.popup), 'the popup has closed').toBe(false);
          // Under a modal popup, the container is hidden from assistive technology: it is still there.
          await expect(panel).toBeVisible();
          await userEvent.keyboard('{Escape}');
        }
        await waitFor(() => expect(closed(again.popup), 'the popup has closed').toBe(true));
        if (container.closesOnOutsidePress || popup.closesOnOutsidePress === false) await stillOpen();
      }

      if (screen.queryByRole(container.role, { name: container.name })) {
        panel.focus();
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole(container.role, { name: container.name })).toBeNull());
      }
      await waitFor(() => expect(trigger).toHaveFocus());
    },
  };
}

/** A modal container whose button raises a toast with an action, the way an app confirms a change. */
function ToastFromModal({ container }: { container: ContainerCase }) {
  const { toast } = useToast();
  const [restored, setRestored] = useState(0);
  return (
    <>
      {container.render(
        <>
          <Button
            onClick={() =>
              toast({
                title: 'Commande archivée',
                action: {
                  label: 'Annuler',
                  altText: 'Restaurez-la depuis vos archives',
                  onClick: () => setRestored(1),
                },
              })
            }
          >
            Archiver
          </Button>
          <Text>Restaurations&nbsp;: {restored}</Text>
        </>,
      )}
    </>
  );
}

/**
 * A toast raised from inside a modal container (a dialog, the inbox's message sheet) stays in
 * reach: a screen reader hears it from a live region that is neither inert nor hidden from it, its
 * region is reachable too, and its action is pressed with the pointer.
 */
export function toastOverModal(containerName: 'Dialog' | 'Sheet'): StoryObj {
  const container: ContainerCase = containers[containerName];
  return {
    tags: ['!autodocs', 'scenario', 'no-baseline'],
    render: () => (
      <ToastProvider label="Notification" duration={60_000}>
        <div style={{ minHeight: '32rem' }}>
          <ToastFromModal container={container} />
        </div>
        <Toaster />
      </ToastProvider>
    ),
    play: async ({ canvas, canvasElement }) => {
      const screen = screenOf(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir' }));
      const panel = await screen.findByRole(container.role, { name: container.name });
      const announcements = recordAnnouncements(canvasElement.ownerDocument);
      await press(within(panel).getByRole('button', { name: 'Archiver' }));
      await announcements.heard(/^Notification Commande archivée/);
      announcements.stop();
      const region = screen.getByRole('region', { name: /Notifications/ });
      await expect(unreachable(region), 'the toast region is inert or aria-hidden').toBe(false);
      await press(await within(region).findByRole('button', { name: 'Annuler' }));
      await expect(within(panel).getByText(/Restaurations/)).toHaveTextContent('1');
    },
  };
}

/** Row actions whose « Modifier » opens a sheet, as a table's menu does. */
function SheetFromMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">Plus d’actions</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setOpen(true)}>Modifier</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent>
          <SheetHeader>
            <SheetTitle>Détails de la commande</SheetTitle>
            <SheetDescription>Commande n°&nbsp;2026-118</SheetDescription>
          </SheetHeader>
        </SheetContent>
      </Sheet>
    </>
  );
}

/** A sheet opened from a menu item gives the focus back to the menu's trigger when it closes. */
export const sheetFromMenuItem: StoryObj = {
  tags: ['!autodocs', 'scenario', 'no-baseline'],
  render: () => <SheetFromMenu />,
  play: async ({ canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Plus d’actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Modifier' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Détails de la commande' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
