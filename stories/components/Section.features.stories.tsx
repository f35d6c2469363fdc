import { Section, SectionHeader, headingLevels } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { paragraph } from '../support/fixtures/Section';
import { onPhone } from '../support/viewport';
import docsMeta from './Section.stories';

const meta = {
  title: 'Layout/Section/Features',
  component: Section,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section opened by its header; the header’s title names the region for screen readers. */
export const WithHeader: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Des équipes dédiées, disponibles 24/7' });
    await expect(region.tagName).toBe('SECTION');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'section-services');
  },
};

/**
 * A band with no heading of its own, around content that is a named region itself (a placeholder,
 * a settings panel): a `div`, so the page holds that region and no unnamed section around it.
 */
export const WithoutHeading: Story = {
  args: {
    as: 'div',
    width: 'narrow',
    'aria-labelledby': undefined,
    children: (
      <section aria-labelledby="section-espace-client">
        <h2 id="section-espace-client" style={{ marginTop: 0 }}>
          Espace client
        </h2>
        {paragraph}
      </section>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region');
    await expect(region).toHaveAccessibleName('Espace client');
    await expect(region.parentElement?.closest('section')).toBeNull();
    await expect(canvasElement.querySelector('[data-width="narrow"]')?.tagName).toBe('DIV');
  },
};

export const Subtle: Story = { args: { tone: 'subtle' } };

export const Muted: Story = { args: { tone: 'muted' } };

export const Narrow: Story = { args: { width: 'narrow' } };

export const Wide: Story = { args: { width: 'wide' } };

/** `level` changes the heading element, never its look. */
export const HeaderLevels: Story = {
  render: () => (
    <Section>
      {headingLevels.map((level) => (
        <SectionHeader key={level} level={level} eyebrow={`Niveau ${level}`} title={`Titre de niveau ${level}`} />
      ))}
    </Section>
  ),
  play: async ({ canvas }) => {
    for (const level of headingLevels) {
      const heading = canvas.getByRole('heading', { level, name: `Titre de niveau ${level}` });
      await expect(heading.tagName).toBe(`H${level}`);
    }
  },
};

/** Without `level`, the title is an `<h2>`. */
export const DefaultLevel: Story = {
  render: () => <SectionHeader title="Télésecrétariat médical" intro="Prise de rendez-vous et accueil téléphonique." />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Télésecrétariat médical' }).tagName).toBe('H2');
  },
};

/** On a phone the bands keep less space around their content; open it in the canvas, the docs page has no phone width. */
export const Mobile: Story = {
  globals: onPhone,
};
