import { Button, ChatPanel, chatStatuses } from '@company/ui';
import { vars } from '@company/ui/theme';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import {
  at,
  configuredConversation,
  demoConversation,
  errorConversation,
  manyMessages,
  Screen,
  statusTexts,
} from '../support/fixtures/ChatPanel';
import { onPhone } from '../support/viewport';

/** A bar fixed to the bottom of the screen, as the cookie banner is, drawn above the widget. */
function BottomBar() {
  return (
    <div
      style={{
        position: 'absolute',
        insetInline: 0,
        bottom: 0,
        zIndex: vars.zIndex.overlay,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '1rem',
        padding: '1rem',
        borderBlockStart: `1px solid ${vars.color.border}`,
        background: vars.color.surface,
        fontSize: '0.875rem',
      }}
    >
      Nous utilisons des cookies pour mesurer l’audience.
      <Button size="sm">Tout accepter</Button>
    </div>
  );
}

/** Height of the bottom bar above, plus the widget’s usual gap. */
const bottomBarOffset = 'calc(4.25rem + 0.75rem)';

/**
 * Frames every story in a page-sized screen. `frame: 'none'` leaves the story to draw its own screens;
 * `frame: 'phone'` shows the story on docs pages through its own canvas in a 375 px frame, since
 * stories drawn inline there take the page’s width and the viewport global does not apply.
 */
const pageFrame: Decorator = (Story, { id, parameters, viewMode }) => {
  if (parameters.frame === 'none') return <Story />;
  if (parameters.frame === 'phone' && viewMode === 'docs') {
    return (
      <iframe
        title="L’assistant sur un téléphone de 375 px de large"
        src={`iframe.html?id=${id}&viewMode=story`}
        width={375}
        height={700}
        style={{ display: 'block', border: `1px solid ${vars.color.border}`, borderRadius: 12 }}
      />
    );
  }
  return (
    <Screen height={640}>
      <Story />
    </Screen>
  );
};

