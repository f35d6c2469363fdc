import { Avatar, avatarColors, avatarSizes } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

// A self-contained portrait placeholder, so the story never depends on the network.
const photo = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80">
  <rect width="80" height="80" fill="#bfd4fd"/>
  <circle cx="40" cy="32" r="15" fill="#1e40af"/>
  <path d="M12 80c2-18 14-28 28-28s26 10 28 28z" fill="#1e40af"/>
</svg>`)}`;

const team = [
  'Hery Rakotomalala',
  'Fanja Randrianarisoa',
  'Mialy Andriamihaja',
  'Lova Rajaonarison',
  'Nomena Rasoanaivo',
  'Élodie',
] as const;

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Hery Rakotomalala', size: 'md', decorative: false },
  argTypes: {
    size: { control: 'inline-radio', options: avatarSizes },
    color: { control: 'inline-radio', options: avatarColors },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Use `Avatar` to put a face or initials next to a person’s name: a team member, a testimonial, a signed-in user. Without a photo it shows the initials on a colour derived from the name, so one person keeps one colour everywhere. It is an image named after the person; set `decorative` when the name is already written next to it.',
      },
    },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Initials from the first and the last word, upper-cased, accents kept. */
export const Initials: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.75rem' }}>
      <Avatar name="Hery Rakotomalala" />
      <Avatar name="Élodie" />
      <Avatar name="  jean-luc de la Fontaine  " />
      <Avatar name="Ìsa ànjara" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Hery Rakotomalala' })).toHaveTextContent(/^HR$/);
    await expect(canvas.getByRole('img', { name: 'Élodie' })).toHaveTextContent(/^É$/);
    await expect(canvas.getByRole('img', { name: 'jean-luc de la Fontaine' })).toHaveTextContent(/^JF$/);
    await expect(canvas.getByRole('img', { name: 'Ìsa ànjara' })).toHaveTextContent(/^ÌÀ$/);
  },
};

/** The colour comes from the name: the same name always gets the same colour, different names spread out. */
export const DeterministicColour: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.75rem' }}>
      <Avatar name="Hery Rakotomalala" data-testid="first" />
      <Avatar name="Hery Rakotomalala" size="lg" data-testid="second" />
      <Avatar name="Mialy Andriamihaja" data-testid="other" />
    </div>
  ),
  play: async ({ canvas }) => {
    const background = (id: string) => getComputedStyle(canvas.getByTestId(id)).backgroundColor;
    await expect(background('first')).toBe(background('second'));
    await expect(background('first')).not.toBe(background('other'));
  },
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

/** An equipe list: the hash spreads the team over the colours. */
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

/** When the photo fails to load, the initials stay. */
export const BrokenPhoto: Story = {
  args: { src: 'data:image/png;base64,AAAA', name: 'Lova Rajaonarison', size: 'xl' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Lova Rajaonarison' }).tagName).toBe('SPAN'));
    await expect(canvas.getByRole('img')).toHaveTextContent(/^LR$/);
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
