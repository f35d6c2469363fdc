import { SegmentedControl, SegmentedControlItem, ToggleGroup, ToggleGroupItem } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { forcedStates } from '../docs/states';
import { BillingPeriod, SegmentedControlStates, ViewSwitch } from '../support/fixtures/SegmentedControl';
import { onPhone } from '../support/viewport';

const meta = {
  title: 'Forms/SegmentedControl',
  component: SegmentedControl,
  subcomponents: { SegmentedControlItem },
  args: { defaultValue: 'mensuel', 'aria-label': 'Période de facturation', onValueChange: fn() },
  argTypes: { value: { control: false }, children: { control: false } },
  render: (args) => <BillingPeriod {...args} />,
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'Two to five options that exclude each other and change a view at once: «\u00a0Mensuel / Annuel\u00a0» on a price list, «\u00a0Liste / Grille\u00a0» above results. One segment is always chosen; pressing it again keeps it.',
        alternatives: [
          'A choice sent with a form, or options that need a sentence each: use RadioGroup.',
          'Options that can all be off, or several at once: use ToggleGroup.',
          'More than five options, or long labels: use Select.',
          'Panels of content switched in place: use Tabs, which tie each tab to its panel.',
        ],
        anatomy: [
          {
            part: 'Track',
            description: 'the sunken row, a radio group named by `aria-label`.',
            selector: '[role="radiogroup"]',
          },
          {
            part: 'Segment',
            description: 'one option: a short label, with an icon if it helps.',
            selector: '[role="radio"]',
          },
          {
            part: 'Chosen segment',
            description: 'raised on a surface, with an edge and bolder text.',
            selector: '[role="radio"][aria-checked="true"]',
          },
        ],
        dos: [
          { caption: 'Two short options that change the prices shown at once.', example: <BillingPeriod /> },
          { caption: 'An icon with each label, for a view switch.', example: <ViewSwitch /> },
        ],
        donts: [
          {
            caption: 'Long labels that wrap or get cut: use RadioGroup, which gives each its line.',
            example: (
              <SegmentedControl defaultValue="a" aria-label="Mode de contact">
                <SegmentedControlItem value="a">Par téléphone aux heures ouvrées</SegmentedControlItem>
                <SegmentedControlItem value="b">Par courriel sous 24&nbsp;h</SegmentedControlItem>
              </SegmentedControl>
            ),
          },
          {
            caption: 'A toggle group where one value is always needed: it can be emptied by a second press.',
            example: (
              <ToggleGroup type="single" aria-label="Période">
                <ToggleGroupItem value="mensuel">Mensuel</ToggleGroupItem>
                <ToggleGroupItem value="annuel">Annuel</ToggleGroupItem>
              </ToggleGroup>
            ),
          },
        ],
        content: [
          'One or two words per segment, sentence case, no final full stop; all of the same kind («\u00a0Jour\u00a0», «\u00a0Semaine\u00a0», «\u00a0Mois\u00a0»).',
          'Name the control with `aria-label`, or point `aria-labelledby` at a visible heading.',
          'An icon-only segment needs an `aria-label`.',
          'French typography: a non-breaking space before «\u00a0%\u00a0» («\u00a0−15\u00a0%\u00a0») and before «\u00a0:\u00a0», «\u00a0;\u00a0», «\u00a0!\u00a0», «\u00a0?\u00a0».',
        ],
        keyboard: [
          { keys: 'Tab', action: 'Moves into the control, on the chosen segment, then out of it: one stop.' },
          {
            keys: '→ / ← or ↓ / ↑',
            action:
              'Moves to the next or previous segment, skipping disabled ones, and wraps; → and ← are reversed in a right-to-left page.',
          },
          { keys: 'Home / End', action: 'Moves to the first or the last segment.' },
          { keys: 'Space or Enter', action: 'Chooses the focused segment; on the chosen one, keeps it.' },
        ],
        accessibility: [
          'A `radiogroup` of `radio`s with `aria-checked`, named by its `aria-label`: screen readers say «\u00a0Mensuel, case d’option, cochée, 1 sur 2\u00a0».',
          'The arrows move the focus; Space or Enter chooses, so moving through the options does not reload a view at each step.',
          'The chosen segment is raised with an edge and bolder text, not told by colour alone; in forced colours it takes the system highlight.',
        ],
      }),
    },
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** « Mensuel / Annuel »: one chosen segment, always. */
export const Playground: Story = {
  tags: ['main'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Période de facturation' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Mensuel' })).toBeChecked();
  },
};

/** Sizes, hover, focus, a disabled segment, disabled as a whole, full width. */
export const States: Story = {
  tags: ['main'],
  parameters: { pseudo: forcedStates },
  render: () => <SegmentedControlStates />,
};

/** « Liste / Grille » with icons. */
export const WithIcons: Story = {
  args: { defaultValue: 'grille', 'aria-label': 'Affichage des offres' },
  render: (args) => <ViewSwitch {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Grille' })).toBeChecked();
  },
};

/** On a phone, full width: the segments share it equally. */
export const FullWidthOnPhone: Story = {
  globals: onPhone,
  args: { fullWidth: true },
};

/** The French names designers use for SegmentedControl: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Contrôle segmenté · sélecteur de vue · bascule mensuel annuel',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
