import { Button, Field, Listbox } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectEdge, expectFocusRing, expectForcedColours, paintOf, systemColours } from '../checks/forcedColors';
import { forcedStates } from '../docs/states';
import { ListboxStates, skillGroups } from '../support/fixtures/Listbox';
import { screenOf } from '../support/screen';
import docsMeta from './Listbox.stories';

const meta = {
  title: 'Forms/Listbox/Features',
  component: Listbox,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
  render: docsMeta.render,
} satisfies Meta<typeof Listbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ↓ opens the list on its first option, the arrows move, a disabled option cannot be chosen, typing jumps, Enter chooses and gives the focus back. */
export const KeyboardChoose: Story = {
  args: { onValueChange: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Offre' });
    await expect(trigger).toHaveTextContent('Choisissez une offre');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const isHighlighted = (name: RegExp) =>
      waitFor(() => expect(screen.getByRole('option', { name })).toHaveAttribute('data-highlighted'));
    await isHighlighted(/Essentiel/);
    await userEvent.keyboard('{ArrowDown}');
    await isHighlighted(/^Pro/);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // A disabled option is reached, and read as unavailable, but Enter does not choose it.
    await isHighlighted(/Sur mesure/);
    await expect(screen.getByRole('option', { name: /Sur mesure/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(screen.getByRole('listbox')).toBeVisible();
    await expect(args.onValueChange).not.toHaveBeenCalled();

    // Type-ahead: « p » goes to the option that starts with it.
    await userEvent.keyboard('{Home}');
    await isHighlighted(/Essentiel/);
    await userEvent.keyboard('p');
    await isHighlighted(/^Pro/);

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('Pro');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pro', expect.anything());
  },
};

/** Enter and Space open the list on the chosen option; Escape closes it, keeps the value and gives the focus back. */
export const EscapeCloses: Story = {
  args: { defaultValue: 'entreprise', onValueChange: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    const screen = screenOf(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Offre' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getByRole('option', { name: /Entreprise/ })).toHaveAttribute('data-highlighted'));
    await expect(screen.getByRole('option', { name: /Entreprise/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('Entreprise');
    await expect(args.onValueChange).not.toHaveBeenCalled();

    await userEvent.keyboard(' ');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

const submitted = fn();

/** Several skills chosen in groups: the list stays open, the trigger counts them, the form sends each value. */
export const MultipleInForm: Story = {
  render: () => {
    const Example = () => {
      const [skills, setSkills] = useState<string[]>(['react']);
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submitted(new FormData(event.currentTarget).getAll('competences'));
          }}
          style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}
        >
          <Field label="Compétences" hint="Trois au plus.">
            <Listbox
              items={skillGroups}
              name="competences"
              multiple
              value={skills}
              onValueChange={setSkills}
              multipleValueText={'{count}\u00a0compétences'}
              placeholder="Choisissez vos compétences"
            />
          </Field>
          <Button type="submit">Enregistrer</Button>
        </form>
      );
    };
    return <Example />;
  },
  play: async ({ canvas, canvasElement }) => {
    submitted.mockClear();
    const screen = screenOf(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Compétences' });
    await expect(trigger).toHaveTextContent('React');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Node.js' }));
    await userEvent.click(screen.getByRole('option', { name: 'Figma' }));
    await expect(screen.getByRole('listbox')).toBeVisible();
    await expect(screen.getByRole('option', { name: 'Figma' })).toHaveAttribute('aria-selected', 'true');
    await expect(trigger).toHaveTextContent(/^3\scompétences$/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(submitted).toHaveBeenCalledWith(['react', 'node', 'figma']);
  },
};

/** A single value is sent under the listbox's name, like a native select. */
export const SingleInForm: Story = {
  args: { defaultValue: 'essentiel' },
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitted(new FormData(event.currentTarget).get('offre'));
      }}
      style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}
    >
      <Field label="Offre">
        <Listbox {...args} />
      </Field>
      <Button type="submit">Continuer</Button>
    </form>
  ),
  play: async ({ canvas, canvasElement }) => {
    submitted.mockClear();
    const screen = screenOf(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Offre' }));
    await userEvent.click(await screen.findByRole('option', { name: /Entreprise/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
    await expect(submitted).toHaveBeenCalledWith('entreprise');
  },
};

/**
 * In forced colours the trigger keeps its edge, thicker when invalid, its chevron the text colour
 * (GrayText when disabled) and its focus ring; in the open list the highlighted option takes the
 * system highlight and the chosen ones keep their check mark.
 */
export const ForcedColours: Story = {
  tags: ['forced-colors'],
  parameters: { pseudo: forcedStates },
  render: () => <ListboxStates />,
  play: async ({ canvas, canvasElement }) => {
    expectForcedColours();
    const palette = systemColours();
    const trigger = (name: string) => canvas.getByRole('combobox', { name });
    const chevron = (name: string) => trigger(name).querySelector('svg')!;
    const resting = paintOf(trigger('Au repos'));
    await expectEdge(resting, 'trigger');
    await expect(paintOf(trigger('Erreur')).borderTopWidth, 'invalid edge').toBeGreaterThan(resting.borderTopWidth);
    await expect(paintOf(chevron('Au repos')).color, 'chevron colour').toBe(palette.CanvasText);
    await expect(paintOf(chevron('Désactivée')).color, 'disabled chevron colour').toBe(palette.GrayText);
    await expectFocusRing(trigger('Au repos'), palette.Canvas, 'trigger');

    trigger('Plusieurs choisies').focus();
    await userEvent.keyboard('{ArrowDown}');
    const screen = screenOf(canvasElement);
    await screen.findByRole('listbox');
    const react = screen.getByRole('option', { name: 'React' });
    await waitFor(() => expect(react).toHaveAttribute('data-highlighted'));
    await expect(paintOf(react).backgroundColor, 'highlighted option').toBe(palette.Highlight);
    const check = screen.getByRole('option', { name: 'Node.js' }).querySelector('svg')!;
    await expect(check.getClientRects().length, 'check mark of a chosen option').toBeGreaterThan(0);
    await expect(paintOf(check).color, 'check mark colour').toBe(palette.CanvasText);
    await userEvent.keyboard('{Escape}');
  },
};
