import { Field, Slider } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { SliderStates, euros } from '../support/fixtures/Slider';
import { maxWidth } from '../support/frame';
import { onPhone } from '../support/viewport';

const meta = {
  title: 'Forms/Slider',
  component: Slider,
  args: {
    min: 0,
    max: 3000,
    step: 50,
    defaultValue: [1200],
    formatOptions: euros,
    onValueChange: fn(),
    onValueCommit: fn(),
  },
  argTypes: {
    value: { control: false },
    formatOptions: { control: 'object' },
  },
  render: (args) => (
    <Field label="Budget mensuel" hint="Hors taxes, pour l’ensemble de vos services.">
      <Slider {...args} />
    </Field>
  ),
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A slider chooses a number, or a range with two thumbs, on a scale whose bounds are known, where the place on the scale matters more than the exact figure: a monthly budget, a distance, a number of seats. The value shows at its end, written in the reader’s locale («\u00a01\u00a0499\u00a0€\u00a0»).',
        alternatives: [
          'An exact figure the visitor knows already (a quantity, an amount to pay): use NumberField or TextInput, which take it in one go.',
          'A few named steps («\u00a0Petit\u00a0», «\u00a0Moyen\u00a0», «\u00a0Grand\u00a0»): use SegmentedControl or RadioGroup, which name each one.',
          'A progress that the visitor does not set: use ProgressBar.',
        ],
        anatomy: [
          { part: 'Label', description: 'the Field’s label, which names each thumb.', selector: 'label' },
          { part: 'Hint', description: 'what the value covers, read as the thumbs’ description.', selector: 'p' },
          { part: 'Track', description: 'the scale from `min` to `max`.', selector: '[data-orientation] > span' },
          {
            part: 'Range',
            description: 'the chosen part of the track, in the brand colour.',
            selector: '[dir][data-orientation] > [data-orientation] > [data-orientation]',
          },
          { part: 'Thumb', description: 'one per value; it takes the focus.', selector: '[role="slider"]' },
          {
            part: 'Value',
            description: 'the value or the range, formatted with `formatOptions`.',
            selector: 'span[aria-hidden="true"]',
          },
        ],
        dos: [
          {
            caption: 'A range for a budget, with the unit in the value and steps that make sense (50 €).',
            example: (
              <Field label="Budget mensuel">
                <Slider min={0} max={3000} step={50} defaultValue={[800, 1500]} formatOptions={euros} />
              </Field>
            ),
          },
          {
            caption: 'Bounds and a step that round the value: 6 to 36 months, by 6.',
            example: (
              <Field label="Durée d’engagement (mois)">
                <Slider min={6} max={36} step={6} defaultValue={[12]} />
              </Field>
            ),
          },
        ],
        donts: [
          {
            caption:
              'A slider for an exact amount over a wide scale: reaching 1 237 € takes many presses; use NumberField.',
            example: (
              <Field label="Montant du virement">
                <Slider min={0} max={10000} defaultValue={[1237]} formatOptions={euros} />
              </Field>
            ),
          },
          {
            caption: 'A slider without its value or its unit: the visitor cannot tell what the thumb says.',
            example: (
              <Field label="Budget">
                <Slider min={0} max={3000} defaultValue={[1200]} showValue={false} />
              </Field>
            ),
          },
        ],
        content: [
          'The label names the quantity and, when the value does not show it, its unit: «\u00a0Durée d’engagement (mois)\u00a0».',
          'Give money a currency through `formatOptions`, so that the figure reads «\u00a01\u00a0499\u00a0€\u00a0» in French and «\u00a0€1,499\u00a0» in English.',
          'Thumb names of a range default to «\u00a0Minimum\u00a0» and «\u00a0Maximum\u00a0»; give `thumbLabels` when the bounds have better names («\u00a0Départ\u00a0», «\u00a0Arrivée\u00a0»).',
          'French typography: a non-breaking space between thousands and before «\u00a0€\u00a0», which `Intl.NumberFormat` writes for you.',
        ],
        keyboard: [
          { keys: 'Tab', action: 'Moves to the next thumb; each thumb of a range is a stop.' },
          {
            keys: '→ or ↑',
            action: 'Increases the value by one step (← in a right-to-left page).',
          },
          { keys: '← or ↓', action: 'Decreases the value by one step (→ in a right-to-left page).' },
          { keys: 'Page Up / Page Down', action: 'Increases or decreases the value by ten steps.' },
          { keys: 'Home / End', action: 'Sets the value to the minimum or the maximum.' },
        ],
        accessibility: [
          'Each thumb has `role="slider"` with `aria-valuemin`, `aria-valuemax`, `aria-valuenow` and `aria-valuetext`, the value as shown («\u00a01\u00a0200\u00a0€\u00a0»).',
          'Inside a `Field`, each thumb is named by the field’s label (`aria-labelledby`), followed by «\u00a0Minimum\u00a0» or «\u00a0Maximum\u00a0» on a range; the hint and the error are its description, and an error sets `aria-invalid`. A click on the label focuses the first thumb.',
          'The visible value is hidden from screen readers, who hear the value of the thumb they are on.',
          'The range takes the system highlight and the track an edge in forced colours; the thumb is 20 px in a 24 px target.',
        ],
      }),
    },
  },
  decorators: [maxWidth('32rem')],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One thumb in a `Field`: the label names it, the hint describes it, the value shows in euros. */
