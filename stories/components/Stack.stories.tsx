import {
  Badge,
  Button,
  Heading,
  Stack,
  Text,
  stackAligns,
  stackDirections,
  stackElements,
  stackGaps,
  stackJustifies,
} from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { Tile, tilesIn } from '../support/layout';

const steps = ['Appel de découverte', 'Proposition sous 48 h', 'Démarrage de l’équipe'] as const;
const rect = (element: Element) => element.getBoundingClientRect();

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { direction: 'column', gap: '4', align: 'stretch', justify: 'start', wrap: false, as: 'div' },
  argTypes: {
    direction: { control: 'inline-radio', options: stackDirections },
    gap: { control: 'select', options: stackGaps },
    align: { control: 'inline-radio', options: stackAligns },
    justify: { control: 'inline-radio', options: stackJustifies },
    as: { control: 'inline-radio', options: stackElements },
  },
  render: (args) => (
    <Stack {...args}>
      {steps.map((step) => (
        <Tile key={step}>{step}</Tile>
      ))}
    </Stack>
  ),
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A stack lays out blocks in one direction, a column or a row, with a gap from the spacing scale between them. It replaces margins on the blocks themselves: the space belongs to the layout, so a block moved elsewhere brings none with it. A row stack is what other systems call Flex.',
        alternatives: [
          'Blocks in rows and columns at once: use Grid. Cards in responsive columns: use CardGrid.',
          'A centred, width-limited column for a page: use Container, or Section for a band with its title.',
          'A line between the blocks: put a Separator in the stack.',
        ],
        anatomy: [
          {
            part: 'Stack',
            description: 'the flex container: direction, gap, alignment, wrapping; it draws nothing.',
            selector: '[data-direction]',
          },
          {
            part: 'Children',
            description: 'the blocks, in reading order; `<li>` when the stack is a list.',
            selector: '[data-direction] > *',
          },
        ],
        dos: [
          {
            caption: 'A row that wraps, for a set of badges or buttons whose number varies.',
            example: (
              <Stack direction="row" gap="2" wrap>
                <Badge tone="brand">Relation client</Badge>
                <Badge tone="brand">Développement</Badge>
                <Badge tone="brand">Annotation</Badge>
                <Badge tone="brand">SEO</Badge>
              </Stack>
            ),
          },
          {
            caption: 'Steps of the spacing scale that group: tight inside a block, wider between blocks.',
            example: (
              <Stack gap="6">
                <Stack gap="2">
                  <Heading level={3} size="heading4">
                    Relation client
                  </Heading>
                  <Text size="bodySmall" tone="muted">
                    En français, jour et nuit.
                  </Text>
                </Stack>
                <Stack gap="2">
                  <Heading level={3} size="heading4">
                    Développement
                  </Heading>
                  <Text size="bodySmall" tone="muted">
                    Livré par sprints de deux semaines.
                  </Text>
                </Stack>
              </Stack>
            ),
          },
        ],
        donts: [
          {
            caption: 'A row that cannot wrap for content that varies: on a phone it overflows the screen.',
            example: (
              <div style={{ maxWidth: '14rem', overflow: 'hidden' }}>
                <Stack direction="row" gap="2">
                  <Badge tone="brand">Relation client</Badge>
                  <Badge tone="brand">Développement</Badge>
                  <Badge tone="brand">Annotation</Badge>
                </Stack>
              </div>
            ),
          },
          {
            caption: 'The same gap everywhere: titles drift away from their text and blocks run together.',
            example: (
              <Stack gap="4">
                <Heading level={3} size="heading4">
                  Relation client
                </Heading>
                <Text size="bodySmall" tone="muted">
                  En français, jour et nuit.
                </Text>
                <Heading level={3} size="heading4">
                  Développement
                </Heading>
                <Text size="bodySmall" tone="muted">
                  Livré par sprints de deux semaines.
                </Text>
              </Stack>
            ),
          },
        ],
        content: [
          'A stack holds no text of its own: the content rules are those of the blocks it lays out.',
          'Keep the order of the children the reading order: `direction` changes the layout, never the order screen readers follow.',
          'French typography in the blocks: a non-breaking space before « : », « ; », « ! », « ? », inside « » and between a number and its unit (« 48 h »).',
        ],
        accessibility: [
          'A `<div>` with no role by default: it draws nothing and says nothing, and its children are read in source order.',
          'With `as="ul"` or `as="ol"` it is a list, announced with its number of items: give it `<li>` children.',
          'The stack never reorders its children: the reading order and the tab order are the visual order, so write them in the order they should be read.',
        ],
      }),
    },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One block under the other, 1 rem apart, each as wide as the stack. */
