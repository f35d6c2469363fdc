import { ChatPanel } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { at, demoConversation, errorConversation, manyMessages, statusTexts } from '../support/fixtures/ChatPanel';
import type { ChatMessage } from '@company/ui';
import docsMeta from './ChatPanel.stories';

const meta = {
  title: 'Overlays/ChatPanel/Features',
  component: ChatPanel,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const unbrokenWord = 'A'.repeat(300);

/** Text a visitor might paste: a 300-character word, and markup that must stay text. */
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

/**
 * The launcher alone, in the widget's complementary landmark named after the title; it opens the
 * panel, moves focus to the field, and closes it again.
 */
export const Closed: Story = {
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
  args: { messages: [], status: 'online' },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(log).toHaveAttribute('aria-live', 'polite');
    // The panel fades in: wait until it is fully shown.
    await waitFor(() => expect(within(log).getByText(/Comment puis-je vous aider/)).toBeVisible());
  },
};

/** The Playground’s conversation, in demo mode: times in Madagascar time, assistant and visitor in turn. */
export const DemoConversation: Story = {
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

/** The service cannot be reached: red status and a reply that offers another way in. */
export const ErrorReply: Story = {
  args: { status: 'offline', messages: errorConversation },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status').textContent).toBe(statusTexts.offline);
  },
};

/** While a reply is awaited: typing indicator inside the log (announced), send disabled. */
export const Typing: Story = {
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

/** Each new message, and the typing indicator, scrolls the log back to the newest entry. */
export const ScrollsToNewMessage: Story = {
  args: { messages: manyMessages.slice(0, 12), status: 'online' },
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

/**
 * The catalogue's texts, in English (the toolbar's « Language »): a neutral title and greeting, and
 * a demo status without any setting name; the site's title and greeting above are props, so they are left out.
 */
export const English: Story = {
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
