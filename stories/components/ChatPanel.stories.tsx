import { Button, ChatPanel, chatStatuses, type ChatMessage } from '@company/ui';
import { vars } from '@company/ui/theme';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';

/** Fixed times (UTC); shown in Antananarivo time (UTC+3) by default. */
const at = (time: string) => new Date(`2025-03-14T${time}:00Z`);

const demoConversation: ChatMessage[] = [
  {
    id: 'm1',
    isUser: false,
    timestamp: at('06:30'),
    content:
      'Bonjour\u00a0! Je suis l’assistant de Company, en mode démonstration\u00a0: je réponds avec des réponses préparées. Comment puis-je vous aider\u00a0?',
  },
  { id: 'm2', isUser: true, timestamp: at('06:31'), content: 'Combien coûte la création d’un site e-commerce\u00a0?' },
  {
    id: 'm3',
    isUser: false,
    timestamp: at('06:31'),
    content:
      'Nos offres commencent à 299\u00a0€/mois avec l’offre Essentiel. L’offre Professionnel, à 1\u202f499\u00a0€/mois, comprend la boutique en ligne, le paiement sécurisé et le suivi des commandes. Souhaitez-vous un devis personnalisé\u00a0?',
  },
  { id: 'm4', isUser: true, timestamp: at('06:33'), content: 'Oui, volontiers. Je vous laisse mon adresse e-mail.' },
];

const configuredConversation: ChatMessage[] = [
  {
    id: 'c1',
    isUser: false,
    timestamp: at('07:05'),
    content: 'Bonjour\u00a0! Je suis l’assistant de Company. Posez-moi vos questions sur nos services.',
  },
  {
    id: 'c2',
    isUser: true,
    timestamp: at('07:06'),
    content: 'Proposez-vous de l’infogérance pour une PME de 40 postes\u00a0?',
  },
  {
    id: 'c3',
    isUser: false,
    timestamp: at('07:06'),
    content:
      'Oui. Nous prenons en charge la supervision, les mises à jour et le support de vos postes et serveurs, avec un interlocuteur dédié. Voulez-vous que l’équipe vous rappelle\u00a0?',
  },
];

const unbrokenWord = 'A'.repeat(300);

const longMessages: ChatMessage[] = [
  {
    id: 'l1',
    isUser: true,
    timestamp: at('08:00'),
    content: `Voici la référence reçue\u00a0:\n${unbrokenWord}\n\nEt le champ qui s’affichait mal\u00a0:\n<img src=x onerror=alert(1)>`,
  },
  {
    id: 'l2',
    isUser: false,
    timestamp: at('08:01'),
    content:
      'Merci. Je vois trois points à vérifier\u00a0:\n1. la longueur de la référence\u00a0;\n2. l’encodage du champ\u00a0;\n3. la version du navigateur.',
  },
];

const topics = [
  'Quels sont vos délais pour une application mobile\u00a0?',
  'En général de 8 à 12 semaines, selon les fonctionnalités.',
  'Et pour le référencement naturel\u00a0?',
  'Nous proposons un audit SEO puis un suivi mensuel.',
  'Faites-vous de l’intelligence artificielle\u00a0?',
  'Oui, des chatbots et de l’automatisation de processus.',
];

const manyMessages: ChatMessage[] = Array.from({ length: 18 }, (_, index) => ({
  id: `many-${index}`,
  isUser: index % 2 === 0,
  timestamp: new Date(Date.UTC(2025, 2, 14, 9, index * 2)),
  content: `${topics[index % topics.length]} (${index + 1})`,
}));

/** The assistant’s reply when the service cannot be reached. */
const errorConversation: ChatMessage[] = [
  ...configuredConversation.slice(0, 2),
  {
    id: 'e1',
    isUser: false,
    timestamp: at('07:07'),
    content:
      'Le service est temporairement indisponible. Vous pouvez nous écrire depuis le formulaire de contact, nous vous répondrons rapidement.',
  },
];

