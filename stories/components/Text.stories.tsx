import { Heading, Text, textElements, textSizes, textTones, textWeights, type TextSize } from '@company/ui';
import { textStyles, vars } from '@company/ui/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { guidelines } from '../docs/guidelines';

/** The font size in pixels a style has at the default 16 px root size. */
const pixels = (size: TextSize) => `${Number.parseFloat(textStyles[size].fontSize) * 16}px`;

/** A colour token's value where `within` sits, as a computed colour, read from an element styled with it. */
function computedColour(within: Element, variable: string) {
  const probe = document.createElement('span');
  probe.style.color = `var(${variable})`;
  within.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

const sizeLabels = {
  bodyLarge: 'Nous accompagnons les entreprises francophones depuis 2012.',
  body: 'Nos équipes répondent à vos clients en français, jour et nuit.',
  bodySmall: 'Tarifs hors taxes, révisables chaque année.',
  label: 'Délai de réponse',
  caption: 'Mis à jour le 14 mars 2025',
  overline: 'Relation client',
} as const satisfies Record<TextSize, string>;

const meta = {
  title: 'Typography/Text',
  component: Text,
  args: {
    children: 'Nos équipes répondent à vos clients en français, jour et nuit, sous 24 h.',
    size: 'body',
    tone: 'default',
    as: 'p',
  },
  argTypes: {
    size: { control: 'select', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    as: { control: 'select', options: textElements },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'Text sets running text and small print in the type scale’s body styles: a paragraph, an introduction, a caption, a label. Pick the style by its role, the tone for secondary text, and the element by meaning (`p`, `span`, `strong`…), so every text of a page comes from the same few styles.',
        alternatives: [
          'A title of a page, a section or a block: use Heading. A band with its title and introduction: use Section.',
          'A status or a category in one or two words: use Badge. A key figure: use Stat.',
          'Text hidden on screen but read aloud: use VisuallyHidden.',
        ],
        anatomy: [
          {
            part: 'Element',
            description:
              '`<p>` by default; `span` inside a line, `div` around blocks, `small`, `strong` or `em` by meaning.',
            selector: '[data-size]',
          },
          {
            part: 'Text',
            description: 'in the style of `size`, in its context’s colour or the muted one, with an optional weight.',
            selector: '[data-size]',
          },
        ],
        dos: [
          {
            caption: 'A large introduction under a title, then body text: two styles, each with its role.',
            example: (
              <div style={{ display: 'grid', gap: '0.5rem' }}>
                <Text size="bodyLarge">Un centre de services francophone à Madagascar.</Text>
                <Text>Relation client, développement et annotation de données, sous un même contrat.</Text>
              </div>
            ),
          },
          {
            caption: 'Secondary information in the muted tone, which still reads at 4.5:1.',
            example: (
              <Text size="bodySmall" tone="muted">
                Tarifs hors taxes, à partir de 1&#8239;499&nbsp;€ par mois.
              </Text>
            ),
          },
        ],
        donts: [
          {
            caption: 'Running text in a small style: `caption` is for a date or a credit, not a paragraph.',
            example: (
              <Text size="caption">
                Nos équipes répondent à vos clients en français, jour et nuit, par téléphone, par e-mail et sur les
                réseaux sociaux, avec un rapport chaque semaine.
              </Text>
            ),
          },
          {
            caption: 'Bold text to fake a title: it does not enter the page outline; use Heading.',
            example: (
              <Text weight="bold" size="bodyLarge">
                Nos services
              </Text>
            ),
          },
        ],
        content: [
          'Short sentences and paragraphs; one idea per paragraph.',
          'Sentence case everywhere, `overline` included: the style sets the capitals, the text does not.',
          'Numbers and units keep their non-breaking spaces: « sous 24 h », « 1 499 € », « 99,9 % ».',
          'French typography: a non-breaking space before « : », « ; », « ! », « ? » and inside « »; the typographic apostrophe ’.',
        ],
        accessibility: [
          'No role of its own: a `<p>` is read as a paragraph; `span`, `div` and `small` add nothing; `strong` and `em` carry importance and stress, which most screen readers do not announce, so the words must say it too.',
          'The size is a look, not a level: for a title that screen readers should list, use Heading.',
          'The `muted` tone keeps a 4.5:1 contrast on the page backgrounds; `brand` is for light surfaces only, not a dark band.',
        ],
      }),
    },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['main'],
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector('[data-size="body"]')!;
    await expect(text.tagName).toBe('P');
    await expect(getComputedStyle(text).fontSize).toBe(pixels('body'));
  },
};

