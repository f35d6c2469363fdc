import {
  Button,
  Field,
  IconButton,
  Link,
  Popover,
  PopoverClose,
  PopoverContent,
  PopoverTrigger,
  Text,
  TextInput,
  Theme,
  type PopoverContentOwnProps,
  type PopoverProps,
} from '@company/ui';
import { colorSchemes, vars } from '@company/ui/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleHelp, Pencil } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { rgb } from '../docs/color';
import { guidelines } from '../docs/guidelines';

/** The panel is portalled to the body: query from there. */
const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The help beside the SIRET field of the quote form: the popover most stories open. */
function SiretHelp({ content, ...rootProps }: PopoverProps & { content?: Partial<PopoverContentOwnProps> }) {
  return (
    <div style={{ display: 'flex', alignItems: 'flex-end', gap: '0.5rem', maxWidth: '24rem' }}>
      <Field label="Numéro SIRET" hint="14 chiffres" style={{ flex: 1 }}>
        <TextInput inputMode="numeric" />
      </Field>
      <Popover {...rootProps}>
        <PopoverTrigger asChild>
          <IconButton variant="ghost" icon={<CircleHelp />} aria-label="Aide sur le numéro SIRET" />
        </PopoverTrigger>
        <PopoverContent aria-labelledby="aide-siret-titre" arrow {...content}>
          <Text size="label" id="aide-siret-titre" style={{ marginBlockEnd: '0.25rem' }}>
            Où trouver votre numéro SIRET&nbsp;?
          </Text>
          <Text size="bodySmall">
            Il figure sur votre extrait Kbis et sur vos factures. Vous pouvez aussi le retrouver sur{' '}
            <Link href="https://annuaire-entreprises.data.gouv.fr/" external>
              l’Annuaire des entreprises
            </Link>
            .
          </Text>
        </PopoverContent>
      </Popover>
    </div>
  );
}

/** The spy of the rename form's submission. */
const onRename = fn();

/** A small form in a panel: renaming a quote without leaving the list. */
function RenameQuote({ content, ...rootProps }: PopoverProps & { content?: Partial<PopoverContentOwnProps> }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onRename(new FormData(event.currentTarget).get('nom'));
  };
  return (
    <Popover {...rootProps}>
      <PopoverTrigger asChild>
        <Button variant="outline" icon={<Pencil />}>
          Renommer
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-labelledby="renommer-titre" align="start" closeButton {...content}>
        <form onSubmit={submit} style={{ display: 'grid', gap: '0.75rem', width: '16rem' }}>
          <Text size="label" id="renommer-titre">
            Renommer le devis
          </Text>
          <Field label="Nom du devis">
            <TextInput name="nom" defaultValue="Site vitrine, Hôtel Le Lagon" />
          </Field>
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
            <PopoverClose asChild>
              <Button variant="ghost" size="sm">
                Annuler
              </Button>
            </PopoverClose>
            <Button type="submit" size="sm">
              Enregistrer
            </Button>
          </div>
        </form>
      </PopoverContent>
    </Popover>
  );
}

