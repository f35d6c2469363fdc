import { Figure } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import docsMeta from './Figure.stories';

const meta = {
  title: 'Data display/Figure/Features',
  component: Figure,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
} satisfies Meta<typeof Figure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A figure named by its caption; the picture keeps its description. */
export const Structure: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure');
    await expect(figure).toContainElement(canvas.getByRole('img', { name: /^Accueil lumineux/ }));
    await expect(figure.querySelector('figcaption')).toHaveTextContent('L’accueil');
  },
};
