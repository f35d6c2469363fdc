import {
  Button,
  Card,
  CardBody,
  CardHeader,
  CardTitle,
  Checkbox,
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  sheetSides,
} from '@company/ui';
import type { SheetSide } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { FiltersSheet, NavigationSheet, closed } from '../support/fixtures/Sheet';
import { screenOf } from '../support/screen';
import { onPhone } from '../support/viewport';

/** A sheet drawn in place, for the do and don’t examples: a real one is modal and would cover the docs page. */
function PanelPreview({ title, text }: { title: string; text: string }) {
  return (
    <Card variant="elevated">
      <CardHeader>
        <CardTitle level={4}>{title}</CardTitle>
      </CardHeader>
      <CardBody>
        <p style={{ margin: 0 }}>{text}</p>
      </CardBody>
    </Card>
  );
}

const meta = {
  title: 'Overlays/Sheet',
  component: Sheet,
  subcomponents: {
    SheetTrigger,
    SheetContent,
    SheetHeader,
    SheetTitle,
    SheetDescription,
    SheetFooter,
    SheetClose,
  },
  // Open at first, so that each story shows its sheet; the interaction stories open it from the trigger.
  args: { defaultOpen: true, modal: true, onOpenChange: fn() },
  argTypes: { open: { control: false }, children: { control: false } },
  render: (args) => <FiltersSheet {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          '`Sheet` holds the state; `SheetTrigger` (with `asChild` around a `Button`) opens it; `SheetContent` is the panel, with a `side` and a `size`, holding `SheetHeader`, `SheetTitle`, `SheetDescription`, the content and a `SheetFooter` of buttons, those that close it inside a `SheetClose`. It is a modal dialog: focus moves in, stays there and goes back to the trigger when it closes.',
      },
      guidelines: guidelines({
        purpose:
          'A panel that slides in from an edge of the screen, over the page, for content that goes with the page rather than replacing it: the filters of a list, the main navigation on a phone, the details of a row, a short form. Escape, the close button and a click on the overlay close it, and focus goes back to the button that opened it.',
        alternatives: [
          'A short task or a message that needs an answer, centred: use Dialog; a confirmation, AlertDialog.',
          'A few options under a button (sort, actions of a row): use DropdownMenu or Popover, which do not cover the page.',
          'A navigation always in view on large screens: use SideNav; keep the sheet for phones.',
          'Long content people come back to or share: give it a page of its own.',
        ],
        anatomy: [
          {
            part: 'Overlay',
            description: 'dims the page behind; a click on it closes the sheet.',
            selector: 'body > div[data-state="open"]:not([role])',
          },
          {
            part: 'Panel',
            description: 'flush with its `side`, `sm` to `lg` wide (or `full`); it scrolls inside itself.',
            selector: '[role="dialog"]',
          },
          {
            part: 'Close button',
            description: 'a cross in the top corner, named «\u00a0Fermer\u00a0»; optional.',
            selector: '[role="dialog"] > button:first-child',
          },
          {
            part: 'Title and description',
            description: 'the sheet’s name and the sentence read with it.',
            selector: '[role="dialog"] > div:has(> h2)',
          },
          {
            part: 'Content',
            description: 'filters, links, a form: whatever the task needs.',
            selector: '[role="dialog"] > div:has(> h2) + *',
          },
          {
            part: 'Footer',
            description: 'the actions, at the bottom of the panel, the main one last.',
            selector: '[role="dialog"] > div:last-child',
          },
        ],
        dos: [
          {
            caption: 'Filters beside the list they filter, applied by a button that says what it shows.',
            example: (
              <PanelPreview
                title="Filtrer les offres"
                text={
                  'Secteur, budget et délai de démarrage\u00a0; «\u00a0Afficher 24 offres\u00a0» applique les filtres.'
                }
              />
            ),
          },
          {
            caption: 'The main navigation of a phone, from the start side, where the menu button is.',
            example: <PanelPreview title="Menu" text="Accueil, Nos offres, Références, Carrières, Contact." />,
          },
        ],
        donts: [
          {
            caption: 'A whole page of content in a sheet: it cannot be linked to nor shared; give it a page.',
            example: (
              <PanelPreview
                title="Conditions générales de prestation"
                text={'Douze articles, quatre annexes et une grille tarifaire, à lire dans un panneau de 26\u00a0rem.'}
              />
            ),
          },
          {
            caption: 'A sheet opened from another sheet: the visitor loses track of where they are.',
            example: (
              <PanelPreview
                title={'Modifier le filtre «\u00a0Secteur\u00a0»'}
                text="Ouvert depuis le panneau des filtres."
              />
            ),
          },
        ],
        content: [
          'Title: a short noun phrase or an infinitive that names the task, «\u00a0Filtrer les offres\u00a0»; no final full stop.',
          'Buttons: verbs that say what they do or show, «\u00a0Afficher 24 offres\u00a0», «\u00a0Réinitialiser\u00a0»; never «\u00a0OK\u00a0».',
          'The close button and an empty `SheetClose` say «\u00a0Fermer\u00a0» from the catalogue; `closeLabel` or the children change it.',
          'French typography: a non-breaking space before «\u00a0:\u00a0», «\u00a0;\u00a0», «\u00a0!\u00a0», «\u00a0?\u00a0», inside «\u00a0»\u00a0and between a number and its unit («\u00a048\u00a0h\u00a0»).',
        ],
        keyboard: [
          {
            keys: 'Enter or Space',
            action: 'On the trigger: opens the sheet and moves the focus to its first control, the close button.',
          },
          { keys: 'Tab', action: 'Inside the sheet: moves to the next control, from the last back to the first.' },
          {
            keys: 'Shift + Tab',
            action: 'Inside the sheet: moves to the previous control, from the first to the last.',
          },
          { keys: 'Escape', action: 'Closes the sheet and moves the focus back to the element that opened it.' },
        ],
        accessibility: [
          'The panel has `role="dialog"`, named by its `SheetTitle` (an `h2`) and described by its `SheetDescription`; without a description, pass `aria-describedby={undefined}`.',
          'Modal by default: everything outside the sheet is inert while it is open; the focus moves in, cannot leave, and goes back to the element that had it.',
          '`start` and `end` follow the reading direction: in a right-to-left page a `start` sheet comes from the right.',
          'The slide stops for readers who ask for reduced motion; under forced colours the panel gets a border in place of its shadow.',
        ],
      }),
      // Each story is a modal that covers its frame: render them in their own iframes.
      story: { inline: false, height: '720px' },
    },
  },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filters from the end side, `md`: open on arrival. */
