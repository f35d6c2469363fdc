import { CallToAction } from '@company/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { onPhone } from '../support/viewport';
import docsMeta from './CallToAction.stories';

const meta = {
  title: 'Blocks/CallToAction/Features',
  component: CallToAction,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The band is a region named by its title; the links follow each other in reading order. */
export const Structure: Story = {
  args: { titleId: 'cta-devis' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Prêt à externaliser votre relation client\u00a0?' });
    await expect(region).toHaveAttribute('aria-labelledby', 'cta-devis');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'cta-devis');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Demander un devis' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Découvrir nos services' })).toHaveFocus();
  },
};

/** On a phone the buttons go one under the other when they do not fit side by side. */
export const Mobile: Story = {
  globals: onPhone,
};
