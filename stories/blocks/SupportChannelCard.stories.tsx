import { SupportChannelCard } from '@company/blocks';
import { buttonVariants, cardVariants, headingLevels, iconTileTones } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageCircle } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { email, phone } from '../support/fixtures/blocks/SupportChannelCard';
import { maxWidth } from '../support/frame';
import { cardGridStyle } from '../support/layout';

const openChat = fn();

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

const gridStyle = cardGridStyle('17rem');

const meta = {
  title: 'Blocks/SupportChannelCard',
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
  decorators: [maxWidth('24rem', { wide: '80rem' })],
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
          {
            part: 'Icon tile',
            description: 'pictures the channel; decorative.',
            selector: '[data-variant] > div:first-child > [data-tone]',
          },
          {
            part: 'Title',
            description: 'the channel, as a heading whose level follows the page.',
            selector: ':is(h1, h2, h3, h4, h5, h6)',
          },
          {
            part: 'Description',
            description: 'what the channel is best for, in one sentence.',
            selector: '[data-variant] > div:nth-child(2) > p',
          },
          {
            part: 'Disponibilité and Délai de réponse',
            description: 'two labelled facts, always in this order.',
            selector: 'dl',
          },
          {
            part: 'Action (optional)',
            description: 'a `mailto:` or `tel:` link, or a button, drawn as a button.',
            selector: '[data-variant] > div:nth-child(3) > *',
          },
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

export const Playground: Story = { tags: ['main'] };

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

/** The French names designers use for SupportChannelCard: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Canal de support · assistance · contact · aide',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