const meta = {
  title: 'Overlays/ChatPanel',
  component: ChatPanel,
  args: {
    // The site's widget: its own title and greeting over the catalogue's neutral ones.
    title: 'Assistant Company',
    welcomeMessage: 'Bonjour\u00a0! Je suis l’assistant de Company. Comment puis-je vous aider\u00a0?',
    messages: demoConversation,
    status: 'demo',
    isLoading: false,
    defaultOpen: true,
    onSend: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: chatStatuses },
    messages: { control: 'object' },
    welcomeMessage: { control: 'text' },
  },
  decorators: [pageFrame],
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'The site’s assistant: a round button in the bottom-right corner of every page opens a chat panel beside the content. The panel is not modal, so the visitor keeps reading and scrolling the page while chatting. Use it once per site, for quick questions about the services, prices and delays.',
        alternatives: [
          'A request the team must answer (a quote, a call back): a contact form built with Field, TextInput and TextArea on its own page, not the assistant.',
          'Listing the ways to reach the team (e-mail, chat, phone): SupportChannelCard; its «\u00a0Ouvrir le chat\u00a0» button can open this panel.',
          'A message about the whole page or service (maintenance, outage): Alert or StatusBanner, which everyone sees without opening anything.',
        ],
        anatomy: [
          {
            part: 'Launcher',
            description:
              'the round button in the corner; a speech bubble while closed, a cross while open. It stays above anything fixed to the bottom of the screen when the page sets `--chatPanel-offset-bottom`.',
            selector: 'button[aria-controls][aria-expanded]',
          },
          {
            part: 'Header',
            description:
              'the assistant’s avatar, the title («\u00a0Assistant Company\u00a0») and the connection status: a green, amber or red dot with its text.',
            selector: 'section > header',
          },
          {
            part: 'Conversation',
            description:
              'the assistant’s bubbles on the left, the visitor’s on the right in the brand colour, each with its time; the welcome message while it is empty; three dots while a reply is being written. It scrolls to the newest message.',
            selector: '[role="log"]',
          },
          {
            part: 'Message field',
            description:
              'grows from one line to three, then scrolls. Enter sends, Shift+Enter starts a new line; Escape closes the panel.',
            selector: 'textarea',
          },
          {
            part: 'Send button',
            description: 'a paper plane, disabled while the field is empty or a reply is awaited.',
            selector: 'button[type="submit"]',
          },
        ],
        dos: [
          {
            caption:
              'A welcome message that says an assistant answers and what it can help with, and ends with a question.',
            example: (
              <Screen height={640}>
                <ChatPanel
                  defaultOpen
                  status="online"
                  welcomeMessage={
                    'Bonjour\u00a0! Je suis l’assistant de Company. Je réponds à vos questions sur nos services, nos tarifs et nos délais. Que souhaitez-vous savoir\u00a0?'
                  }
                />
              </Screen>
            ),
          },
          {
            caption:
              'Lift the widget above a bar fixed to the bottom of the screen (the cookie banner) with `--chatPanel-offset-bottom`, so the launcher stays visible and clickable.',
            example: (
              <Screen height={200} style={{ ['--chatPanel-offset-bottom' as string]: bottomBarOffset }}>
                <ChatPanel />
                <BottomBar />
              </Screen>
            ),
          },
        ],
        donts: [
          {
            caption:
              'A reply in one long block of formal text with no next step: the visitor scrolls a small panel and still does not know what to do.',
            example: (
              <Screen height={640}>
                <ChatPanel
                  defaultOpen
                  status="online"
                  messages={[
                    {
                      id: 'd1',
                      isUser: true,
                      timestamp: at('10:02'),
                      content: 'Combien coûte un site vitrine\u00a0?',
                    },
                    {
                      id: 'd2',
                      isUser: false,
                      timestamp: at('10:02'),
                      content:
                        'Suite à votre demande, nous vous informons que l’ensemble de nos prestations de développement web fait l’objet d’une étude préalable de vos besoins, laquelle permet à nos équipes d’établir une proposition tenant compte du périmètre fonctionnel, des contraintes techniques, de l’hébergement, de la maintenance et du référencement, ces éléments étant susceptibles de faire varier le montant final de manière significative selon les cas.',
                    },
                  ]}
                />
              </Screen>
            ),
          },
          {
            caption:
              'The launcher left under a bar fixed to the bottom of the screen: it is hidden and cannot be clicked (WCAG 2.4.11).',
            example: (
              <Screen height={200}>
                <ChatPanel />
                <BottomBar />
              </Screen>
            ),
          },
        ],
        content: [
          'Welcome message: greet, say that an assistant answers (not a person), say what it can help with, end with a question: «\u00a0Bonjour\u00a0! Je suis l’assistant de Company. Comment puis-je vous aider\u00a0?\u00a0»',
          'Replies: two or three short sentences, then one question or one next step («\u00a0Souhaitez-vous un devis personnalisé\u00a0?\u00a0»). Messages are plain text: a line break makes a list, HTML and Markdown show as typed.',
          'Status texts are read by visitors: the catalogue’s («\u00a0Assistant connecté\u00a0», «\u00a0Mode démo\u00a0: réponses préparées\u00a0», «\u00a0Assistant indisponible\u00a0») suit most sites; a `statusLabels` override stays in plain French, never a setting or variable name (a hint for developers belongs in the console).',
          'An error reply says what happened and offers another way in: «\u00a0Le service est temporairement indisponible. Vous pouvez nous écrire depuis le formulaire de contact.\u00a0»',
          'French typography: a non-breaking space before «\u00a0?\u00a0», «\u00a0!\u00a0», «\u00a0:\u00a0» and «\u00a0;\u00a0», inside amounts («\u00a01\u202f499\u00a0€/mois\u00a0») and «\u00a0» quotes; the typographic apostrophe («\u00a0l’assistant\u00a0»).',
        ],
        keyboard: [
          {
            keys: 'Enter or Space',
            action:
              'On the launcher: opens the panel and moves the focus to the message field; pressed again, closes it.',
          },
          {
            keys: 'Tab',
            action:
              'Moves through the conversation, the message field, the send button, then the launcher; the panel is not modal, so Tab goes on into the page.',
          },
          { keys: 'Shift + Tab', action: 'Moves back through the same elements.' },
          { keys: '↓ and ↑', action: 'On the focused conversation: scrolls it, to read older messages.' },
          {
            keys: 'Enter',
            action:
              'In the message field: sends the message (not while an input method is composing, nor while the field is blank or a reply is awaited).',
          },
          { keys: 'Shift + Enter', action: 'In the message field: starts a new line.' },
          {
            keys: 'Escape',
            action: 'Anywhere in the widget: closes the panel and moves the focus back to the launcher.',
          },
        ],
        accessibility: [
          'The widget is a complementary landmark (`aside`) named after `title` («\u00a0Assistant\u00a0» by default), and the panel a region named by its `h2` title: render it outside `main`, once per page.',
          'The launcher is named «\u00a0Ouvrir l’assistant\u00a0» or «\u00a0Fermer l’assistant\u00a0» and says with `aria-expanded` whether the panel is open; the message field is labelled «\u00a0Votre message\u00a0» and the send button «\u00a0Envoyer\u00a0», all renamable by props.',
          'The conversation is a polite live log: each new message is announced with its author («\u00a0Vous\u00a0», «\u00a0Assistant\u00a0»), and «\u00a0L’assistant écrit…\u00a0» while a reply is awaited. The connection status is a status region, announced when it changes.',
          'The panel is not modal: it traps no focus and leaves the page usable. The conversation glides to the newest message, and jumps there instead when the reader asks for reduced motion.',
        ],
      }),
    },
  },
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

