import { Heading, Separator, Stack, Text, separatorOrientations } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { guidelines } from '../docs/guidelines';

const meta = {
  title: 'Layout/Separator',
  component: Separator,
  args: { orientation: 'horizontal', decorative: false },
  argTypes: {
    orientation: { control: 'inline-radio', options: separatorOrientations },
  },
  render: (args) =>
    args.orientation === 'vertical' ? (
      <Stack direction="row" gap="4" align="center">
        <Text>Relation client</Text>
        <Separator {...args} />
        <Text>Développement</Text>
      </Stack>
    ) : (
      <Stack gap="4">
        <Text>Nos équipes répondent à vos clients en français, jour et nuit.</Text>
        <Separator {...args} />
        <Text>Tarifs hors taxes, révisables chaque année.</Text>
      </Stack>
    ),
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A separator is a thin line between two groups of content: parts of a panel, items of a row of links. Announced as a separator when it marks a change that the structure does not show otherwise; decorative, and hidden from screen readers, when headings or a list already separate the parts.',
        alternatives: [
          'Space alone often separates enough: a wider gap in a Stack, before reaching for a line.',
          'Bands of a page: use Section tones. Items of a list: use a list, announced with its number of items.',
        ],
        anatomy: [
          {
            part: 'Line',
            description:
              '1 px in the border colour, horizontal across its container or vertical across its row; in forced colours, the text colour.',
            selector: '[role="separator"]',
          },
        ],
        dos: [
          {
            caption: 'A vertical line between links of a row, in the border colour.',
            example: (
              <Stack direction="row" gap="3" align="center">
                <Text as="span" size="bodySmall">
                  Mentions légales
                </Text>
                <Separator orientation="vertical" decorative />
                <Text as="span" size="bodySmall">
                  Confidentialité
                </Text>
              </Stack>
            ),
          },
          {
            caption: 'A decorative line where headings already separate the parts.',
            example: (
              <Stack gap="3">
                <Heading level={3} size="heading4">
                  Relation client
                </Heading>
                <Separator decorative />
                <Heading level={3} size="heading4">
                  Développement
                </Heading>
              </Stack>
            ),
          },
        ],
        donts: [
          {
            caption: 'A line between every block: the page turns into a form, and nothing stands out.',
            example: (
              <Stack gap="2">
                <Text size="bodySmall">Téléphone</Text>
                <Separator />
                <Text size="bodySmall">E-mail</Text>
                <Separator />
                <Text size="bodySmall">Chat</Text>
                <Separator />
                <Text size="bodySmall">Réseaux sociaux</Text>
              </Stack>
            ),
          },
          {
            caption: 'A separator as a heading’s underline: style the heading, or leave the space to do it.',
            example: (
              <Stack gap="1">
                <Heading level={3} size="heading4">
                  Nos services
                </Heading>
                <Separator />
              </Stack>
            ),
          },
        ],
        content: [
          'A separator holds no text: the content rules are those of the parts it separates.',
          'Never use it to convey information on its own: what it separates must make sense read in order without it.',
          'French typography in the parts: a non-breaking space before « : », « ; », « ! », « ? », inside « » and between a number and its unit (« 24 h »).',
        ],
        accessibility: [
          'A `<div>` with the `separator` role and `aria-orientation` (horizontal or vertical); it takes no focus and needs no name.',
          'With `decorative`, its role is `none`: screen readers skip it, so use that when headings or a list already separate the parts.',
          'In forced colours the line takes the system text colour, so it stays visible on any background.',
        ],
      }),
    },
  },
} satisfies Meta<typeof Separator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A horizontal separator between two paragraphs, announced as such, as wide as its column. */
export const Playground: Story = {
  tags: ['main'],
  play: async ({ canvas }) => {
    const separator = canvas.getByRole('separator');
    await expect(separator).toHaveAttribute('aria-orientation', 'horizontal');
    const { width, height } = separator.getBoundingClientRect();
    await expect(Math.round(width)).toBe(Math.round(separator.parentElement!.getBoundingClientRect().width));
    await expect(height).toBe(1);
  },
};

/** A vertical separator between items of a row, as tall as the row. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    const separator = canvas.getByRole('separator');
    await expect(separator).toHaveAttribute('aria-orientation', 'vertical');
    const { width, height } = separator.getBoundingClientRect();
    await expect(width).toBe(1);
    await expect(Math.round(height)).toBe(Math.round(separator.parentElement!.getBoundingClientRect().height));
  },
};

/** A decorative separator is drawn but not announced: screen readers skip it. */
export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('separator')).toBeNull();
    const line = canvasElement.querySelector('[data-orientation]')!;
    await expect(line).toHaveAttribute('role', 'none');
    await expect(line).not.toHaveAttribute('aria-orientation');
    await expect(getComputedStyle(line).borderTopWidth).toBe('1px');
  },
};

/** The French names designers use for Separator: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Séparateur · filet · ligne de séparation · trait',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
