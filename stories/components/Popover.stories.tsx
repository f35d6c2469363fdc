import { Button, Popover, PopoverClose, PopoverContent, PopoverTrigger, Text } from '@company/ui';
import { vars } from '@company/ui/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { RenameQuote, SiretHelp } from '../support/fixtures/Popover';
import { screenOf } from '../support/screen';

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
          {
            part: 'Trigger',
            description: 'a Button, or an IconButton named for what it explains.',
            selector: '[aria-haspopup="dialog"]',
          },
          {
            part: 'Panel',
            description: 'beside the trigger, in the scheme of where it opens, named by its heading.',
            selector: '[role="dialog"]',
          },
          {
            part: 'Arrow (optional)',
            description: 'points at the trigger when another control could seem meant.',
            selector: '[role="dialog"] > span:has(> svg)',
          },
          {
            part: 'Close button (optional)',
            description: 'a × in the corner, for pointer users.',
            story: 'SmallForm',
            selector: '[data-close-button] > div > button',
          },
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
        keyboard: [
          {
            keys: 'Enter / Space',
            action:
              'On the trigger: opens the panel and moves the focus to its first field or button (links are skipped), or to the panel itself when it has none.',
          },
          {
            keys: 'Tab / Shift + Tab',
            action:
              'In the panel: moves through its links and controls, the close button last; the panel does not trap the focus, and a focus that leaves it closes it.',
          },
          { keys: 'Escape', action: 'In the panel: closes it and gives the focus back to the trigger.' },
          {
            keys: 'Enter / Space',
            action:
              'On the close button or a `PopoverClose` («\u00a0Annuler\u00a0»): closes the panel and gives the focus back to the trigger.',
          },
        ],
        accessibility: [
          'The trigger gets `aria-haspopup="dialog"`, `aria-expanded` and `aria-controls`; an IconButton trigger needs its own `aria-label`, named for what it explains.',
          'The panel is a non-modal `dialog`, portalled to the end of the page: name it with `aria-labelledby` pointing at its heading, or with `aria-label` (the props require one).',
          'Focus moves into the panel on open and back to the trigger on close (Escape, a close button, the trigger); a click outside closes it and leaves the focus where the click lands.',
          'The close button is named «\u00a0Fermer\u00a0» from the catalogue (`closeLabel` to change it); the arrow is hidden from assistive technology, and in forced colours the panel and its arrow keep a visible edge.',
        ],
      }),
      // Open panels float over their frame: each story gets an iframe of its own on the docs page.
      story: { inline: false, height: '22rem' },
    },
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'], args: { defaultOpen: true } };

/**
 * Closed, then open by `open` (so the docs page, which plays no story, shows them): with its arrow
 * pointing at the trigger, and with a close button in its corner.
 */
export const States: Story = {
  tags: ['main'],
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1.5rem', alignItems: 'flex-start' }}>
      <Popover {...args} open={false}>
        <PopoverTrigger asChild>
          <Button variant="outline">Fermé</Button>
        </PopoverTrigger>
        <PopoverContent aria-label="Fermé">
          <Text size="bodySmall">Ce panneau reste fermé.</Text>
        </PopoverContent>
      </Popover>
      <div style={{ width: '18rem' }}>
        <Popover {...args} open>
          <PopoverTrigger asChild>
            <Button variant="outline">Ouvert, avec flèche</Button>
          </PopoverTrigger>
          <PopoverContent aria-label="Délai de réponse" align="start" arrow>
            <Text size="bodySmall">Nous répondons aux demandes de devis sous 24&nbsp;h ouvrées.</Text>
          </PopoverContent>
        </Popover>
      </div>
      <div style={{ width: '18rem' }}>
        <Popover {...args} open>
          <PopoverTrigger asChild>
            <Button variant="outline">Ouvert, avec bouton Fermer</Button>
          </PopoverTrigger>
          <PopoverContent aria-label="Horaires du support" align="start" closeButton>
            <Text size="bodySmall">Le support répond du lundi au vendredi, de 8&nbsp;h à 18&nbsp;h.</Text>
          </PopoverContent>
        </Popover>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(screenOf(canvasElement).getAllByRole('dialog')).toHaveLength(2));
  },
};

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

/** The French names designers use for Popover: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Fenêtre contextuelle · panneau flottant · popover',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
