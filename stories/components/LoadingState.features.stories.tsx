import { AttacksTable } from '@company/blocks';
import { LoadingState } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect } from 'storybook/test';
import docsMeta from './LoadingState.stories';

const meta = {
  title: 'Feedback/LoadingState/Features',
  component: LoadingState,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table replaces it once its data has arrived (here at once, as a test would; a page waits for its request). */
export const ReplacedByContent: Story = {
  render: function Render(args) {
    const [loaded, setLoaded] = useState(false);
    useEffect(() => setLoaded(true), []);
    return loaded ? (
      <AttacksTable attacks={[]} caption="Attaques récentes" emptyMessage="Aucune attaque détectée" />
    ) : (
      <LoadingState {...args} />
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Aucune attaque détectée')).toBeVisible();
    await expect(canvas.queryByText('Chargement des données de sécurité…')).toBeNull();
  },
};
