import { Combobox, comboboxSizes, Field } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { AsyncCityCombobox, cities, ComboboxStates, skills, technologies, tickets } from '../support/fixtures/Combobox';
import { maxWidth } from '../support/frame';
import { screenOf } from '../support/screen';

const meta = {
  title: 'Forms/Combobox',
  component: Combobox,
  args: {
    items: cities,
    name: 'ville',
    placeholder: 'Choisissez une ville',
    onValueChange: fn(),
    onInputValueChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: comboboxSizes },
    items: { control: false },
  },
  render: (args) => (
    <Field label="Ville de livraison">
      <Combobox {...args} />
    </Field>
  ),
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A combobox lets people pick one option, or several, from a list too long to scan, by typing a few letters that narrow it: a city, a technology, skills. Typing ignores case and accents (« vohemar » finds « Vohémar »); the app may load the options as people type.',
        alternatives: [
          'Fewer than about ten options: use Select or RadioGroup, which show every choice without typing.',
          'Free text with suggestions (a search box), where any text is a valid answer: use TextInput.',
          'An action to run rather than a value to keep: use DropdownMenu.',
        ],
        anatomy: [
          { part: 'Label', description: 'names the value, from the surrounding Field.', selector: 'label' },
          {
            part: 'Input',
            description: 'shows the choice and takes the letters that narrow the list.',
            selector: 'input[role="combobox"]',
          },
          {
            part: 'Clear button',
            description: 'empties the value once there is one.',
            story: 'Multiple',
            selector: 'button[aria-label="Effacer"]',
          },
          {
            part: 'Open button',
            description: 'opens the list for a pointer.',
            selector: 'button[aria-haspopup="listbox"]',
          },
          {
            part: 'List',
            description: 'the options that match, the chosen one ticked, while it is open.',
            story: 'Open',
            selector: '[role="listbox"]',
          },
          {
            part: 'Chips (multiple)',
            description: 'the options chosen, each with a remove button.',
            story: 'Multiple',
            selector: '[role="toolbar"]',
          },
        ],
        dos: [
          {
            caption: 'A label that names the value, and a placeholder that shows an example of it.',
            example: (
              <Field label="Ville de livraison">
                <Combobox items={cities} name="ville-exemple" placeholder="Ex. Toamasina" />
              </Field>
            ),
          },
          {
            caption: 'Several choices from a long list, as removable chips.',
            example: (
              <Field label="Compétences">
                <Combobox multiple items={skills} name="competences-exemple" defaultValue={['securite', 'ux']} />
              </Field>
            ),
          },
        ],
        donts: [
          {
            caption: 'Three options behind typing: a Select or radio buttons show them at once.',
            example: (
              <Field label="Civilité">
                <Combobox items={['Madame', 'Monsieur', 'Autre']} name="civilite-exemple" />
              </Field>
            ),
          },
          {
            caption: 'A placeholder instead of a label: it disappears once something is typed or chosen.',
            example: <Combobox items={cities} name="sans-label-exemple" placeholder="Ville" aria-label="Ville" />,
          },
        ],
        content: [
          'The label names the value (« Ville de livraison »), not the action (« Choisir »).',
          'Option labels start with the word people will type: « Toamasina », not « Ville de Toamasina ».',
          'The loading and no-result texts come from the catalogue (« Chargement… », « Aucun résultat »); say what to type in the Field’s hint.',
          'French typography: a non-breaking space before « : », « ; », « ! », « ? » and inside « »; the typographic apostrophe ’.',
        ],
        keyboard: [
          { keys: 'Tab', action: 'Moves the focus to the input; the clear and open buttons are not separate stops.' },
          { keys: '↓', action: 'In the input: opens the list; then moves to the next option.' },
          { keys: '↑', action: 'Opens the list or moves to the previous option.' },
          { keys: 'Enter', action: 'Chooses the highlighted option and closes the list (multiple: keeps it open).' },
          { keys: 'Escape', action: 'Closes the list; with the list closed, clears the text.' },
          { keys: 'Home / End', action: 'Moves the caret to the start or end of the text.' },
          { keys: 'Letters', action: 'Narrow the list to the options that contain them, ignoring case and accents.' },
          { keys: 'Backspace', action: 'Multiple, in an empty input: removes the last chip.' },
          {
            keys: '← / →',
            action: 'Multiple, from the start of the input: move through the chips; Backspace or Delete removes one.',
          },
        ],
        accessibility: [
          'The input has the `combobox` role with `aria-expanded` and `aria-controls`; the list is a `listbox` of `option`s, and the highlighted option is its `aria-activedescendant`, so the focus stays in the input.',
          'Inside a Field the input gets the label, the hint and the error as its name and description, `aria-invalid` and `required`.',
          'The loading and no-result texts are live regions (`status`), read as they appear. Each chip’s remove button is named « Retirer … » from the catalogue.',
          'Long lists render only the rows in view and keep `aria-setsize` and `aria-posinset`, so screen readers still say « 12 sur 10 000 ».',
          'In forced colours the control keeps its edge and the highlighted option takes the system highlight.',
        ],
      }),
      // The open list floats over its frame: each story gets an iframe of its own on the docs page.
      story: { inline: false, height: '28rem' },
    },
  },
  decorators: [maxWidth('32rem')],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** At rest, chosen, several chosen (chips), in error and disabled. */
