import {
  Button,
  Checkbox,
  Combobox,
  DatePicker,
  DateRangePicker,
  Field,
  Form,
  Listbox,
  NumberField,
  Radio,
  RadioGroup,
  SegmentedControl,
  SegmentedControlItem,
  Select,
  Slider,
  Switch,
  TextArea,
  TextInput,
  ToggleGroup,
  ToggleGroupItem,
} from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Fragment, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { calendarDialog, dayButton, storyToday } from '../support/fixtures/Calendar';
import { maxWidth } from '../support/frame';
import { screenOf } from '../support/screen';

type Canvas = ReturnType<typeof screenOf>;

/** What a control takes part in the matrix with. */
interface MatrixControl {
  /** The name its Field (or RadioGroup) gives it. */
  name: string;
  /** Its error when the form is submitted with its value left as it is. */
  error: string;
  /** The control in its Field. */
  field: ReactNode;
  /** What the visitor does to give it a valid value, by keyboard or pointer. */
  fill: (canvas: Canvas, screen: Canvas) => Promise<void>;
  /** The element that takes the focus when it is the first to correct. */
  focused: (canvas: Canvas) => HTMLElement;
  /** What the form then sends under its name. */
  sent: string | string[];
}

const firstDateField = (canvas: Canvas, name: string) =>
  within(canvas.getByRole('group', { name })).getAllByRole('textbox')[0]!;