export const Playground: Story = {
  tags: ['main'],
  play: async ({ canvasElement }) => {
    const sheet = await screenOf(canvasElement).findByRole('dialog', { name: 'Filtrer les offres' });
    await expect(sheet).toHaveAttribute('data-side', 'end');
    await expect(sheet).toHaveAccessibleDescription(
      'Les résultats se mettent à jour quand vous appliquez les filtres.',
    );
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'Fermer' })).toBeVisible());
    // Flush with the end edge: the right one, or the left one in a right-to-left page.
    const doc = canvasElement.ownerDocument;
    const rtl = getComputedStyle(doc.documentElement).direction === 'rtl';
    await waitFor(() =>
      expect(
        rtl
          ? sheet.getBoundingClientRect().left
          : doc.documentElement.clientWidth - sheet.getBoundingClientRect().right,
      ).toBe(0),
    );
    await expect(sheet.getBoundingClientRect().top).toBe(0);
  },
};

/**
 * Open by its props over the dimmed page, as while it applies its filters: the choices made, the
 * main action busy (`loading`) until the list has updated.
 */
export const States: Story = {
  tags: ['main'],
  render: (args) => (
    <Sheet {...args}>
      <SheetTrigger asChild>
        <Button variant="outline">Filtrer les offres</Button>
      </SheetTrigger>
      <SheetContent size="sm">
        <SheetHeader>
          <SheetTitle>Filtrer les offres</SheetTitle>
          <SheetDescription>Les résultats se mettent à jour quand vous appliquez les filtres.</SheetDescription>
        </SheetHeader>
        <Checkbox name="disponible" label={'Démarrage sous 48\u00a0h'} defaultChecked />
        <Checkbox name="francophone" label="Équipe francophone" defaultChecked />
        <Checkbox name="week-end" label="Disponible le week-end" />
        <SheetFooter>
          <Button variant="outline">Réinitialiser</Button>
          <Button loading>Afficher 24 offres</Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = await screenOf(canvasElement).findByRole('dialog', { name: 'Filtrer les offres' });
    await expect(within(sheet).getByRole('button', { name: /Afficher 24 offres/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The main navigation of a phone, from the start side, `sm`. */
export const MobileNavigation: Story = {
  tags: ['main'],
  globals: onPhone,
  render: (args) => <NavigationSheet {...args} />,
  play: async ({ canvasElement }) => {
    const sheet = await screenOf(canvasElement).findByRole('dialog', { name: 'Menu' });
    await expect(within(sheet).getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await expect(within(sheet).getByRole('link', { name: 'Nos offres' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'Fermer' })).toBeVisible());
  },
};

const sideNames: Record<SheetSide, string> = { start: 'Début', end: 'Fin', top: 'Haut', bottom: 'Bas' };

/** The four sides: each button opens a sheet from one edge, flush with it. */
export const Sides: Story = {
  args: { defaultOpen: false },
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
      {sheetSides.map((side) => (
        <Sheet key={side} {...args}>
          <SheetTrigger asChild>
            <Button variant="outline">{`${sideNames[side]} (${side})`}</Button>
          </SheetTrigger>
          <SheetContent side={side} size="sm">
            <SheetHeader>
              <SheetTitle>{`Panneau ${sideNames[side].toLowerCase()}`}</SheetTitle>
              <SheetDescription>Un panneau qui glisse depuis ce bord de l’écran.</SheetDescription>
            </SheetHeader>
            <SheetFooter>
              <SheetClose asChild>
                <Button>Compris</Button>
              </SheetClose>
            </SheetFooter>
          </SheetContent>
        </Sheet>
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const doc = canvasElement.ownerDocument.documentElement;
    for (const side of sheetSides) {
      await user.click(canvas.getByRole('button', { name: `${sideNames[side]} (${side})` }));
      const sheet = await screenOf(canvasElement).findByRole('dialog', {
        name: `Panneau ${sideNames[side].toLowerCase()}`,
      });
      const edge = () => {
        const box = sheet.getBoundingClientRect();
        return {
          start: box.left,
          end: doc.clientWidth - box.right,
          top: box.top,
          bottom: doc.clientHeight - box.bottom,
        }[side];
      };
      await waitFor(() => expect(Math.abs(edge())).toBeLessThan(1));
      await user.keyboard('{Escape}');
      await closed(canvasElement);
    }
  },
};

/** From the bottom on a phone: a short choice within thumb’s reach. */
export const BottomOnPhone: Story = {
  globals: onPhone,
  render: (args) => (
    <Sheet {...args}>
      {/* The sort button sits at the foot of the list, within the thumb's reach. */}
      <div style={{ position: 'fixed', insetInline: '1rem', insetBlockEnd: '1rem', display: 'grid' }}>
        <SheetTrigger asChild>
          <Button>Trier</Button>
        </SheetTrigger>
      </div>
      <SheetContent side="bottom" size="sm">
        <SheetHeader>
          <SheetTitle>Trier les offres</SheetTitle>
          <SheetDescription>L’ordre s’applique à la liste dès que vous choisissez.</SheetDescription>
        </SheetHeader>
        <SheetFooter>
          <SheetClose asChild>
            <Button variant="outline">Prix croissant</Button>
          </SheetClose>
          <SheetClose asChild>
            <Button variant="outline">Les plus récentes</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  ),
};

/** `SheetClose` with no children says « Fermer », from the catalogue. */
export const CloseFromCatalogue: Story = {
  render: (args) => (
    <Sheet {...args}>
      <SheetTrigger asChild>
        <Button>Voir le détail</Button>
      </SheetTrigger>
      <SheetContent closeButton={false} size="sm">
        <SheetHeader>
          <SheetTitle>Ticket n°&nbsp;4821</SheetTitle>
          <SheetDescription>Ouvert le 12 mars par Hery Rakotondrabe.</SheetDescription>
        </SheetHeader>
        <p style={{ margin: 0 }}>Le client ne reçoit plus les confirmations de rendez-vous par SMS depuis lundi.</p>
        <SheetFooter>
          <SheetClose />
        </SheetFooter>
      </SheetContent>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = await screenOf(canvasElement).findByRole('dialog', { name: 'Ticket n°\u00a04821' });
    await expect(
      within(sheet)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Fermer']);
  },
};

/** The French names designers use for Sheet: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Panneau latéral · tiroir · volet · drawer',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
