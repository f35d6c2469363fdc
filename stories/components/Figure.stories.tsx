import { Figure } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidelines } from '../docs/guidelines';
import { maxWidth } from '../support/frame';

/** A drawn room, inline so the stories load nothing and render the same everywhere. */
const picture = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#e3eff2"/><rect x="40" y="170" width="320" height="90" rx="8" fill="${fill}"/><rect x="60" y="60" width="120" height="80" rx="6" fill="#fdf3dc"/><rect x="220" y="60" width="120" height="80" rx="6" fill="#fdf3dc"/></svg>`,
  )}`;

const meta = {
  title: 'Data display/Figure',
  component: Figure,
  args: {
    caption: 'L’accueil',
    children: (
      <img
        src={picture('#7fb8c4')}
        alt="Accueil lumineux des bureaux, avec son comptoir et son espace d’attente"
        width={400}
        height={300}
      />
    ),
  },
  argTypes: { children: { control: false } },
  decorators: [maxWidth('22rem')],
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A figure shows a picture with a short caption under it: the offices, a team, a product. The picture takes the figure’s width, rounded and framed, on a ground that shows while it loads.',
        alternatives: [
          'An icon that illustrates a title: use IconTile.',
          'A person’s face with their name and role: use TeamMemberCard.',
        ],
        anatomy: [
          {
            part: 'Picture',
            description: 'your `<img>`, with `alt`, `width` and `height`, and `loading="lazy"` below the fold.',
            selector: 'img',
          },
          { part: 'Caption (optional)', description: 'a short name under the picture.', selector: 'figcaption' },
        ],
        dos: [
          {
            caption: 'An `alt` that describes the picture, and a caption that names it.',
            example: (
              <Figure caption="La salle de réunion">
                <img
                  src={picture('#c6d9b8')}
                  alt="Salle de réunion avec une grande table et un écran"
                  width={400}
                  height={300}
                />
              </Figure>
            ),
          },
        ],
        donts: [
          {
            caption: 'The same words in the caption and the `alt`: screen readers read them twice.',
            example: (
              <Figure caption="L’accueil">
                <img src={picture('#7fb8c4')} alt="L’accueil" width={400} height={300} />
              </Figure>
            ),
          },
        ],
        content: [
          'Caption: a short noun phrase in sentence case, no final full stop: «\u00a0L’accueil\u00a0».',
          '`alt`: a full description of what the picture shows, not the caption again.',
        ],
        accessibility: [
          'A native `figure` (role `figure`); its `figcaption` gives it its accessible name.',
          'The picture is read through its own `alt`, which the app provides: describe what it shows, or `alt=""` if it only decorates and the caption says it all.',
        ],
      }),
    },
  },
} satisfies Meta<typeof Figure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

export const WithoutCaption: Story = {
  args: { caption: undefined },
};

/** The French names designers use for Figure: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Figure · image légendée · photo · illustration',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