/** Each control that takes a value, with a valid value to give it; the page's order is this list's. */
const controls: Record<string, MatrixControl> = {
  reference: {
    name: 'reference',
    error: 'Saisissez la référence de la commande.',
    field: (
      <Field label="Référence" name="reference" required>
        <TextInput />
      </Field>
    ),
    fill: (canvas) => userEvent.type(canvas.getByRole('textbox', { name: 'Référence' }), 'CMD-412'),
    focused: (canvas) => canvas.getByRole('textbox', { name: 'Référence' }),
    sent: 'CMD-412',
  },
  instructions: {
    name: 'instructions',
    error: 'Décrivez comment livrer la commande.',
    field: (
      <Field label="Instructions de livraison" name="instructions" required>
        <TextArea rows={2} />
      </Field>
    ),
    fill: (canvas) => userEvent.type(canvas.getByRole('textbox', { name: 'Instructions de livraison' }), 'Quai 3'),
    focused: (canvas) => canvas.getByRole('textbox', { name: 'Instructions de livraison' }),
    sent: 'Quai 3',
  },
  transporteur: {
    name: 'transporteur',
    error: 'Choisissez un transporteur.',
    field: (
      <Field label="Transporteur" name="transporteur" required>
        <Select placeholder="Choisissez un transporteur">
          <option value="colis-express">Colis Express</option>
          <option value="fret-ocean">Fret Océan</option>
        </Select>
      </Field>
    ),
    fill: (canvas) => userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Transporteur' }), 'Fret Océan'),
    focused: (canvas) => canvas.getByRole('combobox', { name: 'Transporteur' }),
    sent: 'fret-ocean',
  },
  ville: {
    name: 'ville',
    error: 'Choisissez la ville de livraison.',
    field: (
      <Field label="Ville de livraison" name="ville" required>
        <Combobox
          items={[
            { value: 'antananarivo', label: 'Antananarivo' },
            { value: 'mahajanga', label: 'Mahajanga' },
            { value: 'toamasina', label: 'Toamasina' },
          ]}
        />
      </Field>
    ),
    fill: async (canvas, screen) => {
      await userEvent.type(canvas.getByRole('combobox', { name: 'Ville de livraison' }), 'Toam');
      await userEvent.click(await screen.findByRole('option', { name: 'Toamasina' }));
    },
    focused: (canvas) => canvas.getByRole('combobox', { name: 'Ville de livraison' }),
    sent: 'toamasina',
  },
  entrepot: {
    name: 'entrepot',
    error: 'Choisissez l’entrepôt de départ.',
    field: (
      <Field label="Entrepôt de départ" name="entrepot" required>
        <Listbox
          items={[
            { value: 'ivato', label: 'Ivato' },
            { value: 'port-tamatave', label: 'Port de Tamatave' },
          ]}
        />
      </Field>
    ),
    fill: async (canvas, screen) => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Entrepôt de départ' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Port de Tamatave' }));
    },
    focused: (canvas) => canvas.getByRole('combobox', { name: 'Entrepôt de départ' }),
    sent: 'port-tamatave',
  },
  quantite: {
    name: 'quantite',
    error: 'Indiquez la quantité commandée.',
    field: (
      <Field label="Quantité" name="quantite" required>
        <NumberField min={1} />
      </Field>
    ),
    fill: (canvas) => userEvent.type(canvas.getByRole('textbox', { name: 'Quantité' }), '12'),
    focused: (canvas) => canvas.getByRole('textbox', { name: 'Quantité' }),
    sent: '12',
  },
  livraison: {
    name: 'livraison',
    error: 'Indiquez la date de livraison.',
    field: (
      <Field label="Date de livraison" name="livraison" required>
        <DatePicker today={storyToday} />
      </Field>
    ),
    fill: async (canvas) => {
      await userEvent.click(firstDateField(canvas, 'Date de livraison'));
      await userEvent.keyboard('24122026');
    },
    focused: (canvas) => firstDateField(canvas, 'Date de livraison'),
    sent: '2026-12-24',
  },
  facturation: {
    name: 'facturation',
    error: 'Indiquez la période facturée.',
    field: (
      <Field label="Période facturée" name="facturation" required>
        <DateRangePicker today={storyToday} />
      </Field>
    ),
    fill: async (canvas) => {
      await userEvent.click(canvas.getByRole('button', { name: /Choisir les dates/ }));
      const calendar = await calendarDialog(document.body);
      await userEvent.click(dayButton(calendar, 15));
      await userEvent.click(dayButton(calendar, 31));
    },
    focused: (canvas) => firstDateField(canvas, 'Période facturée'),
    sent: ['2026-12-15', '2026-12-31'],
  },
  budget: {
    name: 'budget',
    // A slider always has a value: the schema says which are too low.
    error: 'Prévoyez un budget de 1\u00a0000\u00a0€ au moins.',
    field: (
      <Field label="Budget mensuel" name="budget">
        <Slider
          min={0}
          max={5000}
          step={100}
          defaultValue={[0]}
          formatOptions={{ style: 'currency', currency: 'EUR' }}
        />
      </Field>
    ),
    fill: async (canvas) => {
      await userEvent.click(canvas.getByText('Budget mensuel'));
      await userEvent.keyboard('{PageUp}');
    },
    focused: (canvas) => canvas.getByRole('slider', { name: 'Budget mensuel' }),
    sent: '1000',
  },
  frequence: {
    name: 'frequence',
    error: 'Choisissez la fréquence des livraisons.',
    field: (
      <Field label="Fréquence" name="frequence" required>
        <SegmentedControl>
          <SegmentedControlItem value="unique">Une fois</SegmentedControlItem>
          <SegmentedControlItem value="mensuelle">Chaque mois</SegmentedControlItem>
        </SegmentedControl>
      </Field>
    ),
    fill: (canvas) => userEvent.click(canvas.getByRole('radio', { name: 'Chaque mois' })),
    focused: (canvas) => canvas.getByRole('radio', { name: 'Une fois' }),
    sent: 'mensuelle',
  },
  emballage: {
    name: 'emballage',
    error: 'Choisissez au moins un emballage.',
    field: (
      <Field label="Emballage" name="emballage" required>
        <ToggleGroup type="multiple">
          <ToggleGroupItem value="recycle">Carton recyclé</ToggleGroupItem>
          <ToggleGroupItem value="isotherme">Isotherme</ToggleGroupItem>
          <ToggleGroupItem value="fragile">Fragile</ToggleGroupItem>
        </ToggleGroup>
      </Field>
    ),
    fill: async (canvas) => {
      await userEvent.click(canvas.getByRole('button', { name: 'Carton recyclé' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Fragile' }));
    },
    focused: (canvas) => canvas.getByRole('button', { name: 'Carton recyclé' }),
    sent: ['recycle', 'fragile'],
  },
  paiement: {
    name: 'paiement',
    error: 'Choisissez le mode de paiement.',
    field: (
      <RadioGroup legend="Mode de paiement" name="paiement" required orientation="horizontal">
        <Radio value="virement" label="Virement" />
        <Radio value="mobile" label="Mobile money" />
      </RadioGroup>
    ),
    fill: (canvas) => userEvent.click(canvas.getByRole('radio', { name: 'Mobile money' })),
    focused: (canvas) => canvas.getByRole('radio', { name: 'Virement' }),
    sent: 'mobile',
  },
  conditions: {
    name: 'conditions',
    error: 'Acceptez les conditions de vente.',
    field: (
      <Field name="conditions">
        <Checkbox label="J’accepte les conditions de vente" required />
      </Field>
    ),
    fill: (canvas) => userEvent.click(canvas.getByRole('checkbox', { name: /conditions de vente/ })),
    focused: (canvas) => canvas.getByRole('checkbox', { name: /conditions de vente/ }),
    sent: 'on',
  },
  rappel: {
    name: 'rappel',
    error: 'Activez le rappel de livraison.',
    field: (
      <Field name="rappel">
        <Switch label="Rappel la veille de la livraison" required />
      </Field>
    ),
    fill: (canvas) => userEvent.click(canvas.getByRole('switch', { name: /Rappel/ })),
    focused: (canvas) => canvas.getByRole('switch', { name: /Rappel/ }),
    sent: 'on',
  },
};

const budgetError = controls.budget!.error;

// The constraints say what is missing; the schema what the constraints cannot say.
const schema = z.looseObject({
  budget: z.coerce.number().min(1000, budgetError).optional(),
});

const submitted = fn();

/** A « new order » form holding the controls `names`, in that order. */
function OrderForm({ names }: { names: readonly string[] }) {
  return (
    <Form
      aria-label="Nouvelle commande"
      schema={schema}
      getValidationMessage={(element, state) => (state === 'valueMissing' ? controls[element.name]?.error : undefined)}
      onSubmit={(values, event) => {
        submitted(values, Array.from(new FormData(event.currentTarget)));
      }}
    >
      {names.map((name) => (
        <Fragment key={name}>{controls[name]!.field}</Fragment>
      ))}
      <div>
        <Button type="submit">Créer la commande</Button>
      </div>
    </Form>
  );
}

/**
 * Every control that takes a value, in one Form: each is named by its Field, sent with the form,
 * checked again as it changes after a failed submit, and takes the focus when it is the first to
 * correct. A control added to the package joins `controls`.
 */
const meta = {
  title: 'Forms/Form/Matrix',
  component: OrderForm,
  // Behaviour only: its screens are the controls' own stories'.
  tags: ['!autodocs', 'scenario', 'no-baseline'],
  decorators: [maxWidth('36rem')],
} satisfies Meta<typeof OrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The matrix: submitted empty, every control shows its error and the first takes the focus; then
 * corrected one at a time, each error goes as its control becomes valid, and each submit in
 * between takes the focus to the next control to correct without bringing back the errors
 * already fixed (a typed date once came back as « Invalid value. » and locked the form); valid at
 * last, the form sends every name with its value.
 */
const play: Story['play'] = async ({ args, canvas, canvasElement }) => {
  submitted.mockClear();
  const screen = screenOf(canvasElement);
  const list = args.names.map((name) => controls[name]!);
  const submit = canvas.getByRole('button', { name: 'Créer la commande' });
  // Testing Library reads the page's no-break spaces as spaces, not the texts it is given.
  const text = (message: string) => message.replace(/\s+/g, ' ');
  const errors = () => canvas.queryAllByText(/^Erreur/).length;

  for (const [index, control] of list.entries()) {
    await userEvent.click(submit);
    await waitFor(() => expect(control.focused(canvas)).toHaveFocus());
    const left = list.slice(index);
    for (const each of left) await expect(canvas.getByText(text(each.error))).toBeVisible();
    await expect(errors()).toBe(left.length);
    await expect(submitted).not.toHaveBeenCalled();

    await control.fill(canvas, screen);
    await waitFor(() => expect(canvas.queryByText(text(control.error))).toBeNull());
    await expect(errors()).toBe(left.length - 1);
  }

  await userEvent.click(submit);
  await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
  const [values, entries] = submitted.mock.calls[0]! as [Record<string, unknown>, Array<[string, string]>];
  const sent = list.map((control) => [control.name, control.sent] as const);
  await expect(values).toEqual(
    Object.fromEntries(sent.map(([name, value]) => [name, name === 'budget' ? Number(value) : value])),
  );
  await expect(entries).toEqual(
    sent.flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((each) => [name, each])),
  );
};

/** The text fields and the controls with a list or a calendar. */
export const TextListsAndDates: Story = {
  args: { names: ['reference', 'instructions', 'transporteur', 'ville', 'entrepot', 'quantite', 'livraison'] },
  play,
};

/** The controls chosen by a press: a span of dates, a slider, toggle buttons, radios, boxes. */
export const RangesAndChoices: Story = {
  args: { names: ['facturation', 'budget', 'frequence', 'emballage', 'paiement', 'conditions', 'rappel'] },
  play,
};