/**
 * The widget is `position: fixed`; a transformed box becomes its containing block, so the box stands
 * for the visitor’s screen and the widget sits in its bottom-right corner.
 */
function Screen({ height, width, inert, style, children }: ComponentProps<'div'> & { height: number; width?: number }) {
  return (
    <div
      inert={inert}
      style={{
        position: 'relative',
        height,
        width,
        transform: 'translateZ(0)',
        borderRadius: 12,
        background: vars.color.backgroundSubtle,
        ...style,
      }}
    >
      {children}
    </div>
  );
}

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

/** The French catalogue's status texts, what visitors read under the title. */
const statusTexts = {
  configured: 'Assistant connecté',
  demo: 'Mode démo\u00a0: réponses préparées',
  error: 'Assistant indisponible',
} as const;

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
          },
          {
            part: 'Header',
            description:
              'the assistant’s avatar, the title («\u00a0Assistant Company\u00a0») and the connection status: a green, amber or red dot with its text.',
          },
          {
            part: 'Conversation',
            description:
              'the assistant’s bubbles on the left, the visitor’s on the right in the brand colour, each with its time; the welcome message while it is empty; three dots while a reply is being written. It scrolls to the newest message.',
          },
          {
            part: 'Message field',
            description:
              'grows from one line to three, then scrolls. Enter sends, Shift+Enter starts a new line; Escape closes the panel.',
          },
          {
            part: 'Send button',
            description: 'a paper plane, disabled while the field is empty or a reply is awaited.',
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
                  status="configured"
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
                  status="configured"
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
      }),
    },
  },
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

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
          <ChatPanel {...args} status="configured" messages={[]} />
        </StateFrame>
        <StateFrame label="Réponse en cours" height={640} inert>
          <ChatPanel {...args} status="configured" messages={configuredConversation.slice(0, 2)} isLoading />
        </StateFrame>
        <StateFrame label="Mode démo" height={640} inert>
          <ChatPanel {...args} status="demo" messages={demoConversation.slice(0, 3)} />
        </StateFrame>
        <StateFrame label="Erreur de connexion" height={640} inert>
          <ChatPanel {...args} status="error" messages={errorConversation} />
        </StateFrame>
      </div>
    </div>
  ),
};

/**
 * The launcher alone, in the widget's complementary landmark named after the title; it opens the
 * panel, moves focus to the field, and closes it again.
 */
export const Closed: Story = {
  tags: ['!autodocs'],
  args: { defaultOpen: false },
  play: async ({ args, canvas }) => {
    const widget = canvas.getByRole('complementary', { name: 'Assistant Company' });
    const launcher = within(widget).getByRole('button', { name: 'Ouvrir l’assistant' });
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region', { name: 'Assistant Company' })).toBeNull();
    const panel = canvasElementById(launcher);
    await expect(panel).not.toBeVisible();

    await userEvent.click(launcher);
    await expect(launcher).toHaveAttribute('aria-expanded', 'true');
    await expect(launcher).toHaveAccessibleName('Fermer l’assistant');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('region', { name: 'Assistant Company' })).toBe(panel);
    await expect(canvas.getByRole('textbox', { name: 'Votre message' })).toHaveFocus();

    await userEvent.click(launcher);
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await expect(launcher).toHaveAccessibleName('Ouvrir l’assistant');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(panel).not.toBeVisible();
  },
};

/** An empty conversation shows the welcome message. */
export const OpenEmpty: Story = {
  tags: ['!autodocs'],
  args: { messages: [], status: 'configured' },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(log).toHaveAttribute('aria-live', 'polite');
    // The panel fades in: wait until it is fully shown.
    await waitFor(() => expect(within(log).getByText(/Comment puis-je vous aider/)).toBeVisible());
  },
};

