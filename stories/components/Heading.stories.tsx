import { Heading, Text, headingLevels, headingSizes, textTones, textWeights } from '@company/ui';
import { textStyles } from '@company/ui/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { pixels, sizeLabels } from '../support/fixtures/Heading';
import { maxWidth } from '../support/frame';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { children: 'Nos services', level: 2 },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
    weight: { control: 'inline-radio', options: textWeights },
    tone: { control: 'inline-radio', options: textTones },
    asChild: { control: false },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A heading titles a page, a section or a block, in one of the type scale’s heading styles. Its level (`<h1>` to `<h6>`) follows the page outline that screen reader users jump through; its size follows the design. The two are set apart, so a small block can keep the right level without looking like a page title.',
        alternatives: [
          'A band of the page with its title and introduction: use Section with SectionHeader, which sets both.',
          'The title of a card: use CardTitle. A short label above a title: use Text with `size="overline"`.',
          'Text that only needs to stand out, without titling what follows: use Text with a `weight`.',
        ],
        anatomy: [
          {
            part: 'Element',
            description: '`<h1>` to `<h6>` from `level`, or the child element with `asChild` (a `<legend>`).',
            selector: '[data-size]',
          },
          {
            part: 'Text',
            description: 'the title, in the heading family, balanced over its lines.',
            selector: '[data-size]',
          },
        ],
        dos: [
          {
            caption: 'Levels that follow the outline, one step at a time: an h2 for the section, an h3 for each block.',
            example: (
              <div style={{ display: 'grid', gap: '0.5rem' }}>
                <Heading level={2} size="heading3">
                  Nos services
                </Heading>
                <Heading level={3} size="heading4">
                  Relation client 24/7
                </Heading>
              </div>
            ),
          },
          {
            caption: 'A size chosen for the design while the level stays where the outline puts it.',
            example: (
              <Heading level={3} size="heading2">
                Un devis sous 24&nbsp;h
              </Heading>
            ),
          },
        ],
        donts: [
          {
            caption: 'A level picked for its size: an h4 under an h2 leaves a gap in the outline.',
            example: (
              <div style={{ display: 'grid', gap: '0.5rem' }}>
                <Heading level={2} size="heading3">
                  Nos services
                </Heading>
                <Heading level={4}>Relation client 24/7</Heading>
              </div>
            ),
          },
          {
            caption:
              'A heading used to make a sentence bold: it titles nothing, and screen readers list it as a title.',
            example: (
              <Heading level={3} size="heading4">
                Nous vous répondons du lundi au samedi, de 8&nbsp;h à 20&nbsp;h.
              </Heading>
            ),
          },
        ],
        content: [
          'Sentence case, no final full stop: « Nos services », not « Nos Services. ».',
          'Short and specific: the title says what the section holds, in a few words.',
          'One `<h1>` per page, the page’s title; levels then step down one at a time.',
          'French typography: a non-breaking space before « : », « ; », « ! », « ? », inside « » and between a number and its unit (« 24 h »); the typographic apostrophe ’.',
        ],
        accessibility: [
          'Renders `<h1>` to `<h6>` from `level`: role `heading` at that level, which screen reader users list and jump through; `size` changes only the look, never the level.',
          'The accessible name is the heading’s text. With `asChild` the child keeps its own element and role (a `<legend>` is no heading), so nothing is added to the outline.',
        ],
      }),
    },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['main'],
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Nos services' });
    await expect(heading.tagName).toBe('H2');
    await expect(getComputedStyle(heading).fontSize).toBe(pixels('heading2'));
  },
};

/** Every heading style of the type scale, largest first, each on an `<h2>`. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      {headingSizes.map((size) => (
        <Heading key={size} {...args} level={2} size={size}>
          {sizeLabels[size]}
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const size of headingSizes) {
      const heading = canvas.getByRole('heading', { name: sizeLabels[size] });
      await expect(getComputedStyle(heading).fontSize).toBe(pixels(size));
      await expect(getComputedStyle(heading).fontWeight).toBe(textStyles[size].fontWeight);
    }
  },
};

/** `weight` sets the letters apart from the size’s own weight: here `heading3`, semibold by default, in each weight. */
export const Weights: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {textWeights.map((weight) => (
        <Heading key={weight} {...args} level={2} size="heading3" weight={weight}>
          {`Relation client 24/7 (${weight})`}
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const bold = canvas.getByRole('heading', { name: 'Relation client 24/7 (bold)' });
    await expect(getComputedStyle(bold).fontWeight).toBe('700');
    await expect(getComputedStyle(bold).fontSize).toBe(pixels('heading3'));
  },
};

/** `tone="brand"`: a key figure set as a heading, in the brand colour’s text shade. */
export const BrandTone: Story = {
  render: (args) => (
    <Heading {...args} asChild size="heading1" tone="brand">
      <p>−40&nbsp;%</p>
    </Heading>
  ),
  play: async ({ canvasElement }) => {
    const figure = canvasElement.querySelector('p')!;
    await expect(figure).toHaveAttribute('data-size', 'heading1');
    await expect(figure.textContent).toBe('−40\u00a0%');
  },
};

/** Without a `size`, each level takes its own style; levels 4 to 6 share `heading4`. */
export const Levels: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>
          {`Titre de niveau ${level}`}
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const expected = ['heading1', 'heading2', 'heading3', 'heading4', 'heading4', 'heading4'] as const;
    for (const level of headingLevels) {
      const heading = canvas.getByRole('heading', { level, name: `Titre de niveau ${level}` });
      await expect(heading.tagName).toBe(`H${level}`);
      await expect(getComputedStyle(heading).fontSize).toBe(pixels(expected[level - 1]!));
    }
  },
};

/** The level is the outline, the size the look: an `<h3>` in the `heading2` style. */
export const LevelAndSizeApart: Story = {
  args: { level: 3, size: 'heading2', children: 'Un devis sous 24 h' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3 });
    await expect(heading.textContent).toBe('Un devis sous 24 h');
    await expect(getComputedStyle(heading).fontSize).toBe(pixels('heading2'));
  },
};

/** `asChild` gives the heading style to another element, here the legend of a group of fields. */
export const AsChild: Story = {
  render: () => (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <Heading asChild size="heading3">
        <legend>Vos coordonnées</legend>
      </Heading>
      <Text>Nous ne les utilisons que pour répondre à votre demande.</Text>
    </fieldset>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Vos coordonnées' });
    const legend = group.querySelector('legend');
    await expect(legend).not.toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(getComputedStyle(legend!).fontSize).toBe(pixels('heading3'));
  },
};

/** A long French title wraps in balanced lines rather than leaving one word alone. */
export const LongFrenchText: Story = {
  args: {
    level: 2,
    size: 'heading2',
    children: 'Annotation de données pour l’intelligence artificielle : des équipes formées, un double contrôle',
  },
  decorators: [maxWidth('32rem')],
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 2 })).getPropertyValue('text-wrap-style')).toBe(
      'balance',
    );
  },
};

/** The French names designers use for Heading: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Titre · intertitre · en-tête',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
