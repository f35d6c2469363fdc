import { Field, Listbox, listboxSizes, Select } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { forcedStates } from '../docs/states';
import { ListboxStates, planOptions, skillGroups } from '../support/fixtures/Listbox';
import { maxWidth } from '../support/frame';
import { screenOf } from '../support/screen';
import { onPhone } from '../support/viewport';

const meta = {
  title: 'Forms/Listbox',
  component: Listbox,
  args: { items: planOptions, name: 'offre', placeholder: 'Choisissez une offre', onValueChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: listboxSizes },
    items: { control: false },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A listbox is a button that opens a styled list of options: it picks one option, or several with `multiple`, among about five to thirty known choices. Its options can carry a description or an icon, and its groups a heading. Place it in a Field for its label, hint and error; with a `name`, a form sends its value like a native select.',
        alternatives: [
          'Plain text options, one choice, and most visitors on phones: use Select, the browser’s own drop-down, which opens the phone’s native picker and works before JavaScript loads.',
          'Several choices shown at once, up to about six: a group of Checkbox, which needs no click to read.',
          'A long list that people search (every town of France, a hundred skills): use Combobox, which filters as they type.',
          'Two or three choices: a RadioGroup shows them all.',
        ],
        anatomy: [
          {
            part: 'Trigger',
            description:
              'the bordered button, with the chosen option, the count of chosen options, or the placeholder; its height follows size (sm, md, lg).',
            selector: 'button[role="combobox"]',
          },
          {
            part: 'Chevron',
            description: 'at the end, says the button opens a list; turns over while open.',
            selector: 'button[role="combobox"] > svg',
          },
          {
            part: 'List',
            description: 'opens under the trigger, at least as wide; it scrolls when long.',
            story: 'Open',
            selector: '[role="listbox"]',
          },
          {
            part: 'Group heading (optional)',
            description: 'names the options below it; the arrow keys skip it.',
            story: 'Open',
            selector: '[role="group"] > :first-child',
          },
          {
            part: 'Option',
            description: 'its label, and an optional description and icon; a check mark shows it is chosen.',
            story: 'Open',
            selector: '[role="option"]',
          },
        ],
        dos: [
          {
            caption: 'Options that need a second line to be told apart: a native select cannot show it.',
            example: (
              <Field label="Offre">
                <Listbox name="offre-exemple" items={planOptions} defaultValue="pro" />
              </Field>
            ),
          },
          {
            caption: 'Several choices in grouped options, summed up in the trigger as « 3 compétences ».',
            example: (
              <Field label="Compétences">
                <Listbox
                  name="competences-exemple"
                  items={skillGroups}
                  multiple
                  defaultValue={['react', 'node', 'figma']}
                  multipleValueText={'{count}\u00a0compétences'}
                />
              </Field>
            ),
          },
        ],
        donts: [
          {
            caption:
              'A listbox for a short list of plain words on a form filled on phones: the native Select is lighter and opens the phone’s picker.',
            example: (
              <Field label="Civilité">
                <Listbox
                  name="civilite-exemple"
                  items={['Madame', 'Monsieur', 'Non précisé']}
                  placeholder="Choisissez"
                />
              </Field>
            ),
          },
          {
            caption:
              'A native Select made to fake groups with dashes in its options: use Listbox, whose groups have real headings.',
            example: (
              <Field label="Compétence principale">
                <Select name="fausse-groupe-exemple" defaultValue="react">
                  <option disabled>— Frontend —</option>
                  <option value="react">React</option>
                  <option disabled>— Backend —</option>
                  <option value="node">Node.js</option>
                </Select>
              </Field>
            ),
          },
        ],
        content: [
          'The Field’s label names the choice (« Offre », « Compétences »); the placeholder asks for it: « Choisissez une offre ».',
          'Labels are short, in sentence case, without a final full stop; the description says in a few words what sets the option apart.',
          'With `multiple`, give `multipleValueText` the plural noun of the options: « {count}\u00a0compétences ».',
          'French typography: a non-breaking space before « ? » and « : », inside « » and in « 4\u00a0h »; the typographic apostrophe ’.',
        ],
        keyboard: [
          { keys: 'Tab', action: 'Moves the focus to the trigger, then on to the next control.' },
          {
            keys: 'Enter / Space / ↓ / ↑',
            action: 'On the trigger: opens the list, on the chosen option (or the first one).',
          },
          {
            keys: '↓ / ↑',
            action:
              'In the list: moves to the next or previous option; a disabled one is reached, read as unavailable, and cannot be chosen.',
          },
          { keys: 'Home / End', action: 'In the list: moves to the first or last option.' },
          {
            keys: 'A–Z',
            action: 'On the trigger or in the list: moves to the next option that starts with the letters typed.',
          },
          {
            keys: 'Enter / Space',
            action:
              'In the list: chooses the highlighted option and closes the list; with `multiple`, adds or removes it and keeps the list open.',
          },
          { keys: 'Escape', action: 'In the list: closes it and gives the focus back to the trigger.' },
        ],
        accessibility: [
          'The WAI-ARIA select-only combobox: a `button` with the `combobox` role, which opens a `listbox` of `option`s, each `aria-selected` when chosen.',
          'Its name is the Field’s label, tied by `id`; outside a Field, give it an `aria-label`. The hint and the error are read as its description; `required` and the error set `aria-required` and `aria-invalid`.',
          'A chosen option shows a check mark and bolder text, not colour alone; the highlighted one takes the system highlight in forced colours.',
          'Groups are `group`s named by their heading. The list is portalled to the end of the body and takes the colour scheme of its trigger.',
        ],
      }),
    },
  },
  decorators: [maxWidth('28rem', { wide: '48rem' })],
  render: (args) => (
    <Field label="Offre">
      <Listbox {...args} />
    </Field>
  ),
} satisfies Meta<typeof Listbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Placeholder, hover, focus, one chosen, several chosen, error and disabled, side by side. */
export const States: Story = {
  tags: ['main'],
  parameters: {
    wide: true,
    pseudo: forcedStates,
  },
  render: (args) => <ListboxStates size={args.size} />,
};