/** The Playground’s conversation, in demo mode: times in Madagascar time, assistant and visitor in turn. */
export const DemoConversation: Story = {
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    // textContent as written: toHaveTextContent would fold the no-break space into a plain one.
    await expect(canvas.getByRole('status').textContent).toBe(statusTexts.demo);
    const log = canvas.getByRole('log', { name: 'Conversation' });
    // Times are French, in the given time zone (06:31 UTC is 09:31 in Antananarivo).
    await expect(within(log).getAllByText('09:31')).toHaveLength(2);
    const [first, second] = log.querySelectorAll('[data-author]');
    await expect(first).toHaveAttribute('data-author', 'assistant');
    await expect(second).toHaveAttribute('data-author', 'user');
  },
};

/** A conversation with the assistant connected: the visitor asks, the assistant answers and offers a next step. */
export const Conversation: Story = {
  args: { status: 'configured', messages: configuredConversation },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status').textContent).toBe(statusTexts.configured);
  },
};

/** The service cannot be reached: red status and a reply that offers another way in. */
export const ErrorReply: Story = {
  tags: ['!autodocs'],
  args: { status: 'error', messages: errorConversation },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status').textContent).toBe(statusTexts.error);
  },
};

/** While a reply is awaited: typing indicator inside the log (announced), send disabled. */
export const Typing: Story = {
  tags: ['!autodocs'],
  args: { isLoading: true, messages: demoConversation.slice(0, 2) },
  play: async ({ args, canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(within(log).getByText('L’assistant écrit…')).toBeInTheDocument();
    const field = canvas.getByRole('textbox', { name: 'Votre message' });
    await userEvent.type(field, 'Et pour une application mobile\u00a0?');
    await expect(canvas.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.clear(field);
  },
};

/** A 300-character word, line breaks and an HTML string: all shown as text. */
export const LongMessages: Story = {
  args: { messages: longMessages },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(log.querySelector('img')).toBeNull();
    await waitFor(() => expect(within(log).getByText(/<img src=x onerror=alert\(1\)>/)).toBeVisible());
    // The unbroken word wraps inside its bubble instead of widening the log.
    await expect(log.scrollWidth).toBeLessThanOrEqual(log.clientWidth);
  },
};

/** A long conversation opens scrolled to the newest message. */
export const LongConversation: Story = {
  args: { messages: manyMessages, status: 'configured' },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    await waitFor(() => expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1));
  },
};

/** Each new message, and the typing indicator, scrolls the log back to the newest entry. */
export const ScrollsToNewMessage: Story = {
  tags: ['!autodocs'],
  args: { messages: manyMessages.slice(0, 12), status: 'configured' },
  render: function Render(args) {
    const [messages, setMessages] = useState(args.messages ?? []);
    const [loading, setLoading] = useState(false);
    const handleSend = (text: string) => {
      args.onSend?.(text);
      setMessages((current) => [
        ...current,
        { id: `sent-${current.length}`, isUser: true, content: text, timestamp: at('09:40') },
      ]);
      setLoading(true);
    };
    return <ChatPanel {...args} messages={messages} isLoading={loading} onSend={handleSend} />;
  },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    const atBottom = () => expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1);
    await waitFor(atBottom);
    log.scrollTop = 0;
    await userEvent.type(canvas.getByRole('textbox', { name: 'Votre message' }), 'Merci pour ces informations{Enter}');
    await expect(within(log).getByText('Merci pour ces informations')).toBeInTheDocument();
    await expect(within(log).getByText('L’assistant écrit…')).toBeInTheDocument();
    await waitFor(atBottom);
  },
};

/** On a phone the panel takes nearly the whole width of the screen. */
export const Mobile: Story = {
  parameters: { frame: 'phone' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const panel = canvas.getByRole('region', { name: 'Assistant Company' });
    const frame = canvasElement.querySelector<HTMLElement>('[style*="translateZ"]');
    const frameWidth = frame?.clientWidth ?? 0;
    // Nearly the full width of the screen.
    await expect(panel.getBoundingClientRect().width).toBeGreaterThan(frameWidth * 0.9);
  },
};