/** A panel's content drawn in place, for the do and don't examples: the real panel is portalled. */
function PanelSketch({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        gap: '0.25rem',
        maxWidth: '20rem',
        padding: '1rem',
        border: `1px solid ${vars.color.border}`,
        borderRadius: '14px',
        background: vars.color.surface,
      }}
    >
      {children}
    </div>
  );
}

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  subcomponents: { PopoverTrigger, PopoverContent, PopoverClose },
  args: { onOpenChange: fn() },
  argTypes: {
    open: { control: false },
    children: { control: false },
  },
  render: (args) => <SiretHelp {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'Compose `PopoverTrigger` (with `asChild` around a `Button` or an `IconButton`) and `PopoverContent`, named by its heading (`aria-labelledby`) or by `aria-label`; `PopoverClose` turns a button inside into a way out. `arrow` points the panel at its trigger, `closeButton` adds a × in its corner, named from the catalogue (`popover.closeLabel`, «\u00a0Fermer\u00a0» in French) unless `closeLabel` is given.',
      },
      guidelines: guidelines({
        purpose:
          'A panel that opens from a control and sits beside it, for content people read or fill in without leaving what they are doing: help with a link, a short form such as renaming a quote. It is not modal: Tab goes through it and on to the page, Escape or a click outside closes it, and the focus goes back to the control that opened it.',
        alternatives: [
          'A short hint that names a control, with nothing to click: use Tooltip, and never for information people need.',
          'A list of actions: use DropdownMenu.',
          'A task that must be finished or cancelled before going on, or a long form: use a dialog.',
          'Help that everyone needs: write it on the page, under the field (the `hint` of Field).',
        ],
        anatomy: [
          { part: 'Trigger', description: 'a Button, or an IconButton named for what it explains.' },
          {
            part: 'Panel',
            description: 'beside the trigger, in the scheme of where it opens, named by its heading.',
          },
          { part: 'Arrow (optional)', description: 'points at the trigger when another control could seem meant.' },
          { part: 'Close button (optional)', description: 'a × in the corner, for pointer users.' },
        ],
        dos: [
          {
            caption: 'A heading that says what the panel answers, two sentences at most, one link to go further.',
            example: (
              <PanelSketch>
                <Text size="label">Où trouver votre numéro SIRET&nbsp;?</Text>
                <Text size="bodySmall">Il figure sur votre extrait Kbis et sur vos factures.</Text>
              </PanelSketch>
            ),
          },
          {
            caption: 'A short form of one or two fields, with a way out («\u00a0Annuler\u00a0») beside the action.',
            example: (
              <PanelSketch>
                <Text size="label">Renommer le devis</Text>
                <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
                  <Button variant="ghost" size="sm">
                    Annuler
                  </Button>
                  <Button size="sm">Enregistrer</Button>
                </div>
              </PanelSketch>
            ),
          },
        ],
        donts: [
          {
            caption:
              'What people must know to succeed, such as the accepted format, hidden behind a click: write it under the field.',
            example: (
              <PanelSketch>
                <Text size="label">Format</Text>
                <Text size="bodySmall">Saisissez les 14 chiffres sans espace, ou votre demande sera refusée.</Text>
              </PanelSketch>
            ),
          },
          {
            caption: 'A whole page of text or a long form: the panel covers the page it was meant to help with.',
            example: (
              <PanelSketch>
                <Text size="label">Conditions générales</Text>
                <Text size="bodySmall">
                  Article 1. Objet. Article 2. Durée. Article 3. Prix. Article 4. Paiement. Article 5. Résiliation…
                </Text>
              </PanelSketch>
            ),
          },
        ],
        content: [
          'The heading is a question or a noun phrase in sentence case: «\u00a0Où trouver votre numéro SIRET\u00a0?\u00a0», «\u00a0Renommer le devis\u00a0».',
          'Two sentences at most; a link names where it leads: «\u00a0l’Annuaire des entreprises\u00a0», never «\u00a0ici\u00a0».',
          'An icon trigger is named for what it explains: «\u00a0Aide sur le numéro SIRET\u00a0», not «\u00a0Aide\u00a0» next to every field.',
          'French typography: a non-breaking space before «\u00a0:\u00a0», «\u00a0;\u00a0», «\u00a0!\u00a0», «\u00a0?\u00a0» and inside «\u00a0».',
        ],
      }),
      // Open panels float over their frame: each story gets an iframe of its own on the docs page.
      story: { inline: false, height: '22rem' },
    },
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Help with a link, the arrow pointing at its trigger. The focus goes to the panel, from where Tab reaches the link. */
export const HelpText: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: /^Où trouver votre numéro SIRET/ });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    await expect(
      within(dialog).getByRole('link', { name: 'l’Annuaire des entreprises (nouvel onglet)' }),
    ).toHaveFocus();
  },
};

/** A short form with a close button: the focus lands on its field, and « Annuler » closes the panel too. */
export const SmallForm: Story = {
  args: { defaultOpen: true },
  render: (args) => <RenameQuote {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Renommer le devis' });
    const field = within(dialog).getByRole('textbox', { name: 'Nom du devis' });
    await waitFor(() => expect(field).toHaveFocus());
    // The panel fades in: wait until it is fully shown.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeVisible());
  },
};

