import { Button, ToggleGroup, ToggleGroupItem } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bold, Italic, LayoutGrid, List, Underline } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { forcedStates } from '../docs/states';
import { FormattingButtons, ToggleGroupStates } from '../support/fixtures/ToggleGroup';

const meta = {
  title: 'Forms/ToggleGroup',
  component: ToggleGroup,
  subcomponents: { ToggleGroupItem },
  args: { type: 'multiple', defaultValue: ['gras'], 'aria-label': 'Mise en forme', onValueChange: fn() },
  argTypes: {
    type: { control: false },
    value: { control: false },
    children: { control: false },
  },
  render: (args) => (
    <ToggleGroup {...args}>
      <ToggleGroupItem value="gras" aria-label="Gras">
        <Bold aria-hidden="true" />
      </ToggleGroupItem>
      <ToggleGroupItem value="italique" aria-label="Italique">
        <Italic aria-hidden="true" />
      </ToggleGroupItem>
      <ToggleGroupItem value="souligne" aria-label="Souligné">
        <Underline aria-hidden="true" />
      </ToggleGroupItem>
    </ToggleGroup>
  ),
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A row of toggle buttons that change how something shows, at once: text formatting (several at a time, `type="multiple"`), a filter that may also be off (one at most, `type="single"`). The group is one stop for the Tab key; the arrows move inside it.',
        alternatives: [
          'One choice that always has a value («\u00a0Mensuel\u00a0» or «\u00a0Annuel\u00a0»): use SegmentedControl, which cannot be emptied.',
          'A choice sent with a form: use RadioGroup or Checkbox.',
          'Actions that do something once («\u00a0Exporter\u00a0», «\u00a0Imprimer\u00a0»): use Button.',
          'Content panels switched in place: use Tabs.',
        ],
        anatomy: [
          {
            part: 'Group',
            description: 'a toolbar (`multiple`) or a radio group (`single`), named by `aria-label`.',
            selector: '[role="toolbar"]',
          },
          { part: 'Item', description: 'a toggle button: text, icon and text, or an icon alone.', selector: 'button' },
          {
            part: 'Pressed item',
            description: 'filled, with an edge in the brand colour.',
            selector: 'button[data-state="on"]',
          },
        ],
        dos: [
          {
            caption: 'Icons alone for well-known formatting, each named (« Gras », « Italique »).',
            example: <FormattingButtons />,
          },
          {
            caption: 'A short filter that can be switched off: pressing the pressed item again shows everything.',
            example: (
              <ToggleGroup type="single" defaultValue="ouverts" aria-label="Statut des tickets">
                <ToggleGroupItem value="ouverts">Ouverts</ToggleGroupItem>
                <ToggleGroupItem value="en-attente">En attente</ToggleGroupItem>
                <ToggleGroupItem value="resolus">Résolus</ToggleGroupItem>
              </ToggleGroup>
            ),
          },
        ],
        donts: [
          {
            caption: 'Actions in a toggle group: « Exporter » does not stay pressed; use Buttons.',
            example: (
              <ToggleGroup type="multiple" aria-label="Actions">
                <ToggleGroupItem value="exporter">Exporter</ToggleGroupItem>
                <ToggleGroupItem value="imprimer">Imprimer</ToggleGroupItem>
              </ToggleGroup>
            ),
          },
          {
            caption: 'A view that must always be one of two: a single group can be emptied; use SegmentedControl.',
            example: (
              <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
                <ToggleGroup type="single" aria-label="Affichage">
                  <ToggleGroupItem value="liste" aria-label="Liste">
                    <List aria-hidden="true" />
                  </ToggleGroupItem>
                  <ToggleGroupItem value="grille" aria-label="Grille">
                    <LayoutGrid aria-hidden="true" />
                  </ToggleGroupItem>
                </ToggleGroup>
                <Button variant="outline" size="sm">
                  Trier
                </Button>
              </div>
            ),
          },
        ],
        content: [
          'An item with an icon alone has an `aria-label` that names what it turns on: «\u00a0Gras\u00a0», «\u00a0Vue en grille\u00a0».',
          'Text items: one or two words, sentence case, no final full stop.',
          'Name the group with `aria-label` («\u00a0Mise en forme\u00a0», «\u00a0Statut des tickets\u00a0»).',
          'French typography: the typographic apostrophe ’, and a non-breaking space before «\u00a0:\u00a0», «\u00a0;\u00a0», «\u00a0!\u00a0», «\u00a0?\u00a0».',
        ],
        keyboard: [
          {
            keys: 'Tab',
            action:
              'Moves into the group, on the pressed item (else the first), then out of it: the group is one stop.',
          },
          {
            keys: '→ / ←',
            action:
              'Moves to the next or previous item, skipping disabled ones, and wraps; reversed in a right-to-left page.',
          },
          { keys: '↓ / ↑', action: 'Also move to the next or previous item.' },
          { keys: 'Home / End', action: 'Moves to the first or the last item.' },
          {
            keys: 'Space or Enter',
            action: 'Presses or releases the focused item; in a `single` group, pressing one releases the other.',
          },
        ],
        accessibility: [
          '`multiple`: a `toolbar` of buttons with `aria-pressed`. `single`: a `radiogroup` of `radio`s with `aria-checked`.',
          'Name the group with `aria-label`, and every icon-only item with its own `aria-label`; the icon is `aria-hidden`.',
          'The pressed state shows by a fill and an edge, not by colour alone; in forced colours it takes the system highlight.',
          'Disabled items stay visible, are skipped by the arrows and announced as unavailable.',
        ],
      }),
    },
  },
} satisfies Meta<typeof ToggleGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text formatting: icon-only items, each named, several pressed at once. */
export const Playground: Story = {
  tags: ['main'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('toolbar', { name: 'Mise en forme' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Gras' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Italique' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Three sizes, then hover, focus, pressed and disabled. */
export const States: Story = {
  tags: ['main'],
  parameters: { pseudo: forcedStates },
  render: () => <ToggleGroupStates />,
};

/** `single`: a filter of tickets that can also be switched off; its items are radios. */
export const SingleFilter: Story = {
  args: { type: 'single', defaultValue: 'ouverts', 'aria-label': 'Statut des tickets' },
  render: (args) => (
    <ToggleGroup {...args}>
      <ToggleGroupItem value="ouverts">Ouverts</ToggleGroupItem>
      <ToggleGroupItem value="en-attente">En attente</ToggleGroupItem>
      <ToggleGroupItem value="resolus">Résolus</ToggleGroupItem>
    </ToggleGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Statut des tickets' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Ouverts' })).toBeChecked();
  },
};

/** Icon and text together, for views less known than formatting. */
export const IconAndText: Story = {
  args: { type: 'multiple', defaultValue: ['liste'], 'aria-label': 'Colonnes affichées' },
  render: (args) => (
    <ToggleGroup {...args}>
      <ToggleGroupItem value="liste">
        <List aria-hidden="true" />
        Détails
      </ToggleGroupItem>
      <ToggleGroupItem value="grille">
        <LayoutGrid aria-hidden="true" />
        Vignettes
      </ToggleGroupItem>
    </ToggleGroup>
  ),
};

/** The whole group disabled: no Tab stop, nothing pressable. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** The French names designers use for ToggleGroup: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Groupe de boutons bascule · barre de mise en forme · filtres',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