export const Playground: Story = {
  tags: ['main'],
  play: async ({ canvasElement }) => {
    const [first, second] = tilesIn(canvasElement);
    await expect(Math.round(rect(second!).top - rect(first!).bottom)).toBe(16);
    await expect(getComputedStyle(first!.parentElement!).rowGap).toBe('16px');
    await expect(Math.round(rect(first!).width)).toBe(Math.round(rect(first!.parentElement!).width));
  },
};

/** Side by side with `direction="row"`; `align="center"` lines up blocks of different heights. */
export const Row: Story = {
  args: { direction: 'row', align: 'center' },
  render: (args) => (
    <Stack {...args}>
      <Tile>Appel de découverte</Tile>
      <Tile>
        Proposition
        <br />
        sous 48&nbsp;h
      </Tile>
      <Tile>Démarrage</Tile>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const [first, second, third] = tilesIn(canvasElement);
    await expect(Math.round(rect(second!).left - rect(first!).right)).toBe(16);
    const middle = (element: HTMLElement) => Math.round(rect(element).top + rect(element).height / 2);
    await expect(middle(first!)).toBe(middle(second!));
    await expect(middle(third!)).toBe(middle(second!));
  },
};

/** Gaps come from the spacing scale: `'2'` is 8 px, `'8'` is 32 px. */
export const Gaps: Story = {
  render: (args) => (
    <Stack gap="8">
      {(['2', '8'] as const).map((gap) => (
        <Stack key={gap} {...args} direction="row" gap={gap} data-testid={`gap-${gap}`}>
          <Tile>{`Espacement ${gap}`}</Tile>
          <Tile>Bloc suivant</Tile>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const [gap, pixels] of [
      ['2', 8],
      ['8', 32],
    ] as const) {
      const stack = canvas.getByTestId(`gap-${gap}`);
      await expect(getComputedStyle(stack).columnGap).toBe(`${pixels}px`);
      const [first, second] = tilesIn(stack);
      await expect(Math.round(rect(second!).left - rect(first!).right)).toBe(pixels);
    }
  },
};

/** `justify="between"` pushes the first and last blocks to the ends, as in a toolbar. */
export const JustifyBetween: Story = {
  args: { direction: 'row', justify: 'between', align: 'center' },
  render: (args) => (
    <Stack {...args} data-testid="toolbar">
      <Text weight="semibold">3 demandes en attente</Text>
      <Button size="sm" variant="secondary">
        Tout afficher
      </Button>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const toolbar = canvas.getByTestId('toolbar');
    const button = canvas.getByRole('button', { name: 'Tout afficher' });
    await expect(Math.round(rect(button).right)).toBe(Math.round(rect(toolbar).right));
  },
};

/** With `wrap`, a row too long for its width goes on to the next line instead of overflowing. */
export const Wrap: Story = {
  args: { direction: 'row', gap: '2', wrap: true },
  render: (args) => (
    <div style={{ maxWidth: '18rem' }}>
      <Stack {...args} data-testid="badges">
        {['Relation client', 'Développement', 'Annotation de données', 'SEO', 'Cybersécurité'].map((label) => (
          <Badge key={label} tone="brand">
            {label}
          </Badge>
        ))}
      </Stack>
    </div>
  ),
  play: async ({ canvas }) => {
    const stack = canvas.getByTestId('badges');
    const badges = Array.from(stack.children);
    await expect(new Set(badges.map((badge) => Math.round(rect(badge).top))).size).toBeGreaterThan(1);
    for (const badge of badges) await expect(rect(badge).right).toBeLessThanOrEqual(rect(stack).right + 0.5);
  },
};

/** `as="ol"` for steps in order: announced as a list with its number of items, without bullets. */
export const AsList: Story = {
  args: { as: 'ol', gap: '2' },
  render: (args) => (
    <Stack {...args}>
      {steps.map((step) => (
        <li key={step}>
          <Tile>{step}</Tile>
        </li>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(steps.length);
    await expect(getComputedStyle(list).paddingInlineStart).toBe('0px');
  },
};

/** The French names designers use for Stack: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Pile · empilement · alignement · flex',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
