'use client';

import { Bot } from '../../icons/Bot';
import { MessageCircle } from '../../icons/MessageCircle';
import { Send } from '../../icons/Send';
import { X } from '../../icons/X';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { reducedMotion } from '../../theme/media';
import { cx } from '../../utils/cx';
import { mirrored } from '../../utils/icon.css';
import { visuallyHidden } from '../../utils/visuallyHidden.css';
import { useLocaleSettings, useMessages } from '../LocaleProvider/context';
import { chatPanel as english } from '../LocaleProvider/en/chatPanel';
import { common as englishCommon } from '../LocaleProvider/en/common';
import * as styles from './ChatPanel.css';
import type { chatStatuses } from './constants';

export type ChatStatus = (typeof chatStatuses)[number];

/** One message of the conversation. */
export interface ChatMessage {
  /** Stable key. */
  id: string;
  /** Plain text; rendered as text, never as HTML. */
  content: string;
  /** `true` for the visitor's messages, `false` for the assistant's. */
  isUser: boolean;
  /** When the message was written. */
  timestamp: Date;
}

export interface ChatPanelProps extends Omit<ComponentProps<'aside'>, 'children' | 'title'> {
  /**
   * The conversation, oldest first.
   * @default []
   */
  messages?: ChatMessage[];
  /**
   * Connection state shown under the title, a coloured dot and its text: `online` (the assistant
   * answers), `demo` (prepared replies, and the visitor is told so) or `offline` (it cannot answer).
   * @default 'online'
   */
  status?: ChatStatus;
  /**
   * A reply is awaited: shows the typing indicator and blocks sending.
   * @default false
   */
  isLoading?: boolean;
  /** Called with the trimmed text when the visitor sends a message. */
  onSend?: (text: string) => void;
  /** Whether the panel is open (controlled). */
  open?: boolean;
  /**
   * Whether the panel starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the launcher or Escape asks to open or close the panel. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Panel title, also the accessible name of the panel and of the widget's landmark (an `aside`,
   * which `aria-label` renames).
   * @default messages.chatPanel.title ('Assistant' in English)
   */
  title?: string;
  /**
   * Accessible name of the launcher while the panel is closed.
   * @default messages.chatPanel.openLabel ('Open the assistant' in English)
   */
  openLabel?: string;
  /**
   * Accessible name of the launcher while the panel is open.
   * @default messages.chatPanel.closeLabel ('Close the assistant' in English)
   */
  closeLabel?: string;
  /**
   * Placeholder of the message field.
   * @default messages.chatPanel.placeholder ('Write your message…' in English)
   */
  placeholder?: string;
  /**
   * Accessible name of the message field.
   * @default messages.chatPanel.inputLabel ('Your message' in English)
   */
  inputLabel?: string;
  /**
   * Accessible name of the send button.
   * @default messages.chatPanel.sendLabel ('Send' in English)
   */
  sendLabel?: string;
  /**
   * Text announced while the assistant is writing.
   * @default messages.chatPanel.typingLabel ('The assistant is typing…' in English)
   */
  typingLabel?: string;
  /**
   * Text shown to visitors for each status; missing entries keep the catalogue's (« Assistant connecté »,
   * « Mode démo : réponses préparées », « Assistant indisponible » in French). Never a setting's name.
   */
  statusLabels?: Partial<Record<ChatStatus, string>>;
  /**
   * Accessible name of the message list.
   * @default messages.chatPanel.logLabel ('Conversation' in English)
   */
  logLabel?: string;
  /**
   * Author announced before the visitor's messages.
   * @default messages.chatPanel.userLabel ('You' in English)
   */
  userLabel?: string;
  /**
   * Author announced before the assistant's messages.
   * @default messages.chatPanel.assistantLabel ('Assistant' in English)
   */
  assistantLabel?: string;
  /** Greeting shown as an assistant message while the conversation is empty. */
  welcomeMessage?: ReactNode;
  /**
   * IANA time zone of the message times; the `LocaleProvider`'s by default.
   * @default the `LocaleProvider`'s time zone, else `UTC`
   */
  timeZone?: string;
}

const scrollBehavior = (): ScrollBehavior =>
  typeof window.matchMedia === 'function' && window.matchMedia(reducedMotion).matches ? 'auto' : 'smooth';