/** Enter sends the trimmed text, empties the field and keeps focus; Shift+Enter adds a line. */
export const SendWithEnter: Story = {
  tags: ['!autodocs'],
  args: { messages: [] },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Votre message' });
    const send = canvas.getByRole('button', { name: 'Envoyer' });
    await expect(send).toBeDisabled();

    await userEvent.type(field, 'Bonjour');
    await expect(send).toBeEnabled();
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await expect(field).toHaveValue('Bonjour\n');
    await expect(args.onSend).not.toHaveBeenCalled();

    await userEvent.keyboard('Quels sont vos tarifs\u00a0?{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('Bonjour\nQuels sont vos tarifs\u00a0?');
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();

    await userEvent.type(field, 'Par le bouton');
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenLastCalledWith('Par le bouton');
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
  },
};

/** Blank text cannot be sent, by button or by Enter. */
export const BlankInputCannotSend: Story = {
  tags: ['!autodocs'],
  args: { messages: [] },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Votre message' });
    await userEvent.type(field, '   ');
    await expect(canvas.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(field).toHaveValue('   ');
    await userEvent.clear(field);
  },
};

/** An Enter that confirms an IME composition does not send. */
export const ImeCompositionDoesNotSend: Story = {
  args: { messages: [] },
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Votre message' });
    await userEvent.type(field, 'こんにちは');
    field.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', keyCode: 229, isComposing: true, bubbles: true, cancelable: true }),
    );
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.clear(field);
  },
};

/** Escape closes the panel and returns focus to the launcher. */
export const EscapeCloses: Story = {
  tags: ['!autodocs'],
  args: { defaultOpen: false },
  play: async ({ canvas }) => {
    const launcher = canvas.getByRole('button', { name: 'Ouvrir l’assistant' });
    await userEvent.click(launcher);
    const field = canvas.getByRole('textbox', { name: 'Votre message' });
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await expect(launcher).toHaveFocus();
    await expect(canvas.queryByRole('region', { name: 'Assistant Company' })).toBeNull();
  },
};

/** The field grows from one line (36 px) to three (72 px), then scrolls. */
export const FieldGrows: Story = {
  tags: ['!autodocs'],
  args: { messages: [] },
  play: async ({ canvas }) => {
    const field = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Votre message' });
    await userEvent.type(field, 'Une ligne');
    await expect(field.offsetHeight).toBe(36);

    await userEvent.keyboard('{Shift>}{Enter}{/Shift}Deux lignes');
    await expect(field.offsetHeight).toBeGreaterThan(36);
    await expect(field.offsetHeight).toBeLessThan(72);

    await userEvent.clear(field);
    await userEvent.paste('1\n2\n3\n4\n5\n6');
    await expect(field.offsetHeight).toBe(72);
    await expect(field.scrollHeight).toBeGreaterThan(field.clientHeight);

    await userEvent.clear(field);
    await expect(field.offsetHeight).toBe(36);
  },
};

function canvasElementById(launcher: HTMLElement) {
  const id = launcher.getAttribute('aria-controls') ?? '';
  return launcher.ownerDocument.getElementById(id);
}

/**
 * The catalogue's texts, in English (the toolbar's « Language »): a neutral title and greeting, and
 * a demo status without any setting name; the site's title and greeting above are props, so they are left out.
 */
export const English: Story = {
  tags: ['!autodocs'],
  args: { title: undefined, welcomeMessage: undefined, messages: [] },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Assistant' });
    await expect(within(panel).getByRole('status')).toHaveTextContent('Demo mode: prepared replies');
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await waitFor(() => expect(within(log).getByText('Hello! I’m your assistant. How can I help you?')).toBeVisible());
    const field = canvas.getByRole('textbox', { name: 'Your message' });
    await expect(field).toHaveAttribute('placeholder', 'Write your message…');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Close the assistant' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The French names designers use for ChatPanel: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Fenêtre de discussion · chat · assistant · messagerie',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
