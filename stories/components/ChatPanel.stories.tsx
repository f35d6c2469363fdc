import { ChatPanel, chatStatuses, type ChatMessage } from '@company/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

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

/**
 * The widget is `position: fixed`; a transformed frame becomes its containing block, so each
 * story shows it in the corner of a page-sized area that the visual test can capture.
 */
const pageFrame =
  (height: number): Decorator =>
  (Story) => (
    <div
      style={{
        position: 'relative',
        height,
        transform: 'translateZ(0)',
        borderRadius: 12,
        background: 'var(--cui-color-background-subtle)',
      }}
    >
      <Story />
    </div>
  );

const statusTexts = {
  configured: 'API configurée',
  demo: 'Mode demo (configurez VITE_GITHUB_TOKEN)',
  error: 'Erreur API',
} as const;

const meta = {
  title: 'Components/ChatPanel',
  component: ChatPanel,
  args: {
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
  decorators: [pageFrame(640)],
  parameters: {
    docs: {
      description: {
        component:
          "Use once per site for the assistant: a floating button in the bottom-right corner opens a non-modal panel where the visitor chats while the page stays usable. The component is presentational: pass the `messages`, the connection `status` (configured, demo or error, shown as a coloured dot and its text), and `isLoading` while a reply is awaited; `onSend` receives the trimmed text. Replies are rendered as plain text, never HTML. Enter sends, Shift+Enter adds a line, Escape closes the panel and returns focus to the launcher. Open state can be controlled (`open` + `onOpenChange`) or not (`defaultOpen`).\n\n**Component token `--chatPanel-offset-bottom`**: the distance between the widget and the bottom of the viewport (0.75 rem by default, 1.5 rem from the `sm` breakpoint). The component never sets it. While something else is fixed to the bottom of the screen, such as the cookie banner, set it on an ancestor (the document root, say) to that element’s height plus a gap, for example `document.documentElement.style.setProperty('--chatPanel-offset-bottom', 'calc(220px + 0.75rem)')`, and remove it when the element goes: the launcher and the panel’s field then stay visible above it (WCAG 2.4.11), and the panel shortens to fit the screen.",
      },
    },
  },
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The launcher alone; it opens the panel, moves focus to the field, and closes it again. */
export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ args, canvas }) => {
    const launcher = canvas.getByRole('button', { name: 'Ouvrir l’assistant' });
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
  args: { messages: [], status: 'configured' },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(log).toHaveAttribute('aria-live', 'polite');
    // The panel fades in: wait until it is fully shown.
    await waitFor(() => expect(within(log).getByText(/Comment puis-je vous aider/)).toBeVisible());
  },
};

export const DemoConversation: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(statusTexts.demo);
    const log = canvas.getByRole('log', { name: 'Conversation' });
    // Times are French, in the given time zone (06:31 UTC is 09:31 in Antananarivo).
    await expect(within(log).getAllByText('09:31')).toHaveLength(2);
    const [first, second] = log.querySelectorAll('[data-author]');
    await expect(first).toHaveAttribute('data-author', 'assistant');
    await expect(second).toHaveAttribute('data-author', 'user');
  },
};

export const Configured: Story = {
  args: { status: 'configured', messages: configuredConversation },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(statusTexts.configured);
  },
};

export const ErrorStatus: Story = {
  args: {
    status: 'error',
    messages: [
      ...configuredConversation.slice(0, 2),
      {
        id: 'e1',
        isUser: false,
        timestamp: at('07:07'),
        content:
          'Le service est temporairement indisponible. Vous pouvez nous écrire depuis le formulaire de contact, nous vous répondrons rapidement.',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(statusTexts.error);
  },
};

/** While a reply is awaited: typing indicator inside the log (announced), send disabled. */
export const Loading: Story = {
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
export const LongMessage: Story = {
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
export const ManyMessages: Story = {
  args: { messages: manyMessages, status: 'configured' },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    await waitFor(() => expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1));
  },
};

/** Each new message, and the typing indicator, scrolls the log back to the newest entry. */
export const ScrollsToNewMessage: Story = {
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

export const Mobile: Story = {
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