/** Above its trigger, where the page leaves no room below: the arrow points down. */
export const Above: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <div style={{ paddingBlockStart: '10rem' }}>
      <SiretHelp {...args} content={{ side: 'top', align: 'end' }} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog');
    const trigger = canvas.getByRole('button', { name: 'Aide sur le numéro SIRET' });
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThan(trigger.getBoundingClientRect().top);
  },
};

/** A click opens the panel and moves the focus in; Escape closes it and gives the focus back to the trigger. */
export const OpensOnClick: Story = {
  tags: ['!autodocs'],
  play: async ({ args, canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Aide sur le numéro SIRET' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: /^Où trouver votre numéro SIRET/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** From the keyboard: Enter opens the form on its field, Tab goes through it, Escape returns to the trigger. */
export const KeyboardForm: Story = {
  tags: ['!autodocs'],
  render: (args) => <RenameQuote {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    onRename.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Renommer' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Renommer le devis' });
    const field = within(dialog).getByRole('textbox', { name: 'Nom du devis' });
    await waitFor(() => expect(field).toHaveFocus());

    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Enregistrer' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nom du devis' })).toHaveFocus());
    await userEvent.keyboard('{Control>}a{/Control}Refonte du site, Hôtel Le Lagon{Enter}');
    await expect(onRename).toHaveBeenCalledWith('Refonte du site, Hôtel Le Lagon');
  },
};

/** The spy of the link beside the popover in the ClickOutside story. */
const onOtherLink = fn();

/** A click outside closes the panel and still reaches what it lands on. */
export const ClickOutside: Story = {
  tags: ['!autodocs'],
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <SiretHelp {...args} />
      <Button variant="ghost" onClick={onOtherLink}>
        Je n’ai pas de SIRET
      </Button>
    </div>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    onOtherLink.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Aide sur le numéro SIRET' }));
    await screen.findByRole('dialog');
    const other = canvas.getByRole('button', { name: 'Je n’ai pas de SIRET' });
    await userEvent.click(other);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(onOtherLink).toHaveBeenCalledTimes(1);
    await expect(other).toHaveFocus();
  },
};

/** The close button and « Annuler » (`PopoverClose`) close the panel and give the focus back to the trigger. */
export const CloseButtons: Story = {
  tags: ['!autodocs'],
  render: (args) => <RenameQuote {...args} content={{ closeLabel: 'Fermer sans renommer' }} />,
  play: async ({ canvas, canvasElement, step }) => {
    const screen = screenOf(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Renommer' });

    await step('the × in the corner, named by `closeLabel`', async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Renommer le devis' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer sans renommer' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(trigger).toHaveFocus();
    });

    await step('« Annuler »', async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Renommer le devis' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(trigger).toHaveFocus();
    });
  },
};

/** Opened from a dark band of a light page: portalled out of the band, the panel still takes its scheme. */
export const InsideDarkTheme: Story = {
  tags: ['!autodocs'],
  render: (args) => (
    <Theme scheme="dark" style={{ padding: '1.5rem', borderRadius: '14px' }}>
      <SiretHelp {...args} />
    </Theme>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Aide sur le numéro SIRET' }));
    const dialog = await screenOf(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveAttribute('data-cui-scheme', 'dark');
    await expect(getComputedStyle(dialog).backgroundColor).toBe(rgb(colorSchemes.dark.surface));
    await expect(getComputedStyle(dialog).colorScheme).toBe('dark');
  },
};

/** In forced colours the panel keeps its edge, and its arrow the same edge on Canvas. */
export const ForcedColours: Story = {
  // Run by the `storybook:forced-colors` Vitest project, in Chromium's forced-colours emulation
  // (in the Storybook UI: DevTools › Rendering › Emulate CSS media feature forced-colors).
  tags: ['!autodocs', 'forced-colors'],
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog');
    await expect(getComputedStyle(dialog).borderTopStyle).toBe('solid');
    // Radix wraps the arrow in a span of its own, a child of the panel.
    const arrow = dialog.querySelector(':scope > span > svg > path');
    await expect(arrow).not.toBeNull();
    await expect(getComputedStyle(arrow!).stroke).not.toBe(getComputedStyle(arrow!).fill);
  },
};

/** The French names designers use for Popover: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Fenêtre contextuelle · panneau flottant · popover',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
