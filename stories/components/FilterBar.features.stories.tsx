import { FilterBar } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { onPhone } from '../support/viewport';
import docsMeta from './FilterBar.stories';

const meta = {
  title: 'Forms/FilterBar/Features',
  component: FilterBar,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  render: docsMeta.render,
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Typing narrows the results at once; accents and case do not matter here. The search is a landmark,
 * not a form: no button to press, and Enter sends nothing and reloads nothing.
 */
export const Search: Story = {
  play: async ({ args, canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Rechercher dans la documentation' });
    const landmark = canvas.getByRole('search');
    await expect(landmark).toContainElement(search);
    await expect(search.closest('form')).toBeNull();
    await expect(within(landmark).queryByRole('button')).toBeNull();
    await userEvent.type(search, 'SECURIS');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('SECURIS');
    const panel = within(canvas.getByRole('tabpanel'));
    await expect(panel.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Sécuriser votre compte']);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 document');
    await userEvent.keyboard('{Enter}');
    await expect(search).toHaveValue('SECURIS');
  },
};

/** The filters are tabs: arrow keys move between them and choose, and the panel is named by its tab. */
export const KeyboardFilters: Story = {
  play: async ({ args, canvas }) => {
    const tabs = canvas.getByRole('tablist', { name: 'Catégories de documents' });
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Tous' }));
    await userEvent.keyboard('{ArrowRight}');
    const guides = within(tabs).getByRole('tab', { name: 'Guides' });
    await expect(guides).toHaveFocus();
    await expect(guides).toHaveAttribute('aria-selected', 'true');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('guides');
    await expect(canvas.getByRole('tabpanel', { name: 'Guides' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 documents');
    await userEvent.keyboard('{End}');
    await expect(within(tabs).getByRole('tab', { name: 'Facturation' })).toHaveFocus();
  },
};

/** On a phone the filters that do not fit scroll sideways. */
export const Mobile: Story = {
  globals: onPhone,
};