/** The open list: grouped options with their headings, the chosen ones checked, a disabled one dimmed. */
export const Open: Story = {
  tags: ['main'],
  args: {
    items: skillGroups,
    multiple: true,
    defaultValue: ['react', 'node'],
    multipleValueText: '{count}\u00a0compétences',
    defaultOpen: true,
    placeholder: 'Choisissez vos compétences',
    name: 'competences',
  },
  render: (args) => (
    <div style={{ minHeight: '30rem' }}>
      <Field label="Compétences">
        <Listbox {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await expect(screen.getByRole('option', { name: 'React' })).toHaveAttribute('aria-selected', 'true');
    await expect(screen.getByRole('option', { name: 'Svelte' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Backend' })).toBeVisible());
  },
};

/** Options with a description: what sets each plan apart shows under its name. */
export const WithDescriptions: Story = {
  args: { defaultValue: 'pro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Offre' })).toHaveTextContent('Pro');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {listboxSizes.map((size) => (
        <Field key={size} label={`Taille ${size}`}>
          <Listbox {...args} size={size} name={`taille-${size}`} />
        </Field>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const [sm, md, lg] = listboxSizes.map((size) => canvas.getByRole('combobox', { name: `Taille ${size}` }));
    await expect(sm?.offsetHeight).toBeLessThan(md?.offsetHeight ?? 0);
    await expect(md?.offsetHeight).toBeLessThan(lg?.offsetHeight ?? 0);
  },
};

export const WithHint: Story = {
  render: (args) => (
    <Field label="Offre" hint="Vous pourrez changer d’offre chaque mois.">
      <Listbox {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Offre' })).toHaveAccessibleDescription(
      'Vous pourrez changer d’offre chaque mois.',
    );
  },
};

export const WithError: Story = {
  render: (args) => (
    <Field label="Offre" error="Veuillez choisir une offre." required>
      <Listbox {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Offre' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAttribute('aria-required', 'true');
    await expect(trigger).toHaveAccessibleDescription(expect.stringContaining('Veuillez choisir une offre.'));
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'pro' },
  render: (args) => (
    <Field label="Offre" disabled>
      <Listbox {...args} />
    </Field>
  ),
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Offre' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screenOf(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const LongFrenchLabel: Story = {
  globals: onPhone,
  render: (args) => (
    <Field
      label={'Dans quel fuseau horaire vos clients appellent-ils le plus souvent votre service d’assistance\u00a0?'}
    >
      <Listbox
        {...args}
        name="fuseau"
        placeholder="Choisissez le fuseau horaire de la majorité de vos clients"
        items={[
          { value: 'paris', label: 'Europe centrale (Paris, Bruxelles, Genève)' },
          { value: 'reunion', label: 'Océan Indien (La Réunion, Maurice, Antananarivo)' },
          { value: 'montreal', label: 'Amérique du Nord, heure de l’Est (Montréal)' },
        ]}
      />
    </Field>
  ),
};

/** The French names designers use for Listbox: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Liste de choix · sélection multiple · liste déroulante stylée',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
