import { Field, NumberField, numberFieldSizes, TextInput } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { forcedStates } from '../docs/states';
import { euros, NumberFieldStates } from '../support/fixtures/NumberField';
import { maxWidth } from '../support/frame';
import { onPhone } from '../support/viewport';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { name: 'postes', defaultValue: 3, min: 1, max: 50, onValueChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: numberFieldSizes },
    formatOptions: { control: 'object' },
    locale: { control: 'text' },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A number field takes a quantity or an amount: a number of seats, a budget, a rate. It writes the number the way the visitor’s language does (« 1 499,50 € » in French), reads it back however it is typed (« 1499,5 », « 1 499,50 »), and steps it with the arrow keys or the − and + buttons. Place it in a Field for its label, hint and error.',
        alternatives: [
          'A code made of digits that is not a quantity (postcode, phone number, SIRET, card number): use TextInput with `inputMode="numeric"`; stepping it makes no sense.',
          'A value picked on a scale where the exact figure matters less than its place (volume, a rough budget): use Slider.',
          'A few fixed quantities (1, 2, 5 or 10 licences): use Select or RadioGroup.',
        ],
        anatomy: [
          {
            part: 'Box',
            description: 'the bordered box around the input and its buttons; its height follows size (sm, md, lg).',
            selector: '[role="group"]',
          },
          {
            part: 'Input',
            description: 'the number, formatted on blur; the visitor types in it.',
            selector: 'input:not([type="hidden"])',
          },
          {
            part: 'Decrease and increase buttons',
            description: '− and + at the end, named « Diminuer » and « Augmenter »; each is disabled at its bound.',
            selector: '[role="group"] button',
          },
        ],
        dos: [
          {
            caption: 'A quantity with bounds that make sense, and a unit in the label.',
            example: (
              <Field label="Nombre de postes" hint="De 1 à 50 postes.">
                <NumberField name="postes-exemple" defaultValue={3} min={1} max={50} />
              </Field>
            ),
          },
          {
            caption: 'An amount formatted as a currency: the field writes the « € » and the separators itself.',
            example: (
              <Field label="Budget mensuel">
                <NumberField name="budget-exemple" defaultValue={1499.5} formatOptions={euros} step={50} />
              </Field>
            ),
          },
        ],
        donts: [
          {
            caption:
              'A number field for a postcode: ↑ would turn 75001 into 75002, and a leading zero disappears; use TextInput.',
            example: (
              <Field label="Code postal">
                <NumberField name="code-postal-exemple" defaultValue={6000} />
              </Field>
            ),
          },
          {
            caption: 'A currency typed by hand in a text input: the visitor guesses the separators and the sign.',
            example: (
              <Field label="Budget mensuel (en euros, sans espace)">
                <TextInput name="budget-texte-exemple" defaultValue="1499.50" />
              </Field>
            ),
          },
        ],
        content: [
          'The label names the quantity (« Nombre de postes », « Budget mensuel »); the unit goes in `formatOptions` (currency, percent, unit), not in the label, when the field can write it.',
          'Say the bounds in the hint (« De 1 à 50 postes ») rather than letting the field change the value silently.',
          'French typography comes from `Intl`: a narrow no-break space between thousands (« 1 499,50 »), a no-break space before « € » and « % ».',
        ],
        keyboard: [
          { keys: 'Tab', action: 'Moves the focus to the input; the − and + buttons are not tab stops.' },
          { keys: '↑ / ↓', action: 'Adds or takes off a `step`, within `min` and `max`.' },
          {
            keys: 'Page Up / Page Down',
            action: 'Adds or takes off a `largeStep` (10 by default); Shift + ↑ / ↓ does the same.',
          },
          { keys: 'Home / End', action: 'Goes to `min` / `max`, when set.' },
          {
            keys: 'Digits, « , » and « - »',
            action:
              'Type a number; it is read in the locale and rewritten on blur (« 1499,5 » becomes « 1 499,50 € »).',
          },
        ],
        accessibility: [
          'An `<input>` with a localised role description (« Champ numérique »), named by the Field’s label; the hint and the error are read as its description, and the error sets `aria-invalid`.',
          'The − and + buttons have names from the catalogue (« Diminuer », « Augmenter ») and point at the input (`aria-controls`); they are out of the tab order, since the arrow keys do the same, and stay available to touch screen readers.',
          'The mouse wheel does not change the value (`allowWheelScrub` is off), so scrolling the page never changes an amount by mistake.',
          'A form receives the plain number (`1499.5`) under `name`, whatever the display language.',
        ],
      }),
    },
  },
  decorators: [maxWidth('28rem', { wide: '48rem' })],
  render: (args) => (
    <Field label="Nombre de postes">
      <NumberField {...args} />
    </Field>
  ),
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Empty, hover, focus, an amount, at its minimum, error and disabled, side by side. */
export const States: Story = {
  tags: ['main'],
  parameters: {
    wide: true,
    pseudo: forcedStates,
  },
  render: (args) => <NumberFieldStates size={args.size} />,
};

