import { Container, Heading, Stack, Text, containerElements, containerWidths } from '@company/ui';
import { vars } from '@company/ui/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { box } from '../support/fixtures/Container';

const content = (
  <Stack gap="3">
    <Heading level={2} size="heading3">
      Un centre de services francophone
    </Heading>
    <Text tone="muted">
      Depuis Antananarivo, nos équipes prennent en charge votre relation client, vos développements et l’annotation de
      vos données, en français et sous 24&nbsp;h.
    </Text>
  </Stack>
);

const meta = {
  title: 'Layout/Container',
  component: Container,
  args: { width: 'default', as: 'div', children: content },
  argTypes: {
    width: { control: 'inline-radio', options: containerWidths },
    as: { control: 'inline-radio', options: containerElements },
    children: { control: false },
  },
  // Shows the container's box: the muted page around it, the page background inside.
  decorators: [
    (Story) => <div style={{ backgroundColor: vars.color.backgroundMuted, paddingBlock: '1rem' }}>{Story()}</div>,
  ],
  render: (args) => <Container {...args} style={{ backgroundColor: vars.color.background }} data-testid="container" />,
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A container centres content at a maximum width, with side padding that grows with the screen, so lines stay readable on a wide screen and clear of the edges on a phone. Its widths and padding are the Section’s, so framed content lines up with the sections around it.',
        alternatives: [
          'A band of the page with its background, vertical spacing and title: use Section, which holds a container.',
          'Blocks laid out inside the container: use Stack or Grid.',
        ],
        anatomy: [
          {
            part: 'Container',
            description: 'centred, at most `narrow` (48 rem), `default` (72 rem) or `wide` (84 rem), padding included.',
            selector: '[data-width]',
          },
          {
            part: 'Content',
            description: 'anything; it keeps the container’s width.',
            selector: '[data-width] > :first-child',
          },
        ],
        dos: [
          {
            caption: '`narrow` for reading text: lines of about seventy characters.',
            example: (
              <Container width="narrow">
                <Text>
                  Nos conseillers répondent à vos clients en français, par téléphone, par e-mail et sur les réseaux
                  sociaux, avec un rapport chaque semaine.
                </Text>
              </Container>
            ),
          },
          {
            caption: 'The same width as the sections of the page, so the edges line up from top to bottom.',
            example: (
              <Container width="default">
                <Heading level={3} size="heading4">
                  Nos références
                </Heading>
              </Container>
            ),
          },
        ],
        donts: [
          {
            caption: 'A container inside a Section: the padding doubles and the content no longer lines up.',
            example: (
              <Container width="default" style={{ outline: `1px dashed ${vars.color.borderStrong}` }}>
                <Container width="default" style={{ outline: `1px dashed ${vars.color.borderStrong}` }}>
                  <Text>Contenu décalé</Text>
                </Container>
              </Container>
            ),
          },
          {
            caption: '`wide` for a paragraph: a line of 150 characters loses the reader at each return.',
            example: (
              <Container width="wide">
                <Text size="bodySmall">
                  Nos conseillers répondent à vos clients en français, par téléphone, par e-mail et sur les réseaux
                  sociaux, du lundi au samedi de 8&nbsp;h à 20&nbsp;h, avec un rapport chaque semaine et un point
                  mensuel.
                </Text>
              </Container>
            ),
          },
        ],
        content: [
          'A container holds no text of its own: the content rules are those of what it frames.',
          '`as="main"` once per page, around its main content, so the skip link and screen readers find it.',
          'French typography in the content: a non-breaking space before « : », « ; », « ! », « ? », inside « » and between a number and its unit (« 24 h »).',
        ],
        accessibility: [
          'A `div` by default, with no role: it only frames, takes no focus and changes nothing screen readers hear.',
          '`as` gives it the element’s role: `main` is the main landmark (once per page); `header` and `footer` are the page’s banner and footer landmarks when they are not inside a `main`, `section` or `article`; a `section` is a region landmark only once named (`aria-label` or `aria-labelledby`); an `article` is a self-contained piece, no landmark.',
          'It is never wider than the screen and its maximum widths are in rem, so zoomed text reflows inside it without a sideways scroll.',
        ],
      }),
    },
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Centred, at most 72 rem wide; narrower than that here, so it fills the width with its padding. */
export const Playground: Story = {
  tags: ['main'],
  play: async ({ canvas }) => {
    const container = canvas.getByTestId('container');
    const { left, right } = box(container);
    await expect(left).toBe(right);
    // 1.5 rem from the `md` breakpoint, 2 rem from `lg`.
    const padding = window.matchMedia('(min-width: 1024px)').matches ? '32px' : '24px';
    await expect(getComputedStyle(container).paddingInlineStart).toBe(padding);
  },
};

/** `narrow`, 48 rem (768 px) padding included, centred on the page. */
export const Narrow: Story = {
  args: { width: 'narrow' },
  play: async ({ canvas }) => {
    const { left, right, width } = box(canvas.getByTestId('container'));
    await expect(width).toBe(768);
    await expect(left).toBe(right);
  },
};

/** `as="main"` makes the container the page's main landmark. */
export const AsMain: Story = {
  args: { as: 'main', width: 'narrow' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBe(canvas.getByTestId('container'));
  },
};

/** The French names designers use for Container: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Conteneur · largeur de contenu · marges',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