/**
 * Floating assistant: a launcher button bottom-right that opens a non-modal chat panel. Both sit in a
 * complementary landmark (`aside`) named after `title`, so that screen readers list the widget among
 * the page's regions and none of it lies outside a landmark; render it outside `main`.
 *
 * Component token `--chatPanel-offset-bottom`: its distance from the bottom of the viewport (default
 * 0.75 rem, 1.5 rem from the `sm` breakpoint). The component never sets it; set it on an ancestor,
 * such as the document root, while something else is fixed to the bottom of the screen (a cookie
 * banner), so the launcher and the panel's field stay visible above it. The panel shortens to fit.
 */
export function ChatPanel({
  messages = [],
  status = 'online',
  isLoading = false,
  onSend,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  title,
  openLabel,
  closeLabel,
  placeholder,
  inputLabel,
  sendLabel,
  typingLabel,
  statusLabels,
  logLabel,
  userLabel,
  assistantLabel,
  welcomeMessage,
  timeZone,
  className,
  onKeyDown,
  ...rest
}: ChatPanelProps) {
  const { locale, timeZone: defaultTimeZone } = useLocaleSettings();
  const text = useMessages('chatPanel', english);
  const { colon } = useMessages('common', englishCommon);
  const id = useId();
  const panelId = `${id}-panel`;
  const titleId = `${id}-title`;
  const inputId = `${id}-input`;

  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isControlled = openProp !== undefined;
  const open = isControlled ? openProp : uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (!isControlled) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const [draft, setDraft] = useState('');
  const launcherRef = useRef<HTMLButtonElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const logContentRef = useRef<HTMLDivElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const focusFieldOnOpen = useRef(false);
  const wasOpen = useRef(false);

  const labels = { ...text.statusLabels, ...statusLabels };
  const zone = timeZone ?? defaultTimeZone;
  const timeFormat = useMemo(
    () => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: zone }),
    [locale, zone],
  );
  const logName = logLabel ?? text.logLabel;
  const welcome = welcomeMessage === undefined ? text.welcomeMessage : welcomeMessage;
  // The colon after the author, with no space: the bubble that follows is a block of its own.
  const authorColon = colon.trimEnd();
  const canSend = draft.trim() !== '' && !isLoading;

  // Opening from the launcher moves the visitor straight to the field.
  useEffect(() => {
    if (open && focusFieldOnOpen.current) textareaRef.current?.focus();
    focusFieldOnOpen.current = false;
  }, [open]);

  // Keep the newest message in view. Jump on opening, glide afterwards unless motion is reduced.
  useEffect(() => {
    const log = logRef.current;
    const justOpened = !wasOpen.current;
    wasOpen.current = open;
    if (!open || !log) return;
    log.scrollTo({ top: log.scrollHeight, behavior: justOpened ? 'auto' : scrollBehavior() });
  }, [messages, isLoading, open]);

  // Stay on the newest message when the log or its content changes size (fonts arriving, rotation, a
  // mobile keyboard shrinking the viewport), unless the visitor has scrolled up to read.
  useEffect(() => {
    const log = logRef.current;
    const content = logContentRef.current;
    if (!log || !content || typeof ResizeObserver === 'undefined') return;
    let pinned = true;
    const handleScroll = () => {
      pinned = log.scrollTop + log.clientHeight >= log.scrollHeight - 8;
    };
    const observer = new ResizeObserver(() => {
      if (pinned) log.scrollTo({ top: log.scrollHeight, behavior: scrollBehavior() });
    });
    observer.observe(log);
    observer.observe(content);
    log.addEventListener('scroll', handleScroll, { passive: true });
    return () => {
      observer.disconnect();
      log.removeEventListener('scroll', handleScroll);
    };
  }, []);

  // Grow with the text from one line (36 px) to three (72 px), then scroll inside the field.
  useLayoutEffect(() => {
    const field = textareaRef.current;
    if (!field) return;
    field.style.height = 'auto';
    const borders = field.offsetHeight - field.clientHeight;
    const next = Math.min(styles.inputMaxHeight, Math.max(styles.inputMinHeight, field.scrollHeight + borders));
    field.style.height = `${next}px`;
  }, [draft, open]);

  const send = () => {
    const text = draft.trim();
    if (!text || isLoading) return;
    onSend?.(text);
    setDraft('');
    textareaRef.current?.focus();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  const handleFieldKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    // Enter that confirms an IME composition (Japanese, Chinese…) must not send the half-typed text.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    send();
  };

  const handleRootKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== 'Escape' || !open || event.nativeEvent.isComposing) return;
    event.preventDefault();
    setOpen(false);
    launcherRef.current?.focus();
  };

  const toggle = () => {
    focusFieldOnOpen.current = !open;
    setOpen(!open);
  };

  return (
    // Escape is delegated from the whole widget (field, log, send button, launcher); each of those is a native control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <aside
      aria-label={title ?? text.title}
      className={cx(styles.root, className)}
      data-state={open ? 'open' : 'closed'}
      onKeyDown={handleRootKeyDown}
      {...rest}
    >
      <section id={panelId} className={styles.panel} aria-labelledby={titleId} hidden={!open} data-status={status}>
        <header className={styles.header}>
          <span className={styles.avatar} aria-hidden="true">
            <Bot className={styles.avatarGlyph} />
          </span>
          <div className={styles.headerText}>
            <h2 id={titleId} className={styles.title}>
              {title ?? text.title}
            </h2>
            <p className={styles.status} role="status">
              <span className={styles.statusDot({ status })} data-status={status} aria-hidden="true" />
              {labels[status]}
            </p>
          </div>
        </header>

        {/* Focusable so keyboard users can scroll a long conversation (WCAG 2.1.1). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div ref={logRef} className={styles.log} role="log" aria-live="polite" aria-label={logName} tabIndex={0}>
          <div ref={logContentRef} className={styles.logContent}>
            {messages.length === 0 && welcome ? (
              <div className={styles.message({ author: 'assistant' })} data-author="assistant">
                <p className={styles.bubble({ author: 'assistant' })}>{welcome}</p>
              </div>
            ) : null}
            {messages.map((message) => {
              const author = message.isUser ? 'user' : 'assistant';
              return (
                <div key={message.id} className={styles.message({ author })} data-author={author}>
                  <span className={visuallyHidden}>
                    {`${message.isUser ? (userLabel ?? text.userLabel) : (assistantLabel ?? text.assistantLabel)}${authorColon}`}
                  </span>
                  <p className={styles.bubble({ author })}>{message.content}</p>
                  <time className={styles.time} dateTime={message.timestamp.toISOString()}>
                    {timeFormat.format(message.timestamp)}
                  </time>
                </div>
              );
            })}
            {isLoading ? (
              <div className={styles.typing} data-author="assistant">
                <span className={styles.typingDot} aria-hidden="true" />
                <span className={styles.typingDot} aria-hidden="true" />
                <span className={styles.typingDot} aria-hidden="true" />
                <span className={visuallyHidden}>{typingLabel ?? text.typingLabel}</span>
              </div>
            ) : null}
          </div>
        </div>

        <form className={styles.composer} onSubmit={handleSubmit}>
          <label htmlFor={inputId} className={visuallyHidden}>
            {inputLabel ?? text.inputLabel}
          </label>
          <textarea
            ref={textareaRef}
            id={inputId}
            className={styles.textarea}
            rows={1}
            value={draft}
            placeholder={placeholder ?? text.placeholder}
            enterKeyHint="send"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={handleFieldKeyDown}
          />
          <button
            type="submit"
            className={styles.sendButton}
            aria-label={sendLabel ?? text.sendLabel}
            disabled={!canSend}
          >
            {/* The plane flies along the line, towards its end: to the left in right-to-left text. */}
            <Send className={cx(styles.sendGlyph, mirrored)} aria-hidden="true" />
          </button>
        </form>
      </section>

      <button
        ref={launcherRef}
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? (closeLabel ?? text.closeLabel) : (openLabel ?? text.openLabel)}
        onClick={toggle}
      >
        {open ? (
          <X className={styles.launcherGlyph} aria-hidden="true" />
        ) : (
          <MessageCircle className={styles.launcherGlyph} aria-hidden="true" />
        )}
      </button>
    </aside>
  );
}