/** A monthly budget in euros, written the French way with cents: « 1 499,50 € ». */
export const Currency: Story = {
  args: {
    name: 'budget',
    defaultValue: 1499.5,
    formatOptions: euros,
    step: 50,
    largeStep: 500,
    min: undefined,
    max: undefined,
  },
  render: (args) => (
    <Field label="Budget mensuel" hint="Hors taxes, par équipe.">
      <NumberField {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Budget mensuel' })).toHaveValue('1\u202f499,50\u00a0€');
  },
};

/** A rate: the value is a fraction (0.15) and shows as « 15 % »; the step is one point. */
export const Percent: Story = {
  args: { name: 'remise', defaultValue: 0.15, formatOptions: { style: 'percent' }, step: 0.01, min: 0, max: 1 },
  render: (args) => (
    <Field label="Taux de remise">
      <NumberField {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Taux de remise' })).toHaveValue('15\u00a0%');
  },
};

/** A unit written by `Intl`: « 2,5 kg ». */
export const Unit: Story = {
  args: {
    name: 'poids',
    defaultValue: 2.5,
    formatOptions: { style: 'unit', unit: 'kilogram', maximumFractionDigits: 1 },
    step: 0.5,
    min: 0,
    max: 30,
  },
  render: (args) => (
    <Field label="Poids du colis" hint="30 kg au plus.">
      <NumberField {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Poids du colis' })).toHaveValue('2,5\u202fkg');
  },
};

/** The locale prop overrides the provider's: the same budget written for an English reader. */
export const OtherLocale: Story = {
  args: {
    name: 'budget-en',
    defaultValue: 1499.5,
    formatOptions: euros,
    locale: 'en-GB',
    min: undefined,
    max: undefined,
  },
  render: (args) => (
    <Field label="Budget mensuel (affiché en anglais)">
      <NumberField {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('€1,499.50');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {numberFieldSizes.map((size) => (
        <Field key={size} label={`Taille ${size}`}>
          <NumberField {...args} size={size} name={`taille-${size}`} />
        </Field>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const [sm, md, lg] = numberFieldSizes.map(
      (size) => canvas.getByRole('textbox', { name: `Taille ${size}` }).parentElement,
    );
    await expect(sm?.offsetHeight).toBeLessThan(md?.offsetHeight ?? 0);
    await expect(md?.offsetHeight).toBeLessThan(lg?.offsetHeight ?? 0);
  },
};

export const WithError: Story = {
  args: { defaultValue: undefined },
  render: (args) => (
    <Field label="Nombre de postes" error="Indiquez au moins un poste." required>
      <NumberField {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre de postes' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Indiquez au moins un poste.'));
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Field label="Nombre de postes" disabled>
      <NumberField {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nombre de postes' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Augmenter' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Augmenter' }), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('textbox', { name: 'Nombre de postes' })).toHaveValue('3');
  },
};

export const LongFrenchLabel: Story = {
  globals: onPhone,
  args: { name: 'heures', defaultValue: 1250, max: 10000, step: 10 },
  render: (args) => (
    <Field
      label={'Combien d’heures de support votre équipe prévoit-elle de consommer sur l’année\u00a0?'}
      hint="Estimation annuelle, ajustable chaque trimestre."
    >
      <NumberField {...args} />
    </Field>
  ),
};

/** The French names designers use for NumberField: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Champ numérique · nombre · quantité · montant · compteur',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