export const Playground: Story = {
  tags: ['main'],
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('slider', { name: 'Budget mensuel' });
    await expect(thumb).toHaveAttribute('aria-valuetext', '1\u202f200\u00a0€');
    await expect(thumb).toHaveAccessibleDescription('Hors taxes, pour l’ensemble de vos services.');
  },
};

/** One value, a range, an error and disabled. */
export const States: Story = {
  tags: ['main'],
  render: () => <SliderStates />,
};

/** Two thumbs for a range: « Budget mensuel Minimum » and « Budget mensuel Maximum », the range at the end. */
export const Range: Story = {
  args: { defaultValue: [800, 1500] },
  play: async ({ canvas, canvasElement }) => {
    const low = canvas.getByRole('slider', { name: 'Budget mensuel Minimum' });
    const high = canvas.getByRole('slider', { name: 'Budget mensuel Maximum' });
    await expect(low).toHaveAttribute('aria-valuenow', '800');
    await expect(high).toHaveAttribute('aria-valuenow', '1500');
    await expect(canvasElement.querySelector('span[aria-hidden="true"]')).toHaveTextContent(/^800\s?–\s?1\s500\s€$/);
  },
};

/** Names of the thumbs that say more than « Minimum » and « Maximum ». */
export const ThumbLabels: Story = {
  args: {
    min: 0,
    max: 24,
    step: 1,
    defaultValue: [8, 18],
    formatOptions: { style: 'unit', unit: 'hour', unitDisplay: 'short' },
    thumbLabels: ['Ouverture', 'Fermeture'],
  },
  render: (args) => (
    <Field label="Horaires du standard">
      <Slider {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Horaires du standard Ouverture' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^8\sh$/),
    );
    await expect(canvas.getByRole('slider', { name: 'Horaires du standard Fermeture' })).toBeVisible();
  },
};

/** The Field’s error describes the thumbs and marks them invalid. */
export const WithError: Story = {
  render: (args) => (
    <Field label="Budget mensuel" error="Le budget minimum pour un centre dédié est de 1 500 €.">
      <Slider {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('slider', { name: 'Budget mensuel' });
    await expect(thumb).toHaveAttribute('aria-invalid', 'true');
    await expect(thumb).toHaveAccessibleDescription(expect.stringContaining('Le budget minimum'));
  },
};

/** Disabled: no Tab stop, and neither keys nor the pointer move it. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const thumb = canvas.getByRole('slider', { name: 'Budget mensuel' });
    await expect(thumb).not.toHaveAttribute('tabindex');
    await userEvent.tab();
    await expect(thumb).not.toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Without a Field: `aria-label` names it. */
export const WithoutField: Story = {
  args: { 'aria-label': 'Volume de la sonnerie', min: 0, max: 100, step: 5, defaultValue: [60], formatOptions: {} },
  render: (args) => <Slider {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Volume de la sonnerie' })).toHaveAttribute('aria-valuenow', '60');
  },
};

/** On a phone, a range keeps its value beside it. */
export const OnPhone: Story = {
  globals: onPhone,
  args: { defaultValue: [800, 1500] },
};

/** The French names designers use for Slider: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Curseur · glissière · réglette · plage de valeurs',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
