import { Tabs } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import docsMeta from './Tabs.stories';

const meta = {
  title: 'Navigation/Tabs/Features',
  component: Tabs,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  render: docsMeta.render,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click selects the tab, shows its panel and reports the new value. */
export const ClickToSelect: Story = {
  play: async ({ args, canvas }) => {
    const api = canvas.getByRole('tab', { name: 'API' });
    await userEvent.click(api);
    await expect(api).toHaveAttribute('aria-selected', 'true');
    await expect(api).toHaveAttribute('data-state', 'active');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('api');
    const panel = canvas.getByRole('tabpanel', { name: 'API' });
    await expect(within(panel).getByRole('link', { name: 'Authentification par jeton' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Bienvenue dans la documentation' })).toBeNull();
  },
};