/** Every body style of the type scale, largest first. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {sizeLabels[size]}
        </Text>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const size of textSizes) {
      const text = canvasElement.querySelector(`[data-size="${size}"]`)!;
      await expect(text.textContent).toBe(sizeLabels[size]);
      await expect(getComputedStyle(text).fontSize).toBe(pixels(size));
      await expect(getComputedStyle(text).fontWeight).toBe(textStyles[size].fontWeight);
    }
    // The overline's capitals come from the style; the text stays in sentence case.
    await expect(getComputedStyle(canvasElement.querySelector('[data-size="overline"]')!).textTransform).toBe(
      'uppercase',
    );
  },
};

/** The muted tone, for secondary text, beside the default one that takes its context’s colour. */
export const Tones: Story = {
  tags: ['main'],
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <Text {...args} tone="default">
        Réponse sous 24&nbsp;h, du lundi au samedi.
      </Text>
      <Text {...args} tone="muted">
        Hors jours fériés à Madagascar et en France.
      </Text>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const muted = canvasElement.querySelector('[data-tone="muted"]')!;
    const plain = canvasElement.querySelector('[data-tone="default"]')!;
    await expect(getComputedStyle(muted).color).toBe(computedColour(canvasElement, '--cui-color-text-muted'));
    await expect(getComputedStyle(plain).color).toBe(computedColour(canvasElement, '--cui-color-text'));
  },
};

/** The brand tone, for a price or a figure that stands out on a light surface. */
export const BrandTone: Story = {
  render: (args) => (
    <Text {...args} size="bodyLarge" weight="bold" tone="brand">
      à partir de 399&nbsp;€ / mois
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const price = canvasElement.querySelector('[data-tone="brand"]')!;
    await expect(getComputedStyle(price).color).toBe(computedColour(canvasElement, '--cui-color-primary-text'));
  },
};

/** A weight overrides the one of the style: a semibold figure in body text, a regular label. */
export const Weights: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      {textWeights.map((weight) => (
        <Text key={weight} {...args} weight={weight} data-weight={weight}>
          {`Graisse ${weight}\u00a0: 99,9\u00a0% de disponibilité`}
        </Text>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const expected = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;
    for (const weight of textWeights) {
      const text = canvasElement.querySelector(`[data-weight="${weight}"]`)!;
      await expect(getComputedStyle(text).fontWeight).toBe(expected[weight]);
    }
  },
};

/** Inside a line, `as="span"` keeps the words in the flow of the paragraph. */
export const Inline: Story = {
  render: () => (
    <Text>
      Votre conseiller vous rappelle{' '}
      <Text as="strong" weight="semibold">
        sous 2&nbsp;h
      </Text>{' '}
      <Text as="span" size="bodySmall" tone="muted">
        (jours ouvrés)
      </Text>
      .
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const strong = canvasElement.querySelector('strong')!;
    await expect(strong.textContent).toBe('sous 2 h');
    await expect(getComputedStyle(strong).display).toBe('inline');
    await expect(getComputedStyle(canvasElement.querySelector('span[data-size]')!).display).toBe('inline');
  },
};

/** The default tone reads in its context’s colour: here the light text of the dark footer band. */
export const OnDarkBand: Story = {
  render: () => (
    <div style={{ backgroundColor: vars.color.surfaceInverse, color: vars.color.textInverse, padding: '1.5rem' }}>
      <Heading level={2} size="heading4">
        Une question&nbsp;?
      </Heading>
      <Text>Écrivez-nous, nous répondons sous 24&nbsp;h.</Text>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const inverse = computedColour(canvasElement, '--cui-color-text-inverse');
    await expect(getComputedStyle(canvasElement.querySelector('p')!).color).toBe(inverse);
    await expect(getComputedStyle(canvasElement.querySelector('h2')!).color).toBe(inverse);
  },
};

/** The French names designers use for Text: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Texte · paragraphe · corps de texte · légende',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
