import { Combobox, Field, type ComboboxProps } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AsyncCityCombobox, cities, skills, tickets } from '../support/fixtures/Combobox';
import { screenOf } from '../support/screen';
import docsMeta from './Combobox.stories';

/** The scenarios' args: a single combobox's (the multiple ones render their own). */
type SingleComboboxProps = Extract<ComboboxProps, { multiple?: false }>;

const meta = {
  title: 'Forms/Combobox/Features',
  component: Combobox,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: [(Story) => <div style={{ maxWidth: '32rem', paddingBlockEnd: '24rem' }}>{Story()}</div>],
  render: docsMeta.render,
} satisfies Meta<SingleComboboxProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The id of the option the input points at, as the highlighted one. */
const highlighted = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? input.ownerDocument.getElementById(id) : null;
};

/**
 * The APG combobox keys: ↓ opens and moves, ↑ moves back, Enter chooses and closes, Escape closes
 * and then clears, Home and End move the caret in the text.
 */
export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Ville de livraison' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(highlighted(input)).toHaveTextContent('Antananarivo'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(highlighted(input)).toHaveTextContent('Antsirabe'));
    await userEvent.keyboard('{ArrowDown}{ArrowUp}');
    await waitFor(() => expect(highlighted(input)).toHaveTextContent('Antsirabe'));
    await expect(input).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('antsirabe');
    await expect(input).toHaveValue('Antsirabe');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    // Home and End move the caret in the text, not the highlight.
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveProperty('selectionStart', 0);
    await userEvent.keyboard('{End}');
    await expect(input).toHaveProperty('selectionStart', 'Antsirabe'.length);

    // Escape closes the open list, then clears the text and the value.
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveValue('Antsirabe');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};

/** Typing narrows the list, ignoring case and accents: « vohemar » finds « Vohémar (Iharana) ». */
export const Filtering: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Ville de livraison' });
    await userEvent.click(input);
    await userEvent.keyboard('vohemar');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await expect(within(listbox).getByRole('option', { name: 'Vohémar (Iharana)' })).toBeVisible();
    await expect(args.onInputValueChange).toHaveBeenLastCalledWith('vohemar');

    await userEvent.clear(input);
    await userEvent.keyboard('ANTSI');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));

    await userEvent.clear(input);
    await userEvent.keyboard('Paris');
    await expect(await screen.findByText('Aucun résultat')).toBeVisible();
    await expect(screen.queryAllByRole('option')).toHaveLength(0);
  },
};

/** With the pointer: the open button shows the list, a click chooses, the clear button empties it. */
export const Mouse: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Ville de livraison' });
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher les options' }));
    const listbox = await screen.findByRole('listbox');
    // A disabled option cannot be chosen.
    const disabled = within(listbox).getByRole('option', { name: 'Maroantsetra' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Mahajanga' }));
    await expect(input).toHaveValue('Mahajanga');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('mahajanga');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: 'Effacer' }));
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};

const skillsChange = fn();

/** Several choices: Enter adds a chip, the list stays open; Backspace in the empty input removes the last chip; a chip’s button removes it. */
export const Multiple: Story = {
  render: () => (
    <Field label="Compétences">
      <Combobox
        multiple
        items={skills}
        name="competences"
        defaultValue={['gestion-projet']}
        onValueChange={skillsChange}
      />
    </Field>
  ),
  play: async ({ canvas, canvasElement }) => {
    skillsChange.mockClear();
    const screen = screenOf(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Compétences' });
    await userEvent.click(input);
    await userEvent.keyboard('securite');
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(skillsChange).toHaveBeenLastCalledWith(['gestion-projet', 'securite']);
    await expect(canvas.getByRole('button', { name: 'Retirer Sécurité informatique' })).toBeInTheDocument();
    await expect(input).toHaveValue('');

    await userEvent.keyboard('{Backspace}');
    await expect(skillsChange).toHaveBeenLastCalledWith(['gestion-projet']);
    await expect(canvas.queryByRole('button', { name: 'Retirer Sécurité informatique' })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Retirer Gestion de projet' }));
    await expect(skillsChange).toHaveBeenLastCalledWith([]);
  },
};

/** Options loaded as the visitor types: « Chargement… » while the search runs, then the results. */
export const AsyncSearch: Story = {
  render: () => <AsyncCityCombobox name="ville-livraison" />,
  play: async ({ canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Ville de livraison' });
    await userEvent.click(input);
    await userEvent.keyboard('toa');
    await expect(await screen.findByText('Chargement…')).toBeVisible();
    await expect(screen.queryByText('Aucun résultat')).not.toBeInTheDocument();
    const option = await screen.findByRole('option', { name: 'Toamasina' });
    await expect(screen.queryByText('Chargement…')).not.toBeInTheDocument();
    await userEvent.click(option);
    await expect(input).toHaveValue('Toamasina');

    await userEvent.clear(input);
    await userEvent.keyboard('zzz');
    await expect(await screen.findByText('Aucun résultat')).toBeVisible();
  },
};

/** In the 10 000 tickets, typing narrows the virtualised list and ↑ from the input reaches its last row. */
export const LongListKeyboard: Story = {
  render: () => (
    <Field label="Ticket lié">
      <Combobox items={tickets} name="ticket" />
    </Field>
  ),
  play: async ({ canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Ticket lié' });
    await userEvent.click(input);
    await userEvent.keyboard('ecran bleu');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getAllByRole('option')[0]).toHaveAttribute('aria-setsize', String(10_000 / 8)),
    );
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(highlighted(input)).toHaveTextContent(/09997 · Écran bleu au démarrage/));
    await expect(highlighted(input)).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('Ticket n°\u00a009997 · Écran bleu au démarrage');
  },
};

const submitted = fn();

/** With `name`, a native form submission carries the value, one entry per chosen option. */
export const FormSubmission: Story = {
  render: () => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        submitted(data.get('ville'), data.getAll('competences'));
      }}
    >
      <Field label="Ville de livraison">
        <Combobox items={cities} name="ville" defaultValue="toliara" />
      </Field>
      <Field label="Compétences">
        <Combobox multiple items={skills} name="competences" defaultValue={['ux', 'reseau']} />
      </Field>
      <button type="submit">Envoyer</button>
    </form>
  ),
  play: async ({ canvas }) => {
    submitted.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(submitted).toHaveBeenCalledWith('toliara', ['ux', 'reseau']);
  },
};

/** A disabled Field disables the input and its buttons. */
export const Disabled: Story = {
  render: (args) => (
    <Field label="Ville de livraison" disabled>
      <Combobox {...args} defaultValue="toliara" />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Ville de livraison' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Afficher les options' })).toBeDisabled();
  },
};

/** In forced colours the control keeps its edge and the highlighted option takes the system highlight. */
export const ForcedColours: Story = {
  tags: ['forced-colors'],
  args: { defaultValue: 'antsirabe' },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'Ville de livraison' });
    await userEvent.click(input);
    await screenOf(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(highlighted(input)).not.toBeNull());
    const option = highlighted(input)!;
    await expect(getComputedStyle(option).forcedColorAdjust).toBe('none');
  },
};
