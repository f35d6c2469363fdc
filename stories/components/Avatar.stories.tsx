import { Avatar, avatarColors, avatarSizes } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { team } from '../support/fixtures/Avatar';

// A self-contained portrait placeholder, so the story never depends on the network.
const photo = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80">
  <rect width="80" height="80" fill="#bfd4fd"/>
  <circle cx="40" cy="32" r="15" fill="#1e40af"/>
  <path d="M12 80c2-18 14-28 28-28s26 10 28 28z" fill="#1e40af"/>
</svg>`)}`;

const meta = {
  title: 'Data display/Avatar',
  component: Avatar,
  args: { name: 'Hery Rakotomalala', size: 'md', decorative: false },
  argTypes: {
    size: { control: 'inline-radio', options: avatarSizes },
    color: { control: 'inline-radio', options: avatarColors },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'An avatar puts a face or initials next to a person’s name: a team member, a testimonial author, the signed-in visitor. Without a photo it shows the initials on a colour taken from the name, so one person keeps one colour on every page.',
        alternatives: [
          'A service, a feature or an empty state needs a picture: use IconTile, not an avatar with a made-up name.',
          'Introducing a team member with a role and a sentence: use TeamMemberCard, which places the avatar for you.',
        ],
        anatomy: [
          {
            part: 'Circle',
            description: 'its diameter follows `size`, from `sm` in a list to `xl` on a profile.',
            selector: '[data-color][data-size]',
          },
          {
            part: 'Photo (optional)',
            description: 'fills the circle once loaded; while it loads, or if it fails, the initials stay.',
            story: 'WithPhoto',
            selector: 'img',
          },
          {
            part: 'Initials',
            description:
              'first letter of the first and of the last word, on one of six colour pairs that all meet WCAG AA.',
            selector: '[data-color] > span',
          },
        ],
        dos: [
          {
            caption: 'Next to the written name, the avatar is decorative: the name is read once, not twice.',
            example: (
              <p style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', margin: 0 }}>
                <Avatar name="Fanja Randrianarisoa" decorative />
                <span>Fanja Randrianarisoa, responsable de la relation client</span>
              </p>
            ),
          },
          {
            caption: 'The full name, so the initials and the colour stay the same everywhere the person appears.',
            example: (
              <div style={{ display: 'flex', gap: '0.5rem' }}>
                <Avatar name="Hery Rakotomalala" size="lg" />
                <Avatar name="Mialy Andriamihaja" size="lg" />
                <Avatar name="Lova Rajaonarison" size="lg" />
              </div>
            ),
          },
        ],
        donts: [
          {
            caption:
              'One forced colour for everyone: the colour taken from each name is what tells people apart at a glance.',
            example: (
              <div style={{ display: 'flex', gap: '0.5rem' }}>
                <Avatar name="Hery Rakotomalala" color={avatarColors[0]} size="lg" />
                <Avatar name="Mialy Andriamihaja" color={avatarColors[0]} size="lg" />
                <Avatar name="Lova Rajaonarison" color={avatarColors[0]} size="lg" />
              </div>
            ),
          },
          {
            caption:
              'A department instead of a person: «\u00a0RH\u00a0» is not a face, and the avatar promises someone to talk to.',
            example: <Avatar name="RH" size="lg" />,
          },
        ],
        content: [
          'Give the full name as written on the team page, with its accents: «\u00a0Élodie\u00a0» gives «\u00a0É\u00a0».',
          'The photo’s `alt` names the person («\u00a0Portrait de Fanja Randrianarisoa\u00a0»), not the picture («\u00a0photo.jpg\u00a0»).',
          'Use the same name for one person everywhere, or the colour and the initials change.',
        ],
        accessibility: [
          'With initials, the avatar is an image (`role="img"`) named by `name`, the full name, never the initials; with a photo, the photo’s `alt` names it, `name` unless `alt` is given.',
          'Next to a written name, set `decorative`: the avatar is hidden from screen readers, so the name is not read twice.',
          'Every colour pair of the initials meets WCAG AA contrast.',
        ],
      }),
    },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** Initials, a loaded photo and a photo that failed, side by side. */
export const States: Story = {
  tags: ['main'],
  render: () => (
    <div style={{ display: 'flex', gap: '1.5rem', flexWrap: 'wrap' }}>
      {[
        { label: 'Initiales', avatar: <Avatar name="Hery Rakotomalala" size="xl" /> },
        {
          label: 'Photo',
          avatar: <Avatar name="Fanja Randrianarisoa" src={photo} alt="Portrait de Fanja Randrianarisoa" size="xl" />,
        },
        {
          label: 'Photo introuvable',
          avatar: <Avatar name="Lova Rajaonarison" src="data:image/png;base64,AAAA" size="xl" />,
        },
      ].map(({ label, avatar }) => (
        <figure key={label} style={{ margin: 0, display: 'grid', gap: '0.5rem', justifyItems: 'center' }}>
          {avatar}
          <figcaption style={{ fontSize: '0.875rem' }}>{label}</figcaption>
        </figure>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} name={`${args.name} ${size.toUpperCase()}`} />
      ))}
    </div>
  ),
};

/** The fixed set of colour pairs, all AA. */
export const Colours: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.75rem' }}>
      {avatarColors.map((color, index) => (
        <Avatar key={color} name={team[index] ?? 'Équipe'} color={color} size="lg" />
      ))}
    </div>
  ),
};

/** A team list: the colour from each name spreads the team over the six colours. */
export const Team: Story = {
  render: () => (
    <ul style={{ display: 'flex', gap: '0.5rem', margin: 0, padding: 0, listStyle: 'none' }}>
      {team.map((name) => (
        <li key={name}>
          <Avatar name={name} size="lg" />
        </li>
      ))}
    </ul>
  ),
};

export const WithPhoto: Story = {
  args: { src: photo, alt: 'Portrait de Fanja Randrianarisoa', name: 'Fanja Randrianarisoa', size: 'xl' },
  play: async ({ canvas }) => {
    const image = await canvas.findByRole('img', { name: 'Portrait de Fanja Randrianarisoa' });
    await expect(image.tagName).toBe('IMG');
  },
};

/** Next to the written name, the avatar is hidden from assistive technology. */
export const Decorative: Story = {
  render: () => (
    <p style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', margin: 0 }}>
      <Avatar name="Nomena Rasoanaivo" decorative data-testid="avatar" />
      <span>Nomena Rasoanaivo, responsable qualité</span>
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByTestId('avatar')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The French names designers use for Avatar: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Avatar · initiales · photo de profil · portrait',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