export const States: Story = {
  tags: ['main'],
  // Five fields: taller than the frame the open examples get.
  parameters: { wide: true, docs: { story: { height: '38rem' } } },
  decorators: [(Story) => <div style={{ maxWidth: '54rem' }}>{Story()}</div>],
  render: () => <ComboboxStates />,
};

/**
 * Open, with a value and the next option highlighted from the keyboard. Open by its props
 * (`defaultOpen`), so its docs page, which plays no story, shows the list too. Alone on its page:
 * while the list is open, Base UI hides the rest of the page from assistive technology.
 */
export const Open: Story = {
  tags: ['main'],
  args: { defaultValue: 'antsirabe', defaultOpen: true },
  decorators: [(Story) => <div style={{ paddingBlockEnd: '24rem' }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'Ville de livraison' });
    const screen = screenOf(canvasElement);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Antsirabe' })).toBeVisible());
    // Closed and opened again as a visitor would: the list then starts from the chosen option.
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.click(input);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Antsirabe' })).toBeVisible());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant'));
  },
};

/** One value: the city of a delivery. */
export const Single: Story = {
  args: { defaultValue: 'fianarantsoa' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Ville de livraison' })).toHaveValue('Fianarantsoa');
  },
};

/** Several values as chips, each with a remove button named from the catalogue. */
export const Multiple: Story = {
  render: () => (
    <Field label="Compétences" hint="Choisissez toutes celles qui s’appliquent.">
      <Combobox multiple items={skills} name="competences" defaultValue={['gestion-projet', 'referencement']} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Retirer Gestion de projet' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retirer Référencement naturel' })).toBeInTheDocument();
  },
};

/** Options in groups, given as strings that are both value and label; a heading names each group. */
export const Groups: Story = {
  decorators: [(Story) => <div style={{ paddingBlockEnd: '24rem' }}>{Story()}</div>],
  render: () => (
    <Field label="Technologie principale">
      <Combobox items={technologies} name="technologie" placeholder="Ex. React" />
    </Field>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Technologie principale' }));
    const screen = screenOf(canvasElement);
    await waitFor(() => expect(screen.getByRole('group', { name: 'Backend' })).toBeVisible());
    await expect(screen.getByRole('group', { name: 'Frontend' })).toContainElement(
      screen.getByRole('option', { name: 'React' }),
    );
  },
};

/** Options loaded as the visitor types: « Chargement… » while the search runs. */
export const Async: Story = {
  render: () => <AsyncCityCombobox name="ville-livraison" />,
};

/** Each size, as TextInput. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {comboboxSizes.map((size) => (
        <Field key={size} label={`Taille ${size}`}>
          <Combobox items={cities} size={size} name={`taille-${size}`} defaultValue="toliara" />
        </Field>
      ))}
    </div>
  ),
};

/** In a Field with a hint, an error and the required mark. */
export const InField: Story = {
  render: (args) => (
    <Field
      label="Ville de livraison"
      hint="Nous livrons dans les chefs-lieux de région."
      error="Choisissez une ville de la liste."
      required
    >
      <Combobox {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: /Ville de livraison/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Nous livrons dans les chefs-lieux'));
  },
};

/** 10 000 tickets: the list renders only the rows in view, so it opens at once. */
export const LongList: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <Field label="Ticket lié">
        <Combobox items={tickets} name="ticket" placeholder="Ex. 00042" />
      </Field>
      <Field label="Ville">
        <Combobox items={cities} name="ville" placeholder="Choisissez une ville" />
      </Field>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const document = canvasElement.ownerDocument;
    const firstRow = () => document.querySelector('[role="listbox"] [role="option"]');
    /** Milliseconds from ↓ in `input` to its list's first row in the document. */
    const open = async (input: HTMLElement) => {
      input.focus();
      // Seen by an observer rather than a polling query, so the measure is the combobox's work
      // and not the test's.
      const rendered = new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!firstRow()) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      const start = performance.now();
      await userEvent.keyboard('{ArrowDown}');
      return (await rendered) - start;
    };
    /** The best of five openings: on a busy machine some of them wait for the processor. */
    const bestOpening = async (input: HTMLElement) => {
      const times: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        times.push(await open(input));
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(firstRow()).toBeNull());
      }
      return Math.min(...times);
    };
    const long = canvas.getByRole('combobox', { name: 'Ticket lié' });
    const short = canvas.getByRole('combobox', { name: 'Ville' });
    const longest = await bestOpening(long);
    const shortest = await bestOpening(short);
    console.log(
      `Combobox LongList: 10 000 options open in ${longest.toFixed(1)} ms, ${cities.length} in ${shortest.toFixed(1)} ms (best of 5 each)`,
    );
    // Only the rows in view render, so the long list opens about as fast as the short one: tens of
    // milliseconds on an idle machine, up to about 150 on a busy one. Rendering all 10 000 rows takes
    // more than 3 s per opening. The bound sits several times from both, counted from the short
    // list's time, which a busy machine stretches as well.
    await expect(longest).toBeLessThan(shortest + 500);

    await open(long);
    const listbox = await screenOf(canvasElement).findByRole('listbox');
    await expect(listbox.querySelectorAll('[role="option"]').length).toBeLessThan(40);
    await expect(listbox.querySelector('[role="option"]')).toHaveAttribute('aria-setsize', '10000');
    // Closed again: while a list is open, Base UI hides the rest of the page, the other field
    // included, from assistive technology.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(firstRow()).toBeNull());
  },
};

/** The French names designers use for Combobox: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Liste déroulante avec saisie · autocomplétion · sélection multiple · recherche',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
