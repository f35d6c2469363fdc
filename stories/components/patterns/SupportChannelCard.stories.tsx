import { SupportChannelCard, buttonVariants, cardVariants, headingLevels, iconTileTones } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mail, MessageCircle, Phone } from 'lucide-react';
import type { CSSProperties } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

const openChat = fn();

const email = {
  icon: <Mail />,
  title: 'Support par e-mail',
  description: 'Décrivez votre demande en détail et joignez captures d’écran ou documents utiles.',
  availability: 'Demandes reçues 24\u00A0h/24, traitées du lundi au vendredi',
  responseTime: 'Réponse sous 4\u00A0h',
  action: <a href="mailto:support@company.example">Écrire au support</a>,
};

const chat = {
  icon: <MessageCircle />,
  title: 'Chat en ligne',
  description: 'Échangez en direct avec un conseiller pour les questions rapides et le suivi de vos demandes.',
  availability: 'Du lundi au vendredi, 9\u00A0h – 18\u00A0h',
  responseTime: 'Moins de 2\u00A0min',
  action: (
    <button type="button" onClick={openChat}>
      Ouvrir le chat
    </button>
  ),
};

const phone = {
  icon: <Phone />,
  title: 'Support téléphonique',
  description:
    'Au +261\u00A020\u00A000\u00A0000\u00A000, un conseiller prend en charge votre appel et vous guide pas à pas.',
  availability: 'Du lundi au vendredi, 9\u00A0h – 18\u00A0h',
  responseTime: 'Prise en charge immédiate',
  action: <a href="tel:+261200000000">Appeler le support</a>,
};

const gridStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
  gap: '1.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
};

const meta = {
  title: 'Patterns/SupportChannelCard',
  component: SupportChannelCard,
  args: { ...email, level: 3 },
  argTypes: {
    icon: { control: false },
    action: { control: false },
    level: { control: 'select', options: headingLevels },
    iconTone: { control: 'select', options: iconTileTones },
    actionVariant: { control: 'inline-radio', options: buttonVariants },
    variant: { control: 'inline-radio', options: cardVariants },
  },
  decorators: [
    (Story, { parameters }) => <div style={{ maxWidth: parameters.wide ? '80rem' : '24rem' }}>{Story()}</div>,
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Use `SupportChannelCard` on the support page to present each way of reaching the team (e-mail, chat, phone): what it is for, when it is open and how fast it answers, as a description list with the terms « Disponibilité » and « Délai de réponse ». The optional `action` (an `<a>` such as a `mailto:` or `tel:` link, or a `<button>`) is drawn as a button.',
      },
    },
  },
} satisfies Meta<typeof SupportChannelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Availability and response time are term/definition pairs; the action is a `mailto:` link. */
export const Email: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Support par e-mail' })).toBeInTheDocument();
    const terms = canvas.getAllByRole('term');
    const definitions = canvas.getAllByRole('definition');
    await expect(terms.map((term) => term.textContent)).toEqual(['Disponibilité', 'Délai de réponse']);
    await expect(definitions.map((definition) => definition.textContent)).toEqual([
      email.availability,
      email.responseTime,
    ]);
    for (const term of terms) {
      await expect(term.nextElementSibling?.tagName).toBe('DD');
    }
    await expect(canvas.getByRole('link', { name: 'Écrire au support' })).toHaveAttribute(
      'href',
      'mailto:support@company.example',
    );
  },
};

/** The chat action is a button that opens the chat, with the keyboard too. */
export const Chat: Story = {
  args: chat,
  play: async ({ canvas }) => {
    openChat.mockClear();
    await expect(canvas.getAllByRole('definition')[1]?.textContent).toBe('Moins de 2\u00A0min');
    const button = canvas.getByRole('button', { name: 'Ouvrir le chat' });
    await userEvent.click(button);
    await expect(openChat).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(openChat).toHaveBeenCalledTimes(2);
  },
};

export const Telephone: Story = {
  args: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('definition')[1]).toHaveTextContent('Prise en charge immédiate');
    await expect(canvas.getByRole('link', { name: 'Appeler le support' })).toHaveAttribute('href', 'tel:+261200000000');
  },
};

export const WithoutAction: Story = {
  args: { action: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getAllByRole('term')).toHaveLength(2);
  },
};

/** The three channels of the support page. */
export const Channels: Story = {
  parameters: { wide: true },
  render: (args) => (
    <ul style={gridStyle} aria-label="Nous joindre">
      {[email, chat, phone].map((channel) => (
        <li key={channel.title} style={{ display: 'grid' }}>
          <SupportChannelCard {...args} {...channel} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('list', { name: 'Nous joindre' }));
    await expect(list.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(list.getAllByRole('term')).toHaveLength(6);
  },
};

export const LongFrenchText: Story = {
  args: {
    ...phone,
    title: 'Assistance téléphonique prioritaire pour les clients sous contrat Entreprise',
    description:
      'Un conseiller dédié connaît votre historique et vos outils, prend en charge votre appel et vous rappelle si la résolution demande une intervention de nos équipes techniques.',
    availability:
      'Du lundi au vendredi, 9\u00A0h – 18\u00A0h\u00A0; 24\u00A0h/24, 7\u00A0j/7 pour les incidents bloquants',
  },
};

export const Mobile: Story = {
  args: phone,
  globals: { viewport: { value: 'mobile' } },
};