const launcherStates = [
  { label: 'Fermé', demo: undefined },
  { label: 'Survol', demo: 'hover' },
  { label: 'Focus clavier', demo: 'focus' },
  { label: 'Appui', demo: 'active' },
] as const;

function StateFrame({ label, children, ...screen }: ComponentProps<typeof Screen> & { label: string }) {
  return (
    <figure style={{ margin: 0, display: 'grid', gap: '0.5rem', alignContent: 'start' }}>
      <figcaption style={{ fontSize: '0.875rem', fontWeight: 600 }}>{label}</figcaption>
      <Screen {...screen}>{children}</Screen>
    </figure>
  );
}

/**
 * The launcher at rest, hovered, focused and pressed, then the open panel: empty, waiting for a
 * reply, in demo mode and after an error. The open panels are pictures (`inert`): four live copies
 * would be four landmarks with the same name; each state has its own tested story.
 */
export const States: Story = {
  tags: ['main'],
  parameters: {
    frame: 'none',
    pseudo: {
      hover: ['[data-state-demo="hover"] > button'],
      focusVisible: ['[data-state-demo="focus"] > button'],
      active: ['[data-state-demo="active"] > button'],
    },
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
        {launcherStates.map(({ label, demo }) => (
          <StateFrame key={label} label={label} height={104} width={128}>
            {/* Each copy is a landmark of its own: named after its state, so no two share a name. */}
            <ChatPanel
              {...args}
              defaultOpen={false}
              data-state-demo={demo}
              aria-label={`Assistant, ${label.toLowerCase()}`}
            />
          </StateFrame>
        ))}
      </div>
      <div
        style={{
          display: 'grid',
          gap: '1rem',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 25.5rem), 1fr))',
        }}
      >
        <StateFrame label="Ouvert, sans message" height={640} inert>
          <ChatPanel {...args} status="online" messages={[]} />
        </StateFrame>
        <StateFrame label="Réponse en cours" height={640} inert>
          <ChatPanel {...args} status="online" messages={configuredConversation.slice(0, 2)} isLoading />
        </StateFrame>
        <StateFrame label="Mode démo" height={640} inert>
          <ChatPanel {...args} status="demo" messages={demoConversation.slice(0, 3)} />
        </StateFrame>
        <StateFrame label="Erreur de connexion" height={640} inert>
          <ChatPanel {...args} status="offline" messages={errorConversation} />
        </StateFrame>
      </div>
    </div>
  ),
};

/** A conversation with the assistant connected: the visitor asks, the assistant answers and offers a next step. */
export const Conversation: Story = {
  args: { status: 'online', messages: configuredConversation },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status').textContent).toBe(statusTexts.online);
  },
};

/** A long conversation opens scrolled to the newest message. */
export const LongConversation: Story = {
  args: { messages: manyMessages, status: 'online' },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    await waitFor(() => expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1));
  },
};

/** On a phone the panel takes nearly the whole width of the screen. */
export const Mobile: Story = {
  parameters: { frame: 'phone' },
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    const panel = canvas.getByRole('region', { name: 'Assistant Company' });
    const frame = canvasElement.querySelector<HTMLElement>('[style*="translateZ"]');
    const frameWidth = frame?.clientWidth ?? 0;
    // Nearly the full width of the screen.
    await expect(panel.getBoundingClientRect().width).toBeGreaterThan(frameWidth * 0.9);
  },
};

/** The French names designers use for ChatPanel: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Fenêtre de discussion · chat · assistant · messagerie',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
