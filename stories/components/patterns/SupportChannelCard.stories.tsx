import { SupportChannelCard, buttonVariants, cardVariants, headingLevels, iconTileTones } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mail, MessageCircle, Phone } from 'lucide-react';
import type { CSSProperties } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { guidelines } from '../../docs/guidelines';

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
  title: 'Site patterns/SupportChannelCard',
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
      guidelines: guidelines({
        purpose:
          'One way of reaching the support team (e-mail, chat, phone) in a card: what it is for, when it is open, how fast it answers, and one action to use it. Place one card per channel, side by side, on the support page.',
        alternatives: [
          'Only the phone, e-mail and address, without hours per channel: use ContactDetails.',
          'A service of the catalogue: use ServiceCard.',
          'The chat itself: ChatPanel, which the «\u00a0Ouvrir le chat\u00a0» button can open.',
        ],
        anatomy: [
          { part: 'Icon tile', description: 'pictures the channel; decorative.' },
          { part: 'Title', description: 'the channel, as a heading whose level follows the page.' },
          { part: 'Description', description: 'what the channel is best for, in one sentence.' },
          { part: 'Disponibilité and Délai de réponse', description: 'two labelled facts, always in this order.' },
          { part: 'Action (optional)', description: 'a `mailto:` or `tel:` link, or a button, drawn as a button.' },
        ],
        dos: [
          {
            caption: 'A response time the team keeps, in figures: «\u00a0Réponse sous 4\u00a0h\u00a0».',
            example: <SupportChannelCard level={4} {...email} />,
          },
          {
            caption:
              'An action that names the channel’s verb: «\u00a0Appeler le support\u00a0», «\u00a0Écrire au support\u00a0».',
            example: <SupportChannelCard level={4} {...phone} />,
          },
        ],
        donts: [
          {
            caption:
              'A vague availability: «\u00a0Selon disponibilité\u00a0» tells the visitor neither when nor how fast.',
            example: (
              <SupportChannelCard level={4} {...chat} availability="Selon disponibilité" responseTime="Rapide" />
            ),
          },
          {
            caption: 'A generic action: «\u00a0Cliquez ici\u00a0» out of context says nothing, for screen readers too.',
            example: (
              <SupportChannelCard
                level={4}
                {...email}
                action={<a href="mailto:support@company.example">Cliquez ici</a>}
              />
            ),
          },
        ],
        content: [
          'Title: the channel in sentence case: «\u00a0Support par e-mail\u00a0», «\u00a0Chat en ligne\u00a0».',
          'Availability: days then hours, «\u00a0Du lundi au vendredi, 9\u00a0h – 18\u00a0h\u00a0».',
          'Response time: a figure and its unit, «\u00a0Réponse sous 4\u00a0h\u00a0», «\u00a0Moins de 2\u00a0min\u00a0».',
          'Action: a verb in the infinitive that names the channel: «\u00a0Écrire au support\u00a0».',
          'French typography: a no-break space inside «\u00a09\u00a0h\u00a0», «\u00a02\u00a0min\u00a0», «\u00a024\u00a0h/24\u00a0», before «\u00a0;\u00a0» and «\u00a0:\u00a0», and a spaced en dash between hours.',
        ],
      }),
    },
  },
} satisfies Meta<typeof SupportChannelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Availability and response time are term/definition pairs; the action is a `mailto:` link. */
export const Email: Story = {
  tags: ['!autodocs'],
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
  tags: ['!autodocs'],
  args: phone,
  globals: { viewport: { value: 'mobile' } },
};

/** The French names designers use for SupportChannelCard: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Canal de support · assistance · contact · aide',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
